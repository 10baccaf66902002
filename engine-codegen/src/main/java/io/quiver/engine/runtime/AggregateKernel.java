package io.quiver.engine.runtime;

import io.quiver.engine.hash.GroupTable;
import io.quiver.engine.hash.KeyBuffer;
import io.quiver.engine.hash.LongGroupTable;
import org.apache.arrow.vector.VectorSchemaRoot;

/**
 * The base of generated hash aggregations: {@link #accumulate} folds batches into per-group
 * accumulators held in primitive arrays; {@link #finish} writes one row per group.
 */
public abstract class AggregateKernel extends GeneratedKernel implements AutoCloseable {
  protected final GroupTable groups = new GroupTable();
  protected final KeyBuffer key = new KeyBuffer();
  /**
   * Groups whose keys pack into a {@code long}, when every key's type allows it; a key too long
   * to pack (a string past its share of the bits) goes to {@link #groups}, through
   * {@link #unpackedGroup}, in the same id space.
   */
  protected final LongGroupTable packedGroups = new LongGroupTable();
  private int[] unpackedIds = new int[16];
  /** The result batch, created by the kernel's owner; key columns are written as groups appear. */
  protected final VectorSchemaRoot out;

  protected AggregateKernel(Object[] refs, VectorSchemaRoot out) {
    super(refs);
    this.out = out;
  }

  public abstract void accumulate(VectorSchemaRoot in);

  /** Completes the result batch and hands it over to the caller. */
  public abstract VectorSchemaRoot finish();

  /** The bytes its group table, key buffer and accumulator arrays hold on the heap. */
  public abstract long heapBytes();

  /** {@link #heapBytes} for accumulator arrays of {@code capacity} groups of {@code bytesPerGroup}. */
  protected final long accumulatorHeapBytes(int capacity, long bytesPerGroup) {
    return groups.heapBytes() + packedGroups.heapBytes() + 4L * unpackedIds.length + key.heapBytes()
        + capacity * bytesPerGroup;
  }

  /**
   * The group of the key in {@link #key} among the keys that did not pack, given id
   * {@code newGroup} if it is new (the caller then creates that group).
   */
  protected final int unpackedGroup(int newGroup) {
    int size = groups.size();
    int local = groups.findOrInsert(key);
    if (groups.size() > size) {
      if (local == unpackedIds.length) {
        unpackedIds = java.util.Arrays.copyOf(unpackedIds, local * 2);
      }
      unpackedIds[local] = newGroup;
    }
    return unpackedIds[local];
  }

  private static final boolean LITTLE_ENDIAN = java.nio.ByteOrder.nativeOrder() == java.nio.ByteOrder.LITTLE_ENDIAN;

  /** The bytes {@code [address, address + length)}, at most 7, little-endian in a {@code long}. */
  protected static long packBytesAt(long address, int length) {
    if (LITTLE_ENDIAN) {
      // One or two loads for the short strings group keys are made of (a byte loop cost 18% of Q1).
      switch (length) {
        case 0:
          return 0;
        case 1:
          return org.apache.arrow.memory.util.MemoryUtil.getByte(address) & 0xffL;
        case 2:
          return org.apache.arrow.memory.util.MemoryUtil.getShort(address) & 0xffffL;
        case 4:
          return org.apache.arrow.memory.util.MemoryUtil.getInt(address) & 0xffffffffL;
        default:
          break;
      }
    }
    long v = 0;
    for (int i = 0; i < length; i++) {
      v |= (org.apache.arrow.memory.util.MemoryUtil.getByte(address + i) & 0xffL) << (8 * i);
    }
    return v;
  }

  /** {@link #packBytesAt} for the bytes of an array. */
  protected static long packBytes(byte[] bytes) {
    long v = 0;
    for (int i = 0; i < bytes.length; i++) {
      v |= (bytes[i] & 0xffL) << (8 * i);
    }
    return v;
  }

  /** Grows an accumulator array to at least {@code size} entries. */
  protected static int grownCapacity(int current, int size) {
    return Math.max(size, current * 2);
  }

  private boolean handedOver;

  /** Marks the result batch as the caller's; generated {@link #finish} methods return this. */
  protected final VectorSchemaRoot handOver() {
    handedOver = true;
    return out;
  }

  @Override
  public void close() {
    if (!handedOver) {
      out.close();
    }
  }
}
