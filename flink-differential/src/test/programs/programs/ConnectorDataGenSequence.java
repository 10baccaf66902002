package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** Flink's datagen connector: sequences are deterministic, random fields keep to their bounds. */
public class ConnectorDataGenSequence {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.sql("CREATE TABLE seq (id INT, big BIGINT, name STRING, d DOUBLE) WITH ('connector' = 'datagen', "
        + "'number-of-rows' = '5', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '100', "
        + "'fields.big.kind' = 'sequence', 'fields.big.start' = '10', 'fields.big.end' = '20', "
        + "'fields.name.kind' = 'sequence', 'fields.name.start' = '7', 'fields.name.end' = '30', "
        + "'fields.d.kind' = 'sequence', 'fields.d.start' = '0', 'fields.d.end' = '9')");
    p.sql("SELECT * FROM seq ORDER BY id");
    p.sql("CREATE TABLE short_seq (id INT) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', "
        + "'fields.id.start' = '3', 'fields.id.end' = '6')");
    p.sql("SELECT id, id * 2 AS twice FROM short_seq ORDER BY id");
    p.sql("CREATE TABLE rnd (a INT, b STRING, c BOOLEAN) WITH ('connector' = 'datagen', 'number-of-rows' = '50', "
        + "'fields.a.min' = '-3', 'fields.a.max' = '3', 'fields.b.length' = '4')");
    p.sql("SELECT COUNT(*) AS n, MIN(a) >= -3 AS lo, MAX(a) <= 3 AS hi, MAX(CHAR_LENGTH(b)) AS len FROM rnd");
    p.sql("CREATE TABLE sink (id INT) WITH ('connector' = 'blackhole')");
    p.sql("INSERT INTO sink SELECT id FROM seq");
    p.sql("SELECT * FROM sink");
    p.sql("CREATE TABLE endless (id INT) WITH ('connector' = 'datagen')");
    p.sql("SELECT * FROM endless");
    p.sql("INSERT INTO seq SELECT 1, 2, 'x', 1.0");
  }
}
