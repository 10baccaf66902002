package io.quiver.table.planner;

/** The plan cache of one database in JMX ({@code io.quiver:type=PlanCache,database=...}). */
public interface PlanCacheMXBean {
  /** Ad-hoc queries whose optimized plan came from the cache. */
  long getHits();

  /** Ad-hoc queries planned because their shape was not in the cache (or its plan no longer held). */
  long getMisses();

  /** Queries planned as written, without the cache (temporary objects, user functions, literals a plan needs). */
  long getBypasses();

  /** Plans dropped to keep the cache within its size. */
  long getEvictions();

  /** Times the whole cache was emptied by DDL. */
  long getInvalidations();

  /** Plans (and notes of shapes planned as written) held now. */
  long getSize();

  /** Forgets every plan. */
  void invalidateAll();
}
