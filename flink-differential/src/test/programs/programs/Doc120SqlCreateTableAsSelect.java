package programs;

import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.flink.table.api.*;

/** CREATE TABLE ... AS SELECT and CREATE TABLE ... LIKE with a filesystem connector. */
public class Doc120SqlCreateTableAsSelect {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    Path dir = Files.createTempDirectory("doc120-ctas");
    p.run("CREATE TEMPORARY VIEW src AS SELECT * FROM (VALUES (1, 'a'), (2, 'b')) AS t(id, name)");
    // The statements naming the directory are not echoed: its name differs between the two runs.
    p.attempt("ctas", () -> {
      p.print(env.executeSql("CREATE TABLE copy1 WITH ('connector' = 'filesystem', 'path' = '" + dir.resolve("c1").toUri()
          + "', 'format' = 'csv') AS SELECT id, UPPER(name) AS up FROM src"));
      return null;
    });
    p.sql("SELECT * FROM copy1 ORDER BY id");
    p.sql("DESCRIBE copy1");
    p.run("CREATE TABLE copy2 (extra INT) WITH ('path' = '" + dir.resolve("c2").toUri() + "') LIKE copy1");
    p.sql("DESCRIBE copy2");
    p.sql("CREATE TABLE copy1 WITH ('connector' = 'blackhole') AS SELECT 1");
  }
}
