package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

import org.apache.flink.table.functions.ScalarFunction;
import org.apache.flink.table.annotation.DataTypeHint;

/** @DataTypeHint on a ScalarFunction result. */
public class UdfScalarDataTypeHint {
  public static class Price extends ScalarFunction {
    public @DataTypeHint("DECIMAL(10, 2)") java.math.BigDecimal eval(Integer cents) {
      return java.math.BigDecimal.valueOf(cents, 2);
    }
  }

  public static void run(TableEnvironment env, Probe p) throws Exception {
    env.createTemporarySystemFunction("price", Price.class);
    p.sql("SELECT price(1234) AS p");
  }
}
