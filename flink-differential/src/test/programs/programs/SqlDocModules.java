package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** SHOW [FULL] MODULES, USE MODULES, UNLOAD MODULE and LOAD MODULE core. */
public class SqlDocModules {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.sql("SHOW MODULES");
    p.sql("SHOW FULL MODULES");
    p.sql("USE MODULES core");
    p.sql("LOAD MODULE core");
    p.sql("UNLOAD MODULE core");
    p.sql("SHOW FULL MODULES");
    p.sql("SELECT UPPER('a')");
    p.sql("LOAD MODULE core");
    p.sql("SHOW MODULES");
    p.sql("SELECT UPPER('a') AS u");
    p.sql("UNLOAD MODULE nothing");
    p.sql("LOAD MODULE nothing");
    p.value("modules", java.util.Arrays.toString(env.listModules()));
  }
}
