package io.quiver.table.api;

import io.quiver.table.api.internal.Database;
import io.quiver.table.api.internal.TableEnvironmentImpl;
import io.quiver.table.catalog.Catalog;
import java.util.Optional;

/**
 * The entry point of the Table API and SQL: a session over a database, holding the current
 * catalog and database, temporary objects and the session's {@link TableConfig}.
 *
 * <p>{@link #create(EnvironmentSettings)} opens a session on a new private in-memory database;
 * the JDBC driver opens sessions on shared databases. A TableEnvironment is not thread-safe.
 */
public interface TableEnvironment extends AutoCloseable {

  /** A session on a new in-memory database, in batch mode. */
  /** An environment configured by {@code configuration} (see {@link EnvironmentSettings#fromConfiguration}). */
  static TableEnvironment create(io.quiver.configuration.Configuration configuration) {
    return create(EnvironmentSettings.fromConfiguration(configuration));
  }

  static TableEnvironment create(EnvironmentSettings settings) {
    return TableEnvironmentImpl.create(settings);
  }

  /** A session on an existing database (used by the JDBC driver for shared databases). */
  static TableEnvironment create(EnvironmentSettings settings, Database database) {
    return TableEnvironmentImpl.create(settings, database);
  }

  /**
   * Executes one SQL statement: DDL returns {@link ResultKind#SUCCESS}; queries, SHOW, DESCRIBE
   * and EXPLAIN return rows; INSERT returns the number of rows written per sink.
   */
  TableResult executeSql(String statement);

  /** A {@link Table} for a SELECT query, planned lazily. */
  Table sqlQuery(String query);

  /** The table or view at {@code path} ({@code [[catalog.]database.]object}, backticks to escape). */
  Table from(String path);

  /** The rows of an anonymous table the descriptor declares (registered under a generated name). */
  Table from(TableDescriptor descriptor);

  /**
   * @deprecated use {@link #from(String)}: the parts of a path, unescaped
   *     ({@code scan("cat", "db", "t")}).
   */
  @Deprecated
  Table scan(String... tablePath);

  /**
   * A table of the given values: {@code row(...)} expressions, {@link io.quiver.types.Row}s or
   * single values (one column). Column types are generalized across rows (INT and BIGINT to
   * BIGINT NOT NULL, CHAR(3) and CHAR(5) to VARCHAR(5)); columns are named {@code f0, f1, ...}.
   * Values without a common type are an error.
   */
  Table fromValues(Object... values);

  /** Same as {@link #fromValues(Object...)}. */
  Table fromValues(io.quiver.table.expressions.Expression... values);

  /** Same as {@link #fromValues(Object...)} over a collection. */
  Table fromValues(Iterable<?> values);

  /**
   * A table of the given values converted to {@code rowType}: {@code DataTypes.ROW(FIELD("id",
   * DECIMAL(10, 2)), FIELD("name", STRING()))} names and types the columns.
   */
  Table fromValues(io.quiver.table.types.DataType rowType, Object... values);

  Table fromValues(io.quiver.table.types.DataType rowType, io.quiver.table.expressions.Expression... values);

  Table fromValues(io.quiver.table.types.DataType rowType, Iterable<?> values);

  /** Explains a statement: abstract syntax tree, optimized logical plan and physical plan. */
  default String explainSql(String statement, ExplainDetail... extraDetails) {
    return explainSql(statement, ExplainFormat.TEXT, extraDetails);
  }

  /** Explains a statement in the given layout. */
  String explainSql(String statement, ExplainFormat format, ExplainDetail... extraDetails);

  /** The plans of a Table, as {@link Table#explain} shows them. */
  default String explain(Table table) {
    return table.explain();
  }

  /** @deprecated use {@link Table#explain(ExplainDetail...)}; {@code extended} adds the estimated cost. */
  @Deprecated
  default String explain(Table table, boolean extended) {
    return extended ? table.explain(ExplainDetail.ESTIMATED_COST) : table.explain();
  }

  /**
   * @deprecated use {@link StatementSet#explain}: explains the statements buffered by
   *     {@link #sqlUpdate} and {@link #insertInto}.
   */
  @Deprecated
  String explain(boolean extended);

  /**
   * Completion hints for {@code statement} at cursor {@code position}: SQL keywords, catalog
   * objects and columns whose names start with the word before the cursor (case-insensitive).
   */
  String[] getCompletionHints(String statement, int position);

  /** A {@link StatementSet} that plans several INSERTs together and runs them as one job. */
  StatementSet createStatementSet();

  /**
   * @deprecated use {@link #executeSql(String)}: DDL runs at once; INSERTs are buffered until
   *     {@link #execute(String)}.
   */
  @Deprecated
  void sqlUpdate(String stmt);

  /** @deprecated use {@link Table#executeInsert} or a {@link StatementSet}; buffers the insert. */
  @Deprecated
  void insertInto(String targetPath, Table table);

  /** @deprecated use {@link #insertInto(String, Table)}. */
  @Deprecated
  default void insertInto(Table table, String sinkPath, String... sinkPathContinued) {
    java.util.List<String> path = new java.util.ArrayList<>();
    path.add(sinkPath);
    path.addAll(java.util.List.of(sinkPathContinued));
    insertInto(String.join(".", path.stream().map(p -> "`" + p.replace("`", "``") + "`").toList()), table);
  }

