package io.quiver.table.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A correlated scalar subquery over a big table for the rows of a selective outer query (TPC-H
 * Q17's shape): after decorrelation, the big table is aggregated only for the keys the outer
 * query can join, and the answer stays the same.
 */
class SemiJoinBeforeAggregateTest extends SqlTestBase {
  private static final String Q17_SHAPE = "SELECT SUM(l_price) FROM item, part"
      + " WHERE p_key = l_part AND p_brand = 'A' AND p_size = 3"
      + " AND l_qty < (SELECT 0.5 * AVG(l_qty) FROM item WHERE l_part = p_key)";

  @BeforeEach
  void createTables() {
    exec("CREATE TABLE digits (d INT)",
        "INSERT INTO digits VALUES (0), (1), (2), (3), (4), (5), (6), (7), (8), (9)",
        "CREATE TABLE part (p_key INT, p_brand VARCHAR(2), p_size INT)",
        "INSERT INTO part SELECT a.d * 100 + b.d * 10 + c.d, CASE MOD(a.d + b.d, 3) WHEN 0 THEN 'A' ELSE 'B' END, c.d"
            + " FROM digits a, digits b, digits c",
        "CREATE TABLE item (l_part INT, l_qty INT, l_price INT)",
        "INSERT INTO item SELECT MOD(a.d * 397 + b.d * 101 + c.d * 11 + e.d, 1000), MOD(a.d * 7 + b.d * 3 + e.d, 50),"
            + " a.d + b.d + c.d + e.d FROM digits a, digits b, digits c, digits e");
  }

  @Test
  void bigTableIsSemiJoinedWithTheOuterKeysBeforeItIsAggregated() {
    String plan = env.explainSql(Q17_SHAPE);
    String physical = plan.substring(plan.indexOf("== Optimized Execution Plan =="));
    String underAggregate = physical.substring(physical.indexOf("HashAggregate(groupBy=[0]"));
    assertTrue(underAggregate.contains("HashJoin(type=SEMI"), physical);
  }

  @Test
  void answerIsTheSameAsWithoutTheSemiJoin() {
    // The same subquery, kept from being decorrelated into a join with the outer keys by
    // computing every part's average first: the reference answer.
    String allGroups = "SELECT SUM(l_price) FROM item, part,"
        + " (SELECT l_part AS a_part, 0.5 * AVG(l_qty) AS half FROM item GROUP BY l_part ORDER BY l_part LIMIT 100000) a"
        + " WHERE p_key = l_part AND p_brand = 'A' AND p_size = 3 AND a_part = p_key AND l_qty < half";
    List<List<Object>> expected = values(allGroups);
    assertTrue(expected.get(0).get(0) != null, "the reference answer sums no rows");
    assertEquals(expected, values(Q17_SHAPE));
  }
}
