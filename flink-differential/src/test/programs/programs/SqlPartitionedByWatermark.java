package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** PARTITIONED BY and WATERMARK are accepted in DDL. */
public class SqlPartitionedByWatermark {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.sql("CREATE TABLE events (id INT, dt STRING, ts TIMESTAMP(3), WATERMARK FOR ts AS ts - INTERVAL '5' SECOND) PARTITIONED BY (dt) WITH ('connector' = 'datagen')");
    p.sql("DESCRIBE events");
  }
}
