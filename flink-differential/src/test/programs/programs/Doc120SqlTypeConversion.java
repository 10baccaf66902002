package programs;

import org.apache.flink.table.api.*;

/** CAST, TRY_CAST and TYPEOF from the type conversion section, failures included. */
public class Doc120SqlTypeConversion {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.sql("SELECT CAST('42' AS INT), CAST(42 AS STRING), CAST('2024-01-02' AS DATE), CAST('12:00:01' AS TIME), CAST(3.99 AS INT), CAST(TRUE AS STRING), CAST('true' AS BOOLEAN)");
    p.sql("SELECT TRY_CAST('abc' AS INT), TRY_CAST('1.5' AS DOUBLE), TRY_CAST(NULL AS INT), CAST(1.23456 AS DECIMAL(4, 2)), CAST(1 AS BIGINT) * 3000000000");
    p.sql("SELECT TYPEOF(1), TYPEOF('a'), TYPEOF(1.5), TYPEOF(CAST(1 AS TINYINT)), TYPEOF(DATE '2024-01-01'), TYPEOF(ARRAY[1, 2]), TYPEOF(1, TRUE)");
    p.sql("SELECT CAST(TIMESTAMP '2024-01-02 03:04:05.678' AS STRING), CAST(DATE '2024-01-02' AS TIMESTAMP), CAST(CAST(1.5 AS DOUBLE) AS DECIMAL(5, 1)), CAST(X'41' AS STRING)");
    p.sql("SELECT CAST('abc' AS INT)");
    p.sql("SELECT CAST(ARRAY[1, 2] AS INT)");
  }
}
