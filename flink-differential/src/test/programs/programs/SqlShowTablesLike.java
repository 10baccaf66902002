package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** SHOW TABLES LIKE. */
public class SqlShowTablesLike {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.sql("CREATE TEMPORARY VIEW apples AS SELECT 1 AS x");
    p.sql("CREATE TEMPORARY VIEW apricots AS SELECT 1 AS x");
    p.sql("CREATE TEMPORARY VIEW bananas AS SELECT 1 AS x");
    p.sql("SHOW TABLES LIKE 'ap%'");
    p.sql("SHOW VIEWS");
  }
}
