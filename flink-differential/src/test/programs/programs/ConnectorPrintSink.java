package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** Flink's print connector: INSERT writes each row as +I[...] to standard output (or error). */
public class ConnectorPrintSink {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.sql("CREATE TABLE printed (id INT, name STRING, price DECIMAL(10, 2), ts TIMESTAMP(3), ok BOOLEAN) WITH ('connector' = 'print')");
    p.sink("INSERT INTO printed VALUES (1, 'apple', 1.50, TIMESTAMP '2024-01-01 10:00:00', TRUE), (2, CAST(NULL AS STRING), 20.25, TIMESTAMP '2024-01-01 10:00:01.5', FALSE), (3, 'a, b', CAST(NULL AS DECIMAL(10, 2)), CAST(NULL AS TIMESTAMP(3)), CAST(NULL AS BOOLEAN))", false);
    p.sql("CREATE TABLE tagged (word STRING, n BIGINT) WITH ('connector' = 'print', 'print-identifier' = 'words')");
    p.sink("INSERT INTO tagged SELECT w, COUNT(*) FROM (VALUES ('hello'), ('world'), ('hello')) AS t(w) GROUP BY w", true);
    p.sql("CREATE TABLE to_err (x INT) WITH ('connector' = 'print', 'standard-error' = 'true')");
    p.sink("INSERT INTO to_err VALUES (7), (8)", false);
    p.sql("CREATE TABLE one_sink (x INT) WITH ('connector' = 'print', 'sink.parallelism' = '1')");
    p.sink("INSERT INTO one_sink VALUES (9)", false);
    p.sql("SELECT * FROM printed");
    p.sink("INSERT INTO one_sink SELECT x + 1 FROM (VALUES (1), (2)) AS t(x) WHERE x > 1", false);
  }
}
