package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.annotation.DataTypeHint;
import org.apache.flink.table.annotation.FunctionHint;
import org.apache.flink.table.api.*;
import org.apache.flink.table.functions.TableFunction;
import org.apache.flink.types.Row;

/** The documentation's SplitFunction in joinLateral, leftOuterJoinLateral and LATERAL TABLE. */
public class UdfDocSplitTableFunction {
  @FunctionHint(output = @DataTypeHint("ROW<word STRING, length INT>"))
  public static class SplitFunction extends TableFunction<Row> {
    public void eval(String str) {
      for (String s : str.split(" ")) {
        collect(Row.of(s, s.length()));
      }
    }
  }

  public static void run(TableEnvironment env, Probe p) throws Exception {
    env.createTemporaryView("MyTable", env.fromValues(DataTypes.ROW(DataTypes.FIELD("myField", DataTypes.STRING())), row("hello big world"), row(""), row("one")));
    p.table(env.from("MyTable").joinLateral(call(SplitFunction.class, $("myField"))).select($("myField"), $("word"), $("length")));
    p.table(env.from("MyTable").leftOuterJoinLateral(call(SplitFunction.class, $("myField"))).select($("myField"), $("word"), $("length")));
    p.table(env.from("MyTable").leftOuterJoinLateral(call(SplitFunction.class, $("myField")).as("newWord", "newLength")).select($("myField"), $("newWord"), $("newLength")));
    env.createTemporarySystemFunction("SplitFunction", SplitFunction.class);
    p.sql("SELECT myField, word, length FROM MyTable, LATERAL TABLE(SplitFunction(myField))");
    p.sql("SELECT myField, word, length FROM MyTable LEFT JOIN LATERAL TABLE(SplitFunction(myField)) ON TRUE");
    p.sql("SELECT myField, newWord, newLength FROM MyTable LEFT JOIN LATERAL TABLE(SplitFunction(myField)) AS T(newWord, newLength) ON TRUE");
  }
}
