package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** Conditional and type conversion functions of the system functions page. */
public class FunctionsDocConditionalCasts {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.sql("SELECT CASE 2 WHEN 1 THEN 'one' WHEN 2 THEN 'two' ELSE 'many' END, CASE WHEN 1 > 2 THEN 1.5 END, NULLIF(5, 5), NULLIF(5, 0), COALESCE(NULL, 'default'), COALESCE(CAST(NULL AS INT), 1, 2)");
    p.sql("SELECT IF(1 > 2, 'a', 'b'), IFNULL(CAST(NULL AS STRING), 'n'), IS_ALPHA('abc'), IS_DECIMAL('1.5'), IS_DIGIT('12a'), GREATEST(1, 3, 2), LEAST('b', 'a')");
    p.sql("SELECT CAST('42' AS INT), CAST(42 AS STRING), CAST('1.5' AS DECIMAL(5, 2)), CAST(TRUE AS INT), CAST('2024-01-01' AS DATE), CAST(3.99 AS INT), CAST('abc' AS BYTES), CAST(1 AS BOOLEAN)");
    p.sql("SELECT TRY_CAST('x' AS INT), TRY_CAST('7' AS BIGINT), TYPEOF(1), TYPEOF('a'), TYPEOF(1.5), TYPEOF(1.5e0), TYPEOF(CAST(1 AS TINYINT)), TYPEOF(NULL)");
    p.sql("SELECT CAST('abc' AS INT)");
    p.sql("SELECT CAST(1.5 AS VARCHAR(10)), CAST(TIMESTAMP '2024-01-01 10:00:00' AS STRING), CAST(DATE '2024-01-01' AS TIMESTAMP), CAST(12.345 AS DECIMAL(4, 1)), CAST(ARRAY[1, 2] AS ARRAY<STRING>)");
  }
}
