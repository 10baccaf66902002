package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

import org.apache.flink.table.annotation.DataTypeHint;
import org.apache.flink.table.annotation.FunctionHint;
import org.apache.flink.table.functions.TableFunction;

/** A TableFunction emitting several ROW rows (none for some inputs) in LEFT JOIN LATERAL ... ON TRUE and leftOuterJoinLateral. */
public class UdfTableFunctionLeftLateral {
  @FunctionHint(output = @DataTypeHint("ROW<word STRING, len INT>"))
  public static class Words extends TableFunction<Row> {
    public void eval(String s) {
      if (s == null) {
        return;
      }
      for (String w : s.split(",")) {
        if (!w.isEmpty()) {
          collect(Row.of(w, w.length()));
        }
      }
    }
  }

  public static void run(TableEnvironment env, Probe p) throws Exception {
    env.createTemporarySystemFunction("words", Words.class);
    Table lines = env.fromValues(
        DataTypes.ROW(DataTypes.FIELD("id", DataTypes.INT()), DataTypes.FIELD("line", DataTypes.STRING())),
        row(1, "ab,c"), row(2, ""), row(3, (Object) null), row(4, "dddd,ee,f"));
    env.createTemporaryView("lines", lines);
    p.sql("SELECT id, word, len FROM lines LEFT JOIN LATERAL TABLE(words(line)) ON TRUE ORDER BY id, word");
    p.sql("SELECT id, w, l FROM lines, LATERAL TABLE(words(line)) AS t(w, l) WHERE l > 1 ORDER BY id, w");
    p.sql("SELECT id, COUNT(word) AS n FROM lines LEFT JOIN LATERAL TABLE(words(line)) ON TRUE GROUP BY id ORDER BY id");
    p.table(lines.leftOuterJoinLateral(call("words", $("line"))).select($("id"), $("word"), $("len")).orderBy($("id").asc(), $("word").asc()));
  }
}
