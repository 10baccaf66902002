package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** WITH, VALUES with column aliases, set operations, IN and EXISTS subqueries, ORDER BY and LIMIT in SQL. */
public class SqlDocQueriesMisc {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.sql("SELECT * FROM (VALUES (1, 2), (1, 3), (2, 5)) AS t(a, b)");
    p.sql("SELECT a, SUM(b) FROM (VALUES (1, 2), (1, 3), (2, 5)) AS t(a, b) GROUP BY a");
    p.sql("WITH orders_with_total AS (SELECT order_id, price + tax AS total FROM (VALUES (1, 10.5, 1.05), (2, 20.0, 2.0)) AS o(order_id, price, tax)) "
        + "SELECT order_id, SUM(total) FROM orders_with_total GROUP BY order_id");
    p.sql("SELECT s FROM ((SELECT s FROM (VALUES ('c'), ('a'), ('b')) AS t1(s)) UNION (SELECT s FROM (VALUES ('d'), ('e'), ('a')) AS t2(s))) ORDER BY s");
    p.sql("SELECT s FROM ((SELECT s FROM (VALUES ('c'), ('a'), ('a')) AS t1(s)) UNION ALL (SELECT s FROM (VALUES ('a'), ('b')) AS t2(s))) ORDER BY s");
    p.sql("(SELECT s FROM (VALUES ('c'), ('a'), ('a')) AS t1(s)) INTERSECT ALL (SELECT s FROM (VALUES ('a'), ('a'), ('b')) AS t2(s))");
    p.sql("(SELECT s FROM (VALUES ('c'), ('a'), ('a')) AS t1(s)) EXCEPT (SELECT s FROM (VALUES ('a'), ('b')) AS t2(s))");
    p.sql("SELECT a FROM (VALUES (1), (2), (3)) AS t(a) WHERE a IN (SELECT b FROM (VALUES (2), (3), (4)) AS u(b)) ORDER BY a");
    p.sql("SELECT a FROM (VALUES (1), (2), (3)) AS t(a) WHERE EXISTS (SELECT 1 FROM (VALUES (2)) AS u(b)) ORDER BY a DESC LIMIT 2");
    p.sql("SELECT DISTINCT a % 2 AS m FROM (VALUES (1), (2), (3)) AS t(a) ORDER BY m");
    p.sql("SELECT 1 + 1, 'x' || 'y', TRUE AND NULL, CAST(NULL AS INT) IS NULL");
  }
}
