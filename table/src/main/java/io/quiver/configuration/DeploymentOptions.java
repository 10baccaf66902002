package io.quiver.configuration;

/**
 * Where a session's statements run, as Flink's {@code org.apache.flink.configuration.DeploymentOptions}
 * names it: unset, on Quiver's engine in this JVM; set ({@code remote}, with {@code rest.address}
 * and {@code rest.port}, or any target Flink's clients accept), on that Apache Flink cluster
 * through the executor the {@code quiver-flink-executor} jar provides.
 */
public final class DeploymentOptions {
  private DeploymentOptions() {}

  public static final ConfigOption<String> TARGET = ConfigOptions.key("execution.target")
      .stringType().noDefaultValue()
      .withDescription("The Flink deployment target that runs queries and INSERTs ('remote', 'local', "
          + "'yarn-session', ...); unset: Quiver's own engine.");
}
