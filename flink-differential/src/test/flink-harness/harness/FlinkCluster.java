package harness;

import java.net.URL;
import java.util.List;
import org.apache.flink.runtime.testutils.MiniClusterResourceConfiguration;
import org.apache.flink.streaming.util.TestStreamEnvironment;
import org.apache.flink.test.util.MiniClusterWithClientResource;

/**
 * The one in-process Flink MiniCluster all Flink programs run on. Compiled into the Flink world
 * only; starting it makes it the context environment of every batch TableEnvironment created after.
 */
@SuppressWarnings("deprecation")
public final class FlinkCluster {
  private static MiniClusterWithClientResource cluster;

  private FlinkCluster() {}

  /**
   * Starts the cluster. {@code programClasses} is given to every job as its class path: with no
   * class path of its own a MiniCluster job would load user code through the system class loader,
   * which is not the class loader Flink runs in here.
   */
  public static void start(String programClasses) throws Exception {
    cluster = new MiniClusterWithClientResource(new MiniClusterResourceConfiguration.Builder()
        .setNumberTaskManagers(1)
        .setNumberSlotsPerTaskManager(2)
        .build());
    cluster.before();
    TestStreamEnvironment.setAsContext(cluster.getMiniCluster(), 2, List.of(), List.of(new URL(programClasses)));
  }

  public static void stop() {
    if (cluster != null) {
      cluster.after();
      cluster = null;
    }
  }
}
