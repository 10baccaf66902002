package io.quiver.table.catalog;

import io.quiver.table.catalog.exceptions.CatalogException;
import io.quiver.table.catalog.exceptions.DatabaseNotExistException;
import io.quiver.table.catalog.exceptions.TableAlreadyExistException;
import io.quiver.table.catalog.exceptions.TableNotExistException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeSet;

/**
 * One session's view of the catalogs: its current catalog and database, and its temporary tables
 * and views, which shadow permanent objects of the same name for this session only.
 */
public final class CatalogManager {
  /** A table found by name: where it is, what it is, and whether it is temporary. */
  public record ResolvedTable(ObjectIdentifier identifier, CatalogBaseTable table, boolean temporary) {}

  private final CatalogRegistry catalogs;
  private final Map<ObjectIdentifier, CatalogBaseTable> temporaryTables = new LinkedHashMap<>();
  private String currentCatalog;
  private String currentDatabase;
  private java.util.function.BooleanSupplier ignoreCase = () -> false;

  public CatalogManager(CatalogRegistry catalogs, String currentCatalog) {
    this.catalogs = Objects.requireNonNull(catalogs, "catalogs is null");
    Catalog catalog = catalogs.get(currentCatalog)
        .orElseThrow(() -> new CatalogException("catalog " + currentCatalog + " does not exist"));
    this.currentCatalog = currentCatalog;
    this.currentDatabase = catalog.getDefaultDatabase();
  }

  public String getCurrentCatalog() {
    return currentCatalog;
  }

  public String getCurrentDatabase() {
    return currentDatabase;
  }

  public void setCurrentCatalog(String catalogName) {
    Catalog catalog = getCatalogOrThrow(catalogName);
    currentCatalog = catalogName;
    currentDatabase = catalog.getDefaultDatabase();
  }

  public void setCurrentDatabase(String databaseName) {
    if (!getCatalogOrThrow(currentCatalog).databaseExists(databaseName)) {
      throw new CatalogException("A database with name [" + databaseName + "] does not exist in the catalog: ["
          + currentCatalog + "].");
    }
    currentDatabase = databaseName;
  }

  public void registerCatalog(String name, Catalog catalog) {
    try {
      catalogs.register(name, catalog);
    } catch (IllegalArgumentException e) {
      throw new CatalogException(e.getMessage());
    }
  }

  public void unregisterCatalog(String name, boolean ignoreIfNotExists) {
    if (name.equals(currentCatalog)) {
      throw new CatalogException("Cannot drop a catalog which is currently in use.");
    }
    if (catalogs.remove(name) == null && !ignoreIfNotExists) {
      throw new CatalogException("Catalog " + name + " does not exist.");
    }
  }

  public Optional<Catalog> getCatalog(String name) {
    return catalogs.get(name);
  }

  public Catalog getCatalogOrThrow(String name) {
    return catalogs.get(name).orElseThrow(() -> new CatalogException("A catalog with name [" + name + "] does not exist."));
  }

  public List<String> listCatalogs() {
    return catalogs.names();
  }

  /**
   * Whether names find objects whose names differ from them in case only, as the standard SQL
   * dialect asks (asked at each lookup, since the session may switch dialects).
   */
  public void matchNamesIgnoringCase(java.util.function.BooleanSupplier ignoreCase) {
    this.ignoreCase = Objects.requireNonNull(ignoreCase, "ignoreCase is null");
  }

  /** Whether names match ignoring case now (the standard dialect). */
  public boolean ignoresCase() {
    return ignoreCase.getAsBoolean();
  }

  /**
   * Completes a 1-, 2- or 3-part name with the current catalog and database. When names match
   * ignoring case, each part becomes the name of the existing catalog, database or table it
   * matches ({@code orders} finds {@code Orders}); a part that matches nothing, or several
   * objects that differ only in case, stays as written.
   */
  public ObjectIdentifier qualifyIdentifier(List<String> parts) {
    ObjectIdentifier id = switch (parts.size()) {
      case 1 -> ObjectIdentifier.of(currentCatalog, currentDatabase, parts.get(0));
      case 2 -> ObjectIdentifier.of(currentCatalog, databaseOrPublic(currentCatalog, parts.get(0)), parts.get(1));
      case 3 -> ObjectIdentifier.of(parts.get(0), databaseOrPublic(parts.get(0), parts.get(1)), parts.get(2));
      default -> throw new CatalogException("invalid object name " + String.join(".", parts));
    };
    return ignoreCase.getAsBoolean() ? existingCase(id) : id;
  }

  /**
   * {@code database}, or the current database when it is PostgreSQL's schema {@code public} and
   * names match ignoring case (the standard dialect) and {@code catalog} has no database of that
   * name: the schema every PostgreSQL script qualifies its names with (pg_dump writes
   * {@code public.orders}).
   */
  public String databaseOrPublic(String catalog, String database) {
    if (!ignoreCase.getAsBoolean() || !database.equalsIgnoreCase("public") || !catalog.equals(currentCatalog)) {
      return database;
    }
    Optional<Catalog> found = catalogs.get(catalog);
    if (found.isEmpty() || found.get().listDatabases().stream().anyMatch(d -> d.equalsIgnoreCase(database))) {
      return database;
    }
    return currentDatabase;
  }