  /**
   * @deprecated use {@link StatementSet#execute()}: runs the inserts buffered by
   *     {@link #sqlUpdate} and {@link #insertInto} as one job and clears them.
   */
  @Deprecated
  TableResult execute(String jobName);

  /** @deprecated use {@link #createTemporaryView(String, Table)}. */
  @Deprecated
  default void registerTable(String name, Table table) {
    createTemporaryView("`" + name.replace("`", "``") + "`", table);
  }

  /** @deprecated use {@link #createTemporarySystemFunction(String, UserDefinedFunction)}. */
  @Deprecated
  default void registerFunction(String name, io.quiver.table.functions.ScalarFunction function) {
    createTemporarySystemFunction(name, function);
  }

  // ---- functions ----

  /** Registers a function class as a temporary system function, callable by a simple name in every catalog. */
  void createTemporarySystemFunction(String name, Class<? extends io.quiver.table.functions.UserDefinedFunction> functionClass);

  void createTemporarySystemFunction(String name, io.quiver.table.functions.UserDefinedFunction functionInstance);

  boolean dropTemporarySystemFunction(String name);

  /** Registers a function class as a catalog function at {@code path}; an existing one is an error. */
  void createFunction(String path, Class<? extends io.quiver.table.functions.UserDefinedFunction> functionClass);

  void createFunction(String path, Class<? extends io.quiver.table.functions.UserDefinedFunction> functionClass,
      boolean ignoreIfExists);

  boolean dropFunction(String path);

  /** Registers a temporary catalog function, shadowing a catalog function of the same path. */
  void createTemporaryFunction(String path, Class<? extends io.quiver.table.functions.UserDefinedFunction> functionClass);

  void createTemporaryFunction(String path, io.quiver.table.functions.UserDefinedFunction functionInstance);

  boolean dropTemporaryFunction(String path);

  /** All functions callable by a simple name: user-defined and built-in, sorted. */
  String[] listFunctions();

  /** The user-defined functions callable by a simple name, sorted. */
  String[] listUserDefinedFunctions();

  // ---- modules ----

  /** Loads a module under a unique name; its functions are resolved after those of earlier modules. */
  void loadModule(String moduleName, io.quiver.table.module.Module module);

  void unloadModule(String moduleName);

  /** The names of the loaded modules in resolution order. */
  String[] listModules();

  /** Every loaded module with whether it is used, in resolution order (SHOW FULL MODULES). */
  io.quiver.table.module.ModuleEntry[] listFullModules();

  /**
   * Uses exactly the named loaded modules, in this order of function resolution; the others stay
   * loaded, unused ({@link #listFullModules()}).
   */
  void useModules(String... moduleNames);

  // ---- catalogs ----

  /** Registers a catalog under a unique name; its objects are reached as {@code catalogName.db.object}. */
  void registerCatalog(String catalogName, Catalog catalog);

  /** The catalog registered under {@code catalogName}, if any. */
  Optional<Catalog> getCatalog(String catalogName);

  /** Sets the current catalog, and the current database to its default database. */
  void useCatalog(String catalogName);

  /** Sets the current database of the current catalog. */
  void useDatabase(String databaseName);

  /** The catalog that unqualified names are resolved in. */
  String getCurrentCatalog();

  /** The database that unqualified names are resolved in. */
  String getCurrentDatabase();

  /** The names of all registered catalogs, sorted. */
  String[] listCatalogs();

  /** The databases of the current catalog, sorted. */
  String[] listDatabases();

  /** Tables and views, permanent and temporary, of the current database, sorted. */
  String[] listTables();

  /** The tables and views of a database of a catalog, temporary ones of that database included. */
  String[] listTables(String catalogName, String databaseName);

  /** Views, permanent and temporary, of the current database, sorted. */
  String[] listViews();

  /** Temporary tables and views of the current database, sorted. */
  String[] listTemporaryTables();

  /** Temporary views of the current database, sorted. */
  String[] listTemporaryViews();

  /** Registers {@code view} as a temporary view visible to this session only. */
  void createTemporaryView(String path, Table view);

  /**
   * Registers a connector table in the catalog, as {@code CREATE TABLE path (...) WITH (...)}
   * does; fails with a {@link ValidationException} if the path is taken or the descriptor names
   * an unknown connector, format or option (SQLSTATE 42704) or lacks a required one (42601).
   */
  void createTable(String path, TableDescriptor descriptor);

  /** Registers a connector table as a temporary table of this session; see {@link #createTable}. */
  void createTemporaryTable(String path, TableDescriptor descriptor);

  /** Drops a temporary view; false when there is none at {@code path}. */
  boolean dropTemporaryView(String path);

  /** Drops a temporary table; false when there is none at {@code path}. */
  boolean dropTemporaryTable(String path);

  /** The session's configuration. */
  TableConfig getConfig();

  /** Ends the session: drops its temporary objects. The database lives on while others use it. */
  @Override
  void close();
}
