package io.quiver.table.planner;

import io.quiver.engine.store.Chunk;
import io.quiver.engine.store.TableVersion;
import java.util.Collections;
import java.util.Map;
import java.util.WeakHashMap;
import org.apache.arrow.vector.BaseIntVector;
import org.apache.arrow.vector.DateDayVector;
import org.apache.arrow.vector.FieldVector;

/**
 * The value range (max - min + 1) of each integer-like column of a table version, read once per
 * version and cached while the version lives. It bounds a column's number of distinct values:
 * the planner's only column statistic, enough to tell a key join (o_custkey = c_custkey: 150,000
 * values) from a many-to-many one (c_nationkey = s_nationkey: 25) when it orders joins.
 */
final class ColumnRanges {
  /** Cached per version: versions are immutable, and an unused one is collected with its entry. */
  private static final Map<TableVersion, long[]> RANGES = Collections.synchronizedMap(new WeakHashMap<>());
  static final long UNKNOWN = -1;

  private ColumnRanges() {}

  /** The range of column {@code column}, or {@link #UNKNOWN} for other types or an empty table. */
  static long of(TableVersion version, int column, int columnCount) {
    long[] ranges = RANGES.computeIfAbsent(version, v -> compute(v, columnCount));
    return column < ranges.length ? ranges[column] : UNKNOWN;
  }

  private static long[] compute(TableVersion version, int columnCount) {
    long[] ranges = new long[columnCount];
    for (int c = 0; c < columnCount; c++) {
      ranges[c] = range(version, c);
    }
    return ranges;
  }

  private static long range(TableVersion version, int column) {
    long min = Long.MAX_VALUE;
    long max = Long.MIN_VALUE;
    for (Chunk chunk : version.chunks()) {
      FieldVector vector = chunk.batch().getVector(column);
      int rows = chunk.rowCount();
      if (vector instanceof BaseIntVector ints) {
        for (int row = 0; row < rows; row++) {
          if (!vector.isNull(row)) {
            long value = ints.getValueAsLong(row);
            min = Math.min(min, value);
            max = Math.max(max, value);
          }
        }
      } else if (vector instanceof DateDayVector dates) {
        for (int row = 0; row < rows; row++) {
          if (!dates.isNull(row)) {
            int value = dates.get(row);
            min = Math.min(min, value);
            max = Math.max(max, value);
          }
        }
      } else {
        return UNKNOWN;
      }
    }
    return min > max ? UNKNOWN : max - min + 1;
  }
}
