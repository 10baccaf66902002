package io.quiver.table.api.config;

import io.quiver.configuration.ConfigOption;
import io.quiver.configuration.ConfigOptions;
import java.time.Duration;

/** Options of query execution. */
public final class ExecutionConfigOptions {
  private ExecutionConfigOptions() {}

  /**
   * Flink's state time-to-live. A batch engine keeps no state between queries, so the value is
   * validated and stored but has no effect.
   */
  public static final ConfigOption<Duration> IDLE_STATE_RETENTION = ConfigOptions.key("table.exec.state.ttl")
      .durationType().defaultValue(Duration.ZERO)
      .withDescription("Minimum time state is kept idle before removal; stored but without effect in batch mode.");

  public static final ConfigOption<Integer> TABLE_EXEC_RESOURCE_DEFAULT_PARALLELISM =
      ConfigOptions.key("table.exec.resource.default-parallelism").intType().defaultValue(-1)
          .withDescription("Threads a query runs on; -1 means one per available processor.");

  /**
   * The most memory one query may hold (its Arrow batches and the hash tables and sort indexes it
   * keeps on the heap), as a size such as {@code 256 mb}; unset, half of the JVM's maximum heap.
   * A query over it fails with SQLSTATE 53200.
   */
  public static final ConfigOption<String> QUERY_MEMORY = ConfigOptions.key("table.exec.resource.query-memory")
      .stringType().noDefaultValue()
      .withDescription("Memory one query may hold, such as 256 mb; unset: half of the maximum heap.");

  /**
   * The most memory all running queries of the database may hold together; unset, the JVM's
   * maximum heap. Shared by the database's sessions: the last value a session sets applies.
   */
  public static final ConfigOption<String> DATABASE_QUERY_MEMORY =
      ConfigOptions.key("table.exec.resource.database-query-memory").stringType().noDefaultValue()
          .withDescription("Memory all running queries of the database may hold together; unset: the maximum heap.");

  public static final ConfigOption<String> CODEGEN_DUMP_DIR = ConfigOptions.key("table.exec.codegen.dump-dir")
      .stringType().noDefaultValue()
      .withDescription("When set, every generated class's Java source and class file are written to this folder.");
}
