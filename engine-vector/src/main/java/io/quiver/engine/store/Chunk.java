package io.quiver.engine.store;

import java.util.Objects;
import org.apache.arrow.vector.BaseIntVector;
import org.apache.arrow.vector.DateDayVector;
import org.apache.arrow.vector.FieldVector;
import org.apache.arrow.vector.TimeStampVector;
import org.apache.arrow.vector.VectorSchemaRoot;

/**
 * An immutable slice of a table: one Arrow record batch. Readers must not modify or close it;
 * it is released when the table that owns it is dropped (or, if it never got committed, when its
 * transaction rolls back). Chunks are compared by identity: deletion masks and write conflicts
 * refer to a chunk, not to its contents.
 */
public final class Chunk {
  /** Marks a column whose range was computed and found not to exist (no integer values). */
  private static final ValueRange NO_RANGE = new ValueRange(1, 0);

  private volatile VectorSchemaRoot batch;
  /** Reads the batch of a chunk that lives in a file until first used; null once read. */
  private java.util.function.Supplier<VectorSchemaRoot> loader;
  private final int rowCount;
  /** The zone map: per column, computed on first use (the chunk never changes). */
  private final ValueRange[] ranges;
  /**
   * Where the chunk last stood in a version, or -1: its position in the table's committed chunks
   * once committed (the same in every version that holds it, as commits only append), before that
   * its position in its transaction's own view (whose versions all grow from one snapshot). Only a
   * hint: a reader checks that the version holds this chunk there, so a stale or racy value costs a
   * search, never a wrong answer.
   */
  private int positionHint = -1;

  public Chunk(VectorSchemaRoot batch) {
    this.batch = Objects.requireNonNull(batch, "batch is null");
    this.rowCount = batch.getRowCount();
    this.ranges = new ValueRange[batch.getFieldVectors().size()];
  }

  /**
   * A chunk whose batch is read by {@code loader} when first needed (a chunk file of a file
   * database): opening a database reads no data.
   */
  public Chunk(int columns, int rowCount, java.util.function.Supplier<VectorSchemaRoot> loader) {
    this.loader = Objects.requireNonNull(loader, "loader is null");
    this.rowCount = rowCount;
    this.ranges = new ValueRange[columns];
  }

  int positionHint() {
    return positionHint;
  }

  void standsAt(int position) {
    positionHint = position;
  }

  /** True when the batch is in memory (it always is, unless the chunk lives in a file not read yet). */
  public boolean isLoaded() {
    return batch != null;
  }

  /** Frees the batch if it was read; a chunk not read yet holds nothing. */
  void release() {
    VectorSchemaRoot loaded;
    synchronized (this) {
      loaded = batch;
      batch = null;
      loader = null;
    }
    if (loaded != null) {
      loaded.close();
    }
  }

  /**
   * The min and max of an integer-like column over all rows (deleted ones included, so the range
   * may be wider than the live rows'), or null when the column is of another type or all NULL.
   */
  public ValueRange range(int column) {
    ValueRange range;
    synchronized (ranges) {
      range = ranges[column];
      if (range == null) {
        range = computeRange(batch().getVector(column), rowCount);
        ranges[column] = range;
      }
    }
    return range == NO_RANGE ? null : range;
  }

  private static ValueRange computeRange(FieldVector vector, int rows) {
    if (!(vector instanceof BaseIntVector || vector instanceof DateDayVector || vector instanceof TimeStampVector)) {
      return NO_RANGE;
    }
    long min = Long.MAX_VALUE;
    long max = Long.MIN_VALUE;
    boolean any = false;
    for (int row = 0; row < rows; row++) {
      if (vector.isNull(row)) {
        continue;
      }
      long value = longValue(vector, row);
      min = Math.min(min, value);
      max = Math.max(max, value);
      any = true;
    }
    return any ? new ValueRange(min, max) : NO_RANGE;
  }

  private static long longValue(FieldVector vector, int row) {
    if (vector instanceof BaseIntVector ints) {
      return ints.getValueAsLong(row);
    }
    if (vector instanceof DateDayVector days) {
      return days.get(row);
    }
    return ((TimeStampVector) vector).get(row);
  }

  public VectorSchemaRoot batch() {
    VectorSchemaRoot loaded = batch;
    if (loaded != null) {
      return loaded;
    }
    synchronized (this) {
      if (batch == null) {
        if (loader == null) {
          throw new IllegalStateException("chunk was released");
        }
        VectorSchemaRoot read = loader.get();
        if (read.getRowCount() != rowCount) {
          read.close();
          throw new io.quiver.engine.error.EngineException("XX001",
              "Data corrupted: a chunk file holds " + read.getRowCount() + " rows where " + rowCount + " were written");
        }
        batch = read;
        loader = null;
      }
      return batch;
    }
  }

  public int rowCount() {
    return rowCount;
  }
}
