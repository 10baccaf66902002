package programs;

import org.apache.flink.table.api.*;

/** The bare NULL literal where nothing around it gives its type, and where something does. */
public class SqlBareNullLiteral {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.sql("SELECT NULL");
    p.sql("SELECT COALESCE(NULL, 'x'), COALESCE(NULL, 1, 2), NULLIF(NULL, 1), TYPEOF(NULL)");
    p.sql("SELECT TRUE OR NULL, FALSE AND NULL, NULL IS NULL, 1 + NULL, 'a' || NULL");
    p.sql("SELECT CASE WHEN 1 > 2 THEN 'a' ELSE NULL END, IF(TRUE, NULL, 3), NULL = 1");
    p.sql("SELECT id, COALESCE(NULL, v) FROM (VALUES (1, 'a'), (2, CAST(NULL AS STRING))) AS t(id, v) ORDER BY id");
  }
}
