package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** ABS, MOD, POWER, SQRT, LN, LOG10, EXP, CEIL, FLOOR, ROUND, SIGN. */
public class SqlMathFunctions {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.sql("SELECT ABS(-3) AS a1, MOD(7, 3) AS a2, POWER(2, 10) AS a3, SQRT(16.0) AS a4, LN(1) AS a5, LOG10(1000) AS a6, EXP(0) AS a7, CEIL(1.2) AS a8, FLOOR(-1.2) AS a9, ROUND(2.567, 2) AS a10, SIGN(-5) AS a11");
  }
}
