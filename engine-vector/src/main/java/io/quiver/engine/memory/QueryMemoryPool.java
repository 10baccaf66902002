package io.quiver.engine.memory;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.arrow.memory.BufferAllocator;

/**
 * The memory of one database's queries: one allocator, a child of the database's, whose limit is
 * the database-wide cap on what all running queries hold together; each query gets a child of
 * it with a limit of its own ({@link QueryMemory}). Table data stays on the database's allocator,
 * outside the cap.
 */
public final class QueryMemoryPool implements AutoCloseable {
  /** The name of the database-wide cap, as errors report it. */
  public static final String CAP_OPTION = "table.exec.resource.database-query-memory";

  private final BufferAllocator queries;
  private final Set<QueryMemory> open = ConcurrentHashMap.newKeySet();
  private long sequence;

  public QueryMemoryPool(BufferAllocator database, long cap) {
    Objects.requireNonNull(database, "database is null");
    this.queries = database.newChildAllocator("queries", 0, cap);
  }

  /** What the running queries may hold together. */
  public long cap() {
    return queries.getLimit();
  }

  public void setCap(long cap) {
    queries.setLimit(cap);
  }

  /** Bytes the queries hold now, Arrow buffers and charged heap together. */
  public long allocated() {
    return queries.getAllocatedMemory();
  }

  /** Queries whose memory is not yet returned (running, or finished with batches still held). */
  public int openQueries() {
    sweep();
    return open.size();
  }

  /** Memory for a new query, with at most {@code limit} bytes; {@code option} names the limit in errors. */
  public QueryMemory newQuery(long limit, String option) {
    sweep();
    long id;
    synchronized (this) {
      id = ++sequence;
    }
    QueryMemory memory = new QueryMemory(this, queries.newChildAllocator("query-" + id, 0, limit), limit, option);
    open.add(memory);
    return memory;
  }

  void closed(QueryMemory memory) {
    open.remove(memory);
  }

  /** Closes the allocators of finished queries whose last batch has been released since. */
  private void sweep() {
    for (QueryMemory memory : open) {
      memory.releaseIfDone();
    }
  }

  /** Closes every query allocator; fails if a query still holds memory (a leak). */
  @Override
  public void close() {
    List<RuntimeException> failures = new ArrayList<>();
    for (QueryMemory memory : List.copyOf(open)) {
      try {
        memory.forceClose();
      } catch (RuntimeException e) {
        failures.add(e);
      }
    }
    open.clear();
    try {
      queries.close();
    } catch (RuntimeException e) {
      failures.add(e);
    }
    if (!failures.isEmpty()) {
      RuntimeException first = failures.get(0);
      failures.subList(1, failures.size()).forEach(first::addSuppressed);
      throw first;
    }
  }
}
