package programs;

import org.apache.flink.table.api.TableEnvironment;

/** The most common first lines of a Flink program: a table with STRING columns. */
public class CreateTableStringInsertSelect {
  public static void run(TableEnvironment env, Probe p) {
    p.sql("CREATE TABLE users (id INT, name STRING, score DOUBLE) WITH ('connector' = 'blackhole')");
    p.sql("SELECT CAST(1 AS STRING) AS s, 'abc' AS lit, 1.5 AS d, TRUE AS b");
  }
}
