package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** OVER aggregation with RANGE intervals, ROWS frames and a named WINDOW clause. */
public class SqlDocOverAggregation {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    env.createTemporaryView("Orders", env.fromValues(
        DataTypes.ROW(DataTypes.FIELD("order_id", DataTypes.INT()), DataTypes.FIELD("product", DataTypes.STRING()),
            DataTypes.FIELD("amount", DataTypes.INT()), DataTypes.FIELD("order_time", DataTypes.TIMESTAMP(3))),
        row(1, "a", 10, java.time.LocalDateTime.parse("2024-01-01T10:00:00")),
        row(2, "a", 20, java.time.LocalDateTime.parse("2024-01-01T10:30:00")),
        row(3, "b", 5, java.time.LocalDateTime.parse("2024-01-01T10:40:00")),
        row(4, "a", 7, java.time.LocalDateTime.parse("2024-01-01T12:00:00"))));
    p.sql("SELECT order_id, order_time, amount, SUM(amount) OVER (PARTITION BY product ORDER BY order_time RANGE BETWEEN INTERVAL '1' HOUR PRECEDING AND CURRENT ROW) AS one_hour_prod_amount_sum FROM Orders ORDER BY order_id");
    p.sql("SELECT order_id, SUM(amount) OVER w AS sum_amount, AVG(amount) OVER w AS avg_amount FROM Orders WINDOW w AS (PARTITION BY product ORDER BY order_time ROWS BETWEEN 2 PRECEDING AND CURRENT ROW) ORDER BY order_id");
    p.sql("SELECT order_id, COUNT(*) OVER (ORDER BY order_time ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS c, MIN(amount) OVER (PARTITION BY product) AS m FROM Orders ORDER BY order_id");
    p.sql("SELECT order_id, LAG(amount) OVER (ORDER BY order_id) AS prev, LEAD(amount, 2, 0) OVER (ORDER BY order_id) AS next2 FROM Orders ORDER BY order_id");
  }
}
