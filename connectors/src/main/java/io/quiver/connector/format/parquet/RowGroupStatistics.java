package io.quiver.connector.format.parquet;

import io.quiver.engine.source.ColumnPredicate;
import io.quiver.engine.types.Column;
import io.quiver.engine.types.SqlType;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.apache.parquet.column.statistics.Statistics;
import org.apache.parquet.hadoop.metadata.BlockMetaData;
import org.apache.parquet.hadoop.metadata.ColumnChunkMetaData;
import org.apache.parquet.io.api.Binary;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.PrimitiveType;

/**
 * Decides from a row group's column statistics (min, max, null count) whether it may hold a row
 * passing the scan's filter. Statistics are turned into the engine's physical values of the
 * column's SQL type; when that is not exact (another decimal scale, a string outside ASCII, a
 * type the mapping converts) the row group is read, to be safe.
 */
final class RowGroupStatistics {
  private RowGroupStatistics() {}

  static boolean mayMatch(BlockMetaData block, MessageType schema, String[] fileNames, List<Column> columns,
      List<ColumnPredicate> predicates) {
    for (ColumnPredicate predicate : predicates) {
      int c = predicate.column();
      ColumnChunkMetaData chunk = chunk(block, fileNames[c]);
      if (chunk == null) {
        continue;
      }
      Statistics<?> stats = chunk.getStatistics();
      if (stats == null || stats.isEmpty()) {
        continue;
      }
      long nulls = stats.isNumNullsSet() ? stats.getNumNulls() : -1;
      boolean allNulls = nulls == block.getRowCount();
      boolean hasNulls = nulls != 0;
      Comparable<?> min = null;
      Comparable<?> max = null;
      if (stats.hasNonNullValue()) {
        PrimitiveType type = schema.getType(fileNames[c]).asPrimitiveType();
        min = value(stats.genericGetMin(), type, columns.get(c).type());
        max = value(stats.genericGetMax(), type, columns.get(c).type());
        if (min == null || max == null) {
          min = null;
          max = null;
          if (predicate.op() != ColumnPredicate.Op.IS_NULL && predicate.op() != ColumnPredicate.Op.IS_NOT_NULL) {
            continue;
          }
        }
      } else if (!allNulls) {
        continue;
      }
      if (predicate.value() instanceof String s && !(isAscii(s) && ascii(min) && ascii(max))) {
        continue;
      }
      if (!predicate.mayMatch(min, max, hasNulls, allNulls)) {
        return false;
      }
    }
    return true;
  }

  private static boolean isAscii(String s) {
    return s.chars().allMatch(ch -> ch < 128);
  }

  private static boolean ascii(Object o) {
    return o == null || (o instanceof String s && isAscii(s));
  }

  private static ColumnChunkMetaData chunk(BlockMetaData block, String name) {
    for (ColumnChunkMetaData chunk : block.getColumns()) {
      if (chunk.getPath().size() == 1 && chunk.getPath().toArray()[0].equals(name)) {
        return chunk;
      }
    }
    return null;
  }

  /** A statistic in the engine's physical form for {@code target}, or null when not exact. */
  private static Comparable<?> value(Object stat, PrimitiveType file, SqlType target) {
    ValueMapping m = ValueMapping.of(file, target);
    if (m == null) {
      return null;
    }
    return switch (m.kind) {
      case INT_TO_INT -> stat instanceof Integer i ? i : null;
      case INT_TO_LONG -> stat instanceof Integer i ? Long.valueOf(i) : null;
      case LONG_TO_LONG -> stat instanceof Long l ? l : null;
      case DOUBLE_TO_DOUBLE -> stat instanceof Double d && !d.isNaN() ? d : null;
      case FLOAT_TO_DOUBLE -> stat instanceof Float f && !f.isNaN() ? Double.valueOf(f) : null;
      case UNSCALED_INT_TO_DECIMAL, UNSCALED_LONG_TO_DECIMAL -> {
        if (m.fileScale != target.scale() || !(stat instanceof Number n)) {
          yield null;
        }
        yield target.precision() <= 18 ? (Comparable<?>) Long.valueOf(n.longValue())
            : BigDecimal.valueOf(n.longValue(), m.fileScale);
      }
      case BINARY_TO_DECIMAL -> {
        if (m.fileScale != target.scale() || !(stat instanceof Binary b) || target.precision() <= 18) {
          yield null;
        }
        yield new BigDecimal(new BigInteger(b.getBytes()), m.fileScale);
      }
      case BINARY_TO_BYTES -> target.id().isCharacter() && stat instanceof Binary b
          ? new String(b.getBytes(), StandardCharsets.UTF_8) : null;
      case TIMESTAMP_TO_MICROS -> stat instanceof Long l && m.microsPerUnit > 0 ? Long.valueOf(l * m.microsPerUnit)
          : null;
      default -> null;
    };
  }
}
