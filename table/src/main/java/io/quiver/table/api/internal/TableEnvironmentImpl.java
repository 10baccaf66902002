package io.quiver.table.api.internal;

import io.quiver.table.api.EnvironmentSettings;
import io.quiver.table.api.ExplainDetail;
import io.quiver.table.api.Table;
import io.quiver.table.api.TableConfig;
import io.quiver.table.api.TableEnvironment;
import io.quiver.table.api.TableException;
import io.quiver.table.api.TableResult;
import io.quiver.table.api.ValidationException;
import io.quiver.table.catalog.Catalog;
import io.quiver.table.catalog.CatalogManager;
import io.quiver.table.catalog.CatalogView;
import io.quiver.table.catalog.ObjectIdentifier;
import io.quiver.table.catalog.exceptions.CatalogException;
import io.quiver.table.catalog.exceptions.DatabaseNotExistException;
import io.quiver.table.planner.QuiverPlanner;
import io.quiver.table.api.OverWindow;
import io.quiver.table.api.StatementSet;
import io.quiver.table.catalog.CatalogFunction;
import io.quiver.table.catalog.FunctionCatalog;
import io.quiver.table.catalog.FunctionLanguage;
import io.quiver.table.expressions.Expression;
import io.quiver.table.expressions.SqlRenderContext;
import io.quiver.table.functions.FunctionContext;
import io.quiver.table.functions.FunctionDefinition;
import io.quiver.table.functions.UserDefinedFunction;
import io.quiver.table.module.Module;
import io.quiver.table.module.ModuleManager;
import io.quiver.table.operations.SqlQueryOperation;
import io.quiver.table.sql.ddl.SqlQuiverInsert;
import io.quiver.table.types.DataType;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlNode;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;

/** The TableEnvironment: one session over a {@link Database}. */
public final class TableEnvironmentImpl implements TableEnvironment {
  private static final AtomicInteger UNNAMED_TABLES = new AtomicInteger();

  private final Database database;
  private final boolean ownsDatabase;
  private final CatalogManager catalogManager;
  /** False in sessions that may not reach the host's files (remote ones, unless the server allows it). */
  private volatile boolean fileAccess = true;
  private final TableConfig config;
  private final QuiverPlanner planner;
  private final SqlStatementExecutor statements;
  private final SessionTransaction transaction;
  private final FunctionCatalog functionCatalog;
  /** INSERTs buffered by the deprecated sqlUpdate/insertInto until execute(jobName). */
  private final StatementSetImpl buffered;
  /** Where queries and INSERTs run when execution.target is set (a Flink cluster). */
  private final RemoteExecution remote;

  private TableEnvironmentImpl(Database database, boolean ownsDatabase, EnvironmentSettings settings) {
    if (settings.isStreamingMode()) {
      throw new TableException("Quiver runs in batch mode only; use EnvironmentSettings.inBatchMode().");
    }
    this.database = database;
    this.ownsDatabase = ownsDatabase;
    this.config = new TableConfig();
    this.config.addConfiguration(settings.getConfiguration());
    this.catalogManager = new CatalogManager(database.catalogs(), firstCatalog(database, settings));
    if (catalogManager.getCatalogOrThrow(catalogManager.getCurrentCatalog()).databaseExists(settings.getBuiltInDatabaseName())) {
      catalogManager.setCurrentDatabase(settings.getBuiltInDatabaseName());
    }
    this.functionCatalog = new FunctionCatalog(catalogManager, new ModuleManager());
    this.planner = new QuiverPlanner(catalogManager, functionCatalog, this::openFunction, config::getLocalTimeZone,
        config::getSqlDialect);
    this.transaction = new SessionTransaction(database.transactions());
    planner.readVersionsWith(transaction::read);
    this.statements = new SqlStatementExecutor(this);
    this.buffered = new StatementSetImpl(this);
    this.remote = new RemoteExecution(this);
  }

