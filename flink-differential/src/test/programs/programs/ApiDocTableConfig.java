package programs;

import static org.apache.flink.table.api.Expressions.*;

import java.time.ZoneId;
import org.apache.flink.table.api.*;
import org.apache.flink.table.api.config.ExecutionConfigOptions;
import org.apache.flink.table.api.config.OptimizerConfigOptions;
import org.apache.flink.table.api.config.TableConfigOptions;
import org.apache.flink.types.Row;

/** TableConfig: local time zone and its effect on TIMESTAMP_LTZ, typed options, dialect. */
public class ApiDocTableConfig {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    TableConfig config = env.getConfig();
    p.value("dialect", config.getSqlDialect());
    p.value("defaultZone", config.get(TableConfigOptions.LOCAL_TIME_ZONE));
    config.setLocalTimeZone(ZoneId.of("America/Los_Angeles"));
    p.value("zone", config.getLocalTimeZone());
    p.sql("SELECT TO_TIMESTAMP_LTZ(0, 0) AS epoch, CAST(TO_TIMESTAMP_LTZ(0, 0) AS TIMESTAMP) AS local_ts, CAST(TO_TIMESTAMP_LTZ(0, 0) AS STRING) AS s");
    config.set(TableConfigOptions.LOCAL_TIME_ZONE, "Asia/Shanghai");
    p.sql("SELECT TO_TIMESTAMP_LTZ(0, 0) AS epoch, FROM_UNIXTIME(0) AS f");
    config.set("table.exec.resource.default-parallelism", "1");
    p.value("parallelism", config.get(ExecutionConfigOptions.TABLE_EXEC_RESOURCE_DEFAULT_PARALLELISM));
    p.value("agg", config.get(OptimizerConfigOptions.TABLE_OPTIMIZER_AGG_PHASE_STRATEGY));
    p.value("maxCodeLength", config.getMaxGeneratedCodeLength());
    p.value("planCompile", config.get(TableConfigOptions.PLAN_COMPILE_CATALOG_OBJECTS));
    p.value("dml", config.get(TableConfigOptions.TABLE_DML_SYNC));
    p.value("optionalString", config.getOptional(TableConfigOptions.LOCAL_TIME_ZONE).get());
    p.value("key", TableConfigOptions.LOCAL_TIME_ZONE.key() + " " + TableConfigOptions.LOCAL_TIME_ZONE.defaultValue());
    p.attempt("badZone", () -> {
      config.set(TableConfigOptions.LOCAL_TIME_ZONE, "Mars/Base");
      return env.executeSql("SELECT TO_TIMESTAMP_LTZ(0, 0)").collect().next();
    });
  }
}
