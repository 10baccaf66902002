package io.quiver.table.catalog;

import java.util.Map;
import java.util.Objects;

/** A database's properties and comment, as Flink's {@code CatalogDatabaseImpl}. */
public class CatalogDatabaseImpl implements CatalogDatabase {
  private final Map<String, String> properties;
  private final String comment;

  public CatalogDatabaseImpl(Map<String, String> properties, String comment) {
    this.properties = Map.copyOf(Objects.requireNonNull(properties, "properties is null"));
    this.comment = comment;
  }

  @Override
  public Map<String, String> getProperties() {
    return properties;
  }

  @Override
  public String getComment() {
    return comment;
  }

  @Override
  public CatalogDatabase copy() {
    return new CatalogDatabaseImpl(properties, comment);
  }

  @Override
  public CatalogDatabase copy(Map<String, String> properties) {
    return new CatalogDatabaseImpl(properties, comment);
  }
}
