package io.quiver.table.api.internal;

import io.quiver.engine.types.SqlType;
import io.quiver.table.api.TableResult;
import io.quiver.table.api.ValidationException;
import io.quiver.table.catalog.Catalog;
import io.quiver.table.catalog.CatalogDatabase;
import io.quiver.table.catalog.CatalogManager;
import io.quiver.table.catalog.CatalogTable;
import io.quiver.table.catalog.CatalogView;
import io.quiver.table.catalog.Column;
import io.quiver.table.catalog.ColumnIdentity;
import io.quiver.table.catalog.GenericInMemoryCatalog;
import io.quiver.table.catalog.ObjectIdentifier;
import io.quiver.table.catalog.ResolvedSchema;
import io.quiver.table.catalog.TableConstraints;
import io.quiver.table.catalog.WatermarkSpec;
import io.quiver.table.catalog.exceptions.CatalogException;
import io.quiver.table.catalog.exceptions.DatabaseAlreadyExistException;
import io.quiver.table.catalog.exceptions.DatabaseNotEmptyException;
import io.quiver.table.catalog.exceptions.DatabaseNotExistException;
import io.quiver.table.planner.QuiverPlanner;
import io.quiver.table.planner.TypeConversion;
import io.quiver.table.sql.ddl.SqlCreateCatalog;
import io.quiver.table.sql.ddl.SqlCreateDatabase;
import io.quiver.table.sql.ddl.SqlCreateTable;
import io.quiver.table.sql.ddl.SqlCreateView;
import io.quiver.table.sql.ddl.SqlDropCatalog;
import io.quiver.table.sql.ddl.SqlDropDatabase;
import io.quiver.table.sql.ddl.SqlDropTable;
import io.quiver.table.sql.ddl.SqlDropView;
import io.quiver.table.sql.ddl.SqlTableColumn;
import io.quiver.table.types.DataType;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.parser.SqlParserPos;

/** CREATE and DROP of tables, views, databases and catalogs. */
final class DdlExecutor {
  private final TableEnvironmentImpl env;
  private final SqlStatementExecutor statements;

  DdlExecutor(TableEnvironmentImpl env, SqlStatementExecutor statements) {
    this.env = env;
    this.statements = statements;
  }

  /** Runs the statement if it is DDL; null otherwise. */
  TableResult tryExecute(SqlNode node) {
    if (node instanceof SqlCreateTable create) {
      createTable(create);
    } else if (node instanceof SqlDropTable drop) {
      dropTables(drop);
    } else if (node instanceof SqlCreateView create) {
      createView(create);
    } else if (node instanceof SqlDropView drop) {
      dropTable(drop.name(), drop.ifExists(), drop.temporary(), true);
    } else if (node instanceof io.quiver.table.sql.ddl.SqlAlterView alter) {
      alterView(alter);
    } else if (node instanceof io.quiver.table.sql.ddl.SqlAlterDatabase alter) {
      alterDatabase(alter);
    } else if (node instanceof SqlCreateDatabase create) {
      createDatabase(create);
    } else if (node instanceof SqlDropDatabase drop) {
      dropDatabase(drop);
    } else if (node instanceof SqlCreateCatalog create) {
      createCatalog(create);
    } else if (node instanceof SqlDropCatalog drop) {
      try {
        env.catalogManager().unregisterCatalog(drop.name().getSimple(), drop.ifExists());
      } catch (CatalogException e) {
        throw error(e.getMessage(), "3D000", drop.name());
      }
    } else {
      return null;
    }
    return TableResultImpl.ok(env.database().allocator());
  }

