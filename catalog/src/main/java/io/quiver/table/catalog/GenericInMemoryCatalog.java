package io.quiver.table.catalog;

import io.quiver.table.catalog.exceptions.DatabaseAlreadyExistException;
import io.quiver.table.catalog.exceptions.DatabaseNotEmptyException;
import io.quiver.table.catalog.exceptions.DatabaseNotExistException;
import io.quiver.table.catalog.exceptions.FunctionAlreadyExistException;
import io.quiver.table.catalog.exceptions.FunctionNotExistException;
import io.quiver.table.catalog.exceptions.TableAlreadyExistException;
import io.quiver.table.catalog.exceptions.TableNotExistException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A catalog held in memory, shared by every session of a database; thread-safe. Dropping a table
 * releases its storage.
 */
public class GenericInMemoryCatalog implements Catalog {
  public static final String DEFAULT_DATABASE = "default_database";

  private final String name;
  private final String defaultDatabase;
  private final Map<String, CatalogDatabase> databases = new LinkedHashMap<>();
  private final Map<ObjectPath, CatalogBaseTable> tables = new LinkedHashMap<>();
  private final Map<ObjectPath, CatalogFunction> functions = new LinkedHashMap<>();

  /** Flink's default database of a catalog created without naming one ({@code DEFAULT_DB}). */
  public static final String DEFAULT_DB = "default";

  /** A catalog whose default database is {@code default}, as Flink's. */
  public GenericInMemoryCatalog(String name) {
    this(name, DEFAULT_DB);
  }

  public GenericInMemoryCatalog(String name, String defaultDatabase) {
    this.name = Objects.requireNonNull(name, "name is null");
    this.defaultDatabase = Objects.requireNonNull(defaultDatabase, "defaultDatabase is null");
    databases.put(defaultDatabase, new CatalogDatabaseImpl(Map.of(), null));
  }

  public String getName() {
    return name;
  }

  @Override
  public String getDefaultDatabase() {
    return defaultDatabase;
  }

  @Override
  public synchronized List<String> listDatabases() {
    return new ArrayList<>(databases.keySet());
  }

  @Override
  public synchronized CatalogDatabase getDatabase(String databaseName) throws DatabaseNotExistException {
    CatalogDatabase database = databases.get(databaseName);
    if (database == null) {
      throw new DatabaseNotExistException(name, databaseName);
    }
    return database;
  }

  @Override
  public synchronized boolean databaseExists(String databaseName) {
    return databases.containsKey(databaseName);
  }

  @Override
  public synchronized void alterDatabase(String databaseName, CatalogDatabase newDatabase, boolean ignoreIfNotExists)
      throws DatabaseNotExistException {
    if (!databases.containsKey(databaseName)) {
      if (ignoreIfNotExists) {
        return;
      }
      throw new DatabaseNotExistException(name, databaseName);
    }
    databases.put(databaseName, newDatabase);
  }

  @Override
  public synchronized void createDatabase(String databaseName, CatalogDatabase database, boolean ignoreIfExists)
      throws DatabaseAlreadyExistException {
    if (databases.containsKey(databaseName)) {
      if (!ignoreIfExists) {
        throw new DatabaseAlreadyExistException(name, databaseName);
      }
      return;
    }
    databases.put(databaseName, database);
  }

  @Override
  public synchronized void dropDatabase(String databaseName, boolean ignoreIfNotExists, boolean cascade)
      throws DatabaseNotExistException, DatabaseNotEmptyException {
    if (!databases.containsKey(databaseName)) {
      if (!ignoreIfNotExists) {
        throw new DatabaseNotExistException(name, databaseName);
      }
      return;
    }
    boolean empty = tables.keySet().stream().noneMatch(p -> p.databaseName().equals(databaseName))
        && functions.keySet().stream().noneMatch(p -> p.databaseName().equals(databaseName));
    if (!empty && !cascade) {
      throw new DatabaseNotEmptyException(name, databaseName);
    }
    tables.entrySet().removeIf(e -> {
      if (e.getKey().databaseName().equals(databaseName)) {
        release(e.getValue());
        return true;
      }
      return false;
    });
    functions.keySet().removeIf(p -> p.databaseName().equals(databaseName));
    databases.remove(databaseName);
  }

  @Override
  public synchronized List<String> listTables(String databaseName) throws DatabaseNotExistException {
    getDatabase(databaseName);
    return tables.keySet().stream().filter(p -> p.databaseName().equals(databaseName)).map(ObjectPath::objectName).toList();
  }

