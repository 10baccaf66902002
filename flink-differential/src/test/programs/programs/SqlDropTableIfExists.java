package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** DROP TABLE and DROP VIEW with and without IF EXISTS. */
public class SqlDropTableIfExists {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.sql("CREATE TABLE t (a INT) WITH ('connector' = 'blackhole')");
    p.sql("DROP TABLE t");
    p.sql("DROP TABLE IF EXISTS t");
    p.sql("DROP TABLE t");
    p.sql("CREATE VIEW v AS SELECT 1 AS x");
    p.sql("SHOW VIEWS");
    p.sql("DROP VIEW v");
    p.sql("DROP VIEW IF EXISTS v");
  }
}
