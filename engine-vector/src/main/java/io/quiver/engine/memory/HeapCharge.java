package io.quiver.engine.memory;

import java.util.ArrayList;
import java.util.List;
import org.apache.arrow.memory.AllocationReservation;

/**
 * Heap memory a structure of one query holds (a hash table's arrays, a sort's index), counted
 * against the query's limit through reservations on its allocator: the arrays stay on the Java
 * heap, but the limit sees them next to the query's Arrow buffers. The charge only grows, as the
 * structures it stands for do, and is returned whole at {@link #close}.
 */
public final class HeapCharge implements AutoCloseable {
  /** A charge that counts nothing, for execution outside a query (DML writing into tables). */
  public static final HeapCharge NONE = new HeapCharge(null, "nothing");

  private final QueryMemory memory;
  private final String what;
  private final List<AllocationReservation> reservations = new ArrayList<>();
  private long charged;

  HeapCharge(QueryMemory memory, String what) {
    this.memory = memory;
    this.what = what;
  }

  /** Grows the charge to {@code bytes} (a smaller value changes nothing); fails with 53200 over the limit. */
  public synchronized void resize(long bytes) {
    if (memory == null || bytes <= charged) {
      return;
    }
    reservations.add(memory.reserve(bytes - charged, what));
    charged = bytes;
  }

  public synchronized long charged() {
    return charged;
  }

  @Override
  public synchronized void close() {
    reservations.forEach(AllocationReservation::close);
    reservations.clear();
    charged = 0;
  }
}