  private static String firstCatalog(Database database, EnvironmentSettings settings) {
    String name = settings.getBuiltInCatalogName();
    return database.catalogs().get(name).isPresent() ? name : database.catalogs().names().get(0);
  }

  public static TableEnvironment create(EnvironmentSettings settings) {
    return new TableEnvironmentImpl(Database.inMemory("private"), true, settings);
  }

  public static TableEnvironment create(EnvironmentSettings settings, Database database) {
    return new TableEnvironmentImpl(database, false, settings);
  }

  Database database() {
    return database;
  }

  CatalogManager catalogManager() {
    return catalogManager;
  }

  QuiverPlanner planner() {
    return planner;
  }

  /**
   * Names the session's user (the JDBC connection's {@code user}), which CURRENT_USER and its kin
   * return; null or empty keeps {@link QuiverPlanner#DEFAULT_USER}.
   */
  public void setSessionUser(String user) {
    String name = user == null || user.isEmpty() ? QuiverPlanner.DEFAULT_USER : user;
    planner.sessionUser(() -> name);
  }

  /** The session's transaction: auto-commit, commit and rollback for the JDBC driver. */
  public SessionTransaction transaction() {
    return transaction;
  }

  SqlStatementExecutor statements() {
    return statements;
  }

  /** Where queries and INSERTs run when the session's {@code execution.target} is set. */
  RemoteExecution remote() {
    return remote;
  }

  FunctionCatalog functionCatalog() {
    return functionCatalog;
  }

  /** Opens a user function before a statement runs it, giving it the job parameters. */
  private void openFunction(UserDefinedFunction function) {
    try {
      function.open(new FunctionContext(config.getJobParameters()));
    } catch (Exception e) {
      throw new TableException("Function " + function + " failed to open: " + e.getMessage(), e);
    }
  }

  /** How Table API expressions of this session render to SQL, with the given over windows. */
  SqlRenderContext renderContext(Map<String, OverWindow> windows) {
    return new SqlRenderContext() {
      @Override
      public String inlineFunction(FunctionDefinition function) {
        return "`" + functionCatalog.registerInlineFunction(function) + "`";
      }

      @Override
      public String overWindow(String alias) {
        OverWindow window = windows.get(alias);
        if (window == null) {
          throw new ValidationException("Over window '" + alias + "' is not defined; define it with window(Over...as(\""
              + alias + "\")).");
        }
        return window.toSql();
      }
    };
  }

  @Override
  public TableResult executeSql(String statement) {
    return DeepStack.call(statement, () -> statements.execute(planner.parse(statement), statement));
  }

  /**
   * Parses and validates a statement that may hold {@code ?} markers, for the JDBC driver's
   * prepared statements; not part of the public {@code TableEnvironment}.
   */
  public PreparedQuery prepare(String sql) {
    return DeepStack.call(sql, () -> PreparedQueryImpl.prepare(this, statements, sql));
  }

  @Override
  public Table sqlQuery(String query) {
    statements.queryOf(planner.parse(query));
    return TableImpl.ofSql(this, query);
  }

  @Override
  public Table from(String path) {
    ObjectIdentifier id = catalogManager.qualifyIdentifier(PathParser.parse(path));
    var table = catalogManager.getTable(id);
    if (table.isEmpty()) {
      throw new ValidationException("Table " + path + " was not found.", null, "42P01", 0, 0);
    }
    return new TableImpl(this, new SqlQueryOperation("SELECT * FROM " + id.asSerializableString(),
        "CatalogTable: " + id.asSummaryString()), table.get().table().getResolvedSchema());
  }

  @Override
  @Deprecated
  public Table scan(String... tablePath) {
    return from(String.join(".", Arrays.stream(tablePath).map(SqlText::quote).toList()));
  }

  @Override
  public Table fromValues(Object... values) {
    return fromValues((DataType) null, Arrays.asList(values));
  }

  @Override
  public Table fromValues(Expression... values) {
    return fromValues((DataType) null, Arrays.asList((Object[]) values));
  }

