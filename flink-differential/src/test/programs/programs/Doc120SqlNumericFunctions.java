package programs;

import org.apache.flink.table.api.*;

/** Arithmetic functions of the system functions page over a small table, NULLs included. */
public class Doc120SqlNumericFunctions {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.run("CREATE TEMPORARY VIEW nums AS SELECT * FROM (VALUES (1, -2.5, 10.0E0), (2, 3.75, 0.5E0), (3, CAST(NULL AS DECIMAL(3, 2)), CAST(NULL AS DOUBLE))) AS t(id, d, x)");
    p.sql("SELECT id, ABS(d), MOD(id, 2), POWER(x, 2), SQRT(x), LN(x), LOG10(x), EXP(id) FROM nums ORDER BY id");
    p.sql("SELECT id, CEIL(d), FLOOR(d), ROUND(d, 1), TRUNCATE(d, 1), SIGN(d), id % 2 FROM nums ORDER BY id");
    p.sql("SELECT LOG(2, 8), LOG(10), POWER(2, 10), BIN(12), HEX(255), HEX('ab'), TRUNCATE(42.345, 2), TRUNCATE(42.345)");
    p.sql("SELECT PI(), E(), DEGREES(PI()), RADIANS(180), 7 / 2, 7.0 / 2, -7 / 2, CAST(7 AS DOUBLE) / 0");
  }
}
