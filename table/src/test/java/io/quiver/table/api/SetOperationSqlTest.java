package io.quiver.table.api;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class SetOperationSqlTest extends SqlTestBase {
  @BeforeEach
  void createTables() {
    exec("CREATE TABLE a (x INT, y VARCHAR(5))", "CREATE TABLE b (x INT, y VARCHAR(5))",
        "INSERT INTO a VALUES (1, 'p'), (1, 'p'), (1, 'p'), (2, 'q'), (NULL, 'n'), (NULL, 'n'), (3, NULL)",
        "INSERT INTO b VALUES (1, 'p'), (1, 'p'), (NULL, 'n'), (4, 's'), (3, NULL)");
  }

  @Test
  void unionRemovesDuplicatesWithNullsEqual() {
    assertRows("SELECT x, y FROM a UNION SELECT x, y FROM b ORDER BY x NULLS FIRST, y",
        row(null, "n"), row(1, "p"), row(2, "q"), row(3, null), row(4, "s"));
  }

  @Test
  void unionAllKeepsEverything() {
    assertRows("SELECT COUNT(*) FROM (SELECT x FROM a UNION ALL SELECT x FROM b)", row(12L));
  }

  @Test
  void intersectAndIntersectAll() {
    assertRows("SELECT x, y FROM a INTERSECT SELECT x, y FROM b ORDER BY x NULLS FIRST",
        row(null, "n"), row(1, "p"), row(3, null));
    assertRows("SELECT x, y FROM a INTERSECT ALL SELECT x, y FROM b ORDER BY x NULLS FIRST",
        row(null, "n"), row(1, "p"), row(1, "p"), row(3, null));
  }

  @Test
  void exceptAndExceptAll() {
    assertRows("SELECT x, y FROM a EXCEPT SELECT x, y FROM b ORDER BY x", row(2, "q"));
    assertRows("SELECT x, y FROM a EXCEPT ALL SELECT x, y FROM b ORDER BY x NULLS FIRST",
        row(null, "n"), row(1, "p"), row(2, "q"));
  }

  @Test
  void valuesWithExpressions() {
    assertRows("SELECT * FROM (VALUES (1 + 1, 'a' || 'b'), (3 * 2, UPPER('c'))) AS t(n, s) ORDER BY n",
        row(2, "ab"), row(6, "C"));
  }

  @Test
  void withClauseAndViews() {
    exec("CREATE VIEW v AS SELECT x, COUNT(*) AS c FROM a GROUP BY x");
    assertRows("WITH w AS (SELECT x, c FROM v WHERE c > 1) SELECT x, c FROM w ORDER BY x NULLS LAST",
        row(1, 3L), row(null, 2L));
  }
}
