package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** Result types of arithmetic across TINYINT, SMALLINT, INT, BIGINT and DOUBLE. */
public class SqlNumericTypesArithmetic {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.sql("SELECT CAST(1 AS TINYINT) + CAST(1 AS TINYINT) AS a, CAST(1 AS SMALLINT) + 1 AS b, CAST(1 AS BIGINT) * 2 AS c, 1 + 1.5 AS d, CAST(1 AS DOUBLE) + 1 AS e, 10 - CAST(3 AS BIGINT) AS f");
  }
}
