package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

import org.apache.flink.table.functions.ScalarFunction;

/** CREATE TEMPORARY FUNCTION ... AS class name. */
public class UdfCreateFunctionSql {
  public static class Twice extends ScalarFunction {
    public int eval(int x) {
      return 2 * x;
    }
  }

  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.sql("CREATE TEMPORARY FUNCTION twice AS 'programs.UdfCreateFunctionSql$Twice'");
    p.sql("SELECT twice(21) AS t");
    p.sql("SHOW USER FUNCTIONS");
    p.sql("DROP TEMPORARY FUNCTION twice");
  }
}
