package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

import org.apache.flink.table.functions.TableFunction;

/** A TableFunction in LATERAL TABLE and joinLateral. */
public class UdfTableFunctionLateral {
  public static class Split extends TableFunction<String> {
    public void eval(String s) {
      for (String w : s.split(" ")) {
        collect(w);
      }
    }
  }

  public static void run(TableEnvironment env, Probe p) throws Exception {
    Table nums = env.fromValues(row(1, "a"), row(2, "b"), row(3, "a"), row(4, "c")).as("n", "s");
    env.createTemporarySystemFunction("split", Split.class);
    env.createTemporaryView("words", env.fromValues(row(1, "a b"), row(2, "c")).as("id", "text"));
    p.sql("SELECT id, word FROM words, LATERAL TABLE(split(text)) AS t(word) ORDER BY id, word");
    p.sql("SELECT id, word FROM words LEFT JOIN LATERAL TABLE(split(text)) AS t(word) ON TRUE ORDER BY id, word");
    p.table(env.from("words").joinLateral(call("split", $("text")).as("word")).select($("id"), $("word")).orderBy($("id").asc(), $("word").asc()));
  }
}
