package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** Regular joins, outer joins, USING, NATURAL, and array expansion (CROSS JOIN UNNEST) in SQL. */
public class SqlDocJoinsSql {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.run("CREATE TEMPORARY VIEW Orders AS SELECT * FROM (VALUES (1, 10, ARRAY['x', 'y']), (2, 20, ARRAY['z']), (3, 99, CAST(NULL AS ARRAY<STRING>))) AS o(id, product_id, tags)");
    p.run("CREATE TEMPORARY VIEW Product AS SELECT * FROM (VALUES (10, 'pen'), (20, 'ink'), (30, 'pad')) AS p(id, name)");
    p.sql("SELECT o.id, p.name FROM Orders o INNER JOIN Product p ON o.product_id = p.id ORDER BY o.id");
    p.sql("SELECT o.id, p.name FROM Orders o LEFT JOIN Product p ON o.product_id = p.id ORDER BY o.id");
    p.sql("SELECT o.id, p.name FROM Orders o RIGHT JOIN Product p ON o.product_id = p.id ORDER BY p.name");
    p.sql("SELECT o.id, p.name FROM Orders o FULL OUTER JOIN Product p ON o.product_id = p.id ORDER BY o.id, p.name");
    p.sql("SELECT id, name FROM Orders JOIN Product USING (id) ORDER BY id");
    p.sql("SELECT o.id, t.tag FROM Orders AS o CROSS JOIN UNNEST(o.tags) AS t(tag) ORDER BY o.id, t.tag");
    p.sql("SELECT o.id, p.name FROM Orders o, Product p WHERE o.product_id = p.id AND p.name <> 'ink'");
    p.sql("SELECT COUNT(*) FROM Orders o CROSS JOIN Product p");
  }
}
