package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** PARTITIONED BY and WATERMARK are accepted in DDL; DESCRIBE shows the watermark. */
public class SqlPartitionedByWatermark {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.sql("CREATE TABLE events (id INT, dt STRING, ts TIMESTAMP(3), WATERMARK FOR ts AS ts - INTERVAL '5' SECOND) PARTITIONED BY (dt) WITH ('connector' = 'datagen')");
    p.sql("DESCRIBE events");
    p.sql("CREATE TABLE clicks (`user` STRING, ltz TIMESTAMP_LTZ(3), WATERMARK FOR ltz AS ltz) WITH ('connector' = 'datagen')");
    p.sql("DESCRIBE clicks");
    p.sql("CREATE TABLE spans (a INT, t0 TIMESTAMP(3), WATERMARK FOR t0 AS t0 - INTERVAL '1' MINUTE - INTERVAL '2' SECOND) WITH ('connector' = 'datagen', 'number-of-rows' = '3')");
    p.sql("DESCRIBE spans");
    p.sql("SELECT COUNT(*) AS n FROM spans");
    p.value("schema", env.from("clicks").getResolvedSchema());
    p.value("watermarks", env.from("spans").getResolvedSchema().getWatermarkSpecs());
    p.value("rowtime", env.from("events").getResolvedSchema().getWatermarkSpecs().get(0).getRowtimeAttribute());
    p.sql("CREATE TABLE bad1 (a INT, WATERMARK FOR b AS b) WITH ('connector' = 'datagen')");
    p.sql("CREATE TABLE bad2 (a INT, WATERMARK FOR a AS a) WITH ('connector' = 'datagen')");
    p.sql("CREATE TABLE bad3 (a INT, t TIMESTAMP(6), WATERMARK FOR t AS t) WITH ('connector' = 'datagen')");
  }
}
