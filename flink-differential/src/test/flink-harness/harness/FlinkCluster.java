package harness;

import java.net.URL;
import java.util.List;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.JobManagerOptions;
import org.apache.flink.runtime.testutils.MiniClusterResourceConfiguration;
import org.apache.flink.streaming.util.TestStreamEnvironment;
import org.apache.flink.test.util.MiniClusterWithClientResource;

/**
 * The one in-process Flink MiniCluster all Flink programs run on. Compiled into the Flink world
 * only; starting it makes it the context environment of every batch TableEnvironment created after.
 */
public final class FlinkCluster extends TestStreamEnvironment {
  private static MiniClusterWithClientResource cluster;

  private FlinkCluster() {
    super(null, 1);
  }

  /**
   * Starts the cluster. {@code programClasses} is given to every job as its class path: with no
   * class path of its own a MiniCluster job would load user code through the system class loader,
   * which is not the class loader Flink runs in here. Jobs run with parallelism 1 and pipelined
   * exchanges: the programs are tiny, and scheduling stages one after another would cost more than
   * running them.
   */
  public static void start(String programClasses) throws Exception {
    Configuration clusterConfig = new Configuration();
    clusterConfig.set(JobManagerOptions.SCHEDULER, JobManagerOptions.SchedulerType.Default);
    cluster = new MiniClusterWithClientResource(new MiniClusterResourceConfiguration.Builder()
        .setConfiguration(clusterConfig)
        .setNumberTaskManagers(1)
        .setNumberSlotsPerTaskManager(4)
        .build());
    cluster.before();
    List<URL> classPath = List.of(new URL(programClasses));
    initializeContextEnvironment(conf -> {
      Configuration jobConfig = new Configuration(conf);
      jobConfig.setString("execution.batch-shuffle-mode", "ALL_EXCHANGES_PIPELINED");
      return new TestStreamEnvironment(cluster.getMiniCluster(), jobConfig, 1, List.of(), classPath);
    });
  }

  public static void stop() {
    if (cluster != null) {
      cluster.after();
      cluster = null;
    }
  }
}
