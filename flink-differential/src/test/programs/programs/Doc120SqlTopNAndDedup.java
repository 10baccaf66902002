package programs;

import org.apache.flink.table.api.*;

/** Top-N and deduplication queries of the queries pages, in batch. */
public class Doc120SqlTopNAndDedup {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.run("CREATE TEMPORARY VIEW ShopSales AS SELECT * FROM (VALUES ('p1', 'c1', 'shop', 100), ('p2', 'c1', 'shop', 300), ('p3', 'c1', 'web', 200), "
        + "('p4', 'c2', 'web', 50), ('p5', 'c2', 'shop', 70), ('p1', 'c1', 'shop', 100)) AS t(product_id, category, product_name, sales)");
    p.sql("SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY category ORDER BY sales DESC) AS row_num FROM ShopSales) WHERE row_num <= 2 ORDER BY category, row_num");
    p.sql("SELECT product_id, category, sales FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY product_id ORDER BY sales ASC) AS rn FROM ShopSales) WHERE rn = 1 ORDER BY product_id");
    p.sql("SELECT category, product_name, SUM(sales) AS total FROM ShopSales GROUP BY category, product_name HAVING SUM(sales) > 60 ORDER BY total DESC LIMIT 3");
    p.sql("SELECT DISTINCT category FROM ShopSales ORDER BY category");
  }
}
