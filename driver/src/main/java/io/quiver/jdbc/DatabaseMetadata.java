package io.quiver.jdbc;

import io.quiver.table.api.TableEnvironment;
import io.quiver.table.api.internal.SessionObjects;
import io.quiver.table.catalog.Catalog;
import io.quiver.table.catalog.CatalogBaseTable;
import io.quiver.table.catalog.CatalogTable;
import io.quiver.table.catalog.CatalogView;
import io.quiver.table.catalog.ObjectIdentifier;
import io.quiver.table.catalog.ObjectPath;
import io.quiver.table.catalog.exceptions.DatabaseNotExistException;
import io.quiver.table.catalog.exceptions.TableNotExistException;
import java.sql.DatabaseMetaData;
import java.util.ArrayList;
import java.util.Comparator;
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
    // The functions of the standard dialect, JDBC's default (README's table of the dialects)
    map.put(Meta.DatabaseProperty.GET_NUMERIC_FUNCTIONS, io.quiver.table.planner.functions.StandardBuiltins.NUMERIC_FUNCTIONS);
    map.put(Meta.DatabaseProperty.GET_STRING_FUNCTIONS,
        io.quiver.table.planner.functions.StandardBuiltins.STRING_FUNCTIONS);
    map.put(Meta.DatabaseProperty.GET_SYSTEM_FUNCTIONS,
        io.quiver.table.planner.functions.StandardBuiltins.SYSTEM_FUNCTIONS);
    map.put(Meta.DatabaseProperty.GET_TIME_DATE_FUNCTIONS,
        io.quiver.table.planner.functions.StandardBuiltins.TIME_DATE_FUNCTIONS);
    map.put(Meta.DatabaseProperty.GET_S_Q_L_KEYWORDS,
        "CATALOGS,DATABASES,FUNCTIONS,MODULES,OVERWRITE,TABLES,USE,VIEWS");
    map.put(Meta.DatabaseProperty.GET_DEFAULT_TRANSACTION_ISOLATION,
        MetaDataAnswers.ANSWERS.get("getDefaultTransactionIsolation"));
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

  /** The table types, as PostgreSQL names them, in the order JDBC asks for. */
  static final List<String> TABLE_TYPES = List.of("TABLE", "TEMPORARY TABLE", "TEMPORARY VIEW", "VIEW");

  Meta.MetaResultSet tableTypes(QuiverMeta meta) {
    List<Object[]> rows = new ArrayList<>();
    for (String type : TABLE_TYPES) {
      rows.add(new Object[] {type});
    }
    return meta.rows(List.of(column("TABLE_TYPE", 0, String.class, false)), rows);
  }

  Meta.MetaResultSet tables(QuiverMeta meta, String catalogFilter, String schemaPattern, String tablePattern,
      List<String> types) {
    List<Object[]> rows = new ArrayList<>();
    forEachTable(catalogFilter, schemaPattern, tablePattern, (catalog, database, name, table, temporary) -> {
      String type = tableType(table, temporary);
      if (types == null || types.contains(type)) {
        rows.add(new Object[] {catalog, database, name, type, table.getComment(), null, null, null, null, null});
      }
    });
    // JDBC orders by TABLE_TYPE, TABLE_CAT, TABLE_SCHEM and TABLE_NAME.
    rows.sort(Comparator.comparing((Object[] r) -> (String) r[3]).thenComparing(r -> (String) r[0])
        .thenComparing(r -> (String) r[1]).thenComparing(r -> (String) r[2]));
    String[] names = {"TABLE_CAT", "TABLE_SCHEM", "TABLE_NAME", "TABLE_TYPE", "REMARKS", "TYPE_CAT", "TYPE_SCHEM",
        "TYPE_NAME", "SELF_REFERENCING_COL_NAME", "REF_GENERATION"};
    List<ColumnMetaData> columns = new ArrayList<>();
    for (int i = 0; i < names.length; i++) {
      columns.add(column(names[i], i, String.class, i != 2 && i != 3));
    }
    return meta.rows(columns, rows);
  }

  private static String tableType(CatalogBaseTable table, boolean temporary) {
    boolean view = table instanceof CatalogView;
    if (temporary) {
      return view ? "TEMPORARY VIEW" : "TEMPORARY TABLE";
    }
    return view ? "VIEW" : "TABLE";
  }

  Meta.MetaResultSet columns(QuiverMeta meta, String catalogFilter, String schemaPattern, String tablePattern,
      String columnPattern) {
    Pattern columnNames = like(columnPattern);
    List<Object[]> rows = new ArrayList<>();
    forEachTable(catalogFilter, schemaPattern, tablePattern, (catalog, database, name, table, temporary) -> {
      List<io.quiver.table.catalog.Column> columns = table.getResolvedSchema().getColumns();
      for (int i = 0; i < columns.size(); i++) {
        io.quiver.table.catalog.Column column = columns.get(i);
        if (columnNames.matcher(column.getName()).matches()) {
          String defaultValue = table instanceof CatalogTable managed ? managed.getDefault(i) : null;
          boolean identity = table instanceof CatalogTable managed && managed.getIdentity(i) != null;
          rows.add(ColumnRows.row(catalog, database, name, column, i + 1, defaultValue, identity));
        }
      }
    });
    return meta.rows(ColumnRows.COLUMNS, rows);
  }

  Meta.MetaResultSet primaryKeys(QuiverMeta meta, String catalogFilter, String schema, String table) {
    List<Object[]> rows = new ArrayList<>();
    forEachTable(catalogFilter, escape(schema), escape(table), (catalog, database, name, t, temporary) -> {
      List<String> key = t.getResolvedSchema().primaryKeyColumns();
      String keyName = t instanceof CatalogTable managed && managed.getConstraints().primaryKeyName() != null
          ? managed.getConstraints().primaryKeyName() : "PK_" + name;
      for (int i = 0; i < key.size(); i++) {
        rows.add(new Object[] {catalog, database, name, key.get(i), (short) (i + 1), keyName});
      }
    });
    // JDBC orders by COLUMN_NAME.
    rows.sort(Comparator.comparing((Object[] r) -> (String) r[3]));
    return meta.rows(List.of(column("TABLE_CAT", 0, String.class, true), column("TABLE_SCHEM", 1, String.class, true),
        column("TABLE_NAME", 2, String.class, false), column("COLUMN_NAME", 3, String.class, false),
        column("KEY_SEQ", 4, short.class, false), column("PK_NAME", 5, String.class, true)), rows);
  }

  /**
   * The columns that identify a row: the primary key's (then, failing one, the first UNIQUE
   * constraint's whose columns are NOT NULL), valid for the session, as PostgreSQL and H2 answer.
   */
  Meta.MetaResultSet bestRowIdentifier(QuiverMeta meta, String catalogFilter, String schema, String table,
      boolean nullable) {
    List<Object[]> rows = new ArrayList<>();
    forEachTable(catalogFilter, escape(schema), escape(table), (catalog, database, name, t, temporary) -> {
      List<String> key = t.getResolvedSchema().primaryKeyColumns();
      List<io.quiver.table.catalog.Column> columns = t.getResolvedSchema().getColumns();
      if (key.isEmpty() && t instanceof CatalogTable managed) {
        for (List<String> unique : managed.getUniqueKeys()) {
          boolean notNull = unique.stream().allMatch(c -> columns.stream()
              .anyMatch(col -> col.getName().equals(c) && !col.getDataType().sqlType().nullable()));
          if (notNull || nullable) {
            key = unique;
            break;
          }
        }
      }
      for (String columnName : key) {
        for (io.quiver.table.catalog.Column column : columns) {
          if (column.getName().equals(columnName)) {
            io.quiver.engine.types.SqlType type = column.getDataType().sqlType();
            rows.add(new Object[] {(short) DatabaseMetaData.bestRowSession, columnName, JdbcTypes.jdbcType(type),
                JdbcTypes.typeName(type), JdbcTypes.precision(type), null, (short) JdbcTypes.scale(type),
                (short) DatabaseMetaData.bestRowNotPseudo});
          }
        }
      }
    });
    return meta.rows(List.of(column("SCOPE", 0, short.class, false), column("COLUMN_NAME", 1, String.class, false),
        column("DATA_TYPE", 2, int.class, false), column("TYPE_NAME", 3, String.class, false),
        column("COLUMN_SIZE", 4, int.class, false), column("BUFFER_LENGTH", 5, Integer.class, true),
        column("DECIMAL_DIGITS", 6, Short.class, true), column("PSEUDO_COLUMN", 7, short.class, false)), rows);
  }

  /** No stored procedures: the columns JDBC specifies, named as PostgreSQL and H2 name them. */
  Meta.MetaResultSet procedures(QuiverMeta meta) {
    String[] names = {"PROCEDURE_CAT", "PROCEDURE_SCHEM", "PROCEDURE_NAME", "RESERVED1", "RESERVED2", "RESERVED3",
        "REMARKS", "PROCEDURE_TYPE", "SPECIFIC_NAME"};
    List<ColumnMetaData> columns = new ArrayList<>();
    for (int i = 0; i < names.length; i++) {
      columns.add(column(names[i], i, i == 7 ? short.class : String.class, i != 2 && i != 7 && i != 8));
    }
    return meta.rows(columns, List.of());
  }

  /**
   * The indexes Quiver keeps: one unique (hashed) index per primary key and UNIQUE constraint of a
   * managed table, which is how database IDEs show keys and how ORMs learn unique columns, and
   * those of CREATE INDEX (non-unique ones left out when {@code uniqueOnly}).
   */
  Meta.MetaResultSet indexInfo(QuiverMeta meta, String catalogFilter, String schema, String table, boolean uniqueOnly) {
    List<Object[]> rows = new ArrayList<>();
    forEachTable(catalogFilter, escape(schema), escape(table), (catalog, database, name, t, temporary) -> {
      if (!(t instanceof CatalogTable managed)) {
        return;
      }
      // A key's index is named after its constraint (as EXPLAIN names it), or made up for a key
      // that has no name.
      List<List<String>> keys = new ArrayList<>();
      List<String> indexNames = new ArrayList<>();
      boolean hasPrimaryKey = !t.getResolvedSchema().primaryKeyColumns().isEmpty();
      if (hasPrimaryKey) {
        keys.add(t.getResolvedSchema().primaryKeyColumns());
        String keyName = managed.getConstraints().primaryKeyName();
        indexNames.add(keyName != null ? keyName : "PK_" + name);
      }
      List<String> uniqueNames = managed.getConstraints().uniqueNames();
      for (int u = 0; u < managed.getUniqueKeys().size(); u++) {
        keys.add(managed.getUniqueKeys().get(u));
        indexNames.add(u < uniqueNames.size() ? uniqueNames.get(u) : "UQ_" + name + "_" + (keys.size() - 1));
      }
      for (int k = 0; k < keys.size(); k++) {
        String index = indexNames.get(k);
        List<String> key = keys.get(k);
        for (int i = 0; i < key.size(); i++) {
          rows.add(new Object[] {catalog, database, name, false, null, index, DatabaseMetaData.tableIndexHashed,
              (short) (i + 1), key.get(i), null, null, null, null});
        }
      }
      // CREATE INDEX's indexes.
      for (CatalogTable.Index created : managed.getCreatedIndexes()) {
        if (uniqueOnly && !created.unique()) {
          continue;
        }
        for (int i = 0; i < created.columns().size(); i++) {
          rows.add(new Object[] {catalog, database, name, !created.unique(), null, created.name(),
              DatabaseMetaData.tableIndexHashed, (short) (i + 1), created.columns().get(i), null, null, null, null});
        }
      }
    });
    // JDBC orders by NON_UNIQUE, TYPE, INDEX_NAME and ORDINAL_POSITION.
    rows.sort(Comparator.comparing((Object[] r) -> (Boolean) r[3]).thenComparing(r -> (String) r[5])
        .thenComparing(r -> (Short) r[7]));
    return meta.rows(List.of(column("TABLE_CAT", 0, String.class, true), column("TABLE_SCHEM", 1, String.class, true),
        column("TABLE_NAME", 2, String.class, false), column("NON_UNIQUE", 3, boolean.class, false),
        column("INDEX_QUALIFIER", 4, String.class, true), column("INDEX_NAME", 5, String.class, true),
        column("TYPE", 6, short.class, false), column("ORDINAL_POSITION", 7, short.class, false),
        column("COLUMN_NAME", 8, String.class, true), column("ASC_OR_DESC", 9, String.class, true),
        column("CARDINALITY", 10, long.class, true), column("PAGES", 11, long.class, true),
        column("FILTER_CONDITION", 12, String.class, true)), rows);
  }

  /**
   * The FOREIGN KEYs between tables, one row per column: {@code getImportedKeys} gives the
   * foreign table, {@code getExportedKeys} the referenced one, {@code getCrossReference} both
   * (a null name matches any table).
   */
  Meta.MetaResultSet foreignKeys(QuiverMeta meta, String parentCatalog, String parentSchema, String parentTable,
      String foreignCatalog, String foreignSchema, String foreignTable, boolean orderByParent) {
    List<Object[]> rows = new ArrayList<>();
    java.util.Map<ObjectIdentifier, CatalogTable> tables = new java.util.HashMap<>();
    forEachTable(null, null, null, (catalog, database, name, t, temporary) -> {
      if (t instanceof CatalogTable managed) {
        tables.put(ObjectIdentifier.of(catalog, database, name), managed);
      }
    });
    forEachTable(foreignCatalog, escape(foreignSchema), escape(foreignTable), (catalog, database, name, t, temporary) -> {
      if (!(t instanceof CatalogTable child)) {
        return;
      }
      for (io.quiver.table.catalog.TableConstraints.ForeignKey key : child.getConstraints().foreignKeys()) {
        ObjectIdentifier parent = key.table();
        if ((parentCatalog != null && !parentCatalog.equals(parent.catalogName()))
            || (parentSchema != null && !parentSchema.equals(parent.databaseName()))
            || (parentTable != null && !parentTable.equals(parent.objectName()))) {
          continue;
        }
        CatalogTable referenced = tables.get(parent);
        String keyName = referenced == null ? null : referencedKeyName(referenced, key.referencedColumns());
        for (int i = 0; i < key.columns().size(); i++) {
          rows.add(new Object[] {parent.catalogName(), parent.databaseName(), parent.objectName(),
              key.referencedColumns().get(i), catalog, database, name, key.columns().get(i), (short) (i + 1),
              rule(key.onUpdate()), rule(key.onDelete()), key.name(), keyName,
              (short) DatabaseMetaData.importedKeyNotDeferrable});
        }
      }
    });
    int table = orderByParent ? 0 : 4;
    rows.sort(Comparator.comparing((Object[] r) -> (String) r[table]).thenComparing(r -> (String) r[table + 1])
        .thenComparing(r -> (String) r[table + 2]).thenComparing(r -> (String) r[11]).thenComparing(r -> (Short) r[8]));
    String[] names = {"PKTABLE_CAT", "PKTABLE_SCHEM", "PKTABLE_NAME", "PKCOLUMN_NAME", "FKTABLE_CAT", "FKTABLE_SCHEM",
        "FKTABLE_NAME", "FKCOLUMN_NAME", "KEY_SEQ", "UPDATE_RULE", "DELETE_RULE", "FK_NAME", "PK_NAME", "DEFERRABILITY"};
    List<ColumnMetaData> columns = new ArrayList<>();
    for (int i = 0; i < names.length; i++) {
      boolean isShort = i == 8 || i == 9 || i == 10 || i == 13;
      columns.add(column(names[i], i, isShort ? short.class : String.class,
          i == 0 || i == 1 || i == 4 || i == 5 || i == 11 || i == 12));
    }
    return meta.rows(columns, rows);
  }

  private static String referencedKeyName(CatalogTable table, List<String> columns) {
    java.util.Set<String> wanted = new java.util.HashSet<>(columns);
    if (new java.util.HashSet<>(table.getResolvedSchema().primaryKeyColumns()).equals(wanted)) {
      return table.getConstraints().primaryKeyName();
    }
    List<List<String>> keys = table.getUniqueKeys();
    for (int k = 0; k < keys.size(); k++) {
      if (new java.util.HashSet<>(keys.get(k)).equals(wanted) && k < table.getConstraints().uniqueNames().size()) {
        return table.getConstraints().uniqueNames().get(k);
      }
    }
    return null;
  }

  private static short rule(io.quiver.table.catalog.TableConstraints.ReferentialAction action) {
    return (short) switch (action) {
      case CASCADE -> DatabaseMetaData.importedKeyCascade;
      case RESTRICT -> DatabaseMetaData.importedKeyRestrict;
      case SET_NULL -> DatabaseMetaData.importedKeySetNull;
      case SET_DEFAULT -> DatabaseMetaData.importedKeySetDefault;
      case NO_ACTION -> DatabaseMetaData.importedKeyNoAction;
    };
  }

  /** A name as a search pattern that matches only itself; null (no filter) stays null. */
  private static String escape(String name) {
    return name == null ? null : name.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_");
  }

  private interface TableVisitor {
    void visit(String catalog, String database, String name, CatalogBaseTable table, boolean temporary);
  }

  private void forEachTable(String catalogFilter, String schemaPattern, String tablePattern, TableVisitor visitor) {
    Pattern schemas = like(schemaPattern);
    Pattern tables = like(tablePattern);
    Map<ObjectIdentifier, CatalogBaseTable> temporaries = SessionObjects.temporaryTables(env);
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
            boolean shadowed = temporaries.containsKey(ObjectIdentifier.of(catalogName, database, name));
            if (tables.matcher(name).matches() && !shadowed) {
              visitor.visit(catalogName, database, name, catalog.getTable(new ObjectPath(database, name)), false);
            }
          }
        } catch (DatabaseNotExistException | TableNotExistException e) {
          // Dropped concurrently: it is simply not listed.
        }
      }
    }
    for (Map.Entry<ObjectIdentifier, CatalogBaseTable> temporary : temporaries.entrySet()) {
      ObjectIdentifier id = temporary.getKey();
      if ((catalogFilter == null || catalogFilter.equals(id.catalogName()))
          && schemas.matcher(id.databaseName()).matches() && tables.matcher(id.objectName()).matches()) {
        visitor.visit(id.catalogName(), id.databaseName(), id.objectName(), temporary.getValue(), true);
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

  static ColumnMetaData column(String name, int index, Class<?> type, boolean nullable) {
    return MetaImpl.columnMetaData(name, index, type, nullable);
  }

}
