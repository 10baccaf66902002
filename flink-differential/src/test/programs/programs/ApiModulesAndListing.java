package programs;

import org.apache.flink.configuration.Configuration;
import org.apache.flink.table.api.*;

/** useModules and listFullModules; listTables of another database; EnvironmentSettings from a configuration. */
public class ApiModulesAndListing {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.value("modules", java.util.Arrays.asList(env.listModules()));
    p.attempt("use a missing module", () -> { env.useModules("nope"); return null; });
    p.attempt("use core twice", () -> { env.useModules("core", "core"); return null; });
    env.useModules("core");
    p.value("full modules", java.util.Arrays.asList(env.listFullModules()));

    env.executeSql("CREATE DATABASE other");
    env.executeSql("CREATE TABLE other.t1 (a INT) WITH ('connector' = 'datagen')");
    env.executeSql("CREATE TEMPORARY VIEW other.v1 AS SELECT 1 AS x");
    env.executeSql("CREATE VIEW v0 AS SELECT 2 AS y");
    p.value("tables of other", java.util.Arrays.asList(env.listTables("default_catalog", "other")));
    p.value("tables of current", java.util.Arrays.asList(env.listTables()));
    p.attempt("tables of a missing database", () -> java.util.Arrays.asList(env.listTables("default_catalog", "missing")));

    Configuration conf = new Configuration();
    conf.setString("execution.runtime-mode", "batch");
    conf.setString("table.local-time-zone", "Asia/Tokyo");
    EnvironmentSettings settings = EnvironmentSettings.fromConfiguration(conf);
    p.value("streaming", settings.isStreamingMode());
    p.value("class loader set", settings.getUserClassLoader() != null);
    p.value("zone kept", settings.toConfiguration().toMap().get("table.local-time-zone"));
    TableEnvironment second = TableEnvironment.create(conf);
    p.value("second zone", second.getConfig().getLocalTimeZone());
    second.executeSql("SELECT 1 + 1 AS two").print();
  }
}
