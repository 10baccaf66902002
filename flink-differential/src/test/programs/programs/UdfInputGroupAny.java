package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

import org.apache.flink.table.functions.ScalarFunction;
import org.apache.flink.table.annotation.DataTypeHint;
import org.apache.flink.table.annotation.InputGroup;

/** @DataTypeHint(inputGroup = InputGroup.ANY) accepts any argument. */
public class UdfInputGroupAny {
  public static class Show extends ScalarFunction {
    public String eval(@DataTypeHint(inputGroup = InputGroup.ANY) Object o) {
      return String.valueOf(o);
    }
  }

  public static void run(TableEnvironment env, Probe p) throws Exception {
    env.createTemporarySystemFunction("show_it", Show.class);
    p.sql("SELECT show_it(1) AS a, show_it('x') AS b, show_it(DATE '2024-01-02') AS c");
  }
}