  @Override
  public Table fromValues(Iterable<?> values) {
    return fromValues((DataType) null, values);
  }

  @Override
  public Table fromValues(DataType rowType, Object... values) {
    return fromValues(rowType, Arrays.asList(values));
  }

  @Override
  public Table fromValues(DataType rowType, Expression... values) {
    return fromValues(rowType, Arrays.asList((Object[]) values));
  }

  @Override
  public Table fromValues(DataType rowType, Iterable<?> values) {
    List<Object> list = new ArrayList<>();
    values.forEach(list::add);
    return new TableImpl(this, new SqlQueryOperation(ValuesSql.of(rowType, list, renderContext(Map.of())), "Values"));
  }

  @Override
  @Deprecated
  public String explain(boolean extended) {
    return buffered.explain(extended ? new ExplainDetail[] {ExplainDetail.ESTIMATED_COST} : new ExplainDetail[0]);
  }

  @Override
  public String[] getCompletionHints(String statement, int position) {
    return CompletionHints.of(this, statement, position);
  }

  @Override
  public StatementSet createStatementSet() {
    return new StatementSetImpl(this);
  }

  @Override
  @Deprecated
  public void sqlUpdate(String stmt) {
    SqlNode node = planner.parse(stmt);
    if (node instanceof SqlQuiverInsert) {
      buffered.addInsertSql(stmt);
    } else if (node.getKind().belongsTo(SqlKind.QUERY)) {
      throw new ValidationException("Unsupported SQL query! sqlUpdate() only accepts a single SQL statement of type "
          + "INSERT, or DDL; use sqlQuery() for queries.", null, "42601", 0, 0);
    } else {
      // DDL ran; its OK result has nothing to read, but its iterator holds memory until closed.
      statements.execute(node).collect().close();
    }
  }

  @Override
  @Deprecated
  public void insertInto(String targetPath, Table table) {
    buffered.addInsert(targetPath, table);
  }

  @Override
  @Deprecated
  public TableResult execute(String jobName) {
    return buffered.execute();
  }

  // ---- functions ----

  /** A change of functions, modules or tables: cached plans may resolve names differently now. */
  private <T> T catalogCall(java.util.function.Supplier<T> call) {
    try {
      return call.get();
    } catch (CatalogException e) {
      throw new ValidationException(e.getMessage(), e, "42000", 0, 0);
    } finally {
      database().planCache().invalidateAll();
    }
  }

  private UserDefinedFunction instantiate(Class<? extends UserDefinedFunction> functionClass) {
    return (UserDefinedFunction) catalogCall(() -> FunctionCatalog.instantiate(functionClass));
  }

  @Override
  public void createTemporarySystemFunction(String name, Class<? extends UserDefinedFunction> functionClass) {
    createTemporarySystemFunction(name, instantiate(functionClass));
  }

  @Override
  public void createTemporarySystemFunction(String name, UserDefinedFunction functionInstance) {
    catalogCall(() -> functionCatalog.registerTemporarySystemFunction(name, functionInstance, false));
  }

  @Override
  public boolean dropTemporarySystemFunction(String name) {
    return functionCatalog.dropTemporarySystemFunction(name);
  }

  @Override
  public void createFunction(String path, Class<? extends UserDefinedFunction> functionClass) {
    createFunction(path, functionClass, false);
  }

  @Override
  public void createFunction(String path, Class<? extends UserDefinedFunction> functionClass, boolean ignoreIfExists) {
    instantiate(functionClass);
    catalogCall(() -> functionCatalog.registerCatalogFunction(PathParser.parse(path),
        new CatalogFunction(functionClass.getName(), FunctionLanguage.JAVA), ignoreIfExists));
  }

  @Override
  public boolean dropFunction(String path) {
    List<String> parts = PathParser.parse(path);
    if (functionCatalog.hasTemporaryCatalogFunction(parts)) {
      throw new ValidationException("Temporary catalog functions can only be dropped with dropTemporaryFunction: "
          + path, null, "42809", 0, 0);
    }
    return catalogCall(() -> functionCatalog.dropCatalogFunction(parts));
  }

