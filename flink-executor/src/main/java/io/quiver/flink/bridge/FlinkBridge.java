package io.quiver.flink.bridge;

import java.net.URL;
import java.util.List;
import java.util.Map;

/**
 * The one door between Quiver's side and Flink's: implemented by {@code bridge.impl.FlinkBridgeImpl},
 * which the Flink class loader defines next to Flink's libraries, and called from Quiver's side.
 * Only JDK types cross it, so neither side sees the other's classes; this interface itself is the
 * one class both loaders share.
 */
public interface FlinkBridge {
  /**
   * In a fresh Flink batch {@code TableEnvironment} configured with {@code configuration}
   * (execution.target, rest.address, pipeline.jars, ...), whose user classes are {@code userJars}:
   * runs the set-up steps in order, then {@code statement}.
   *
   * <p>A step is {@code {"sql", text}} or {@code {"function", kind, name, className}} with kind
   * one of TEMPORARY_SYSTEM, TEMPORARY_CATALOG, CATALOG (name a path for the last two). A step
   * that fails is skipped when it is {@code {"sql?", text}}; its error is returned in {@code
   * skipped}.
   *
   * @return for a query, its rows, each field a JDK value (a nested row an {@code Object[]});
   *     for anything else, null once the job has finished
   */
  List<Object[]> run(Map<String, String> configuration, List<URL> userJars, List<String[]> steps, String statement,
      boolean query, List<String> skipped) throws Exception;
}
