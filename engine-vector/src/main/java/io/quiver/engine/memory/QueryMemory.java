package io.quiver.engine.memory;

import io.quiver.engine.error.EngineException;
import java.util.Locale;
import org.apache.arrow.memory.AllocationReservation;
import org.apache.arrow.memory.BufferAllocator;
import org.apache.arrow.memory.OutOfMemoryException;

/**
 * One query's memory: an Arrow allocator with the query's limit, from which its batches come,
 * and {@link HeapCharge}s through which the structures it keeps on the Java heap (hash tables,
 * sort indexes) count against the same limit. Over the limit the query fails with SQLSTATE 53200
 * naming the limit. Closed when the query's result is; if the consumer still holds batches then,
 * the allocator closes once they are released.
 */
public final class QueryMemory implements AutoCloseable {
  public static final String OUT_OF_MEMORY = "53200";

  private final QueryMemoryPool pool;
  private final BufferAllocator allocator;
  private final long limit;
  private final String option;
  private volatile boolean finished;
  private boolean released;

  QueryMemory(QueryMemoryPool pool, BufferAllocator allocator, long limit, String option) {
    this.pool = pool;
    this.allocator = allocator;
    this.limit = limit;
    this.option = option;
  }

  public BufferAllocator allocator() {
    return allocator;
  }

  public long limit() {
    return limit;
  }

  /** A new charge for heap memory, at zero bytes; close it when the structure is dropped. */
  public HeapCharge charge(String what) {
    return new HeapCharge(this, what);
  }

  /** Reserves {@code bytes} of the limit for heap memory, or fails with 53200. */
  AllocationReservation reserve(long bytes, String what) {
    AllocationReservation reservation = allocator.newReservation();
    boolean reserved;
    try {
      // add, not reserve: only add records the bytes that close gives back.
      reserved = reservation.add(bytes);
    } catch (RuntimeException e) {
      reservation.close();
      throw translate(e);
    }
    if (!reserved) {
      reservation.close();
      throw exceeded(bytes, what);
    }
    return reservation;
  }

  /** The 53200 error for a request of {@code bytes} that does not fit. */
  public EngineException exceeded(long bytes, String what) {
    // Arrow's own failure comes with no size (bytes 0): the limit with less room left is the one hit.
    // A reservation asks for the next power of two of its size, so that is what had to fit. The
    // cap is named only when the request does not fit in its room: the rooms are read after the
    // failure, and the query's other workers may have given memory back since.
    long needed = bytes <= 1 ? bytes : Long.highestOneBit(bytes - 1) << 1;
    long queryRoom = limit - allocator.getAllocatedMemory();
    long capRoom = pool.cap() - pool.allocated();
    boolean queryLimit = needed > 0 ? needed > queryRoom || needed <= capRoom : queryRoom <= capRoom;
    String message = queryLimit
        ? String.format(Locale.ROOT, "out of memory: the query needs more than its limit of %s (%s) for %s",
            MemorySizes.format(limit), option, what)
        : String.format(Locale.ROOT,
            "out of memory: the database's running queries together need more than its limit of %s (%s) for %s",
            MemorySizes.format(pool.cap()), QueryMemoryPool.CAP_OPTION, what);
    return new EngineException(OUT_OF_MEMORY, message);
  }

  /** Arrow's allocation failure as 53200; anything else unchanged. */
  public RuntimeException translate(RuntimeException e) {
    if (e instanceof OutOfMemoryException) {
      EngineException failure = exceeded(0, "its batches");
      failure.initCause(e);
      return failure;
    }
    return e;
  }

  /** The query is done: its memory is returned now, or as soon as its last batch is released. */
  @Override
  public void close() {
    finished = true;
    releaseIfDone();
  }

  synchronized void releaseIfDone() {
    if (finished && !released && allocator.getAllocatedMemory() == 0) {
      released = true;
      allocator.close();
      pool.closed(this);
    }
  }

  synchronized void forceClose() {
    if (!released) {
      released = true;
      pool.closed(this);
      allocator.close();
    }
  }
}