  private void createTable(SqlCreateTable create) {
    CatalogManager catalogs = env.catalogManager();
    ObjectIdentifier id = catalogs.qualifyIdentifier(create.name().names);
    if (catalogs.getTable(id).isPresent()) {
      if (create.ifNotExists()) {
        return;
      }
      throw error("Table " + id.asSummaryString() + " already exists.", "42P07", create.name());
    }
    Constraints.canonicalizeColumns(env, id, create.columns().stream().map(c -> c.name().getSimple()).toList(),
        create.constraints());
    QuiverPlanner.Planned query = create.query() == null ? null : env.planner().plan(create.query());
    ResolvedSchema schema = query != null && create.columns().stream().allMatch(c -> c.type() == null)
        ? renamed(SqlStatementExecutor.schemaOf(query), create.columns())
        : declaredSchema(create);
    List<String> defaults = new ArrayList<>();
    List<ColumnIdentity> identities = identities(create, schema);
    for (int i = 0; i < create.columns().size(); i++) {
      org.apache.calcite.sql.SqlNode value = create.columns().get(i).defaultValue();
      // PostgreSQL's serial columns: DEFAULT nextval('t_id_seq') numbers the rows from that sequence.
      ColumnIdentity numbered = value == null || i >= schema.getColumnCount() ? null
          : Identities.sequenceDefault(env, value, schema.getColumns().get(i));
      if (numbered != null) {
        if (identities == null) {
          identities = new ArrayList<>(java.util.Collections.nCopies(create.columns().size(), (ColumnIdentity) null));
        }
        identities.set(i, numbered);
      }
      defaults.add(value == null || numbered != null ? null : value.toString());
    }
    TableConstraints constraints = Constraints.declared(env, id, schema, create);
    CatalogTable table;
    try {
      table = new CatalogTable(schema, create.properties(), create.comment(), defaults, create.uniqueKeys(), identities,
          constraints);
    } catch (IllegalArgumentException e) {
      throw error(e.getMessage(), "42703", create.name());
    }
    SqlParserPos at = create.name().getParserPosition();
    table = ConnectorTables.attach(table, id, create.partitionKeys(), env.fileAccess(), at.getLineNum(),
        at.getColumnNum());
    if (query != null) {
      new InsertExecutor(env, statements).write(table, query.physical(), false);
    }
    try {
      if (create.temporary()) {
        catalogs.createTemporaryTable(table, id, false);
      } else {
        catalogs.createTable(table, id, false);
      }
    } catch (CatalogException e) {
      table.storage().close();
      throw error(e.getMessage(), e.getCause() instanceof DatabaseNotExistException ? "3F000" : "42P07", create.name());
    }
    try {
      Constraints.validateChecks(env, id, table);
      for (io.quiver.table.sql.ddl.SqlCreateIndex index : create.indexes()) {
        statements.indexes().createInline(index, id);
      }
    } catch (RuntimeException e) {
      dropTable(create.name(), true, create.temporary(), false);
      throw e;
    }
  }

  /** Identity generation per column, or null when no column is an identity column. */
  private static List<ColumnIdentity> identities(SqlCreateTable create, ResolvedSchema schema) {
    if (create.columns().stream().allMatch(c -> c.identity() == null)) {
      return null;
    }
    List<ColumnIdentity> identities = new ArrayList<>();
    for (int i = 0; i < create.columns().size(); i++) {
      SqlTableColumn.Identity identity = create.columns().get(i).identity();
      if (identity != null) {
        SqlType type = schema.getColumns().get(i).getDataType().sqlType();
        if (type.id() != io.quiver.engine.types.TypeId.TINYINT && type.id() != io.quiver.engine.types.TypeId.SMALLINT
            && type.id() != io.quiver.engine.types.TypeId.INTEGER && type.id() != io.quiver.engine.types.TypeId.BIGINT) {
          throw error("Identity column '" + schema.getColumns().get(i).getName() + "' must have an integer type.",
              "42804", create.columns().get(i).name());
        }
      }
      identities.add(identity == null ? null
          : ColumnIdentity.of(identity.always(), identity.start(), identity.increment()));
    }
    return identities;
  }

  private ResolvedSchema declaredSchema(SqlCreateTable create) {
    Set<String> primaryKey = new HashSet<>(create.primaryKey());
    Set<String> seen = new HashSet<>();
    List<Column> columns = new ArrayList<>();
    for (SqlTableColumn column : create.columns()) {
      String name = column.name().getSimple();
      if (!seen.add(name)) {
        throw error("Duplicate column name '" + name + "'.", "42701", column.name());
      }
      if (column.type() == null) {
        throw error("Column '" + name + "' needs a type.", "42601", column.name());
      }
      DataType declared = TypeConversion.toDataType(env.planner().deriveType(column.type()));
      SqlType type = declared.sqlType().withNullable(column.nullable() && !primaryKey.contains(name));
      columns.add(Column.physical(name, new DataType(type, declared.isLocalTimeZone())).withComment(column.comment()));
    }
    for (String key : primaryKey) {
      if (!seen.contains(key)) {
        throw error("Primary key column '" + key + "' is not a column of the table.", "42703", create.name());
      }
    }
    return new ResolvedSchema(columns, create.primaryKey(), watermarks(create, columns));
  }