  private ObjectIdentifier existingCase(ObjectIdentifier id) {
    // A name spelt as it was declared is found without listing its neighbours (every statement
    // resolves its tables here, so this is the common path).
    Optional<Catalog> catalog = catalogs.get(id.catalogName());
    String catalogName = id.catalogName();
    if (catalog.isEmpty()) {
      catalogName = existingCase(id.catalogName(), listCatalogs());
      catalog = catalogs.get(catalogName);
      if (catalog.isEmpty()) {
        return ObjectIdentifier.of(catalogName, id.databaseName(), id.objectName());
      }
    }
    String databaseName = catalog.get().databaseExists(id.databaseName())
        ? id.databaseName() : existingCase(id.databaseName(), catalog.get().listDatabases());
    if (!catalog.get().databaseExists(databaseName)) {
      return ObjectIdentifier.of(catalogName, databaseName, id.objectName());
    }
    ObjectIdentifier exact = ObjectIdentifier.of(catalogName, databaseName, id.objectName());
    if (temporaryTables.containsKey(exact) || catalog.get().tableExists(exact.toObjectPath())) {
      return exact;
    }
    return ObjectIdentifier.of(catalogName, databaseName,
        existingCase(id.objectName(), listTables(catalogName, databaseName)));
  }

  private static String existingCase(String name, List<String> existing) {
    if (existing.contains(name)) {
      return name;
    }
    String found = null;
    for (String candidate : existing) {
      if (candidate.equalsIgnoreCase(name)) {
        if (found != null) {
          return name;
        }
        found = candidate;
      }
    }
    return found == null ? name : found;
  }

  /** The table or view of that name; a temporary one shadows a permanent one. */
  public Optional<ResolvedTable> getTable(ObjectIdentifier identifier) {
    CatalogBaseTable temporary = temporaryTables.get(identifier);
    if (temporary != null) {
      return Optional.of(new ResolvedTable(identifier, temporary, true));
    }
    Optional<Catalog> catalog = catalogs.get(identifier.catalogName());
    if (catalog.isEmpty()) {
      return Optional.empty();
    }
    try {
      return Optional.of(new ResolvedTable(identifier, catalog.get().getTable(identifier.toObjectPath()), false));
    } catch (TableNotExistException e) {
      return Optional.empty();
    }
  }

  public void createTable(CatalogBaseTable table, ObjectIdentifier identifier, boolean ignoreIfExists) {
    try {
      getCatalogOrThrow(identifier.catalogName()).createTable(identifier.toObjectPath(), table, ignoreIfExists);
    } catch (TableAlreadyExistException | DatabaseNotExistException e) {
      throw new CatalogException(e.getMessage(), e);
    }
  }

  public void createTemporaryTable(CatalogBaseTable table, ObjectIdentifier identifier, boolean ignoreIfExists) {
    if (temporaryTables.containsKey(identifier)) {
      if (ignoreIfExists) {
        return;
      }
      throw new CatalogException("Temporary table " + identifier.asSummaryString() + " already exists");
    }
    temporaryTables.put(identifier, table);
  }

  /** Drops a permanent table; returns false if it did not exist. */
  public boolean dropTable(ObjectIdentifier identifier, boolean ignoreIfNotExists) {
    if (temporaryTables.containsKey(identifier)) {
      throw new CatalogException("Temporary table with identifier '" + identifier.asSerializableString()
          + "' exists. Drop it first before removing the permanent table.");
    }
    Catalog catalog = getCatalogOrThrow(identifier.catalogName());
    try {
      if (!catalog.tableExists(identifier.toObjectPath()) && ignoreIfNotExists) {
        return false;
      }
      catalog.dropTable(identifier.toObjectPath(), ignoreIfNotExists);
      return true;
    } catch (TableNotExistException e) {
      throw new CatalogException(e.getMessage(), e);
    }
  }

  public boolean dropTemporaryTable(ObjectIdentifier identifier) {
    CatalogBaseTable removed = temporaryTables.remove(identifier);
    if (removed instanceof CatalogTable managed) {
      managed.storage().close();
    }
    return removed != null;
  }

  /** Permanent and temporary tables and views visible in the current database, sorted. */
  public List<String> listTables() {
    return listTables(currentCatalog, currentDatabase);
  }

  public List<String> listTables(String catalogName, String databaseName) {
    TreeSet<String> names = new TreeSet<>(listTemporaryTables(catalogName, databaseName));
    try {
      names.addAll(getCatalogOrThrow(catalogName).listTables(databaseName));
    } catch (DatabaseNotExistException e) {
      throw new CatalogException(e.getMessage(), e);
    }
    return new ArrayList<>(names);
  }

  public List<String> listTemporaryTables() {
    return listTemporaryTables(currentCatalog, currentDatabase);
  }

  private List<String> listTemporaryTables(String catalogName, String databaseName) {
    return temporaryTables.keySet().stream()
        .filter(id -> id.catalogName().equals(catalogName) && id.databaseName().equals(databaseName))
        .map(ObjectIdentifier::objectName)
        .sorted()
        .toList();
  }

  public Map<ObjectIdentifier, CatalogBaseTable> temporaryTables() {
    return java.util.Collections.unmodifiableMap(temporaryTables);
  }

  /** Drops the session's temporary objects and releases their storage. */
  public void close() {
    new ArrayList<>(temporaryTables.keySet()).forEach(this::dropTemporaryTable);
  }
}
