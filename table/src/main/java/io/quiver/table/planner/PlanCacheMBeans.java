package io.quiver.table.planner;

import java.lang.management.ManagementFactory;
import java.util.concurrent.atomic.AtomicLong;
import javax.management.JMException;
import javax.management.ObjectName;

/**
 * Registers a {@link PlanCache} with the platform MBean server. Failing to register never fails
 * the database: the statistics are a convenience.
 */
public final class PlanCacheMBeans {
  private static final AtomicLong NEXT_ID = new AtomicLong();

  private PlanCacheMBeans() {}

  /** Registers the cache's statistics; returns the name to unregister with, or null. */
  public static ObjectName register(PlanCache cache, String databaseName) {
    try {
      ObjectName name = new ObjectName("io.quiver:type=PlanCache,database="
          + ObjectName.quote(databaseName) + ",id=" + NEXT_ID.incrementAndGet());
      ManagementFactory.getPlatformMBeanServer().registerMBean(new View(cache), name);
      return name;
    } catch (JMException | RuntimeException e) {
      return null;
    }
  }

  private record View(PlanCache cache) implements PlanCacheMXBean {
    @Override
    public long getHits() {
      return cache.stats().hits();
    }

    @Override
    public long getMisses() {
      return cache.stats().misses();
    }

    @Override
    public long getBypasses() {
      return cache.stats().bypasses();
    }

    @Override
    public long getEvictions() {
      return cache.stats().evictions();
    }

    @Override
    public long getInvalidations() {
      return cache.stats().invalidations();
    }

    @Override
    public long getSize() {
      return cache.stats().size();
    }

    @Override
    public void invalidateAll() {
      cache.invalidateAll();
    }
  }
}