  /**
   * The table's WATERMARK elements, as Flink checks them: one at most, on a TIMESTAMP(p) or
   * TIMESTAMP_LTZ(p) column with p at most 3.
   */
  private static List<WatermarkSpec> watermarks(SqlCreateTable create, List<Column> columns) {
    List<WatermarkSpec> specs = new ArrayList<>();
    for (SqlCreateTable.Watermark watermark : create.watermarks()) {
      if (!specs.isEmpty()) {
        throw error("Multiple WATERMARK statements is not supported yet.", "0A000", watermark.rowtime());
      }
      String name = watermark.rowtime().getSimple();
      Column column = columns.stream().filter(c -> c.getName().equals(name)).findFirst()
          .orElseThrow(() -> error("The rowtime attribute field '" + name + "' is not defined in the table schema.",
              "42703", watermark.rowtime()));
      SqlType type = column.getDataType().sqlType();
      boolean timestamp = type.id() == io.quiver.engine.types.TypeId.TIMESTAMP
          || type.id() == io.quiver.engine.types.TypeId.TIMESTAMP_LTZ;
      if (!timestamp || type.precision() > 3) {
        throw error("Invalid data type of time field for watermark definition. The field must be of type "
            + "TIMESTAMP(p) or TIMESTAMP_LTZ(p), the supported precision 'p' is from 0 to 3, but the time field type is "
            + column.getDataType() + ".", "42804", watermark.rowtime());
      }
      specs.add(new WatermarkSpec(name, SqlText.unparse(watermark.expression()), column.getDataType()));
    }
    return specs;
  }

  private static ResolvedSchema renamed(ResolvedSchema schema, List<SqlTableColumn> names) {
    if (names.isEmpty()) {
      return schema;
    }
    if (names.size() != schema.getColumnCount()) {
      throw error("The query has " + schema.getColumnCount() + " columns but " + names.size() + " names were given.",
          "42601", names.get(0).name());
    }
    List<Column> columns = new ArrayList<>();
    for (int i = 0; i < names.size(); i++) {
      columns.add(Column.physical(names.get(i).name().getSimple(), schema.getColumns().get(i).getDataType()));
    }
    return ResolvedSchema.of(columns);
  }

  private void createView(SqlCreateView create) {
    CatalogManager catalogs = env.catalogManager();
    ObjectIdentifier id = catalogs.qualifyIdentifier(create.name().names);
    String originalQuery = create.query().toString();
    QuiverPlanner.Planned planned = env.planner().plan(create.query());
    ResolvedSchema schema = SqlStatementExecutor.schemaOf(planned);
    if (!create.columnNames().isEmpty()) {
      if (create.columnNames().size() != schema.getColumnCount()) {
        throw error("The view's query has " + schema.getColumnCount() + " columns but " + create.columnNames().size()
            + " names were given.", "42601", create.name());
      }
      List<Column> columns = new ArrayList<>();
      for (int i = 0; i < schema.getColumnCount(); i++) {
        columns.add(Column.physical(create.columnNames().get(i), schema.getColumns().get(i).getDataType()));
      }
      schema = ResolvedSchema.of(columns);
    }
    String expanded = SqlText.unparse(planned.validated());
    if (!create.columnNames().isEmpty()) {
      expanded = "SELECT * FROM (" + expanded + ") AS v(" + String.join(", ",
          create.columnNames().stream().map(SqlText::quote).toList()) + ")";
    }
    CatalogView view = new CatalogView(schema, originalQuery, expanded, create.comment());
    boolean exists = catalogs.getTable(id).isPresent();
    if (exists && create.orReplace()) {
      dropTable(create.name(), true, create.temporary(), true);
    } else if (exists) {
      if (create.ifNotExists()) {
        return;
      }
      throw error("View " + id.asSummaryString() + " already exists.", "42P07", create.name());
    }
    try {
      if (create.temporary()) {
        catalogs.createTemporaryTable(view, id, false);
      } else {
        catalogs.createTable(view, id, false);
      }
    } catch (CatalogException e) {
      throw error(e.getMessage(), "42P07", create.name());
    }
  }

