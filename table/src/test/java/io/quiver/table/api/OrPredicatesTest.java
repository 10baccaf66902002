package io.quiver.table.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A WHERE clause written as an OR of ANDs (TPC-H Q19's shape): the join key every branch repeats
 * becomes a hash-join condition, and each table is filtered by the OR of its own conditions
 * before the join, without changing the answer.
 */
class OrPredicatesTest extends SqlTestBase {
  private static final String Q19_SHAPE = "SELECT COUNT(*), SUM(l_qty) FROM item, part WHERE"
      + " (p_key = l_part AND p_brand = 'A' AND l_qty BETWEEN 1 AND 3 AND l_mode = 'AIR')"
      + " OR (p_key = l_part AND p_brand = 'B' AND l_qty BETWEEN 5 AND 7 AND l_mode = 'AIR')";

  @BeforeEach
  void createTables() {
    exec("CREATE TABLE digits (d INT)",
        "INSERT INTO digits VALUES (0), (1), (2), (3), (4), (5), (6), (7), (8), (9)",
        "CREATE TABLE part (p_key INT, p_brand VARCHAR(2))",
        "INSERT INTO part SELECT a.d * 10 + b.d, CASE MOD(a.d * 10 + b.d, 3) WHEN 0 THEN 'A' WHEN 1 THEN 'B' ELSE 'C' END"
            + " FROM digits a, digits b",
        "CREATE TABLE item (l_part INT, l_qty INT, l_mode VARCHAR(4))",
        "INSERT INTO item SELECT MOD(a.d * 37 + b.d * 11 + c.d, 100), MOD(a.d + b.d + c.d, 10),"
            + " CASE WHEN c.d < 5 THEN 'AIR' ELSE 'SHIP' END FROM digits a, digits b, digits c");
  }

  @Test
  void sharedJoinKeyBecomesAHashJoinAndEachTableIsFilteredBeforeIt() {
    String plan = env.explainSql(Q19_SHAPE);
    String physical = plan.substring(plan.indexOf("== Optimized Execution Plan =="));
    assertTrue(physical.contains("HashJoin(type=INNER, leftKeys=[0], rightKeys=[0]"), physical);
    assertFalse(physical.contains("NestedLoopJoin"), physical);
    // Below the join, each scan has a filter of its own: the item scan on its mode and
    // quantities, the part scan on its brands.
    String belowJoin = physical.substring(physical.indexOf("HashJoin"));
    assertEquals(2, belowJoin.split("Calc\\(where=", -1).length - 1, physical);
    assertTrue(belowJoin.contains("Calc(where=[OR(EQUALS($1, 'A'), EQUALS($1, 'B'))]"), physical);
  }

  @Test
  void answerIsTheSameAsWithTheConditionsEvaluatedAfterACrossJoin() {
    // OFFSET 0 keeps the cross join's rows whole before the OR is applied: the reference answer.
    String crossJoinThenFilter = "SELECT COUNT(*), SUM(l_qty) FROM"
        + " (SELECT * FROM item, part OFFSET 0) WHERE"
        + " (p_key = l_part AND p_brand = 'A' AND l_qty BETWEEN 1 AND 3 AND l_mode = 'AIR')"
        + " OR (p_key = l_part AND p_brand = 'B' AND l_qty BETWEEN 5 AND 7 AND l_mode = 'AIR')";
    List<List<Object>> expected = values(crossJoinThenFilter);
    assertEquals(expected, values(Q19_SHAPE));
    assertTrue(((Number) expected.get(0).get(0)).longValue() > 0, "the reference answer counts no rows");
  }
}
