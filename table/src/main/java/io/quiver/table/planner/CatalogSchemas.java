package io.quiver.table.planner;

import io.quiver.table.catalog.Catalog;
import io.quiver.table.catalog.CatalogBaseTable;
import io.quiver.table.catalog.CatalogManager;
import io.quiver.table.catalog.CatalogTable;
import io.quiver.table.catalog.CatalogView;
import io.quiver.table.catalog.ObjectIdentifier;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apache.calcite.plan.RelOptTable;
import org.apache.calcite.rel.RelNode;
import org.apache.calcite.rel.type.RelDataType;
import org.apache.calcite.rel.type.RelDataTypeFactory;
import org.apache.calcite.schema.Schema;
import org.apache.calcite.schema.Table;
import org.apache.calcite.schema.TranslatableTable;
import org.apache.calcite.schema.impl.AbstractSchema;
import org.apache.calcite.schema.impl.AbstractTable;

/**
 * Exposes a session's catalogs to Calcite's validator as schemas: the root holds one schema per
 * catalog, each catalog one per database, each database its tables and views (the session's
 * temporary ones shadowing permanent ones). Lookups go to the catalogs every time, so a schema is
 * never stale.
 */
final class CatalogSchemas {
  private CatalogSchemas() {}

  static Schema root(CatalogManager manager) {
    return new AbstractSchema() {
      @Override
      protected Map<String, Schema> getSubSchemaMap() {
        Map<String, Schema> schemas = new LinkedHashMap<>();
        for (String catalog : manager.listCatalogs()) {
          manager.getCatalog(catalog).ifPresent(c -> schemas.put(catalog, catalogSchema(manager, catalog, c)));
        }
        return schemas;
      }
    };
  }

  private static Schema catalogSchema(CatalogManager manager, String catalogName, Catalog catalog) {
    return new AbstractSchema() {
      @Override
      protected Map<String, Schema> getSubSchemaMap() {
        Map<String, Schema> schemas = new LinkedHashMap<>();
        for (String database : catalog.listDatabases()) {
          schemas.put(database, databaseSchema(manager, catalogName, database));
        }
        // PostgreSQL's schema public: the current database in the standard dialect (see
        // CatalogManager.databaseOrPublic).
        String publicDatabase = manager.databaseOrPublic(catalogName, "public");
        if (!publicDatabase.equals("public")) {
          schemas.put("public", databaseSchema(manager, catalogName, publicDatabase));
        }
        // The standard's information_schema, unless a database has taken its name.
        schemas.putIfAbsent(InformationSchema.NAME, InformationSchema.schema(manager));
        return schemas;
      }
    };
  }

  private static Schema databaseSchema(CatalogManager manager, String catalogName, String databaseName) {
    return new AbstractSchema() {
      @Override
      protected Map<String, Table> getTableMap() {
        Map<String, Table> tables = new LinkedHashMap<>();
        for (String name : manager.listTables(catalogName, databaseName)) {
          ObjectIdentifier id = ObjectIdentifier.of(catalogName, databaseName, name);
          Optional<CatalogManager.ResolvedTable> table = manager.getTable(id);
          table.ifPresent(t -> tables.put(name, adapt(t)));
        }
        return tables;
      }
    };
  }

  private static Table adapt(CatalogManager.ResolvedTable resolved) {
    CatalogBaseTable table = resolved.table();
    if (table instanceof CatalogView view) {
      return new ViewTable(resolved, view);
    }
    return new ManagedTable(resolved, (CatalogTable) table);
  }

  private static RelDataType rowType(CatalogBaseTable table, RelDataTypeFactory factory) {
    RelDataTypeFactory.Builder builder = factory.builder();
    table.getResolvedSchema().getColumns().forEach(c ->
        builder.add(c.getName(), TypeConversion.toRelDataType(c.getDataType(), factory)));
    return builder.build();
  }

  /** A managed table, as Calcite sees it; the planner unwraps it to find the storage. */
  static final class ManagedTable extends AbstractTable {
    private final CatalogManager.ResolvedTable resolved;
    private final CatalogTable table;

    ManagedTable(CatalogManager.ResolvedTable resolved, CatalogTable table) {
      this.resolved = resolved;
      this.table = table;
    }

    CatalogTable table() {
      return table;
    }

    ObjectIdentifier identifier() {
      return resolved.identifier();
    }

    @Override
    public RelDataType getRowType(RelDataTypeFactory typeFactory) {
      return rowType(table, typeFactory);
    }

    @Override
    public <C> C unwrap(Class<C> type) {
      if (type == org.apache.calcite.sql2rel.InitializerExpressionFactory.class) {
        return type.cast(new ColumnDefaults(table));
      }
      return super.unwrap(type);
    }

    /** The current row count, so that join ordering and build-side choice see real sizes. */
    @Override
    public org.apache.calcite.schema.Statistic getStatistic() {
      if (table.external() != null) {
        long estimate = table.external().estimatedRowCount();
        return org.apache.calcite.schema.Statistics.of(estimate < 0 ? 1_000_000 : estimate, List.of());
      }
      return org.apache.calcite.schema.Statistics.of(table.storage().snapshot().rowCount(), List.of());
    }
  }

  /** A view: expanded into its query when referenced. */
  static final class ViewTable extends AbstractTable implements TranslatableTable {
    private final CatalogManager.ResolvedTable resolved;
    private final CatalogView view;

    ViewTable(CatalogManager.ResolvedTable resolved, CatalogView view) {
      this.resolved = resolved;
      this.view = view;
    }

    @Override
    public RelDataType getRowType(RelDataTypeFactory typeFactory) {
      return rowType(view, typeFactory);
    }

    @Override
    public Schema.TableType getJdbcTableType() {
      return Schema.TableType.VIEW;
    }

    @Override
    public RelNode toRel(RelOptTable.ToRelContext context, RelOptTable relOptTable) {
      ObjectIdentifier id = resolved.identifier();
      return context.expandView(relOptTable.getRowType(), view.getExpandedQuery(),
          List.of(id.catalogName(), id.databaseName()), id.toList()).project();
    }
  }
}
