package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** CREATE TABLE ... LIKE: columns, key and options taken from another table and merged. */
public class SqlCreateTableLike {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.run("CREATE TABLE src (id INT NOT NULL, name STRING, PRIMARY KEY (id) NOT ENFORCED) WITH ('connector' = 'datagen', 'number-of-rows' = '3', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '3')");
    p.sql("CREATE TABLE copy_all (extra DOUBLE) WITH ('number-of-rows' = '2') LIKE src");
    p.sql("DESCRIBE copy_all");
    p.sql("SELECT id, extra IS NOT NULL AS has_extra FROM copy_all ORDER BY id");
    p.sql("CREATE TEMPORARY TABLE sink_like WITH ('connector' = 'blackhole') LIKE src (EXCLUDING ALL)");
    p.sql("DESCRIBE sink_like");
    p.sql("CREATE TABLE dup (name STRING) LIKE src");
    p.sql("CREATE TABLE both_opts WITH ('number-of-rows' = '1') LIKE src (INCLUDING OPTIONS)");
    p.sql("CREATE TABLE from_nothing WITH ('connector' = 'blackhole') LIKE nothing_here");
  }
}
