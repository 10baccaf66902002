package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** SHOW MODULES and SHOW FULL MODULES. */
public class SqlShowModules {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.sql("SHOW MODULES");
    p.sql("SHOW FULL MODULES");
  }
}
