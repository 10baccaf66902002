package io.quiver.table.planner;

import io.quiver.engine.types.SqlType;
import io.quiver.table.catalog.Catalog;
import io.quiver.table.catalog.CatalogBaseTable;
import io.quiver.table.catalog.CatalogManager;
import io.quiver.table.catalog.CatalogTable;
import io.quiver.table.catalog.CatalogView;
import io.quiver.table.catalog.Column;
import io.quiver.table.catalog.ObjectIdentifier;
import io.quiver.table.catalog.TableConstraints;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;
import org.apache.calcite.rel.type.RelDataType;
import org.apache.calcite.rel.type.RelDataTypeFactory;
import org.apache.calcite.schema.Table;
import org.apache.calcite.schema.impl.AbstractSchema;
import org.apache.calcite.schema.impl.AbstractTable;
import org.apache.calcite.sql.type.SqlTypeName;

/**
 * The SQL standard's {@code information_schema} in every catalog: {@code schemata}, {@code tables},
 * {@code columns}, {@code views}, {@code table_constraints} and {@code key_column_usage}, with the
 * standard's column names (a subset of each view's columns), over every catalog the session sees,
 * its temporary tables included. Rows are read from the catalogs when the query is lowered, that is
 * at each execution, and a query that reads them is never kept in the plan cache (its tables are
 * in no catalog), so they are never stale.
 */
public final class InformationSchema {
  /** The schema's name, as PostgreSQL, DuckDB and H2 spell it. */
  public static final String NAME = "information_schema";

  private InformationSchema() {}

  /** The schema of one catalog; its views list every catalog, as PostgreSQL's list its database. */
  static org.apache.calcite.schema.Schema schema(CatalogManager manager) {
    return new AbstractSchema() {
      @Override
      protected Map<String, Table> getTableMap() {
        Map<String, Table> tables = new LinkedHashMap<>();
        for (View view : View.values()) {
          tables.put(view.name().toLowerCase(java.util.Locale.ROOT), new ViewTable(view, manager));
        }
        return tables;
      }
    };
  }

  /** True when the statement names a table of an information_schema (in any catalog). */
  static boolean isReadBy(org.apache.calcite.sql.SqlNode statement) {
    boolean[] found = {false};
    statement.accept(new org.apache.calcite.sql.util.SqlBasicVisitor<Void>() {
      @Override
      public Void visit(org.apache.calcite.sql.SqlIdentifier id) {
        for (int i = 0; i < id.names.size() - 1; i++) {
          found[0] |= id.names.get(i).equalsIgnoreCase(NAME);
        }
        return null;
      }
    });
    return found[0];
  }

  /** A column of a view: its name and whether it holds text or a number. */
  private record Field(String name, boolean integer) {
    static Field text(String name) {
      return new Field(name, false);
    }

    static Field number(String name) {
      return new Field(name, true);
    }
  }

  private enum View {
    SCHEMATA(Field.text("catalog_name"), Field.text("schema_name"), Field.text("schema_owner")),
    TABLES(Field.text("table_catalog"), Field.text("table_schema"), Field.text("table_name"),
        Field.text("table_type"), Field.text("table_comment")),
    COLUMNS(Field.text("table_catalog"), Field.text("table_schema"), Field.text("table_name"),
        Field.text("column_name"), Field.number("ordinal_position"), Field.text("column_default"),
        Field.text("is_nullable"), Field.text("data_type"), Field.number("character_maximum_length"),
        Field.number("numeric_precision"), Field.number("numeric_scale"), Field.number("datetime_precision"),
        Field.text("is_identity")),
    VIEWS(Field.text("table_catalog"), Field.text("table_schema"), Field.text("table_name"),
        Field.text("view_definition")),
    TABLE_CONSTRAINTS(Field.text("constraint_catalog"), Field.text("constraint_schema"),
        Field.text("constraint_name"), Field.text("table_catalog"), Field.text("table_schema"),
        Field.text("table_name"), Field.text("constraint_type")),
    KEY_COLUMN_USAGE(Field.text("constraint_catalog"), Field.text("constraint_schema"),
        Field.text("constraint_name"), Field.text("table_catalog"), Field.text("table_schema"),
        Field.text("table_name"), Field.text("column_name"), Field.number("ordinal_position"));

