package io.quiver.table.catalog;

import java.util.List;
import java.util.Objects;

/** A fully qualified object name: catalog, database and object. */
public record ObjectIdentifier(String catalogName, String databaseName, String objectName) {
  public ObjectIdentifier {
    Objects.requireNonNull(catalogName, "catalogName is null");
    Objects.requireNonNull(databaseName, "databaseName is null");
    Objects.requireNonNull(objectName, "objectName is null");
  }

  public static ObjectIdentifier of(String catalog, String database, String object) {
    return new ObjectIdentifier(catalog, database, object);
  }

  public String getCatalogName() {
    return catalogName;
  }

  public String getDatabaseName() {
    return databaseName;
  }

  public String getObjectName() {
    return objectName;
  }

  public ObjectPath toObjectPath() {
    return new ObjectPath(databaseName, objectName);
  }

  public List<String> toList() {
    return List.of(catalogName, databaseName, objectName);
  }

  /** The identifier as SQL text with every part backtick-quoted. */
  public String asSerializableString() {
    return quote(catalogName) + "." + quote(databaseName) + "." + quote(objectName);
  }

  public String asSummaryString() {
    return catalogName + "." + databaseName + "." + objectName;
  }

  private static String quote(String s) {
    return "`" + s.replace("`", "``") + "`";
  }

  @Override
  public String toString() {
    return asSerializableString();
  }
}