  /**
   * DROP TABLE a [, b ...] [CASCADE]: tables named together are dropped referencing ones first, so
   * a key between them does not stop the statement; CASCADE first drops the FOREIGN KEYs of other
   * tables that reference them (2BP01 without it).
   */
  private void dropTables(SqlDropTable drop) {
    List<SqlIdentifier> names = drop.names();
    if (names.size() == 1 && !drop.cascade()) {
      dropTable(drop.name(), drop.ifExists(), drop.temporary(), false);
      return;
    }
    java.util.Map<ObjectIdentifier, SqlIdentifier> byId = new java.util.LinkedHashMap<>();
    for (SqlIdentifier name : names) {
      byId.putIfAbsent(env.catalogManager().qualifyIdentifier(name.names), name);
    }
    // Everything is checked before anything is dropped: the statement drops all or nothing.
    List<Constraints.Entry> all = Constraints.allTables(env);
    for (var named : byId.entrySet()) {
      if (env.catalogManager().getTable(named.getKey()).isEmpty() && !drop.ifExists()) {
        throw error("Table " + named.getKey().asSummaryString() + " does not exist.", "42P01", named.getValue());
      }
      for (Constraints.Entry entry : all) {
        if (drop.cascade() || byId.containsKey(entry.id())) {
          continue;
        }
        for (var key : entry.table().getConstraints().foreignKeys()) {
          if (key.table().equals(named.getKey())) {
            throw error("Cannot drop table " + named.getKey().asSummaryString() + ": constraint \"" + key.name()
                + "\" of table " + entry.id().asSummaryString() + " references it; DROP ... CASCADE drops that"
                + " constraint too.", "2BP01", named.getValue());
          }
        }
      }
    }
    if (drop.cascade()) {
      new AlterTableExecutor(env, statements).dropReferencesTo(byId.keySet());
    }
    for (ObjectIdentifier id : Constraints.referencingFirst(byId.keySet(), Constraints.allTables(env))) {
      dropTable(byId.get(id), drop.ifExists(), drop.temporary(), false);
    }
  }

  private void dropTable(SqlIdentifier name, boolean ifExists, boolean temporary, boolean view) {
    CatalogManager catalogs = env.catalogManager();
    ObjectIdentifier id = catalogs.qualifyIdentifier(name.names);
    var existing = catalogs.getTable(id);
    String kind = view ? "View" : "Table";
    if (existing.isEmpty() || (temporary && !existing.get().temporary())) {
      if (ifExists) {
        return;
      }
      throw error(kind + " " + id.asSummaryString() + " does not exist.", "42P01", name);
    }
    boolean isView = existing.get().table() instanceof CatalogView;
    if (!isView) {
      Constraints.rejectDropOfReferenced(env, id, name);
    }
    if (isView != view) {
      throw error(id.asSummaryString() + " is " + (isView ? "a view; use DROP VIEW." : "a table; use DROP TABLE."),
          "42809", name);
    }
    try {
      if (existing.get().temporary()) {
        catalogs.dropTemporaryTable(id);
      } else {
        catalogs.dropTable(id, ifExists);
      }
    } catch (CatalogException e) {
      throw error(e.getMessage(), "42000", name);
    }
  }

  /**
   * ALTER VIEW name RENAME TO newName (a permanent view, within its database) and ALTER VIEW name
   * AS query (the view replaced, keeping whether it is temporary), as in Flink.
   */
  private void alterView(io.quiver.table.sql.ddl.SqlAlterView alter) {
    CatalogManager catalogs = env.catalogManager();
    ObjectIdentifier id = catalogs.qualifyIdentifier(alter.name().names);
    CatalogManager.ResolvedTable found = catalogs.getTable(id)
        .filter(t -> t.table() instanceof CatalogView)
        .orElseThrow(() -> error("View " + id.asSummaryString() + " doesn't exist or is a table.", "42P01", alter.name()));
    if (alter.query() != null) {
      createView(new SqlCreateView(alter.getParserPosition(), alter.name(), org.apache.calcite.sql.SqlNodeList.EMPTY,
          null, alter.query(), true, found.temporary(), false));
      return;
    }
    if (found.temporary()) {
      throw error("Temporary view " + id.asSummaryString() + " cannot be renamed.", "0A000", alter.name());
    }
    ObjectIdentifier target = catalogs.qualifyIdentifier(alter.newName().names);
    if (!target.catalogName().equals(id.catalogName()) || !target.databaseName().equals(id.databaseName())) {
      throw error("A view is renamed within its database; " + target.asSummaryString() + " is in another.", "0A000",
          alter.newName());
    }
    try {
      catalogs.getCatalogOrThrow(id.catalogName()).renameTable(id.toObjectPath(), target.objectName(), false);
    } catch (io.quiver.table.catalog.exceptions.TableNotExistException e) {
      throw error(e.getMessage(), "42P01", alter.name());
    } catch (io.quiver.table.catalog.exceptions.TableAlreadyExistException e) {
      throw error(e.getMessage(), "42P07", alter.newName());
    }
  }

