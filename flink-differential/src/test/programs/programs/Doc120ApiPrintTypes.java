package programs;

import org.apache.flink.table.api.*;

/** TableResult.print of many types: booleans, decimals, times, binary, arrays, maps, rows and NULLs. */
public class Doc120ApiPrintTypes {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.sql("SELECT TRUE, CAST(NULL AS BOOLEAN), CAST(12.345 AS DECIMAL(10, 3)), CAST(1 AS TINYINT), CAST(2 AS SMALLINT), CAST(3 AS BIGINT), CAST(1.5 AS FLOAT), 1e10");
    p.sql("SELECT DATE '2024-01-02', TIME '03:04:05', TIMESTAMP '2024-01-02 03:04:05', TIMESTAMP '2024-01-02 03:04:05.123456', CAST(TIMESTAMP '2024-01-02 03:04:05' AS TIMESTAMP_LTZ(3))");
    p.sql("SELECT X'0102ff', CAST('abc' AS BYTES), CAST('x' AS CHAR(3)), CAST('y' AS VARCHAR(2)), 'quote''s', 'tab\there'");
    p.sql("SELECT ARRAY['a', NULL], MAP['k', ARRAY[1]], ROW(1, 'x', ROW(TRUE, 2.5)), ARRAY[ROW(1, 'a')], CAST(NULL AS ARRAY<INT>)");
    p.sql("SELECT 'a very long string value that is longer than thirty characters' AS long_text, '日本語' AS wide, '' AS empty");
    p.sql("SELECT * FROM (VALUES (1, 'x')) AS t(id, s) WHERE id > 5");
  }
}
