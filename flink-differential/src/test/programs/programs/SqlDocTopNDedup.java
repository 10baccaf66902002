package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** Top-N and deduplication with ROW_NUMBER as the SQL queries pages write them. */
public class SqlDocTopNDedup {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    env.createTemporaryView("ShopSales", env.fromValues(
        DataTypes.ROW(DataTypes.FIELD("product_id", DataTypes.STRING()), DataTypes.FIELD("category", DataTypes.STRING()),
            DataTypes.FIELD("product_name", DataTypes.STRING()), DataTypes.FIELD("sales", DataTypes.BIGINT())),
        row("p1", "c1", "n1", 10L), row("p2", "c1", "n2", 30L), row("p3", "c1", "n3", 20L),
        row("p4", "c2", "n4", 5L), row("p5", "c2", "n5", 50L), row("p1", "c1", "n1", 40L)));
    p.sql("SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY category ORDER BY sales DESC) AS row_num FROM ShopSales) WHERE row_num <= 2 ORDER BY category, row_num");
    p.sql("SELECT product_id, category, product_name, sales FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY category ORDER BY sales DESC) AS row_num FROM ShopSales) WHERE row_num <= 1 ORDER BY category");
    p.sql("SELECT product_id, sales FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY product_id ORDER BY sales ASC) AS rn FROM ShopSales) WHERE rn = 1 ORDER BY product_id");
    p.sql("SELECT category, product_id, RANK() OVER (PARTITION BY category ORDER BY sales DESC) AS r, DENSE_RANK() OVER (ORDER BY category) AS dr FROM ShopSales ORDER BY category, r");
  }
}
