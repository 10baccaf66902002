package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** The deprecated group window functions TUMBLE, HOP and SESSION in GROUP BY with their _START, _END and _ROWTIME. */
public class SqlDocGroupWindowFunctions {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    env.executeSql("CREATE TABLE Orders (user_id INT, product STRING, amount INT, order_time AS TO_TIMESTAMP(CONCAT('2024-01-01 10:', LPAD(CAST(user_id * 7 AS STRING), 2, '0'), ':00')), "
        + "WATERMARK FOR order_time AS order_time) WITH ('connector' = 'datagen', 'number-of-rows' = '6', "
        + "'fields.user_id.kind' = 'sequence', 'fields.user_id.start' = '1', 'fields.user_id.end' = '6', 'fields.amount.min' = '1', 'fields.amount.max' = '1', 'fields.product.length' = '1')");
    p.sql("SELECT user_id, order_time FROM Orders ORDER BY user_id");
    p.sql("SELECT TUMBLE_START(order_time, INTERVAL '15' MINUTE) AS s, TUMBLE_END(order_time, INTERVAL '15' MINUTE) AS e, COUNT(*) AS n, SUM(amount) AS total "
        + "FROM Orders GROUP BY TUMBLE(order_time, INTERVAL '15' MINUTE) ORDER BY s");
    p.sql("SELECT HOP_START(order_time, INTERVAL '10' MINUTE, INTERVAL '20' MINUTE) AS s, HOP_END(order_time, INTERVAL '10' MINUTE, INTERVAL '20' MINUTE) AS e, COUNT(*) AS n "
        + "FROM Orders GROUP BY HOP(order_time, INTERVAL '10' MINUTE, INTERVAL '20' MINUTE) ORDER BY s");
    p.sql("SELECT SESSION_START(order_time, INTERVAL '10' MINUTE) AS s, SESSION_END(order_time, INTERVAL '10' MINUTE) AS e, COUNT(*) AS n "
        + "FROM Orders GROUP BY SESSION(order_time, INTERVAL '10' MINUTE) ORDER BY s");
    p.sql("SELECT user_id % 2 AS k, TUMBLE_ROWTIME(order_time, INTERVAL '30' MINUTE) AS rt, COUNT(*) AS n FROM Orders GROUP BY user_id % 2, TUMBLE(order_time, INTERVAL '30' MINUTE) ORDER BY k");
  }
}
