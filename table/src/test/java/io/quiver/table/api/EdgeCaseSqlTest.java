package io.quiver.table.api;

import java.math.BigDecimal;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class EdgeCaseSqlTest extends SqlTestBase {
  @BeforeEach
  void createTables() {
    exec("CREATE TABLE e (k INT, v DECIMAL(38, 10))", "CREATE TABLE n (k INT, v DECIMAL(38, 10))",
        "INSERT INTO n VALUES (NULL, NULL), (NULL, NULL), (1, 12345678901234567890123456.0123456789)");
  }

  @Test
  void fullJoinWithAnEmptySide() {
    assertUnordered("SELECT n.k, e.k FROM n FULL JOIN e ON n.k = e.k", row(null, null), row(null, null), row(1, null));
    assertRows("SELECT COUNT(*) FROM e FULL JOIN e e2 ON e.k = e2.k", row(0L));
  }

  @Test
  void aggregatesOverAllNullGroupsAndEmptyInput() {
    assertRows("SELECT COUNT(k), COUNT(*), SUM(k), MIN(v), COUNT(DISTINCT k) FROM n WHERE k IS NULL",
        row(0L, 2L, null, null, 0L));
    assertRows("SELECT COUNT(*), SUM(k) FROM e", row(0L, null));
    assertRows("SELECT k, COUNT(*) FROM e GROUP BY k");
    assertRows("SELECT COUNT(*) FROM e GROUP BY ROLLUP(k)", row(0L));
  }

  @Test
  void wideDecimalsStayExact() {
    // Flink's type of DECIMAL(p1, s1) * DECIMAL(p2, s2) is (p1 + p2 + 1, s1 + s2), and past 38 digits
    // it gives up scale down to 6 to keep the integer digits; the sum keeps its scale.
    assertRows("SELECT v * 2, v + v FROM n WHERE k = 1",
        row(new BigDecimal("24691357802469135780246912.024691"),
            new BigDecimal("24691357802469135780246912.0246913578")));
    assertSqlState("22003", "SELECT v * v FROM n WHERE k = 1");
  }

  @Test
  void orderByNullsFirstAndLastWithTopN() {
    exec("CREATE TABLE o (a INT)", "INSERT INTO o VALUES (3), (NULL), (1), (2), (NULL)");
    assertRows("SELECT a FROM o ORDER BY a NULLS FIRST LIMIT 3", row((Object) null), row((Object) null), row(1));
    assertRows("SELECT a FROM o ORDER BY a DESC NULLS LAST LIMIT 2 OFFSET 1", row(2), row(1));
    // NULL is the smallest value in Flink: last in descending order
    assertRows("SELECT a FROM o ORDER BY a DESC LIMIT 1", row(3));
  }

  @Test
  void inSubqueryWithNullsAndEmptySets() {
    assertRows("SELECT COUNT(*) FROM n WHERE k IN (SELECT k FROM e)", row(0L));
    assertRows("SELECT COUNT(*) FROM n WHERE k NOT IN (SELECT k FROM e)", row(3L));
    assertRows("SELECT COUNT(*) FROM n WHERE EXISTS (SELECT 1 FROM e)", row(0L));
  }

  @Test
  void windowOverEmptyInput() {
    assertRows("SELECT k, ROW_NUMBER() OVER (ORDER BY k) FROM e");
  }

  @Test
  void divisionByZeroInsideAGuardedCaseIsNotEvaluated() {
    assertRows("SELECT CASE WHEN k = 0 THEN NULL ELSE 10 / k END FROM n WHERE k IS NOT NULL", row(10));
    assertSqlState("22012", "SELECT COUNT(*) / COUNT(v) FROM n WHERE k IS NULL AND v IS NOT NULL");
  }
}