  @Override
  public synchronized List<String> listViews(String databaseName) throws DatabaseNotExistException {
    getDatabase(databaseName);
    return tables.entrySet().stream()
        .filter(e -> e.getKey().databaseName().equals(databaseName) && e.getValue() instanceof CatalogView)
        .map(e -> e.getKey().objectName())
        .toList();
  }

  @Override
  public synchronized CatalogBaseTable getTable(ObjectPath tablePath) throws TableNotExistException {
    CatalogBaseTable table = tables.get(tablePath);
    if (table == null) {
      throw new TableNotExistException(name, tablePath.getFullName());
    }
    return table;
  }

  @Override
  public synchronized boolean tableExists(ObjectPath tablePath) {
    return tables.containsKey(tablePath);
  }

  @Override
  public synchronized void createTable(ObjectPath tablePath, CatalogBaseTable table, boolean ignoreIfExists)
      throws TableAlreadyExistException, DatabaseNotExistException {
    getDatabase(tablePath.databaseName());
    if (tables.containsKey(tablePath)) {
      if (!ignoreIfExists) {
        throw new TableAlreadyExistException(name, tablePath.getFullName());
      }
      return;
    }
    tables.put(tablePath, table);
  }

  @Override
  public synchronized void dropTable(ObjectPath tablePath, boolean ignoreIfNotExists) throws TableNotExistException {
    CatalogBaseTable removed = tables.remove(tablePath);
    if (removed == null && !ignoreIfNotExists) {
      throw new TableNotExistException(name, tablePath.getFullName());
    }
    release(removed);
  }

  @Override
  public synchronized void renameTable(ObjectPath tablePath, String newTableName, boolean ignoreIfNotExists)
      throws TableNotExistException, TableAlreadyExistException {
    ObjectPath target = new ObjectPath(tablePath.databaseName(), newTableName);
    if (!tables.containsKey(tablePath)) {
      if (!ignoreIfNotExists) {
        throw new TableNotExistException(name, tablePath.getFullName());
      }
      return;
    }
    if (tables.containsKey(target)) {
      throw new TableAlreadyExistException(name, target.getFullName());
    }
    tables.put(target, tables.remove(tablePath));
  }

  @Override
  public synchronized void alterTable(ObjectPath tablePath, CatalogBaseTable newTable, boolean ignoreIfNotExists)
      throws TableNotExistException {
    if (!tables.containsKey(tablePath)) {
      if (!ignoreIfNotExists) {
        throw new TableNotExistException(name, tablePath.getFullName());
      }
      return;
    }
    tables.put(tablePath, newTable);
  }

  @Override
  public synchronized List<String> listFunctions(String databaseName) throws DatabaseNotExistException {
    getDatabase(databaseName);
    return functions.keySet().stream().filter(p -> p.databaseName().equals(databaseName)).map(ObjectPath::objectName).toList();
  }

  @Override
  public synchronized CatalogFunction getFunction(ObjectPath functionPath) throws FunctionNotExistException {
    CatalogFunction function = functions.get(functionPath);
    if (function == null) {
      throw new FunctionNotExistException(name, functionPath.getFullName());
    }
    return function;
  }

  @Override
  public synchronized boolean functionExists(ObjectPath functionPath) {
    return functions.containsKey(functionPath);
  }

  @Override
  public synchronized void createFunction(ObjectPath functionPath, CatalogFunction function, boolean ignoreIfExists)
      throws FunctionAlreadyExistException, DatabaseNotExistException {
    getDatabase(functionPath.databaseName());
    if (functions.containsKey(functionPath)) {
      if (!ignoreIfExists) {
        throw new FunctionAlreadyExistException(name, functionPath.getFullName());
      }
      return;
    }
    functions.put(functionPath, function);
  }

  @Override
  public synchronized void dropFunction(ObjectPath functionPath, boolean ignoreIfNotExists) throws FunctionNotExistException {
    if (functions.remove(functionPath) == null && !ignoreIfNotExists) {
      throw new FunctionNotExistException(name, functionPath.getFullName());
    }
  }

  /** Releases every table's storage. */
  @Override
  public synchronized void close() {
    tables.values().forEach(GenericInMemoryCatalog::release);
    tables.clear();
  }

  private static void release(CatalogBaseTable table) {
    if (table instanceof CatalogTable managed) {
      managed.storage().close();
    }
  }
}
