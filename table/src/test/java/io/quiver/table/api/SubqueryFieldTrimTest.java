package io.quiver.table.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A subquery's body keeps only the columns it uses once it has become a join (TPC-DS Q14's
 * {@code IN (SELECT ... FROM store_sales, item, date_dim ... INTERSECT ...)}): the converter trims
 * unused columns before subqueries are removed, so without a second trim every row of the
 * subquery's joins carried every column of its tables, and Q14 ran out of query memory at scale
 * 0.01.
 */
class SubqueryFieldTrimTest extends SqlTestBase {
  private static final String QUERY = "SELECT k FROM outer_t WHERE k IN ("
      + " SELECT w1.k FROM wide1 w1, wide2 w2 WHERE w1.k = w2.k AND w2.a = 'x'"
      + " INTERSECT SELECT w2.k FROM wide2 w2, wide1 w1 WHERE w1.k = w2.k AND w1.b = 'y')"
      + " AND k > (SELECT AVG(w1.k) - 100 FROM wide1 w1, wide2 w2 WHERE w1.k = w2.k)";

  @BeforeEach
  void createTables() {
    exec("CREATE TABLE outer_t (k INT)",
        "INSERT INTO outer_t VALUES (1), (2), (3), (4)",
        "CREATE TABLE wide1 (k INT, a VARCHAR(200), b VARCHAR(200), c VARCHAR(200), d VARCHAR(200))",
        "INSERT INTO wide1 VALUES (1, 'x', 'y', 'c', 'd'), (2, 'x', 'n', 'c', 'd'), (3, 'n', 'y', 'c', 'd')",
        "CREATE TABLE wide2 (k INT, a VARCHAR(200), b VARCHAR(200), c VARCHAR(200), d VARCHAR(200))",
        "INSERT INTO wide2 VALUES (1, 'x', 'n', 'c', 'd'), (2, 'x', 'n', 'c', 'd'), (3, 'x', 'n', 'c', 'd')");
  }

  @Test
  void everyScanOfTheSubqueriesIsProjected() {
    String plan = env.explainSql(QUERY);
    String optimized = plan.substring(plan.indexOf("== Optimized Physical Plan =="));
    String[] lines = optimized.split("\n");
    int scans = 0;
    for (int i = 1; i < lines.length; i++) {
      if (lines[i].contains("LogicalTableScan(table=[[default_catalog, default_database, wide")) {
        scans++;
        assertTrue(lines[i - 1].trim().startsWith("LogicalCalc("),
            "a scan of a wide table reaches its join with every column:\n" + optimized);
      }
    }
    assertEquals(6, scans, optimized);
  }

  @Test
  void answerIsKept() {
    assertEquals(rows(new Object[] {1}, new Object[] {3}), values(QUERY + " ORDER BY k"));
  }
}
