package io.quiver.connector.file;

import io.quiver.connector.ConnectorException;
import io.quiver.connector.format.TextValues;
import io.quiver.engine.batch.Vectors;
import io.quiver.engine.source.ColumnPredicate;
import io.quiver.engine.types.ArrowTypes;
import io.quiver.engine.types.Column;
import io.quiver.engine.types.TypeId;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.List;
import org.apache.arrow.memory.BufferAllocator;
import org.apache.arrow.memory.RootAllocator;
import org.apache.arrow.vector.FieldVector;

/** The partition column values of one file, parsed from its directory names to their types. */
final class PartitionValues {
  /** One allocator for the one-row vectors that parse partition values; they are freed at once. */
  private static final BufferAllocator PARSING = new RootAllocator();

  private final List<Column> columns;
  /** Per table column: the value in the engine's physical form (null: NULL or a data column). */
  private final Object[] values;

  private PartitionValues(List<Column> columns, Object[] values) {
    this.columns = columns;
    this.values = values;
  }

  static PartitionValues of(List<Column> columns, int[] partitionIndex, List<String> texts, Path file) {
    Object[] values = new Object[columns.size()];
    for (int i = 0; i < columns.size(); i++) {
      if (partitionIndex[i] >= 0 && texts.get(partitionIndex[i]) != null) {
        values[i] = parse(columns.get(i), texts.get(partitionIndex[i]), file);
      }
    }
    return new PartitionValues(columns, values);
  }

  private static Object parse(Column column, String text, Path file) {
    try (FieldVector vector = ArrowTypes.newVector(column, PARSING)) {
      vector.allocateNew();
      TextValues.set(vector, column.type(), 0, text, false);
      vector.setValueCount(1);
      Object value = Vectors.get(vector, 0);
      if (value instanceof BigDecimal decimal && column.type().precision() <= 18) {
        return decimal.unscaledValue().longValueExact();
      }
      return value;
    } catch (TextValues.BadValue e) {
      throw new ConnectorException(ConnectorException.MALFORMED, "Partition directory of file '" + file
          + "': column '" + column.name() + "': " + e.getMessage());
    }
  }

  /** False when a predicate on a partition column rules the file out. */
  @SuppressWarnings({"rawtypes"})
  boolean mayMatch(List<ColumnPredicate> predicates) {
    for (ColumnPredicate p : predicates) {
      Object value = values[p.column()];
      Comparable c = value instanceof Comparable comparable ? comparable : null;
      if (value != null && c == null) {
        continue;
      }
      if (!p.mayMatch(c, c, value == null, value == null)) {
        return false;
      }
    }
    return true;
  }

  /** A vector of {@code rows} copies of column {@code index}'s value. */
  FieldVector vector(int index, int rows, BufferAllocator allocator) {
    Column column = columns.get(index);
    FieldVector vector = ArrowTypes.newVector(column, allocator);
    try {
      Object value = values[index];
      if (rows > 0) {
        vector.setInitialCapacity(rows);
        vector.allocateNew();
        Object physical = value instanceof Long unscaled && column.type().id() == TypeId.DECIMAL
            ? BigDecimal.valueOf(unscaled, column.type().scale()) : value;
        for (int r = 0; r < rows; r++) {
          Vectors.set(vector, r, physical);
        }
      }
      vector.setValueCount(rows);
      return vector;
    } catch (RuntimeException e) {
      vector.close();
      throw e;
    }
  }

}