    private final List<Field> fields;

    View(Field... fields) {
      this.fields = List.of(fields);
    }
  }

  /** One view as Calcite sees it: a table in no catalog, which lowering turns into its rows. */
  static final class ViewTable extends AbstractTable {
    private final View view;
    private final CatalogManager manager;

    ViewTable(View view, CatalogManager manager) {
      this.view = view;
      this.manager = manager;
    }

    @Override
    public RelDataType getRowType(RelDataTypeFactory factory) {
      RelDataTypeFactory.Builder builder = factory.builder();
      for (Field field : view.fields) {
        RelDataType type = field.integer() ? factory.createSqlType(SqlTypeName.INTEGER)
            : factory.createSqlType(SqlTypeName.VARCHAR, Integer.MAX_VALUE);
        builder.add(field.name(), factory.createTypeWithNullability(type, true));
      }
      return builder.build();
    }

    @Override
    public org.apache.calcite.schema.Schema.TableType getJdbcTableType() {
      return org.apache.calcite.schema.Schema.TableType.SYSTEM_TABLE;
    }

    /** The view's rows now, each value a String, an Integer or null. */
    List<List<Object>> rows() {
      List<List<Object>> rows = new ArrayList<>();
      switch (view) {
        case SCHEMATA -> {
          for (String catalog : manager.listCatalogs()) {
            manager.getCatalog(catalog).ifPresent(c -> {
              for (String database : c.listDatabases()) {
                rows.add(Arrays.asList(catalog, database, null));
              }
              rows.add(Arrays.asList(catalog, NAME, null));
            });
          }
        }
        case TABLES -> forEachTable((id, resolved) -> rows.add(Arrays.asList(id.catalogName(), id.databaseName(),
            id.objectName(), resolved.table() instanceof CatalogView ? "VIEW"
                : resolved.temporary() ? "LOCAL TEMPORARY" : "BASE TABLE", resolved.table().getComment())));
        case COLUMNS -> forEachTable((id, resolved) -> columns(id, resolved.table(), rows));
        case VIEWS -> forEachTable((id, resolved) -> {
          if (resolved.table() instanceof CatalogView v) {
            rows.add(Arrays.asList(id.catalogName(), id.databaseName(), id.objectName(), v.getOriginalQuery()));
          }
        });
        case TABLE_CONSTRAINTS, KEY_COLUMN_USAGE -> forEachTable((id, resolved) -> {
          if (resolved.table() instanceof CatalogTable table) {
            constraints(id, table, view == View.KEY_COLUMN_USAGE, rows);
          }
        });
      }
      return rows;
    }

    private void forEachTable(BiConsumer<ObjectIdentifier, CatalogManager.ResolvedTable> action) {
      for (String catalogName : manager.listCatalogs()) {
        Catalog catalog = manager.getCatalog(catalogName).orElse(null);
        if (catalog == null) {
          continue;
        }
        for (String database : catalog.listDatabases()) {
          for (String table : manager.listTables(catalogName, database)) {
            ObjectIdentifier id = ObjectIdentifier.of(catalogName, database, table);
            manager.getTable(id).ifPresent(resolved -> action.accept(id, resolved));
          }
        }
      }
    }

