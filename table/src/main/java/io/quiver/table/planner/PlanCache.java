package io.quiver.table.planner;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.quiver.engine.store.ColumnarTable;
import io.quiver.table.catalog.CatalogBaseTable;
import io.quiver.table.catalog.CatalogManager;
import io.quiver.table.catalog.ObjectIdentifier;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.LongAdder;
import org.apache.calcite.rel.RelNode;
import org.apache.calcite.rel.type.RelDataType;
import org.apache.calcite.rex.RexBuilder;

/**
 * The optimized plans of a database's ad-hoc queries, shared by its sessions and keyed by the
 * statement's shape ({@link LiteralLifting}) and what the session plans it with: current catalog
 * and database, dialect, time zone. A plan is given out only while it still describes the
 * catalog: every DDL statement (and every catalog change through the Table API) starts a new
 * epoch and empties the cache; at each hit the tables the plan reads must still be the catalog's
 * tables of those names, not dropped, and of about the size they had when the plan was made (row
 * counts are what join ordering and estimates read; a table that grew or shrank more than
 * twofold is planned again). Sessions with temporary tables, views or functions do not use it.
 */
public final class PlanCache {
  /** Entries kept (an optimized plan holds its cluster and metadata: tens of kilobytes); the least used go first. */
  public static final int DEFAULT_MAXIMUM_SIZE = 500;

  private final Cache<Key, CachedPlan> plans;
  /** The shapes of the queries planned through the cache, to find a key without parsing. */
  private final TextShapes shapes = new TextShapes();
  private final AtomicLong epoch = new AtomicLong();
  private final LongAdder hits = new LongAdder();
  private final LongAdder misses = new LongAdder();
  private final LongAdder bypasses = new LongAdder();
  private final LongAdder invalidations = new LongAdder();

  public PlanCache(int maximumSize) {
    this.plans = Caffeine.newBuilder().maximumSize(maximumSize).recordStats().build();
  }

  /** What a plan is made with besides the statement's shape. */
  record Key(String shape, String catalog, String database, String dialect, java.time.ZoneId zone) {}

  /** A table a cached plan reads, as the catalog held it when the plan was made. */
  record TableRead(ObjectIdentifier identifier, CatalogBaseTable table, ColumnarTable storage, long rows) {}

  /**
   * An optimized plan, or (with {@code optimized} null) the note that this shape is planned with
   * its literals as written, e.g. because lifting them would change the plan.
   */
  static final class CachedPlan {
    final RelNode optimized;
    final RelDataType rowType;
    final RelDataType parameterRowType;
    final RexBuilder rexBuilder;
    final List<TableRead> tables;
    final long epoch;
    final String reason;
    /** What executions of the plan learn about rebinding it, shared by every session that uses it. */
    final QuiverPlanner.Rebinding rebinding = new QuiverPlanner.Rebinding();

    CachedPlan(RelNode optimized, RelDataType rowType, RelDataType parameterRowType, RexBuilder rexBuilder,
        List<TableRead> tables, long epoch) {
      this.optimized = optimized;
      this.rowType = rowType;
      this.parameterRowType = parameterRowType;
      this.rexBuilder = rexBuilder;
      this.tables = tables;
      this.epoch = epoch;
      this.reason = null;
    }

    CachedPlan(String reason, long epoch) {
      this.optimized = null;
      this.rowType = null;
      this.parameterRowType = null;
      this.rexBuilder = null;
      this.tables = List.of();
      this.epoch = epoch;
      this.reason = reason;
    }

    boolean planned() {
      return optimized != null;
    }
  }

  TextShapes shapes() {
    return shapes;
  }

  /** The current epoch, read before planning: a plan made across a DDL statement is never kept. */
  long epoch() {
    return epoch.get();
  }

  /** Forgets every plan: a DDL statement ran, or the catalog changed otherwise. */
  public void invalidateAll() {
    epoch.incrementAndGet();
    invalidations.increment();
    plans.invalidateAll();
  }

  /** The plan of this key if it still holds for {@code catalogs}; null counts a miss. */
  CachedPlan get(Key key, CatalogManager catalogs) {
    CachedPlan plan = plans.getIfPresent(key);
    if (plan != null && (plan.epoch != epoch.get() || !stillHolds(plan, catalogs))) {
      plans.asMap().remove(key, plan);
      plan = null;
    }
    if (plan == null) {
      misses.increment();
    } else if (plan.planned()) {
      hits.increment();
    } else {
      bypasses.increment();
    }
    return plan;
  }

  /**
   * The plan of this key if it is planned and still holds, counted as a hit; null counts nothing,
   * for a caller that then plans through {@link #get}, which counts the miss.
   */
  CachedPlan getPlanned(Key key, CatalogManager catalogs) {
    CachedPlan plan = plans.getIfPresent(key);
    if (plan == null || !plan.planned() || plan.epoch != epoch.get() || !stillHolds(plan, catalogs)) {
      return null;
    }
    hits.increment();
    return plan;
  }

  void put(Key key, CachedPlan plan) {
    if (plan.epoch == epoch.get()) {
      plans.put(key, plan);
    }
  }

  /** Counts a statement that could not use the cache at all (e.g. a session with temporary objects). */
  void bypassed() {
    bypasses.increment();
  }

  private static boolean stillHolds(CachedPlan plan, CatalogManager catalogs) {
    for (TableRead read : plan.tables) {
      if (read.storage() != null && read.storage().isClosed()) {
        return false;
      }
      Optional<CatalogManager.ResolvedTable> now = catalogs.getTable(read.identifier());
      if (now.isEmpty() || now.get().temporary() || now.get().table() != read.table()) {
        return false;
      }
      if (read.storage() != null && !similarSize(read.rows(), read.storage().snapshot().rowCount())) {
        return false;
      }
    }
    return true;
  }

  /** Within a factor of two, or a few rows apart: estimates made for one size still fit the other. */
  static boolean similarSize(long planned, long now) {
    long small = Math.min(planned, now);
    long large = Math.max(planned, now);
    return large - small <= 64 || large <= 2 * small;
  }

  /** Hits, misses, evictions, size: what the MBean and EXPLAIN show. */
  public record Stats(long hits, long misses, long bypasses, long evictions, long invalidations, long size) {
    @Override
    public String toString() {
      return "hits=" + hits + ", misses=" + misses + ", bypasses=" + bypasses + ", evictions=" + evictions
          + ", invalidations=" + invalidations + ", size=" + size;
    }
  }

  public Stats stats() {
    return new Stats(hits.sum(), misses.sum(), bypasses.sum(), plans.stats().evictionCount(), invalidations.sum(),
        plans.estimatedSize());
  }
}
