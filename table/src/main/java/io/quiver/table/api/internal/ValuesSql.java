package io.quiver.table.api.internal;

import io.quiver.engine.types.SqlType;
import io.quiver.engine.types.TypeId;
import io.quiver.table.api.ApiExpression;
import io.quiver.table.api.ValidationException;
import io.quiver.table.expressions.SqlRenderContext;
import io.quiver.table.types.DataType;
import io.quiver.types.Row;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.util.ArrayList;
import java.util.List;

/**
 * The SQL of {@code fromValues}: a VALUES query whose column types are generalized as Flink does
 * (INT and BIGINT to BIGINT, CHAR(3) and CHAR(5) to VARCHAR(5), NOT NULL unless a value is NULL),
 * or cast to an explicitly given row type, with columns named {@code f0, f1, ...} or by the type.
 */
final class ValuesSql {
  private ValuesSql() {}

  static String of(DataType rowType, List<?> values, SqlRenderContext context) {
    List<List<Object>> rows = new ArrayList<>();
    for (Object value : values) {
      rows.add(fields(value));
    }
    if (rows.isEmpty()) {
      throw new ValidationException("Values must not be empty.");
    }
    int width = rows.get(0).size();
    for (List<Object> row : rows) {
      if (row.size() != width) {
        throw new ValidationException("All rows in a values clause must have the same number of fields: "
            + width + " and " + row.size() + ".");
      }
    }
    List<String> names = new ArrayList<>();
    List<String> types = new ArrayList<>();
    // Declared nullable types stay nullable even where every value is set, as in Flink.
    List<Boolean> declaredNullable = new ArrayList<>();
    for (int c = 0; c < width; c++) {
      if (rowType != null) {
        DataType field = rowType.isRow() ? rowType.getFieldTypes().get(c) : rowType;
        names.add(rowType.isRow() ? rowType.getFieldNames().get(c) : "f" + c);
        types.add(typeSql(field.sqlType()));
        declaredNullable.add(field.sqlType().nullable());
      } else {
        names.add("f" + c);
        types.add(commonType(rows, c));
        declaredNullable.add(false);
      }
    }
    if (rowType != null && rowType.isRow() && rowType.getFieldNames().size() != width) {
      throw new ValidationException("The row type has " + rowType.getFieldNames().size() + " fields but the values have "
          + width + ".");
    }
    StringBuilder sql = new StringBuilder("SELECT * FROM (VALUES ");
    for (int r = 0; r < rows.size(); r++) {
      sql.append(r > 0 ? ", " : "").append('(');
      for (int c = 0; c < width; c++) {
        String value = ApiExpression.of((Object) rows.get(r).get(c)).toSql(context);
        sql.append(c > 0 ? ", " : "");
        String cast = types.get(c) == null ? value : "CAST(" + value + " AS " + types.get(c) + ")";
        sql.append(declaredNullable.get(c) && types.get(c) != null
            ? "CASE WHEN FALSE THEN CAST(NULL AS " + types.get(c) + ") ELSE " + cast + " END" : cast);
      }
      sql.append(')');
    }
    sql.append(") AS `t`(").append(String.join(", ", names.stream().map(ApiExpression::quote).toList())).append(')');
    return sql.toString();
  }

  /** The fields of one row: a {@code row(...)} expression, a {@link Row}, or a single value. */
  private static List<Object> fields(Object value) {
    if (value instanceof Row row) {
      List<Object> fields = new ArrayList<>();
      for (int i = 0; i < row.getArity(); i++) {
        fields.add(row.getField(i));
      }
      return fields;
    }
    if (value instanceof ApiExpression e && e.asSummaryString().startsWith("ROW(")) {
      return new ArrayList<>(e.getChildren());
    }
    List<Object> single = new ArrayList<>();
    single.add(value);
    return single;
  }

  /** The SQL type every value of column {@code c} converts to, or null to let SQL decide. */
  private static String commonType(List<List<Object>> rows, int c) {
    SqlType common = null;
    List<SqlType> seen = new ArrayList<>();
    for (List<Object> row : rows) {
      Object value = row.get(c);
      if (value instanceof ApiExpression e) {
        if (!e.isLiteral()) {
          return null;
        }
        value = e.literalValue();
      }
      SqlType type = literalType(value);
      seen.add(type);
      common = common == null ? type : generalize(common, type);
      if (common == null) {
        throw new ValidationException("Types in fromValues(...) must have a common super type. Could not find a"
            + " common type for all rows at column " + c + ". Actual types: " + seen + ".");
      }
    }
    return common.id() == TypeId.NULL ? null : typeSql(common) + (common.nullable() ? "" : "");
  }

