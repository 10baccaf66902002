package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

import org.apache.flink.table.functions.ScalarFunction;

/** NULL arguments: a boxed parameter receives null; a literal NULL is typed by the cast around it. */
public class UdfNullArguments {
  public static class OrDefault extends ScalarFunction {
    public String eval(Integer x) {
      return x == null ? "none" : "got " + x;
    }

    public String eval(String s) {
      return s == null ? "no string" : "string " + s;
    }
  }

  public static void run(TableEnvironment env, Probe p) throws Exception {
    env.createTemporarySystemFunction("or_default", OrDefault.class);
    env.createTemporaryView("t", env.fromValues(
        DataTypes.ROW(DataTypes.FIELD("id", DataTypes.INT()), DataTypes.FIELD("v", DataTypes.INT())),
        row(1, 5), row(2, (Object) null)));
    p.sql("SELECT id, or_default(v) AS a FROM t ORDER BY id");
    p.sql("SELECT or_default(CAST(NULL AS INT)) AS a, or_default(CAST(NULL AS STRING)) AS b");
  }
}
