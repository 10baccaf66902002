package programs;

import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.flink.table.api.*;

/** INSERT INTO with a column list, INSERT OVERWRITE of a filesystem table, read back. */
public class Doc120SqlInsertOverwrite {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    Path dir = Files.createTempDirectory("doc120-overwrite");
    p.run("CREATE TABLE fs (id INT, name STRING, score DOUBLE) WITH ('connector' = 'filesystem', 'path' = '" + dir.toUri() + "', 'format' = 'csv')");
    p.sql("INSERT INTO fs VALUES (1, 'a', 1.5), (2, 'b', 2.5)");
    p.sql("INSERT INTO fs (id, name) VALUES (3, 'c')");
    p.sql("SELECT * FROM fs ORDER BY id");
    p.sql("INSERT OVERWRITE fs SELECT id * 10, UPPER(name), score FROM fs WHERE id < 3");
    p.sql("SELECT * FROM fs ORDER BY id");
    p.sql("INSERT INTO fs (name, nope) VALUES ('x', 1)");
    p.sql("INSERT INTO fs VALUES (1, 2)");
  }
}