  static SqlType literalType(Object value) {
    if (value == null) {
      return SqlType.of(TypeId.NULL);
    }
    SqlType type;
    if (value instanceof Integer) {
      type = SqlType.of(TypeId.INTEGER);
    } else if (value instanceof Long) {
      type = SqlType.of(TypeId.BIGINT);
    } else if (value instanceof Short) {
      type = SqlType.of(TypeId.SMALLINT);
    } else if (value instanceof Byte) {
      type = SqlType.of(TypeId.TINYINT);
    } else if (value instanceof Double) {
      type = SqlType.of(TypeId.DOUBLE);
    } else if (value instanceof Float) {
      type = SqlType.of(TypeId.REAL);
    } else if (value instanceof Boolean) {
      type = SqlType.of(TypeId.BOOLEAN);
    } else if (value instanceof String s) {
      type = new SqlType(TypeId.CHAR, Math.max(1, s.length()), 0, true);
    } else if (value instanceof BigDecimal d) {
      type = SqlType.decimal(Math.max(d.precision(), d.scale()), Math.max(0, d.scale()));
    } else if (value instanceof LocalDate) {
      type = SqlType.of(TypeId.DATE);
    } else if (value instanceof LocalDateTime t) {
      type = SqlType.timestamp(fractionalDigits(t.getNano()));
    } else if (value instanceof LocalTime t) {
      type = new SqlType(TypeId.TIME, fractionalDigits(t.getNano()), 0, true);
    } else {
      throw new ValidationException("Unsupported value of class " + value.getClass().getName() + " in fromValues.");
    }
    return type.withNullable(false);
  }

  /**
   * The digits a value's fraction of a second needs, as Flink types a time literal: TIME(0) and
   * TIMESTAMP(0) for whole seconds, TIMESTAMP(3) for milliseconds, ...
   */
  private static int fractionalDigits(int nanos) {
    if (nanos == 0) {
      return 0;
    }
    int digits = 9;
    while (nanos % 10 == 0) {
      nanos /= 10;
      digits--;
    }
    return digits;
  }

  /** The common super type of two column types, or null when there is none. */
  static SqlType generalize(SqlType a, SqlType b) {
    boolean nullable = a.nullable() || b.nullable();
    if (a.id() == TypeId.NULL) {
      return b.withNullable(true);
    }
    if (b.id() == TypeId.NULL) {
      return a.withNullable(true);
    }
    if (a.id().isCharacter() && b.id().isCharacter()) {
      if (a.equals(b)) {
        return a;
      }
      // Different lengths become VARCHAR so that no padding is applied.
      return SqlType.varchar(Math.max(a.precision(), b.precision())).withNullable(nullable);
    }
    if (a.id().isNumeric() && b.id().isNumeric()) {
      if (a.id() == TypeId.DOUBLE || b.id() == TypeId.DOUBLE || a.id() == TypeId.REAL || b.id() == TypeId.REAL) {
        return SqlType.of(TypeId.DOUBLE).withNullable(nullable);
      }
      if (a.id() == TypeId.DECIMAL || b.id() == TypeId.DECIMAL) {
        int scale = Math.max(scale(a), scale(b));
        int integer = Math.max(digits(a) - scale(a), digits(b) - scale(b));
        return SqlType.decimal(Math.min(38, integer + scale), scale).withNullable(nullable);
      }
      return (rank(a.id()) >= rank(b.id()) ? a : b).withNullable(nullable);
    }
    if (a.id() == b.id() && (a.id() == TypeId.TIME || a.id() == TypeId.TIMESTAMP)) {
      return new SqlType(a.id(), Math.max(a.precision(), b.precision()), 0, nullable);
    }
    return a.id() == b.id() ? a.withNullable(nullable) : null;
  }

  private static int rank(TypeId id) {
    return switch (id) {
      case TINYINT -> 0;
      case SMALLINT -> 1;
      case INTEGER -> 2;
      default -> 3;
    };
  }

  private static int scale(SqlType t) {
    return t.id() == TypeId.DECIMAL ? t.scale() : 0;
  }

  private static int digits(SqlType t) {
    return switch (t.id()) {
      case DECIMAL -> t.precision();
      case TINYINT -> 3;
      case SMALLINT -> 5;
      case INTEGER -> 10;
      default -> 19;
    };
  }

  /** A composite type as the grammar reads it: {@code ARRAY<INT NOT NULL>}, {@code ROW<`x` INT>}, ... */
  private static String compositeTypeSql(SqlType type, boolean keepNullability) {
    String suffix = keepNullability && !type.nullable() ? " NOT NULL" : "";
    return switch (type.id()) {
      case ARRAY, MULTISET -> type.id() + "<" + compositeTypeSql(type.elementType(), true) + ">" + suffix;
      case MAP -> "MAP<" + compositeTypeSql(type.keyType(), true) + ", " + compositeTypeSql(type.valueType(), true) + ">"
          + suffix;
      case ROW -> type.fields().stream()
          .map(f -> ApiExpression.quote(f.name()) + " " + compositeTypeSql(f.type(), true))
          .collect(java.util.stream.Collectors.joining(", ", "ROW<", ">")) + suffix;
      default -> type.withNullable(true).toString() + suffix;
    };
  }

  private static String typeSql(SqlType type) {
    SqlType nullable = type.withNullable(true);
    if (nullable.id().isComposite()) {
      return compositeTypeSql(type, false);
    }
    return nullable.id() == TypeId.VARCHAR && nullable.precision() == SqlType.MAX_VARCHAR_LENGTH
        ? "VARCHAR(" + SqlType.MAX_VARCHAR_LENGTH + ")" : nullable.toString();
  }
}