  /** ALTER DATABASE name SET (...): the properties given are added to the database's or replace them. */
  private void alterDatabase(io.quiver.table.sql.ddl.SqlAlterDatabase alter) {
    List<String> names = alter.name().names;
    String catalogName = names.size() > 1 ? names.get(0) : env.getCurrentCatalog();
    Catalog catalog = catalog(catalogName, alter.name());
    String databaseName = names.get(names.size() - 1);
    try {
      io.quiver.table.catalog.CatalogDatabase old = catalog.getDatabase(databaseName);
      java.util.Map<String, String> properties = new java.util.LinkedHashMap<>(old.getProperties());
      properties.putAll(alter.properties());
      catalog.alterDatabase(databaseName, new io.quiver.table.catalog.CatalogDatabaseImpl(properties, old.getComment()), false);
    } catch (DatabaseNotExistException e) {
      throw error(e.getMessage(), "3F000", alter.name());
    }
  }

  private void createDatabase(SqlCreateDatabase create) {
    List<String> names = create.name().names;
    String catalogName = names.size() > 1 ? names.get(0) : env.getCurrentCatalog();
    Catalog catalog = catalog(catalogName, create.name());
    try {
      catalog.createDatabase(names.get(names.size() - 1), new io.quiver.table.catalog.CatalogDatabaseImpl(create.properties(), create.comment()),
          create.ifNotExists());
    } catch (DatabaseAlreadyExistException e) {
      throw error(e.getMessage(), "42P06", create.name());
    }
  }

  private void dropDatabase(SqlDropDatabase drop) {
    List<String> names = drop.name().names;
    String catalogName = names.size() > 1 ? names.get(0) : env.getCurrentCatalog();
    String databaseName = names.get(names.size() - 1);
    if (catalogName.equals(env.getCurrentCatalog()) && databaseName.equals(env.getCurrentDatabase())) {
      throw error("Cannot drop a database which is currently in use.", "55006", drop.name());
    }
    try {
      catalog(catalogName, drop.name()).dropDatabase(databaseName, drop.ifExists(), drop.cascade());
    } catch (DatabaseNotExistException e) {
      throw error(e.getMessage(), "3F000", drop.name());
    } catch (DatabaseNotEmptyException e) {
      throw error(e.getMessage(), "2BP01", drop.name());
    }
  }

  private void createCatalog(SqlCreateCatalog create) {
    String name = create.name().getSimple();
    Map<String, String> properties = create.properties();
    String type = properties.getOrDefault("type", "generic_in_memory");
    if (!type.equals("generic_in_memory")) {
      throw error("Catalog type '" + type + "' is not supported; Quiver provides 'generic_in_memory'.", "0A000",
          create.name());
    }
    if (env.catalogManager().getCatalog(name).isPresent()) {
      if (create.ifNotExists()) {
        return;
      }
      throw error("Catalog " + name + " already exists.", "42P06", create.name());
    }
    String defaultDatabase = properties.getOrDefault("default-database", GenericInMemoryCatalog.DEFAULT_DB);
    env.catalogManager().registerCatalog(name, new GenericInMemoryCatalog(name, defaultDatabase));
  }

  private Catalog catalog(String name, SqlNode at) {
    return env.catalogManager().getCatalog(name)
        .orElseThrow(() -> error("Catalog " + name + " does not exist.", "3D000", at));
  }

  static ValidationException error(String message, String sqlState, SqlNode at) {
    SqlParserPos pos = at == null ? SqlParserPos.ZERO : at.getParserPosition();
    return new ValidationException(message, null, sqlState, pos.getLineNum(), pos.getColumnNum());
  }
}
