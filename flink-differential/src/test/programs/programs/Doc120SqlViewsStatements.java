package programs;

import org.apache.flink.table.api.*;

/** CREATE VIEW with a column list, ALTER VIEW RENAME and AS, DROP VIEW IF EXISTS, SHOW VIEWS. */
public class Doc120SqlViewsStatements {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.run("CREATE TEMPORARY VIEW base AS SELECT * FROM (VALUES (1, 'x'), (2, 'y')) AS t(id, name)");
    p.sql("CREATE VIEW v1 (vid, vname) AS SELECT id, name FROM base WHERE id > 1");
    p.sql("SELECT * FROM v1");
    p.sql("SHOW VIEWS");
    p.sql("ALTER VIEW v1 RENAME TO v2");
    p.sql("SHOW VIEWS");
    p.sql("ALTER VIEW v2 AS SELECT id FROM base");
    p.sql("SELECT * FROM v2 ORDER BY id");
    p.sql("DESCRIBE v2");
    p.sql("DROP VIEW IF EXISTS v1");
    p.sql("DROP VIEW v1");
    p.sql("DROP TEMPORARY VIEW IF EXISTS base");
    p.sql("SHOW VIEWS");
  }
}