  @Override
  public void createTemporaryFunction(String path, Class<? extends UserDefinedFunction> functionClass) {
    createTemporaryFunction(path, instantiate(functionClass));
  }

  @Override
  public void createTemporaryFunction(String path, UserDefinedFunction functionInstance) {
    catalogCall(() -> functionCatalog.registerTemporaryCatalogFunction(PathParser.parse(path), functionInstance, false));
  }

  @Override
  public boolean dropTemporaryFunction(String path) {
    return functionCatalog.dropTemporaryCatalogFunction(PathParser.parse(path));
  }

  @Override
  public String[] listFunctions() {
    return functionCatalog.getFunctions().toArray(String[]::new);
  }

  @Override
  public String[] listUserDefinedFunctions() {
    return functionCatalog.getUserDefinedFunctions().toArray(String[]::new);
  }

  // ---- modules ----

  @Override
  public void loadModule(String moduleName, Module module) {
    catalogCall(() -> {
      functionCatalog.moduleManager().loadModule(moduleName, module);
      return null;
    });
  }

  @Override
  public void unloadModule(String moduleName) {
    catalogCall(() -> {
      functionCatalog.moduleManager().unloadModule(moduleName);
      return null;
    });
  }

  @Override
  public void useModules(String... moduleNames) {
    catalogCall(() -> {
      functionCatalog.moduleManager().useModules(moduleNames);
      return null;
    });
  }

  @Override
  public String[] listModules() {
    return functionCatalog.moduleManager().listModules().toArray(String[]::new);
  }

  @Override
  public io.quiver.table.module.ModuleEntry[] listFullModules() {
    return functionCatalog.moduleManager().listFullModules().toArray(io.quiver.table.module.ModuleEntry[]::new);
  }

  @Override
  public String explainSql(String statement, io.quiver.table.api.ExplainFormat format, ExplainDetail... extraDetails) {
    return statements.explain(planner.parse(statement), List.of(extraDetails));
  }


  @Override
  public void registerCatalog(String catalogName, Catalog catalog) {
    catalogCall(() -> {
      catalogManager.registerCatalog(catalogName, catalog);
      return null;
    });
  }

  @Override
  public Optional<Catalog> getCatalog(String catalogName) {
    return catalogManager.getCatalog(catalogName);
  }

  @Override
  public void useCatalog(String catalogName) {
    try {
      catalogManager.setCurrentCatalog(catalogName);
    } catch (CatalogException e) {
      // Flink throws the catalog's CatalogException here; it carries the SQLSTATE for JDBC.
      throw new CatalogException(e.getMessage(), e.getCause(), "3D000");
    }
  }

  @Override
  public void useDatabase(String databaseName) {
    try {
      catalogManager.setCurrentDatabase(databaseName);
    } catch (CatalogException e) {
      throw new CatalogException(e.getMessage(), e.getCause(), "3F000");
    }
  }

  @Override
  public String getCurrentCatalog() {
    return catalogManager.getCurrentCatalog();
  }

  @Override
  public String getCurrentDatabase() {
    return catalogManager.getCurrentDatabase();
  }

  @Override
  public String[] listCatalogs() {
    return catalogManager.listCatalogs().stream().sorted().toArray(String[]::new);
  }

  @Override
  public String[] listDatabases() {
    return catalogManager.getCatalogOrThrow(getCurrentCatalog()).listDatabases().stream().sorted().toArray(String[]::new);
  }

  @Override
  public String[] listTables() {
    return listTables(getCurrentCatalog(), getCurrentDatabase());
  }

  @Override
  public String[] listTables(String catalogName, String databaseName) {
    // the tables of TableDescriptors used inline (from(descriptor), insert into a descriptor) are not listed, as in Flink
    try {
      return catalogManager.listTables(catalogName, databaseName).stream()
          .filter(n -> !n.startsWith("*anonymous_")).toArray(String[]::new);
    } catch (CatalogException e) {
      throw new ValidationException(e.getMessage(), e, "42000", 0, 0);
    }
  }

