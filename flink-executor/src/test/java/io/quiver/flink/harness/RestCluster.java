package io.quiver.flink.harness;

import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.JobManagerOptions;
import org.apache.flink.configuration.RestOptions;
import org.apache.flink.runtime.testutils.MiniClusterResourceConfiguration;
import org.apache.flink.test.util.MiniClusterWithClientResource;

/**
 * The Flink cluster the tests submit to: Flink's test MiniCluster with its REST endpoint on a free
 * port, in a JVM of its own whose class path is Flink's jars only, as a Flink cluster's processes
 * have (a job without jars of its own runs on the system class loader). Jobs reach it only
 * through REST, as from any client. {@link #main} prints the port and runs until its standard
 * input closes.
 */
public final class RestCluster {
  private static MiniClusterWithClientResource cluster;

  private RestCluster() {}

  /** Starts the cluster; returns its REST port. */
  public static int start() throws Exception {
    Configuration config = new Configuration();
    config.set(RestOptions.BIND_PORT, "0");
    config.set(JobManagerOptions.SCHEDULER, JobManagerOptions.SchedulerType.Default);
    config.setString("execution.batch-shuffle-mode", "ALL_EXCHANGES_PIPELINED");
    cluster = new MiniClusterWithClientResource(new MiniClusterResourceConfiguration.Builder()
        .setConfiguration(config)
        .setNumberTaskManagers(1)
        .setNumberSlotsPerTaskManager(2)
        .build());
    cluster.before();
    return cluster.getRestAddres().getPort();
  }

  public static void main(String[] args) throws Exception {
    int port = start();
    System.out.println("REST_PORT=" + port);
    System.out.flush();
    try {
      while (System.in.read() >= 0) {
        // Runs until the test closes our standard input (or ends).
      }
    } finally {
      stop();
    }
    System.exit(0);
  }

  public static void stop() {
    if (cluster != null) {
      cluster.after();
      cluster = null;
    }
  }
}
