package io.quiver.table.delegation;

import java.util.Map;

/**
 * Makes {@link Executor}s for the values of {@code execution.target} it knows; found through
 * {@link java.util.ServiceLoader} ({@code META-INF/services/io.quiver.table.delegation.ExecutorFactory}),
 * as Flink finds its {@code ExecutorFactory} and {@code PipelineExecutorFactory}.
 */
public interface ExecutorFactory {
  /** The name of what this factory runs on, for messages ({@code "flink"}). */
  String factoryIdentifier();

  /** Whether this factory runs statements for this value of {@code execution.target}. */
  boolean supportsTarget(String target);

  /**
   * An executor for a session whose options are {@code configuration} (the session's
   * {@code TableConfig}, {@code execution.target} among them).
   */
  Executor create(Map<String, String> configuration);
}
