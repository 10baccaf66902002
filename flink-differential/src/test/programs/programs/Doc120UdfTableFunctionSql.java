package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.annotation.DataTypeHint;
import org.apache.flink.table.annotation.FunctionHint;
import org.apache.flink.table.api.*;
import org.apache.flink.table.functions.TableFunction;
import org.apache.flink.types.Row;

/** A table function emitting several rows per input, registered by catalog name and called from SQL. */
public class Doc120UdfTableFunctionSql {
  @FunctionHint(output = @DataTypeHint("ROW<n INT, sq BIGINT>"))
  public static class RangeFunction extends TableFunction<Row> {
    public void eval(Integer upTo) {
      for (int i = 1; i <= upTo; i++) {
        collect(Row.of(i, (long) i * i));
      }
    }
  }

  public static class Words extends TableFunction<String> {
    public void eval(String s) {
      for (String w : s.split(",")) {
        collect(w.trim());
      }
    }
  }

  public static void run(TableEnvironment env, Probe p) throws Exception {
    env.createTemporaryFunction("RangeFunction", RangeFunction.class);
    env.createTemporaryFunction("Words", Words.class);
    p.run("CREATE TEMPORARY VIEW src AS SELECT * FROM (VALUES (1, 'a, b'), (3, 'c'), (0, 'd,e,f')) AS t(k, s)");
    p.sql("SELECT k, n, sq FROM src, LATERAL TABLE(RangeFunction(k)) ORDER BY k, n");
    p.sql("SELECT k, n FROM src LEFT JOIN LATERAL TABLE(RangeFunction(k)) AS r(n, sq) ON TRUE ORDER BY k, n");
    p.sql("SELECT s, w FROM src, LATERAL TABLE(Words(s)) AS x(w) ORDER BY s, w");
    p.sql("SELECT * FROM LATERAL TABLE(RangeFunction(2))");
    p.table(env.from("src").joinLateral(call("Words", $("s")).as("w")).select($("k"), $("w")).orderBy($("k"), $("w")));
    p.sql("SHOW FUNCTIONS LIKE 'R%'");
  }
}
