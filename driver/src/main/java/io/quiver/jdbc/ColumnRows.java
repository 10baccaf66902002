package io.quiver.jdbc;

import io.quiver.engine.types.SqlType;
import io.quiver.engine.types.TypeId;
import io.quiver.table.catalog.Column;
import java.sql.DatabaseMetaData;
import java.util.ArrayList;
import java.util.List;
import org.apache.calcite.avatica.ColumnMetaData;

/** The 24 columns of {@code DatabaseMetaData.getColumns} and one row of them per table column. */
final class ColumnRows {
  private static final Object[][] SPEC = {
      {"TABLE_CAT", String.class}, {"TABLE_SCHEM", String.class}, {"TABLE_NAME", String.class},
      {"COLUMN_NAME", String.class}, {"DATA_TYPE", int.class}, {"TYPE_NAME", String.class},
      {"COLUMN_SIZE", Integer.class}, {"BUFFER_LENGTH", Integer.class}, {"DECIMAL_DIGITS", Integer.class},
      {"NUM_PREC_RADIX", Integer.class}, {"NULLABLE", int.class}, {"REMARKS", String.class},
      {"COLUMN_DEF", String.class}, {"SQL_DATA_TYPE", Integer.class}, {"SQL_DATETIME_SUB", Integer.class},
      {"CHAR_OCTET_LENGTH", Integer.class}, {"ORDINAL_POSITION", int.class}, {"IS_NULLABLE", String.class},
      {"SCOPE_CATALOG", String.class}, {"SCOPE_SCHEMA", String.class}, {"SCOPE_TABLE", String.class},
      {"SOURCE_DATA_TYPE", Short.class}, {"IS_AUTOINCREMENT", String.class}, {"IS_GENERATEDCOLUMN", String.class}};

  static final List<ColumnMetaData> COLUMNS = columns();

  private ColumnRows() {}

  private static List<ColumnMetaData> columns() {
    List<ColumnMetaData> columns = new ArrayList<>();
    for (int i = 0; i < SPEC.length; i++) {
      Class<?> type = (Class<?>) SPEC[i][1];
      boolean nullable = !type.isPrimitive() && i != 2 && i != 3 && i != 5 && i != 17 && i != 22 && i != 23;
      columns.add(DatabaseMetadata.column((String) SPEC[i][0], i, type, nullable));
    }
    return List.copyOf(columns);
  }

  static Object[] row(String catalog, String database, String table, Column column, int ordinal, String defaultValue) {
    return row(catalog, database, table, column, ordinal, defaultValue, false);
  }

  /** @param autoIncrement whether the column is an identity column, numbered when an INSERT leaves it out */
  static Object[] row(String catalog, String database, String table, Column column, int ordinal, String defaultValue,
      boolean autoIncrement) {
    SqlType type = column.getDataType().sqlType();
    TypeId id = type.id();
    return new Object[] {catalog, database, table, column.getName(), JdbcTypes.jdbcType(type), JdbcTypes.typeName(type),
        JdbcTypes.precision(type), null, decimalDigits(type), id.isNumeric() ? 10 : null,
        type.nullable() ? DatabaseMetaData.columnNullable : DatabaseMetaData.columnNoNulls,
        column.getComment().orElse(null), defaultValue, null, null, octetLength(type), ordinal,
        type.nullable() ? "YES" : "NO", null, null, null, null, autoIncrement ? "YES" : "NO", "NO"};
  }

  /** Scale of exact numbers, fractional digits of timestamps; not applicable (null) elsewhere. */
  private static Integer decimalDigits(SqlType type) {
    return switch (type.id()) {
      case TINYINT, SMALLINT, INTEGER, BIGINT, DATE -> 0;
      case DECIMAL, TIMESTAMP -> JdbcTypes.scale(type);
      case TIME, TIMESTAMP_LTZ -> Math.max(0, type.precision());
      default -> null;
    };
  }

  /** The most bytes a value of a character column takes in UTF-8. */
  private static Integer octetLength(SqlType type) {
    if (!type.id().isCharacter()) {
      return null;
    }
    return type.precision() >= Integer.MAX_VALUE / 4 ? Integer.MAX_VALUE : type.precision() * 4;
  }
}
