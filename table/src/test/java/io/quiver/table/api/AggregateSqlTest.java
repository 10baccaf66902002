package io.quiver.table.api;

import java.math.BigDecimal;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class AggregateSqlTest extends SqlTestBase {
  @BeforeEach
  void createTables() {
    exec("CREATE TABLE t (g VARCHAR(5), h INT, x INT, y DECIMAL(8, 2))",
        "INSERT INTO t VALUES ('a', 1, 1, 1.50), ('a', 1, 1, NULL), ('a', 2, 2, 2.00), ('b', 1, NULL, 3.00),"
            + " ('b', 2, 3, 3.00), (NULL, 1, 3, NULL)");
  }

  @Test
  void countDistinct() {
    assertRows("SELECT COUNT(DISTINCT x) FROM t", row(3L));
    assertRows("SELECT g, COUNT(DISTINCT x), COUNT(*) FROM t GROUP BY g ORDER BY g NULLS FIRST",
        row(null, 1L, 1L), row("a", 2L, 3L), row("b", 1L, 2L));
  }

  @Test
  void distinctAndPlainAggregatesTogether() {
    // NULL sorts first in ascending order, as in Flink
    assertRows("SELECT g, COUNT(DISTINCT x), SUM(DISTINCT y), SUM(y) FROM t GROUP BY g ORDER BY g",
        row(null, 1L, null, null),
        row("a", 2L, new BigDecimal("3.50"), new BigDecimal("3.50")),
        row("b", 1L, new BigDecimal("3.00"), new BigDecimal("6.00")));
  }

  @Test
  void filterClause() {
    assertRows("SELECT COUNT(*) FILTER (WHERE x > 1), SUM(y) FILTER (WHERE g = 'b') FROM t",
        row(3L, new BigDecimal("6.00")));
  }

  @Test
  void havingFiltersGroups() {
    assertRows("SELECT g, COUNT(*) FROM t GROUP BY g HAVING COUNT(*) > 1 ORDER BY g", row("a", 3L), row("b", 2L));
  }

  @Test
  void rollupAndGrouping() {
    assertRows("SELECT g, h, COUNT(*), GROUPING(g, h) FROM t WHERE g IS NOT NULL GROUP BY ROLLUP(g, h)"
            + " ORDER BY g NULLS LAST, h NULLS LAST",
        row("a", 1, 2L, 0L), row("a", 2, 1L, 0L), row("a", null, 3L, 1L),
        row("b", 1, 1L, 0L), row("b", 2, 1L, 0L), row("b", null, 2L, 1L),
        row(null, null, 5L, 3L));
  }

  @Test
  void cubeAndGroupingSets() {
    assertRows("SELECT g, h, COUNT(*) FROM t WHERE g IS NOT NULL GROUP BY CUBE(g, h) ORDER BY g NULLS LAST, h NULLS LAST",
        row("a", 1, 2L), row("a", 2, 1L), row("a", null, 3L), row("b", 1, 1L), row("b", 2, 1L), row("b", null, 2L),
        row(null, 1, 3L), row(null, 2, 2L), row(null, null, 5L));
    assertRows("SELECT g, h, COUNT(*) FROM t GROUP BY GROUPING SETS ((g), (h)) ORDER BY g NULLS LAST, h NULLS LAST",
        row("a", null, 3L), row("b", null, 2L), row(null, 1, 4L), row(null, 2, 2L), row(null, null, 1L));
  }

  @Test
  void averageOfDecimals() {
    assertRows("SELECT g, AVG(x) FROM t WHERE g IS NOT NULL GROUP BY g ORDER BY g", row("a", 1), row("b", 3));
  }

  @Test
  void averageOfDecimalKeepsSixFractionalDigitsAsInFlink() {
    assertRows("SELECT AVG(y) FROM t WHERE g = 'a'", row(new BigDecimal("1.750000")));
    assertRows("SELECT SUM(y) / SUM(x) FROM t WHERE g = 'a'", row(new BigDecimal("0.875000000000")));
  }
}
