package io.quiver.table.catalog;

import io.quiver.table.catalog.exceptions.DatabaseAlreadyExistException;
import io.quiver.table.catalog.exceptions.DatabaseNotEmptyException;
import io.quiver.table.catalog.exceptions.DatabaseNotExistException;
import io.quiver.table.catalog.exceptions.FunctionAlreadyExistException;
import io.quiver.table.catalog.exceptions.FunctionNotExistException;
import io.quiver.table.catalog.exceptions.TableAlreadyExistException;
import io.quiver.table.catalog.exceptions.TableNotExistException;
import java.util.List;
import java.util.Optional;

/**
 * A catalog: databases holding tables, views and functions. All names are case-sensitive.
 */
public interface Catalog {
  default void open() {}

  default void close() {}

  String getDefaultDatabase();

  List<String> listDatabases();

  CatalogDatabase getDatabase(String databaseName) throws DatabaseNotExistException;

  boolean databaseExists(String databaseName);

  void createDatabase(String name, CatalogDatabase database, boolean ignoreIfExists) throws DatabaseAlreadyExistException;

  /** Drops an empty database. */
  default void dropDatabase(String name, boolean ignoreIfNotExists) throws DatabaseNotExistException, DatabaseNotEmptyException {
    dropDatabase(name, ignoreIfNotExists, false);
  }

  /** Drops a database; with {@code cascade} its objects too, otherwise it must be empty. */
  void dropDatabase(String name, boolean ignoreIfNotExists, boolean cascade)
      throws DatabaseNotExistException, DatabaseNotEmptyException;

  /** Replaces a database's properties and comment (ALTER DATABASE). */
  void alterDatabase(String name, CatalogDatabase newDatabase, boolean ignoreIfNotExists) throws DatabaseNotExistException;

  /** Tables and views of the database. */
  List<String> listTables(String databaseName) throws DatabaseNotExistException;

  List<String> listViews(String databaseName) throws DatabaseNotExistException;

  CatalogBaseTable getTable(ObjectPath tablePath) throws TableNotExistException;

  boolean tableExists(ObjectPath tablePath);

  void createTable(ObjectPath tablePath, CatalogBaseTable table, boolean ignoreIfExists)
      throws TableAlreadyExistException, DatabaseNotExistException;

  void dropTable(ObjectPath tablePath, boolean ignoreIfNotExists) throws TableNotExistException;

  void renameTable(ObjectPath tablePath, String newTableName, boolean ignoreIfNotExists)
      throws TableNotExistException, TableAlreadyExistException;

  /** Replaces a table's definition (ALTER TABLE). */
  void alterTable(ObjectPath tablePath, CatalogBaseTable newTable, boolean ignoreIfNotExists) throws TableNotExistException;

  List<String> listFunctions(String databaseName) throws DatabaseNotExistException;

  CatalogFunction getFunction(ObjectPath functionPath) throws FunctionNotExistException;

  boolean functionExists(ObjectPath functionPath);

  void createFunction(ObjectPath functionPath, CatalogFunction function, boolean ignoreIfExists)
      throws FunctionAlreadyExistException, DatabaseNotExistException;

  void dropFunction(ObjectPath functionPath, boolean ignoreIfNotExists) throws FunctionNotExistException;

  default Optional<String> getComment() {
    return Optional.empty();
  }
}
