package io.quiver.jdbc;

import io.quiver.engine.types.SqlType;
import io.quiver.table.api.TableEnvironment;
import io.quiver.table.catalog.Catalog;
import io.quiver.table.catalog.CatalogBaseTable;
import io.quiver.table.catalog.CatalogTable;
import io.quiver.table.catalog.CatalogView;
import io.quiver.table.catalog.ObjectPath;
import io.quiver.table.catalog.exceptions.DatabaseNotExistException;
import io.quiver.table.catalog.exceptions.TableNotExistException;
import java.sql.DatabaseMetaData;
import java.sql.Types;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.apache.calcite.avatica.ColumnMetaData;
import org.apache.calcite.avatica.Meta;
import org.apache.calcite.avatica.MetaImpl;

/**
 * Answers DatabaseMetaData calls from the catalogs: a JDBC catalog is a Quiver catalog and a JDBC
 * schema is a Quiver database.
 */
final class DatabaseMetadata {
  static final String PRODUCT_NAME = "Quiver";
  static final String VERSION = "0.1.0";

  private final TableEnvironment env;

  DatabaseMetadata(TableEnvironment env) {
    this.env = env;
  }

  static Map<Meta.DatabaseProperty, Object> properties() {
    Map<Meta.DatabaseProperty, Object> map = new EnumMap<>(Meta.DatabaseProperty.class);
    map.put(Meta.DatabaseProperty.GET_DATABASE_PRODUCT_NAME, PRODUCT_NAME);
    map.put(Meta.DatabaseProperty.GET_DATABASE_PRODUCT_VERSION, VERSION);
    map.put(Meta.DatabaseProperty.GET_DATABASE_MAJOR_VERSION, 0);
    map.put(Meta.DatabaseProperty.GET_DATABASE_MINOR_VERSION, 1);
    map.put(Meta.DatabaseProperty.GET_DRIVER_NAME, "Quiver JDBC Driver");
    map.put(Meta.DatabaseProperty.GET_DRIVER_VERSION, VERSION);
    map.put(Meta.DatabaseProperty.GET_DRIVER_MAJOR_VERSION, 0);
    map.put(Meta.DatabaseProperty.GET_DRIVER_MINOR_VERSION, 1);
    map.put(Meta.DatabaseProperty.GET_NUMERIC_FUNCTIONS, "ABS,MOD");
    map.put(Meta.DatabaseProperty.GET_STRING_FUNCTIONS, "CHAR_LENGTH,CHARACTER_LENGTH,LOWER,SUBSTRING,TRIM,UPPER");
    map.put(Meta.DatabaseProperty.GET_SYSTEM_FUNCTIONS, "");
    map.put(Meta.DatabaseProperty.GET_TIME_DATE_FUNCTIONS, "EXTRACT");
    map.put(Meta.DatabaseProperty.GET_S_Q_L_KEYWORDS,
        "CATALOGS,DATABASES,FUNCTIONS,MODULES,OVERWRITE,TABLES,USE,VIEWS");
    map.put(Meta.DatabaseProperty.GET_DEFAULT_TRANSACTION_ISOLATION, java.sql.Connection.TRANSACTION_READ_COMMITTED);
    return map;
  }

  Meta.MetaResultSet catalogs(QuiverMeta meta) {
    List<Object[]> rows = new ArrayList<>();
    for (String catalog : sortedCatalogs()) {
      rows.add(new Object[] {catalog});
    }
    return meta.rows(List.of(column("TABLE_CAT", 0, String.class, false)), rows);
  }

  Meta.MetaResultSet schemas(QuiverMeta meta, String catalogFilter, String schemaPattern) {
    List<Object[]> rows = new ArrayList<>();
    Pattern schemas = like(schemaPattern);
    for (String catalogName : sortedCatalogs()) {
      if (catalogFilter != null && !catalogFilter.equals(catalogName)) {
        continue;
      }
      for (String database : catalog(catalogName).listDatabases().stream().sorted().toList()) {
        if (schemas.matcher(database).matches()) {
          rows.add(new Object[] {database, catalogName});
        }
      }
    }
    return meta.rows(List.of(column("TABLE_SCHEM", 0, String.class, false), column("TABLE_CATALOG", 1, String.class, true)),
        rows);
  }

  Meta.MetaResultSet tableTypes(QuiverMeta meta) {
    return meta.rows(List.of(column("TABLE_TYPE", 0, String.class, false)),
        List.of(new Object[] {"TABLE"}, new Object[] {"VIEW"}));
  }

  Meta.MetaResultSet tables(QuiverMeta meta, String catalogFilter, String schemaPattern, String tablePattern,
      List<String> types) {
    List<Object[]> rows = new ArrayList<>();
    forEachTable(catalogFilter, schemaPattern, tablePattern, (catalog, database, name, table) -> {
      String type = table instanceof CatalogView ? "VIEW" : "TABLE";
      if (types == null || types.contains(type)) {
        rows.add(new Object[] {catalog, database, name, type, table.getComment(), null, null, null, null, null});
      }
    });
    String[] names = {"TABLE_CAT", "TABLE_SCHEM", "TABLE_NAME", "TABLE_TYPE", "REMARKS", "TYPE_CAT", "TYPE_SCHEM",
        "TYPE_NAME", "SELF_REFERENCING_COL_NAME", "REF_GENERATION"};
    List<ColumnMetaData> columns = new ArrayList<>();
    for (int i = 0; i < names.length; i++) {
      columns.add(column(names[i], i, String.class, i != 2 && i != 3));
    }
    return meta.rows(columns, rows);
  }

