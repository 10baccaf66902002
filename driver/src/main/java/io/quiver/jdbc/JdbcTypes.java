package io.quiver.jdbc;

import io.quiver.engine.types.SqlType;
import java.sql.DatabaseMetaData;
import java.sql.Types;
import java.util.ArrayList;
import java.util.List;
import org.apache.calcite.avatica.ColumnMetaData;

/** How Quiver's SQL types appear through JDBC: type codes, names, sizes and Java classes. */
final class JdbcTypes {
  private JdbcTypes() {}

  static int jdbcType(SqlType type) {
    return switch (type.id()) {
      case BOOLEAN -> Types.BOOLEAN;
      case TINYINT -> Types.TINYINT;
      case SMALLINT -> Types.SMALLINT;
      case INTEGER -> Types.INTEGER;
      case BIGINT -> Types.BIGINT;
      case REAL -> Types.REAL;
      case DOUBLE -> Types.DOUBLE;
      case DECIMAL -> Types.DECIMAL;
      case CHAR -> Types.CHAR;
      case VARCHAR -> Types.VARCHAR;
      case DATE -> Types.DATE;
      case TIMESTAMP -> Types.TIMESTAMP;
      case TIME -> Types.TIME;
      case TIMESTAMP_LTZ -> Types.TIMESTAMP_WITH_TIMEZONE;
      case BINARY -> Types.BINARY;
      case VARBINARY -> Types.VARBINARY;
      case INTERVAL_YEAR_MONTH, INTERVAL_DAY_TIME -> Types.OTHER;
      case NULL -> Types.NULL;
      case ARRAY, MULTISET -> Types.ARRAY;
      case ROW -> Types.STRUCT;
      case MAP -> Types.JAVA_OBJECT;
    };
  }

  static String typeName(SqlType type) {
    return switch (type.id()) {
      case DOUBLE -> "DOUBLE";
      case NULL -> "NULL";
      case ARRAY, MULTISET -> typeName(type.elementType()) + " " + type.id().name();
      case MAP -> "MAP";
      case ROW -> "ROW";
      default -> type.id().name();
    };
  }

  /** The JDBC precision: digits for numbers, characters for strings and date-times. */
  static int precision(SqlType type) {
    return switch (type.id()) {
      case BOOLEAN -> 1;
      case TINYINT -> 3;
      case SMALLINT -> 5;
      case INTEGER -> 10;
      case BIGINT -> 19;
      case REAL -> 7;
      case DOUBLE -> 15;
      case DECIMAL, CHAR, VARCHAR -> type.precision();
      case DATE -> 10;
      case TIMESTAMP, TIMESTAMP_LTZ -> type.precision() == 0 ? 19 : 20 + type.precision();
      case TIME -> type.precision() == 0 ? 8 : 9 + type.precision();
      case BINARY, VARBINARY -> type.precision();
      case INTERVAL_YEAR_MONTH, INTERVAL_DAY_TIME -> 0;
      case NULL -> 0;
      case ARRAY, MULTISET, MAP, ROW -> 0;
    };
  }

  static int scale(SqlType type) {
    return switch (type.id()) {
      case DECIMAL -> type.scale();
      // The fractional digits of the second, as PostgreSQL and H2 give them.
      case TIMESTAMP, TIME -> Math.max(0, type.precision());
      default -> 0;
    };
  }

  static String className(SqlType type) {
    return switch (type.id()) {
      case BOOLEAN -> Boolean.class.getName();
      case TINYINT, SMALLINT, INTEGER -> Integer.class.getName();
      case BIGINT -> Long.class.getName();
      case REAL -> Float.class.getName();
      case DOUBLE -> Double.class.getName();
      case DECIMAL -> java.math.BigDecimal.class.getName();
      case CHAR, VARCHAR -> String.class.getName();
      case DATE -> java.sql.Date.class.getName();
      case TIMESTAMP, TIMESTAMP_LTZ -> java.sql.Timestamp.class.getName();
      case TIME -> java.sql.Time.class.getName();
      case BINARY, VARBINARY -> byte[].class.getName();
      case INTERVAL_YEAR_MONTH, INTERVAL_DAY_TIME -> String.class.getName();
      case NULL -> Object.class.getName();
      case ARRAY, MULTISET -> java.sql.Array.class.getName();
      case MAP -> java.util.Map.class.getName();
      case ROW -> java.sql.Struct.class.getName();
    };
  }