    private static void columns(ObjectIdentifier id, CatalogBaseTable table, List<List<Object>> rows) {
      List<Column> columns = table.getResolvedSchema().getColumns();
      for (int i = 0; i < columns.size(); i++) {
        SqlType type = columns.get(i).getDataType().sqlType();
        boolean managed = table instanceof CatalogTable;
        rows.add(Arrays.asList(id.catalogName(), id.databaseName(), id.objectName(), columns.get(i).getName(), i + 1,
            managed ? ((CatalogTable) table).getDefault(i) : null, type.nullable() ? "YES" : "NO", dataType(type),
            characterLength(type), numericPrecision(type), numericScale(type), datetimePrecision(type),
            managed && ((CatalogTable) table).getIdentity(i) != null ? "YES" : "NO"));
      }
    }

    private static void constraints(ObjectIdentifier id, CatalogTable table, boolean keyColumns,
        List<List<Object>> rows) {
      TableConstraints constraints = table.getConstraints();
      List<String> primaryKey = table.getResolvedSchema().primaryKeyColumns();
      if (!primaryKey.isEmpty()) {
        String name = constraints.primaryKeyName() != null ? constraints.primaryKeyName() : id.objectName() + "_pkey";
        constraint(id, name, "PRIMARY KEY", primaryKey, keyColumns, rows);
      }
      List<List<String>> uniqueKeys = table.getUniqueKeys();
      for (int k = 0; k < uniqueKeys.size(); k++) {
        String name = k < constraints.uniqueNames().size() ? constraints.uniqueNames().get(k)
            : id.objectName() + "_" + String.join("_", uniqueKeys.get(k)) + "_key";
        constraint(id, name, "UNIQUE", uniqueKeys.get(k), keyColumns, rows);
      }
      for (TableConstraints.ForeignKey key : constraints.foreignKeys()) {
        constraint(id, key.name(), "FOREIGN KEY", key.columns(), keyColumns, rows);
      }
      if (!keyColumns) {
        for (TableConstraints.Check check : constraints.checks()) {
          constraint(id, check.name(), "CHECK", List.of(), false, rows);
        }
      }
    }

    private static void constraint(ObjectIdentifier id, String name, String type, List<String> columns,
        boolean keyColumns, List<List<Object>> rows) {
      if (!keyColumns) {
        rows.add(Arrays.asList(id.catalogName(), id.databaseName(), name, id.catalogName(), id.databaseName(),
            id.objectName(), type));
        return;
      }
      for (int i = 0; i < columns.size(); i++) {
        rows.add(Arrays.asList(id.catalogName(), id.databaseName(), name, id.catalogName(), id.databaseName(),
            id.objectName(), columns.get(i), i + 1));
      }
    }
  }

  /** The type's name without its parameters, as DuckDB's {@code data_type} gives it. */
  static String dataType(SqlType type) {
    return switch (type.id()) {
      case TIMESTAMP_LTZ -> "TIMESTAMP WITH LOCAL TIME ZONE";
      case INTERVAL_YEAR_MONTH -> "INTERVAL YEAR TO MONTH";
      case INTERVAL_DAY_TIME -> "INTERVAL DAY TO SECOND";
      default -> type.id().name();
    };
  }

  private static Integer characterLength(SqlType type) {
    return switch (type.id()) {
      case CHAR, VARCHAR, BINARY, VARBINARY -> type.precision();
      default -> null;
    };
  }

  private static Integer numericPrecision(SqlType type) {
    return switch (type.id()) {
      case TINYINT -> 8;
      case SMALLINT -> 16;
      case INTEGER -> 32;
      case BIGINT -> 64;
      case REAL -> 24;
      case DOUBLE -> 53;
      case DECIMAL -> type.precision();
      default -> null;
    };
  }

  private static Integer numericScale(SqlType type) {
    return switch (type.id()) {
      case TINYINT, SMALLINT, INTEGER, BIGINT -> 0;
      case DECIMAL -> type.scale();
      default -> null;
    };
  }

  private static Integer datetimePrecision(SqlType type) {
    return switch (type.id()) {
      case DATE -> 0;
      case TIME, TIMESTAMP, TIMESTAMP_LTZ -> Math.max(0, type.precision());
      default -> null;
    };
  }
}
