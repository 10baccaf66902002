package io.quiver.engine.plan;

import io.quiver.engine.index.HashIndex;
import io.quiver.engine.store.ColumnarTable;
import io.quiver.engine.store.TableVersion;
import io.quiver.engine.types.Column;
import io.quiver.engine.types.SqlType;
import io.quiver.engine.types.TypeId;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Reads the rows of one version of a managed table whose index key is one of {@code keys}, or lies
 * in {@code range}, through the index instead of a scan: what the planner picks for {@code col = ?},
 * {@code col = literal}, {@code col IN (...)} and ranges ({@code col > ?}, {@code BETWEEN}) on
 * indexed columns. The filter above it still applies the whole condition. With {@code positions},
 * each row also carries its chunk's position in the version and its row in the chunk (two INTEGER
 * columns after the table's), as UPDATE and DELETE need.
 *
 * @param keys key values in their physical form, one list per key, each in the index's column order
 *     (none for a range lookup)
 * @param range for a range lookup over an {@linkplain HashIndex#ordered() ordered} index, the
 *     bounds; else null
 */
public record IndexLookup(String tableName, ColumnarTable table, TableVersion version, HashIndex index,
    List<List<Object>> keys, Range range, boolean positions) implements PhysicalNode {
  public static final SqlType POSITION = SqlType.of(TypeId.INTEGER).withNullable(false);

  /**
   * The keys between {@code low} and {@code high}, values in their physical form of the index's key
   * type; a null bound leaves that side open (NULL keys are never in a range).
   */
  public record Range(Object low, boolean lowInclusive, Object high, boolean highInclusive) {
    /** The range in interval notation, its bounds as SQL shows values of {@code type}: {@code [DATE '2024-01-01', +inf)}. */
    public String describe(SqlType type) {
      return (low == null ? "(-inf" : (lowInclusive ? "[" : "(") + bound(low, type)) + ", "
          + (high == null ? "+inf)" : bound(high, type) + (highInclusive ? "]" : ")"));
    }

    private static String bound(Object value, SqlType type) {
      return switch (type.id()) {
        case DATE -> "DATE '" + java.time.LocalDate.ofEpochDay(((Number) value).longValue()) + "'";
        case TIMESTAMP -> "TIMESTAMP '" + io.quiver.engine.types.TemporalText.formatTimestamp(((Number) value).longValue(),
            type.precision()) + "'";
        case DECIMAL -> (value instanceof java.math.BigDecimal decimal ? decimal
            : java.math.BigDecimal.valueOf(((Number) value).longValue(), type.scale())).toPlainString();
        case CHAR, VARCHAR -> "'" + value + "'";
        default -> String.valueOf(value);
      };
    }
  }

  public IndexLookup {
    Objects.requireNonNull(tableName, "tableName is null");
    Objects.requireNonNull(table, "table is null");
    Objects.requireNonNull(version, "version is null");
    Objects.requireNonNull(index, "index is null");
    keys = keys.stream().map(k -> java.util.Collections.unmodifiableList(new ArrayList<>(k))).toList();
    if (range != null && (!keys.isEmpty() || !index.ordered())) {
      throw new IllegalArgumentException("a range lookup takes an ordered index and no keys");
    }
  }

  /** A lookup of keys. */
  public IndexLookup(String tableName, ColumnarTable table, TableVersion version, HashIndex index,
      List<List<Object>> keys, boolean positions) {
    this(tableName, table, version, index, keys, null, positions);
  }

  /** The same lookup, with or without the position columns. */
  public IndexLookup withPositions(boolean withPositions) {
    return new IndexLookup(tableName, table, version, index, keys, range, withPositions);
  }

  @Override
  public List<Column> columns() {
    if (!positions) {
      return table.columns();
    }
    List<Column> columns = new ArrayList<>(table.columns());
    columns.add(new Column("$chunk", POSITION));
    columns.add(new Column("$row", POSITION));
    return columns;
  }

  @Override
  public List<PhysicalNode> inputs() {
    return List.of();
  }

  @Override
  public String describe() {
    return "IndexLookup(table=[" + tableName + "], index=[" + index.name() + "], columns=["
        + String.join(", ", index.columnNames()) + "], "
        + (range == null ? "keys=" + keys.size() : "range=" + range.describe(index.keyTypes().get(0))) + ")";
  }
}