  static ColumnMetaData.Rep rep(SqlType type) {
    return switch (type.id()) {
      case BOOLEAN -> ColumnMetaData.Rep.BOOLEAN;
      case TINYINT -> ColumnMetaData.Rep.BYTE;
      case SMALLINT -> ColumnMetaData.Rep.SHORT;
      case INTEGER -> ColumnMetaData.Rep.INTEGER;
      case BIGINT -> ColumnMetaData.Rep.LONG;
      case REAL -> ColumnMetaData.Rep.FLOAT;
      case DOUBLE -> ColumnMetaData.Rep.DOUBLE;
      case DECIMAL -> ColumnMetaData.Rep.NUMBER;
      case CHAR, VARCHAR -> ColumnMetaData.Rep.STRING;
      case DATE -> ColumnMetaData.Rep.JAVA_SQL_DATE;
      case TIMESTAMP, TIMESTAMP_LTZ -> ColumnMetaData.Rep.JAVA_SQL_TIMESTAMP;
      case TIME -> ColumnMetaData.Rep.JAVA_SQL_TIME;
      case BINARY, VARBINARY -> ColumnMetaData.Rep.BYTE_STRING;
      case INTERVAL_YEAR_MONTH, INTERVAL_DAY_TIME -> ColumnMetaData.Rep.OBJECT;
      case NULL -> ColumnMetaData.Rep.OBJECT;
      case ARRAY, MULTISET -> ColumnMetaData.Rep.ARRAY;
      case MAP, ROW -> ColumnMetaData.Rep.OBJECT;
    };
  }

  static List<ColumnMetaData> columns(List<io.quiver.engine.types.Column> columns) {
    List<ColumnMetaData> result = new ArrayList<>(columns.size());
    for (int i = 0; i < columns.size(); i++) {
      io.quiver.engine.types.Column column = columns.get(i);
      result.add(column(i, column.name(), column.type()));
    }
    return result;
  }

  /** Avatica's type: an array type names its component, a ROW its fields (as a struct type). */
  static ColumnMetaData.AvaticaType avaticaType(SqlType type) {
    return switch (type.id()) {
      case ARRAY, MULTISET -> ColumnMetaData.array(avaticaType(type.elementType()), typeName(type), ColumnMetaData.Rep.ARRAY);
      case ROW -> {
        List<ColumnMetaData> fields = new ArrayList<>();
        for (int i = 0; i < type.fields().size(); i++) {
          fields.add(column(i, type.fields().get(i).name(), type.fields().get(i).type()));
        }
        yield ColumnMetaData.struct(fields);
      }
      default -> ColumnMetaData.scalar(jdbcType(type), typeName(type), rep(type));
    };
  }

  static ColumnMetaData column(int ordinal, String name, SqlType type) {
    ColumnMetaData.AvaticaType avaticaType = avaticaType(type);
    int precision = precision(type);
    boolean signed = type.id().isNumeric();
    return new ColumnMetaData(ordinal, false, type.id().isCharacter(), true, false,
        type.nullable() ? DatabaseMetaData.columnNullable : DatabaseMetaData.columnNoNulls, signed,
        // JDBC: "" where a result column's table, schema or catalog is not known, never null.
        signed ? precision + 2 : precision, name, name, "", precision, scale(type), "", "",
        avaticaType, true, false, false, className(type));
  }
}
