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

  /** Explains a statement: abstract syntax tree, optimized logical plan and physical plan. */
  String explainSql(String statement, ExplainDetail... extraDetails);

  void registerCatalog(String catalogName, Catalog catalog);

  Optional<Catalog> getCatalog(String catalogName);

  void useCatalog(String catalogName);

  void useDatabase(String databaseName);

  String getCurrentCatalog();

  String getCurrentDatabase();

  String[] listCatalogs();

  String[] listDatabases();

  /** Tables and views, permanent and temporary, of the current database, sorted. */
  String[] listTables();

  String[] listViews();

  String[] listTemporaryTables();

  String[] listTemporaryViews();

  /** Registers {@code view} as a temporary view visible to this session only. */
  void createTemporaryView(String path, Table view);

  boolean dropTemporaryView(String path);

  boolean dropTemporaryTable(String path);

  TableConfig getConfig();

  /** Ends the session: drops its temporary objects. The database lives on while others use it. */
  @Override
  void close();
}