  Meta.MetaResultSet columns(QuiverMeta meta, String catalogFilter, String schemaPattern, String tablePattern,
      String columnPattern) {
    Pattern columnNames = like(columnPattern);
    List<Object[]> rows = new ArrayList<>();
    forEachTable(catalogFilter, schemaPattern, tablePattern, (catalog, database, name, table) -> {
      List<io.quiver.table.catalog.Column> columns = table.getResolvedSchema().getColumns();
      for (int i = 0; i < columns.size(); i++) {
        io.quiver.table.catalog.Column column = columns.get(i);
        if (!columnNames.matcher(column.getName()).matches()) {
          continue;
        }
        SqlType type = column.getDataType().getLogicalType();
        String defaultValue = table instanceof CatalogTable managed ? managed.getDefault(i) : null;
        rows.add(new Object[] {catalog, database, name, column.getName(), JdbcTypes.jdbcType(type),
            JdbcTypes.typeName(type), JdbcTypes.precision(type), null,
            type.id().isNumeric() || type.id() == io.quiver.engine.types.TypeId.TIMESTAMP ? JdbcTypes.scale(type) : null,
            type.id().isNumeric() ? 10 : null,
            type.nullable() ? DatabaseMetaData.columnNullable : DatabaseMetaData.columnNoNulls,
            column.getComment().orElse(null), defaultValue, null, null,
            type.id().isCharacter() ? (type.precision() >= Integer.MAX_VALUE / 4 ? Integer.MAX_VALUE : type.precision() * 4) : null,
            i + 1, type.nullable() ? "YES" : "NO", null, null, null, null, "NO", "NO"});
      }
    });
    Object[][] spec = {
        {"TABLE_CAT", String.class}, {"TABLE_SCHEM", String.class}, {"TABLE_NAME", String.class},
        {"COLUMN_NAME", String.class}, {"DATA_TYPE", Integer.class}, {"TYPE_NAME", String.class},
        {"COLUMN_SIZE", Integer.class}, {"BUFFER_LENGTH", Integer.class}, {"DECIMAL_DIGITS", Integer.class},
        {"NUM_PREC_RADIX", Integer.class}, {"NULLABLE", Integer.class}, {"REMARKS", String.class},
        {"COLUMN_DEF", String.class}, {"SQL_DATA_TYPE", Integer.class}, {"SQL_DATETIME_SUB", Integer.class},
        {"CHAR_OCTET_LENGTH", Integer.class}, {"ORDINAL_POSITION", Integer.class}, {"IS_NULLABLE", String.class},
        {"SCOPE_CATALOG", String.class}, {"SCOPE_SCHEMA", String.class}, {"SCOPE_TABLE", String.class},
        {"SOURCE_DATA_TYPE", Short.class}, {"IS_AUTOINCREMENT", String.class}, {"IS_GENERATEDCOLUMN", String.class}};
    List<ColumnMetaData> columns = new ArrayList<>();
    for (int i = 0; i < spec.length; i++) {
      columns.add(column((String) spec[i][0], i, (Class<?>) spec[i][1], true));
    }
    return meta.rows(columns, rows);
  }

  private interface TableVisitor {
    void visit(String catalog, String database, String name, CatalogBaseTable table);
  }

  private void forEachTable(String catalogFilter, String schemaPattern, String tablePattern, TableVisitor visitor) {
    Pattern schemas = like(schemaPattern);
    Pattern tables = like(tablePattern);
    for (String catalogName : sortedCatalogs()) {
      if (catalogFilter != null && !catalogFilter.equals(catalogName)) {
        continue;
      }
      Catalog catalog = catalog(catalogName);
      for (String database : catalog.listDatabases().stream().sorted().toList()) {
        if (!schemas.matcher(database).matches()) {
          continue;
        }
        try {
          for (String name : catalog.listTables(database).stream().sorted().toList()) {
            if (tables.matcher(name).matches()) {
              visitor.visit(catalogName, database, name, catalog.getTable(new ObjectPath(database, name)));
            }
          }
        } catch (DatabaseNotExistException | TableNotExistException e) {
          // Dropped concurrently: it is simply not listed.
        }
      }
    }
  }

  private List<String> sortedCatalogs() {
    return List.of(env.listCatalogs());
  }

  private Catalog catalog(String name) {
    return env.getCatalog(name).orElseThrow();
  }

  /** A JDBC search pattern ({@code %}, {@code _}, escaped with {@code \}) as a regular expression; null matches all. */
  static Pattern like(String pattern) {
    if (pattern == null) {
      return Pattern.compile(".*", Pattern.DOTALL);
    }
    StringBuilder regex = new StringBuilder();
    for (int i = 0; i < pattern.length(); i++) {
      char c = pattern.charAt(i);
      if (c == '\\' && i + 1 < pattern.length()) {
        regex.append(Pattern.quote(String.valueOf(pattern.charAt(++i))));
      } else if (c == '%') {
        regex.append(".*");
      } else if (c == '_') {
        regex.append('.');
      } else {
        regex.append(Pattern.quote(String.valueOf(c)));
      }
    }
    return Pattern.compile(regex.toString(), Pattern.DOTALL);
  }

  private static ColumnMetaData column(String name, int index, Class<?> type, boolean nullable) {
    return MetaImpl.columnMetaData(name, index, type, nullable);
  }

}
