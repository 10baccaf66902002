package io.quiver.table.api;

import java.math.BigDecimal;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class WindowSqlTest extends SqlTestBase {
  @BeforeEach
  void createTable() {
    exec("CREATE TABLE s (g VARCHAR(3), k INT, v DECIMAL(6, 1))",
        "INSERT INTO s VALUES ('a', 1, 1.0), ('a', 2, 2.0), ('a', 2, 3.0), ('a', 4, NULL), ('b', 1, 5.0), ('b', 3, 6.0)");
  }

  @Test
  void rankingFunctions() {
    assertRows("SELECT g, k, ROW_NUMBER() OVER (PARTITION BY g ORDER BY k, v), RANK() OVER (PARTITION BY g ORDER BY k),"
            + " DENSE_RANK() OVER (PARTITION BY g ORDER BY k), NTILE(2) OVER (PARTITION BY g ORDER BY k, v)"
            + " FROM s ORDER BY g, k, v",
        row("a", 1, 1L, 1L, 1L, 1L), row("a", 2, 2L, 2L, 2L, 1L), row("a", 2, 3L, 2L, 2L, 2L),
        row("a", 4, 4L, 4L, 3L, 2L), row("b", 1, 1L, 1L, 1L, 1L), row("b", 3, 2L, 2L, 2L, 2L));
  }

  @Test
  void lagLeadFirstLast() {
    assertRows("SELECT k, LAG(k) OVER (PARTITION BY g ORDER BY k, v), LEAD(k, 2, -1) OVER (PARTITION BY g ORDER BY k, v),"
            + " FIRST_VALUE(v) OVER (PARTITION BY g ORDER BY k, v),"
            + " LAST_VALUE(v) OVER (PARTITION BY g ORDER BY k, v ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING)"
            + " FROM s WHERE g = 'a' ORDER BY k, v",
        row(1, null, 2, new BigDecimal("1.0"), null), row(2, 1, 4, new BigDecimal("1.0"), null),
        row(2, 2, -1, new BigDecimal("1.0"), null), row(4, 2, -1, new BigDecimal("1.0"), null));
  }

  @Test
  void runningSumOverRangeCountsPeers() {
    assertRows("SELECT k, SUM(v) OVER (PARTITION BY g ORDER BY k), COUNT(*) OVER (PARTITION BY g ORDER BY k)"
            + " FROM s WHERE g = 'a' ORDER BY k, v",
        row(1, new BigDecimal("1.0"), 1L), row(2, new BigDecimal("6.0"), 3L), row(2, new BigDecimal("6.0"), 3L),
        row(4, new BigDecimal("6.0"), 4L));
  }

  @Test
  void slidingRowsFrameAndWholePartition() {
    assertRows("SELECT k, SUM(k) OVER (ORDER BY k, v ROWS BETWEEN 1 PRECEDING AND 1 FOLLOWING),"
            + " MAX(k) OVER (PARTITION BY g), MIN(v) OVER () FROM s ORDER BY k, v",
        row(1, 2, 4, new BigDecimal("1.0")), row(1, 4, 3, new BigDecimal("1.0")), row(2, 5, 4, new BigDecimal("1.0")),
        row(2, 7, 4, new BigDecimal("1.0")), row(3, 9, 3, new BigDecimal("1.0")), row(4, 7, 4, new BigDecimal("1.0")));
  }

  @Test
  void rangeFrameWithValueOffset() {
    assertRows("SELECT k, COUNT(*) OVER (ORDER BY k RANGE BETWEEN 1 PRECEDING AND CURRENT ROW) FROM s ORDER BY k, v",
        row(1, 2L), row(1, 2L), row(2, 4L), row(2, 4L), row(3, 3L), row(4, 2L));
  }

  @Test
  void averageOverWindow() {
    assertRows("SELECT g, AVG(k) OVER (PARTITION BY g) FROM s WHERE g = 'b'", row("b", 2), row("b", 2));
  }
}
