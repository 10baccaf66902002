package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** A partitioned filesystem table: static and dynamic partition inserts, and partition pruning. */
public class SqlDocDdlFilesystemPartitioned {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    String dir = java.nio.file.Files.createTempDirectory("parts").toUri().toString();
    p.run("CREATE TABLE logs (msg STRING, lvl INT, dt STRING) PARTITIONED BY (dt) WITH ('connector' = 'filesystem', 'path' = '" + dir + "', 'format' = 'csv')");
    p.sql("INSERT INTO logs VALUES ('a', 1, '2024-01-01'), ('b', 2, '2024-01-02'), ('c', 3, '2024-01-01')");
    p.sql("INSERT INTO logs PARTITION (dt = '2024-01-03') SELECT 'd', 4");
    p.sql("SELECT dt, COUNT(*) AS n, SUM(lvl) AS s FROM logs GROUP BY dt ORDER BY dt");
    p.sql("SELECT msg, lvl FROM logs WHERE dt = '2024-01-01' ORDER BY msg");
    p.sql("SHOW PARTITIONS logs");
    p.sql("DESCRIBE logs");
  }
}
