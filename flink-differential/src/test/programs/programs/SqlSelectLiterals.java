package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** Literals of each basic type and their inferred types. */
public class SqlSelectLiterals {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.sql("SELECT 1 AS i, 'abc' AS s, 1.5 AS d, TRUE AS b, CAST(NULL AS INT) AS n, 2.5e0 AS f, 10000000000 AS big");
  }
}
