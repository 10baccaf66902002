package io.quiver.table.catalog;

import java.util.Map;
import java.util.Optional;

/** A database (a namespace of tables, views and functions) inside a catalog, as Flink's interface. */
public interface CatalogDatabase {
  Map<String, String> getProperties();

  String getComment();

  CatalogDatabase copy();

  CatalogDatabase copy(Map<String, String> properties);

  default Optional<String> getDescription() {
    return Optional.ofNullable(getComment());
  }

  default Optional<String> getDetailedDescription() {
    return Optional.ofNullable(getComment());
  }
}
