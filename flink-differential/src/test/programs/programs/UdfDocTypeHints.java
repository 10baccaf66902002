package programs;

import static org.apache.flink.table.api.Expressions.*;

import java.math.BigDecimal;
import java.time.Instant;
import org.apache.flink.table.annotation.DataTypeHint;
import org.apache.flink.table.api.*;
import org.apache.flink.table.functions.ScalarFunction;
import org.apache.flink.types.Row;

/** The documentation's OverloadedFunction: implicit, hinted DECIMAL and ROW result types. */
public class UdfDocTypeHints {
  public static class OverloadedFunction extends ScalarFunction {
    public Long eval(long a, long b) {
      return a + b;
    }

    public @DataTypeHint("DECIMAL(12, 3)") BigDecimal eval(double a, double b) {
      return BigDecimal.valueOf(a + b);
    }

    @DataTypeHint("ROW<s STRING, t TIMESTAMP_LTZ(3)>")
    public Row eval(int i) {
      return Row.of(String.valueOf(i), Instant.ofEpochSecond(i));
    }
  }

  public static void run(TableEnvironment env, Probe p) throws Exception {
    env.getConfig().setLocalTimeZone(java.time.ZoneOffset.UTC);
    env.createTemporarySystemFunction("OverloadedFunction", OverloadedFunction.class);
    p.sql("SELECT OverloadedFunction(CAST(1 AS BIGINT), CAST(2 AS BIGINT)) AS l");
    p.sql("SELECT OverloadedFunction(1.5e0, 2.25e0) AS d");
    p.sql("SELECT OverloadedFunction(42) AS r");
    p.sql("SELECT OverloadedFunction(42).s AS s, OverloadedFunction(42).t AS t");
    Table t = env.fromValues(row(7, 8L, 0.5)).as("i", "l", "d");
    p.table(t.select(call("OverloadedFunction", $("i")).as("r")));
    p.table(t.select(call("OverloadedFunction", $("l"), $("l")).as("l2"), call("OverloadedFunction", $("d"), $("d")).as("d2")));
  }
}
