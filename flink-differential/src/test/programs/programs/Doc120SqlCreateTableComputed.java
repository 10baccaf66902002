package programs;

import org.apache.flink.table.api.*;

/** CREATE TABLE with computed columns and a watermark, as the CREATE statements page shows them. */
public class Doc120SqlCreateTableComputed {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.run("CREATE TABLE Orders (`user` BIGINT, product STRING, amount INT, price DOUBLE, cost AS price * amount, order_time TIMESTAMP(3), "
        + "WATERMARK FOR order_time AS order_time - INTERVAL '5' SECOND) WITH ('connector' = 'datagen', 'number-of-rows' = '3', "
        + "'fields.user.kind' = 'sequence', 'fields.user.start' = '1', 'fields.user.end' = '3', 'fields.product.length' = '1', "
        + "'fields.amount.min' = '1', 'fields.amount.max' = '1', 'fields.price.min' = '2', 'fields.price.max' = '2')");
    p.sql("DESCRIBE Orders");
    p.sql("SELECT `user`, amount, price, cost FROM Orders ORDER BY `user`");
    p.table(env.from("Orders").select(org.apache.flink.table.api.Expressions.$("cost")).limit(1));
    p.run("CREATE TABLE T2 (a INT, b INT, c AS a + b, d AS UPPER(CAST(a AS STRING))) WITH ('connector' = 'blackhole')");
    p.sql("DESCRIBE T2");
    p.sql("SHOW CREATE TABLE T2");
    p.sql("INSERT INTO T2 SELECT 1, 2");
    p.sql("INSERT INTO T2 SELECT 1, 2, 3, 'x'");
  }
}
