package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.table.functions.ScalarFunction;
import org.apache.flink.types.Row;

/** CREATE [TEMPORARY [SYSTEM]] FUNCTION ... AS 'class', SHOW USER FUNCTIONS, DROP FUNCTION. */
public class SqlDocCreateFunction {
  public static class Twice extends ScalarFunction {
    public Integer eval(Integer x) {
      return x == null ? null : x * 2;
    }
  }

  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.sql("CREATE FUNCTION twice AS 'programs.SqlDocCreateFunction$Twice'");
    p.sql("CREATE TEMPORARY FUNCTION ttwice AS 'programs.SqlDocCreateFunction$Twice' LANGUAGE JAVA");
    p.sql("CREATE TEMPORARY SYSTEM FUNCTION stwice AS 'programs.SqlDocCreateFunction$Twice'");
    p.sql("SHOW USER FUNCTIONS");
    p.sql("SELECT twice(1), ttwice(2), stwice(3)");
    p.sql("CREATE FUNCTION twice AS 'programs.SqlDocCreateFunction$Twice'");
    p.sql("CREATE FUNCTION IF NOT EXISTS twice AS 'programs.SqlDocCreateFunction$Twice'");
    p.sql("CREATE FUNCTION broken AS 'programs.NoSuchClass'");
    p.sql("SELECT broken(1)");
    p.sql("DROP FUNCTION twice");
    p.sql("DROP TEMPORARY FUNCTION ttwice");
    p.sql("DROP TEMPORARY SYSTEM FUNCTION stwice");
    p.sql("DROP FUNCTION IF EXISTS twice");
    p.sql("DROP FUNCTION twice");
    p.sql("SHOW USER FUNCTIONS");
    p.value("userFunctions", java.util.Arrays.toString(env.listUserDefinedFunctions()));
  }
}
