package programs;

import org.apache.flink.table.api.*;

/** Conditional functions of the system functions page over a table with NULLs. */
public class Doc120SqlConditionalFunctions {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.run("CREATE TEMPORARY VIEW v AS SELECT * FROM (VALUES (1, 'a', CAST(NULL AS INT)), (2, CAST(NULL AS STRING), 5), (3, 'c', 3)) AS t(id, s, n)");
    p.sql("SELECT id, CASE id WHEN 1 THEN 'one' WHEN 2 THEN 'two' ELSE 'many' END, CASE WHEN n > 3 THEN 'big' WHEN n IS NULL THEN 'none' END FROM v ORDER BY id");
    p.sql("SELECT id, NULLIF(n, 3), COALESCE(s, 'default'), COALESCE(n, id, 0), IFNULL(s, 'x'), IF(n IS NULL, -1, n) FROM v ORDER BY id");
    p.sql("SELECT id, GREATEST(id, n), LEAST(id, n), IS_ALPHA(s), IS_DIGIT(CAST(n AS STRING)), IS_DECIMAL('1.5') FROM v ORDER BY id");
    p.sql("SELECT COALESCE(NULL, 'x'), NULLIF(1, 1), CASE WHEN FALSE THEN 1 END, IF(TRUE, 'yes', 'no')");
  }
}
