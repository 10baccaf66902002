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
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;

/** The TableEnvironment: one session over a {@link Database}. */
public final class TableEnvironmentImpl implements TableEnvironment {
  private static final AtomicInteger UNNAMED_TABLES = new AtomicInteger();

  private final Database database;
  private final boolean ownsDatabase;
  private final CatalogManager catalogManager;
  private final TableConfig config;
  private final QuiverPlanner planner;
  private final SqlStatementExecutor statements;
  private final SessionTransaction transaction;

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
    this.planner = new QuiverPlanner(catalogManager);
    this.transaction = new SessionTransaction(database.transactions());
    planner.readVersionsWith(transaction::read);
    this.statements = new SqlStatementExecutor(this);
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

  /** The session's transaction: auto-commit, commit and rollback for the JDBC driver. */
  public SessionTransaction transaction() {
    return transaction;
  }

  @Override
  public TableResult executeSql(String statement) {
    return statements.execute(planner.parse(statement));
  }

  /**
   * Parses and validates a statement that may hold {@code ?} markers, for the JDBC driver's
   * prepared statements; not part of the public {@code TableEnvironment}.
   */
  public PreparedQuery prepare(String sql) {
    return PreparedQueryImpl.prepare(this, statements, sql);
  }

  @Override
  public Table sqlQuery(String query) {
    return new TableImpl(this, statements.queryOf(planner.parse(query)), query);
  }

  @Override
  public Table from(String path) {
    ObjectIdentifier id = catalogManager.qualifyIdentifier(PathParser.parse(path));
    if (catalogManager.getTable(id).isEmpty()) {
      throw new ValidationException("Table " + path + " was not found.", null, "42P01", 0, 0);
    }
    String sql = "SELECT * FROM " + id.asSerializableString();
    return new TableImpl(this, planner.parse(sql), sql);
  }

  @Override
  public String explainSql(String statement, ExplainDetail... extraDetails) {
    return statements.explain(planner.parse(statement), List.of(extraDetails));
  }

  @Override
  public void registerCatalog(String catalogName, Catalog catalog) {
    catalogManager.registerCatalog(catalogName, catalog);
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
      throw new ValidationException(e.getMessage(), e, "3D000", 0, 0);
    }
  }

  @Override
  public void useDatabase(String databaseName) {
    try {
      catalogManager.setCurrentDatabase(databaseName);
    } catch (CatalogException e) {
      throw new ValidationException(e.getMessage(), e, "3F000", 0, 0);
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
    return catalogManager.listTables().toArray(String[]::new);
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
    return catalogManager.listTemporaryTables().toArray(String[]::new);
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
    try {
      catalogManager.createTemporaryTable(
          new CatalogView(table.getResolvedSchema(), table.sql(), table.expandedSql(), null), id, false);
    } catch (CatalogException e) {
      throw new ValidationException(e.getMessage(), e, "42P07", 0, 0);
    }
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
    transaction.rollback();
    catalogManager.close();
    if (ownsDatabase) {
      database.close();
    }
  }
}
