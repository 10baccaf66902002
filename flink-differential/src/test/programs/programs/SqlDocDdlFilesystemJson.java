package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** A filesystem table in JSON with nested types, written and read back. */
public class SqlDocDdlFilesystemJson {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    String dir = java.nio.file.Files.createTempDirectory("json").toUri().toString();
    p.run("CREATE TABLE docs (id BIGINT, tags ARRAY<STRING>, attrs MAP<STRING, INT>, pos ROW<x INT, y INT>, ts TIMESTAMP(3)) "
        + "WITH ('connector' = 'filesystem', 'path' = '" + dir + "', 'format' = 'json')");
    p.sql("INSERT INTO docs VALUES (1, ARRAY['a', 'b'], MAP['k', 1], ROW(1, 2), TIMESTAMP '2024-03-04 05:06:07.123'), "
        + "(2, ARRAY['c'], MAP['k', 2, 'l', 3], ROW(3, 4), TIMESTAMP '2024-03-04 05:06:07')");
    p.sql("SELECT id, tags, attrs['k'] AS k, pos.x AS x, ts FROM docs ORDER BY id");
    p.sql("SELECT id, CARDINALITY(tags) AS n, tags[1] AS first FROM docs ORDER BY id");
    p.rows("SELECT * FROM docs ORDER BY id");
  }
}
