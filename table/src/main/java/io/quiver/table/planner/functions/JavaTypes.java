package io.quiver.table.planner.functions;

import io.quiver.engine.types.SqlType;
import io.quiver.engine.types.TypeId;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.Map;

/**
 * The Java classes user-defined functions take and return, and the SQL types they stand for, as
 * in Flink's default extraction: {@code String} is STRING, {@code int/Integer} INT,
 * {@code BigDecimal} DECIMAL(38, 18), {@code byte[]} BYTES, {@code LocalDateTime} TIMESTAMP, {@code Integer[]}
 * {@code ARRAY<INT>}; {@code Map} and {@code Row} take MAP, MULTISET and ROW arguments (a
 * result of those classes needs a {@code @DataTypeHint}).
 */
final class JavaTypes {
  private static final Map<Class<?>, TypeId> IDS = Map.ofEntries(
      Map.entry(boolean.class, TypeId.BOOLEAN), Map.entry(Boolean.class, TypeId.BOOLEAN),
      Map.entry(byte.class, TypeId.TINYINT), Map.entry(Byte.class, TypeId.TINYINT),
      Map.entry(short.class, TypeId.SMALLINT), Map.entry(Short.class, TypeId.SMALLINT),
      Map.entry(int.class, TypeId.INTEGER), Map.entry(Integer.class, TypeId.INTEGER),
      Map.entry(long.class, TypeId.BIGINT), Map.entry(Long.class, TypeId.BIGINT),
      Map.entry(float.class, TypeId.REAL), Map.entry(Float.class, TypeId.REAL),
      Map.entry(double.class, TypeId.DOUBLE), Map.entry(Double.class, TypeId.DOUBLE),
      Map.entry(BigDecimal.class, TypeId.DECIMAL),
      Map.entry(String.class, TypeId.VARCHAR),
      Map.entry(byte[].class, TypeId.VARBINARY),
      Map.entry(LocalDate.class, TypeId.DATE),
      Map.entry(LocalDateTime.class, TypeId.TIMESTAMP));

  private JavaTypes() {}

  /** The SQL type of values of {@code type}, or null when a function cannot use it. */
  static SqlType sqlType(Class<?> type) {
    if (type.isArray() && type != byte[].class) {
      SqlType element = sqlType(type.getComponentType());
      return element == null ? null : SqlType.array(element);
    }
    TypeId id = IDS.get(type);
    if (id == null) {
      return null;
    }
    SqlType sql = switch (id) {
      case DECIMAL -> SqlType.decimal(38, 18);
      case VARCHAR -> SqlType.varchar(SqlType.MAX_VARCHAR_LENGTH);
      case VARBINARY -> new SqlType(TypeId.VARBINARY, SqlType.MAX_VARCHAR_LENGTH, 0, true, java.util.List.of());
      case TIMESTAMP -> SqlType.timestamp(6);
      default -> SqlType.of(id);
    };
    return sql.withNullable(!type.isPrimitive());
  }

  /** How well an argument of {@code argument} type fits {@code parameter}: 0 exactly, 1 by widening, -1 not. */
  static int fit(SqlType argument, Class<?> parameter) {
    if (argument.id().isComposite()) {
      return switch (argument.id()) {
        case ARRAY -> parameter.isArray() && parameter != byte[].class
            && fit(argument.elementType(), parameter.getComponentType()) >= 0 ? 0 : parameter == Object.class ? 1 : -1;
        case MAP, MULTISET -> parameter == java.util.Map.class ? 0 : parameter == Object.class ? 1 : -1;
        default -> parameter == io.quiver.types.Row.class ? 0 : parameter == Object.class ? 1 : -1;
      };
    }
    if (parameter == Object.class || argument.id() == TypeId.NULL) {
      return argument.id() == TypeId.NULL && parameter.isPrimitive() ? -1 : 1;
    }
    TypeId id = IDS.get(parameter);
    if (id == null) {
      return -1;
    }
    TypeId from = argument.id() == TypeId.CHAR ? TypeId.VARCHAR : argument.id() == TypeId.BINARY ? TypeId.VARBINARY : argument.id();
    if (id == from) {
      return 0;
    }
    return widens(from, id) ? 1 : -1;
  }

  private static boolean widens(TypeId from, TypeId to) {
    if (!from.isNumeric() || !to.isNumeric()) {
      return false;
    }
    int rankFrom = rank(from);
    int rankTo = rank(to);
    return rankFrom < rankTo;
  }

  private static int rank(TypeId id) {
    return switch (id) {
      case TINYINT -> 0;
      case SMALLINT -> 1;
      case INTEGER -> 2;
      case BIGINT -> 3;
      case DECIMAL -> 4;
      case REAL -> 5;
      case DOUBLE -> 6;
      default -> 99;
    };
  }
}
