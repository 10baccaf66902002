package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** Arithmetic functions of the system functions page: their values and result types. */
public class FunctionsDocArithmetic {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.sql("SELECT + 5, - 5, 7 / 2, 7.0 / 2, 7 % 3, MOD(-7, 3), POWER(2, 10), SQRT(16), ABS(-3), ABS(-2.5)");
    p.sql("SELECT LN(EXP(1)), LOG10(1000), LOG2(8), LOG(100), LOG(2, 8), EXP(0)");
    p.sql("SELECT CEIL(1.2), CEILING(-1.2), FLOOR(1.8), FLOOR(-1.2), CEIL(5), FLOOR(2.5e0)");
    p.sql("SELECT ROUND(3.14159, 2), ROUND(3.5), ROUND(-2.5), ROUND(1234, -2), TRUNCATE(3.789, 1), TRUNCATE(42.324), SIGN(-3), SIGN(2.5)");
    p.sql("SELECT BIN(12), HEX(255), HEX('hi'), CHAR_LENGTH(UUID()), RAND(42) < 1, RAND_INTEGER(42, 10) < 10");
    p.sql("SELECT 5 / 0.5, 10 / 4, CAST(10 AS DOUBLE) / 4, 3 * 1.5, 2147483647 * 2, CAST(1 AS TINYINT) + CAST(1 AS SMALLINT)");
  }
}