  @Override
  public String[] listViews() {
    try {
      List<String> permanent = catalogManager.getCatalogOrThrow(getCurrentCatalog()).listViews(getCurrentDatabase());
      java.util.TreeSet<String> views = new java.util.TreeSet<>(permanent);
      views.addAll(List.of(listTemporaryViews()));
      return views.toArray(String[]::new);
    } catch (DatabaseNotExistException e) {
      throw new ValidationException(e.getMessage(), e);
    }
  }

  @Override
  public String[] listTemporaryTables() {
    return catalogManager.listTemporaryTables().stream().filter(n -> !n.startsWith("*anonymous_")).toArray(String[]::new);
  }

  @Override
  public String[] listTemporaryViews() {
    return catalogManager.temporaryTables().entrySet().stream()
        .filter(e -> e.getValue() instanceof CatalogView)
        .filter(e -> e.getKey().catalogName().equals(getCurrentCatalog()) && e.getKey().databaseName().equals(getCurrentDatabase()))
        .map(e -> e.getKey().objectName())
        .sorted()
        .toArray(String[]::new);
  }

  @Override
  public void createTemporaryView(String path, Table view) {
    ObjectIdentifier id = catalogManager.qualifyIdentifier(PathParser.parse(path));
    TableImpl table = (TableImpl) view;
    String expanded = table.expandedSql();
    if (catalogManager.getTable(id).isPresent() && expanded.contains(id.asSerializableString())) {
      // Views are expanded by name, so such a view would read itself instead of the object it shadows.
      throw new ValidationException("Temporary view " + id.asSummaryString() + " would shadow the object its own"
          + " query reads; give the view another name.", null, "42P07", 0, 0);
    }
    try {
      catalogManager.createTemporaryTable(
          new CatalogView(table.getResolvedSchema(), table.sql(), expanded, null), id, false);
    } catch (CatalogException e) {
      throw new ValidationException(e.getMessage(), e, "42P07", 0, 0);
    }
  }

  /**
   * Keeps this session away from the host's files: creating a connector table (which names a
   * path) fails with SQLSTATE 42501. The driver calls it for remote sessions.
   */
  public void denyFileAccess() {
    fileAccess = false;
  }

  boolean fileAccess() {
    return fileAccess;
  }

  @Override
  public void createTable(String path, io.quiver.table.api.TableDescriptor descriptor) {
    registerDescriptor(path, descriptor, false);
  }

  @Override
  public void createTemporaryTable(String path, io.quiver.table.api.TableDescriptor descriptor) {
    registerDescriptor(path, descriptor, true);
  }

  private void registerDescriptor(String path, io.quiver.table.api.TableDescriptor descriptor, boolean temporary) {
    database().planCache().invalidateAll();
    ObjectIdentifier id = catalogManager.qualifyIdentifier(PathParser.parse(path));
    io.quiver.table.api.Schema schema = descriptor.getSchema().orElseThrow(() -> new ValidationException(
        "The descriptor of table " + id.asSummaryString() + " has no schema.", null, "42601", 0, 0));
    if (schema.hasComputedParts()) {
      // computed columns and watermarks are resolved as the CREATE TABLE the descriptor stands for
      executeSql(descriptorDdl(id, descriptor, schema, temporary));
      return;
    }
    List<io.quiver.table.catalog.Column> columns = schema.getColumns().stream()
        .map(c -> io.quiver.table.catalog.Column.physical(c.name(), c.dataType()).withComment(c.getComment().orElse(null))).toList();
    io.quiver.table.catalog.CatalogTable declared;
    try {
      declared = new io.quiver.table.catalog.CatalogTable(
          new io.quiver.table.catalog.ResolvedSchema(columns, schema.primaryKeyColumns()), descriptor.getOptions(),
          descriptor.getComment().orElse(null), null);
    } catch (IllegalArgumentException e) {
      // a key of columns the schema lacks: Flink's class when it resolves the descriptor's schema
      throw new ValidationException("Invalid primary key: " + e.getMessage(), e, "42703", 0, 0);
    }
    io.quiver.table.catalog.CatalogTable table = ConnectorTables.attach(declared, id, descriptor.getPartitionKeys(),
        fileAccess, 0, 0);
    try {
      if (temporary) {
        catalogManager.createTemporaryTable(table, id, false);
      } else {
        catalogManager.createTable(table, id, false);
      }
    } catch (CatalogException e) {
      throw new ValidationException(e.getMessage(), e, "42P07", 0, 0);
    }
  }

