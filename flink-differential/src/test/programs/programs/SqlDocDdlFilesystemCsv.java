package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** A filesystem table in CSV: CREATE TABLE, INSERT INTO ... VALUES, SELECT, INSERT OVERWRITE. */
public class SqlDocDdlFilesystemCsv {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    String dir = java.nio.file.Files.createTempDirectory("csv").toUri().toString();
    p.run("CREATE TABLE people (id INT, name STRING, score DOUBLE, born DATE) WITH ('connector' = 'filesystem', 'path' = '" + dir + "', 'format' = 'csv')");
    p.sql("INSERT INTO people VALUES (1, 'Ann', 9.5, DATE '1990-01-02'), (2, 'Bob', CAST(NULL AS DOUBLE), DATE '1985-12-31')");
    p.sql("SELECT * FROM people ORDER BY id");
    p.sql("INSERT INTO people (id, name) VALUES (3, 'Cy')");
    p.sql("SELECT id, name, score IS NULL AS noscore, born FROM people ORDER BY id");
    p.sql("INSERT OVERWRITE people SELECT id + 10, UPPER(name), score, born FROM people WHERE id < 3");
    p.sql("SELECT * FROM people ORDER BY id");
    p.sql("SELECT COUNT(*) AS n, MAX(score) AS best FROM people");
    p.sql("DESCRIBE people");
  }
}
