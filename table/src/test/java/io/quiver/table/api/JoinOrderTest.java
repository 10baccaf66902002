package io.quiver.table.api;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The row estimates join ordering works from: an inner equi-join is estimated from the distinct
 * values of its keys, so that a key join (orders with their customer) looks as big as its fact
 * side and a many-to-many join on a low-cardinality column (customers and suppliers of the same
 * nation, the trap of TPC-H Q5) looks as big as it is.
 */
class JoinOrderTest extends SqlTestBase {
  private static final Pattern JOIN_ROWS = Pattern.compile("LogicalJoin\\(.*rowcount = ([0-9.E]+)");

  @BeforeEach
  void createTables() {
    exec("CREATE TABLE digits (d INT)",
        "INSERT INTO digits VALUES (0), (1), (2), (3), (4), (5), (6), (7), (8), (9)",
        "CREATE TABLE n (n INT)",
        "INSERT INTO n SELECT a.d * 1000 + b.d * 100 + c.d * 10 + e.d FROM digits a, digits b, digits c, digits e",
        "CREATE TABLE supplier (s_key INT, s_nation INT)",
        "INSERT INTO supplier SELECT n, MOD(n, 25) FROM n WHERE n < 100",
        "CREATE TABLE customer (c_key INT, c_nation INT)",
        "INSERT INTO customer SELECT n, MOD(n * 3, 25) FROM n WHERE n < 1500",
        "CREATE TABLE orders (o_key INT, o_cust INT)",
        "INSERT INTO orders SELECT n, MOD(n * 13, 1500) FROM n WHERE n < 6000");
  }

  @Test
  void keyJoinIsEstimatedAsItsForeignKeySide() {
    String sql = "SELECT o_key FROM orders, customer WHERE o_cust = c_key";
    assertEquals(6000, estimatedJoinRows(sql), 1);
    assertEquals(List.of(List.of(6000L)), values("SELECT COUNT(*) FROM (" + sql + ")"));
  }

  @Test
  void manyToManyJoinIsEstimatedFromTheKeysDistinctValues() {
    String sql = "SELECT c_key FROM customer, supplier WHERE c_nation = s_nation";
    // 1,500 customers and 100 suppliers over 25 nations: 1500 * 100 / 25.
    assertEquals(6000, estimatedJoinRows(sql), 1);
    assertEquals(List.of(List.of(6000L)), values("SELECT COUNT(*) FROM (" + sql + ")"));
  }

  private double estimatedJoinRows(String sql) {
    String plan = env.explainSql(sql, ExplainDetail.ESTIMATED_COST);
    Matcher m = JOIN_ROWS.matcher(plan);
    if (!m.find()) {
      throw new AssertionError("no join estimate in\n" + plan);
    }
    return Double.parseDouble(m.group(1));
  }
}