  private static String descriptorDdl(ObjectIdentifier id, io.quiver.table.api.TableDescriptor descriptor,
      io.quiver.table.api.Schema schema, boolean temporary) {
    StringBuilder ddl = new StringBuilder("CREATE ").append(temporary ? "TEMPORARY " : "").append("TABLE ")
        .append(SqlText.quote(id.catalogName())).append('.').append(SqlText.quote(id.databaseName())).append('.')
        .append(SqlText.quote(id.objectName())).append(" (").append(schema.toDdlElements()).append(')');
    descriptor.getComment().ifPresent(c -> ddl.append(" COMMENT '").append(c.replace("'", "''")).append('\''));
    if (!descriptor.getPartitionKeys().isEmpty()) {
      ddl.append(" PARTITIONED BY (").append(descriptor.getPartitionKeys().stream().map(SqlText::quote)
          .collect(java.util.stream.Collectors.joining(", "))).append(')');
    }
    ddl.append(" WITH (").append(descriptor.getOptions().entrySet().stream()
        .map(e -> "'" + e.getKey().replace("'", "''") + "' = '" + e.getValue().replace("'", "''") + "'")
        .collect(java.util.stream.Collectors.joining(", "))).append(')');
    return ddl.toString();
  }

  private static final java.util.concurrent.atomic.AtomicInteger ANONYMOUS_TABLES = new java.util.concurrent.atomic.AtomicInteger(1);

  /**
   * Registers the table a descriptor declares under a generated temporary name, as Flink does
   * for {@code from(descriptor)} and inserts into a descriptor ({@code *anonymous_<connector>$n*}),
   * and returns its quoted path.
   */
  String registerAnonymous(io.quiver.table.api.TableDescriptor descriptor) {
    String name = "*anonymous_" + descriptor.getOptions().getOrDefault("connector", "table") + "$" + ANONYMOUS_TABLES.getAndIncrement() + "*";
    String path = SqlText.quote(name);
    registerDescriptor(path, descriptor, true);
    return path;
  }

  @Override
  public Table from(io.quiver.table.api.TableDescriptor descriptor) {
    return from(registerAnonymous(descriptor));
  }

  @Override
  public boolean dropTemporaryView(String path) {
    ObjectIdentifier id = catalogManager.qualifyIdentifier(PathParser.parse(path));
    return catalogManager.temporaryTables().get(id) instanceof CatalogView && catalogManager.dropTemporaryTable(id);
  }

  @Override
  public boolean dropTemporaryTable(String path) {
    ObjectIdentifier id = catalogManager.qualifyIdentifier(PathParser.parse(path));
    return !(catalogManager.temporaryTables().get(id) instanceof CatalogView) && catalogManager.dropTemporaryTable(id);
  }

  @Override
  public TableConfig getConfig() {
    return config;
  }

  /** A fresh name for a Table registered by {@link Table#toString()}. */
  String registerUnnamed(TableImpl table) {
    String name = "UnnamedTable$" + UNNAMED_TABLES.getAndIncrement();
    createTemporaryView("`" + name + "`", table);
    return name;
  }

  @Override
  public void close() {
    remote.close();
    transaction.rollback();
    catalogManager.close();
    if (ownsDatabase) {
      database.close();
    }
  }
}
