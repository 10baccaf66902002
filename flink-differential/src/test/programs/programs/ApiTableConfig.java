package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** TableConfig: typed options and the local time zone. */
public class ApiTableConfig {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    env.getConfig().setLocalTimeZone(java.time.ZoneId.of("Asia/Tokyo"));
    p.value("zone", env.getConfig().getLocalTimeZone());
    env.getConfig().set("table.exec.resource.default-parallelism", "1");
    p.value("parallelism", env.getConfig().get(org.apache.flink.table.api.config.ExecutionConfigOptions.TABLE_EXEC_RESOURCE_DEFAULT_PARALLELISM));
    p.value("dialect", env.getConfig().getSqlDialect());
    p.value("maxCodeLength", env.getConfig().getMaxGeneratedCodeLength());
  }
}
