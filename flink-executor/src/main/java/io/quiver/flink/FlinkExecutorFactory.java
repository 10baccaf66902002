package io.quiver.flink;

import io.quiver.table.delegation.Executor;
import io.quiver.table.delegation.ExecutorFactory;
import java.util.Map;

/**
 * Serves every {@code execution.target} Flink's clients know ({@code remote}, {@code local},
 * {@code yarn-session}, {@code kubernetes-session}, ...): which of them works is up to the Flink
 * client libraries this jar carries (the remote and local executors of flink-clients; the others
 * need Flink's YARN or Kubernetes jars, added with {@code quiver.flink.lib}).
 */
public final class FlinkExecutorFactory implements ExecutorFactory {
  @Override
  public String factoryIdentifier() {
    return "flink";
  }

  @Override
  public boolean supportsTarget(String target) {
    return target != null && !target.isBlank();
  }

  @Override
  public Executor create(Map<String, String> configuration) {
    return new FlinkExecutor(configuration);
  }
}
