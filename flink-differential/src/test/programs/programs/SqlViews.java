package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** CREATE VIEW, query it, DROP VIEW. */
public class SqlViews {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.run("CREATE TEMPORARY VIEW orders AS SELECT * FROM (VALUES (1, CAST('alice' AS VARCHAR(20)), CAST('books' AS VARCHAR(20)), CAST(12.50 AS DECIMAL(10, 2)), 3, DATE '2024-01-05'), (2, CAST('bob' AS VARCHAR(20)), CAST('games' AS VARCHAR(20)), CAST(40.00 AS DECIMAL(10, 2)), 1, DATE '2024-01-06'), (3, CAST('alice' AS VARCHAR(20)), CAST('games' AS VARCHAR(20)), CAST(7.25 AS DECIMAL(10, 2)), 2, DATE '2024-02-01'), (4, CAST('carol' AS VARCHAR(20)), CAST('books' AS VARCHAR(20)), CAST(99.99 AS DECIMAL(10, 2)), 5, DATE '2024-02-14'), (5, CAST('bob' AS VARCHAR(20)), CAST('food' AS VARCHAR(20)), CAST(3.10 AS DECIMAL(10, 2)), 10, DATE '2024-03-01')) AS t(id, customer, category, amount, qty, d)");
    p.sql("CREATE TEMPORARY VIEW v AS SELECT customer, SUM(qty) AS q FROM orders GROUP BY customer");
    p.sql("SELECT * FROM v ORDER BY customer");
    p.sql("DROP TEMPORARY VIEW v");
    p.sql("SHOW VIEWS");
  }
}
