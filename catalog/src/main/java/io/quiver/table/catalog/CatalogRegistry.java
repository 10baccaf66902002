package io.quiver.table.catalog;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The catalogs of one database, shared by all its sessions; thread-safe. */
public final class CatalogRegistry implements AutoCloseable {
  public static final String DEFAULT_CATALOG = "default_catalog";

  private final Map<String, Catalog> catalogs = new LinkedHashMap<>();

  /** A registry with the built-in in-memory {@value #DEFAULT_CATALOG}. */
  public static CatalogRegistry withDefaultCatalog() {
    CatalogRegistry registry = new CatalogRegistry();
    registry.register(DEFAULT_CATALOG, new GenericInMemoryCatalog(DEFAULT_CATALOG, GenericInMemoryCatalog.DEFAULT_DATABASE));
    return registry;
  }

  public synchronized void register(String name, Catalog catalog) {
    if (catalogs.containsKey(name)) {
      throw new IllegalArgumentException("Catalog " + name + " already exists.");
    }
    catalog.open();
    catalogs.put(name, catalog);
  }

  public synchronized Optional<Catalog> get(String name) {
    return Optional.ofNullable(catalogs.get(name));
  }

  public synchronized Catalog remove(String name) {
    Catalog removed = catalogs.remove(name);
    if (removed != null) {
      removed.close();
    }
    return removed;
  }

  public synchronized List<String> names() {
    return new ArrayList<>(catalogs.keySet());
  }

  @Override
  public synchronized void close() {
    catalogs.values().forEach(Catalog::close);
    catalogs.clear();
  }
}
