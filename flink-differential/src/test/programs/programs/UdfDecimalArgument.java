package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

import java.math.BigDecimal;
import org.apache.flink.table.annotation.DataTypeHint;
import org.apache.flink.table.functions.ScalarFunction;

/** A ScalarFunction taking and returning BigDecimal, with and without @DataTypeHint on the argument. */
public class UdfDecimalArgument {
  public static class AddTax extends ScalarFunction {
    public @DataTypeHint("DECIMAL(12, 2)") BigDecimal eval(@DataTypeHint("DECIMAL(10, 2)") BigDecimal price) {
      return price == null ? null : price.multiply(new BigDecimal("1.20")).setScale(2, java.math.RoundingMode.HALF_UP);
    }
  }

  public static class Scale extends ScalarFunction {
    public Integer eval(BigDecimal d) {
      return d == null ? null : d.scale();
    }
  }

  public static void run(TableEnvironment env, Probe p) throws Exception {
    env.createTemporarySystemFunction("add_tax", AddTax.class);
    env.createTemporarySystemFunction("scale_of", Scale.class);
    env.createTemporaryView("prices", env.fromValues(
        DataTypes.ROW(DataTypes.FIELD("id", DataTypes.INT()), DataTypes.FIELD("price", DataTypes.DECIMAL(10, 2))),
        row(1, new BigDecimal("10.00")), row(2, new BigDecimal("0.99")), row(3, (Object) null)));
    p.sql("SELECT id, add_tax(price) AS gross FROM prices ORDER BY id");
    p.sql("SELECT scale_of(CAST(1.5 AS DECIMAL(5, 1))) AS a, scale_of(price) AS b FROM prices WHERE id = 1");
  }
}
