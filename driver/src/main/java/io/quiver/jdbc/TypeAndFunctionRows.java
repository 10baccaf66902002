package io.quiver.jdbc;

import io.quiver.engine.types.SqlType;
import io.quiver.engine.types.TypeId;
import java.sql.DatabaseMetaData;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Pattern;
import org.apache.calcite.avatica.ColumnMetaData;
import org.apache.calcite.avatica.Meta;

/** {@code getTypeInfo}: every type Quiver stores; {@code getFunctions}: the built-in functions it runs. */
final class TypeAndFunctionRows {
  /** Built-in scalar functions (FUNCTION_TYPE functionNoTable) the engine evaluates. */
  static final List<String> SCALAR_FUNCTIONS = List.of("ABS", "CHARACTER_LENGTH", "CHAR_LENGTH", "COALESCE",
      "CONCAT", "EXTRACT", "LOWER", "MOD", "SUBSTRING", "TRIM", "UPPER");
  static final List<String> AGGREGATE_FUNCTIONS = List.of("AVG", "COUNT", "MAX", "MIN", "SUM");

  private TypeAndFunctionRows() {}

  static Meta.MetaResultSet typeInfo(QuiverMeta meta) {
    List<Object[]> rows = new ArrayList<>();
    for (TypeId id : TypeId.values()) {
      if (id != TypeId.NULL) {
        rows.add(typeRow(id));
      }
    }
    rows.sort(Comparator.comparing((Object[] r) -> (Integer) r[1]));
    Object[][] spec = {{"TYPE_NAME", String.class}, {"DATA_TYPE", int.class}, {"PRECISION", int.class},
        {"LITERAL_PREFIX", String.class}, {"LITERAL_SUFFIX", String.class}, {"CREATE_PARAMS", String.class},
        {"NULLABLE", short.class}, {"CASE_SENSITIVE", boolean.class}, {"SEARCHABLE", short.class},
        {"UNSIGNED_ATTRIBUTE", boolean.class}, {"FIXED_PREC_SCALE", boolean.class}, {"AUTO_INCREMENT", boolean.class},
        {"LOCAL_TYPE_NAME", String.class}, {"MINIMUM_SCALE", short.class}, {"MAXIMUM_SCALE", short.class},
        {"SQL_DATA_TYPE", Integer.class}, {"SQL_DATETIME_SUB", Integer.class}, {"NUM_PREC_RADIX", Integer.class}};
    return meta.rows(columns(spec), rows);
  }

  private static Object[] typeRow(TypeId id) {
    SqlType widest = switch (id) {
      case DECIMAL -> SqlType.decimal(SqlType.MAX_DECIMAL_PRECISION, 0);
      case CHAR, VARCHAR -> new SqlType(id, SqlType.MAX_VARCHAR_LENGTH, 0, true);
      case TIMESTAMP -> SqlType.timestamp(6);
      case TIMESTAMP_LTZ, TIME -> new SqlType(id, 6, 0, true);
      case BINARY, VARBINARY -> new SqlType(id, SqlType.MAX_VARCHAR_LENGTH, 0, true);
      // Composite types are listed by kind; their component types are the column's own.
      case ARRAY -> SqlType.array(SqlType.of(TypeId.INTEGER));
      case MULTISET -> SqlType.multiset(SqlType.of(TypeId.INTEGER));
      case MAP -> SqlType.map(SqlType.of(TypeId.INTEGER), SqlType.of(TypeId.INTEGER));
      case ROW -> SqlType.row(List.of());
      default -> SqlType.of(id);
    };
    String prefix = switch (id) {
      case CHAR, VARCHAR -> "'";
      case DATE -> "DATE '";
      case TIMESTAMP -> "TIMESTAMP '";
      case TIME -> "TIME '";
      case BINARY, VARBINARY -> "X'";
      default -> null;
    };
    String params = switch (id) {
      case DECIMAL -> "precision,scale";
      case CHAR, VARCHAR, BINARY, VARBINARY -> "length";
      case TIMESTAMP, TIMESTAMP_LTZ, TIME -> "precision";
      default -> null;
    };
    short maxScale = (short) (id == TypeId.DECIMAL ? SqlType.MAX_DECIMAL_PRECISION : id == TypeId.TIMESTAMP ? 6 : 0);
    String name = id.isComposite() ? id.name() : JdbcTypes.typeName(widest);
    return new Object[] {name, JdbcTypes.jdbcType(widest), JdbcTypes.precision(widest), prefix,
        prefix == null ? null : "'", params, (short) DatabaseMetaData.typeNullable, id.isCharacter(),
        (short) (id.isComposite() ? DatabaseMetaData.typePredBasic : DatabaseMetaData.typeSearchable), !id.isNumeric(), false, false, null, (short) 0, maxScale, null, null,
        id.isNumeric() ? 10 : null};
  }

  static Meta.MetaResultSet functions(QuiverMeta meta, String functionPattern) {
    Pattern names = DatabaseMetadata.like(functionPattern);
    List<Object[]> rows = new ArrayList<>();
    for (String name : SCALAR_FUNCTIONS) {
      if (names.matcher(name).matches()) {
        rows.add(new Object[] {null, null, name, "built-in scalar function",
            (short) DatabaseMetaData.functionNoTable, name});
      }
    }
    for (String name : AGGREGATE_FUNCTIONS) {
      if (names.matcher(name).matches()) {
        rows.add(new Object[] {null, null, name, "built-in aggregate function",
            (short) DatabaseMetaData.functionNoTable, name});
      }
    }
    rows.sort(Comparator.comparing((Object[] r) -> (String) r[2]));
    Object[][] spec = {{"FUNCTION_CAT", String.class}, {"FUNCTION_SCHEM", String.class},
        {"FUNCTION_NAME", String.class}, {"REMARKS", String.class}, {"FUNCTION_TYPE", short.class},
        {"SPECIFIC_NAME", String.class}};
    return meta.rows(columns(spec), rows);
  }

  private static List<ColumnMetaData> columns(Object[][] spec) {
    List<ColumnMetaData> columns = new ArrayList<>();
    for (int i = 0; i < spec.length; i++) {
      Class<?> type = (Class<?>) spec[i][1];
      columns.add(DatabaseMetadata.column((String) spec[i][0], i, type, !type.isPrimitive()));
    }
    return columns;
  }
}
