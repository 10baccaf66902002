package io.quiver.engine.compile;

import java.lang.management.ManagementFactory;
import java.util.concurrent.atomic.AtomicLong;
import javax.management.JMException;
import javax.management.MBeanServer;
import javax.management.ObjectName;

/**
 * Registers a {@link ClassCompiler} with the platform MBean server. Failing to register (a
 * security manager, a name clash) never fails the database: the statistics are a convenience.
 */
public final class CompiledClassCacheMBeans {
  private static final AtomicLong NEXT_ID = new AtomicLong();

  private CompiledClassCacheMBeans() {}

  /** Registers the compiler's statistics; returns the name to unregister with, or null. */
  public static ObjectName register(ClassCompiler compiler, String databaseName) {
    try {
      ObjectName name = new ObjectName("io.quiver:type=CompiledClassCache,database="
          + ObjectName.quote(databaseName) + ",id=" + NEXT_ID.incrementAndGet());
      ManagementFactory.getPlatformMBeanServer().registerMBean(new View(compiler), name);
      return name;
    } catch (JMException | RuntimeException e) {
      return null;
    }
  }

  public static void unregister(ObjectName name) {
    if (name == null) {
      return;
    }
    MBeanServer server = ManagementFactory.getPlatformMBeanServer();
    try {
      server.unregisterMBean(name);
    } catch (JMException | RuntimeException e) {
      // Already gone: nothing to do.
    }
  }

  private static final class View implements CompiledClassCacheMXBean {
    private final ClassCompiler compiler;

    View(ClassCompiler compiler) {
      this.compiler = compiler;
    }

    @Override
    public long getHits() {
      return compiler.stats().hits();
    }

    @Override
    public long getMisses() {
      return compiler.stats().misses();
    }

    @Override
    public long getCompileMillis() {
      return compiler.stats().compileMillis();
    }

    @Override
    public long getCachedClasses() {
      return compiler.stats().cachedClasses();
    }

    @Override
    public long getWeight() {
      return compiler.stats().weight();
    }

    @Override
    public long getMaxWeight() {
      return compiler.stats().maxWeight();
    }

    @Override
    public void invalidateAll() {
      compiler.invalidateAll();
    }
  }
}
