package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** CAST between numbers, strings and dates. */
public class SqlCasts {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.sql("SELECT CAST('12' AS INT) AS a, CAST(1.7 AS INT) AS b, CAST(12 AS VARCHAR(5)) AS c, CAST('2024-01-31' AS DATE) AS d, CAST(3 AS DECIMAL(5, 2)) AS e, CAST(TRUE AS VARCHAR(5)) AS f, CAST(2.5 AS DOUBLE) AS g");
  }
}
