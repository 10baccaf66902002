package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

import org.apache.flink.table.functions.TableFunction;
import org.apache.flink.table.annotation.DataTypeHint;
import org.apache.flink.table.annotation.FunctionHint;

/** A TableFunction emitting rows with @FunctionHint. */
public class UdfTableFunctionRowHint {
  @FunctionHint(output = @DataTypeHint("ROW<k INT, v STRING>"))
  public static class Pairs extends TableFunction<Row> {
    public void eval(Integer n) {
      for (int i = 0; i < n; i++) {
        collect(Row.of(i, "v" + i));
      }
    }
  }

  public static void run(TableEnvironment env, Probe p) throws Exception {
    env.createTemporarySystemFunction("pairs", Pairs.class);
    p.sql("SELECT k, v FROM (VALUES (3)) AS t(n), LATERAL TABLE(pairs(n)) ORDER BY k");
  }
}
