package io.quiver.table.catalog;

import java.util.Map;

/** A database (a namespace of tables, views and functions) inside a catalog. */
public record CatalogDatabase(Map<String, String> properties, String comment) {
  public CatalogDatabase {
    properties = Map.copyOf(properties);
  }

  public Map<String, String> getProperties() {
    return properties;
  }

  public String getComment() {
    return comment;
  }
}
