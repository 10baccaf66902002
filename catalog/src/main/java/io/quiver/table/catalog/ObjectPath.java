package io.quiver.table.catalog;

import java.util.Objects;

/** A database-qualified object name inside one catalog: {@code db.object}. */
public record ObjectPath(String databaseName, String objectName) {
  public ObjectPath {
    Objects.requireNonNull(databaseName, "databaseName is null");
    Objects.requireNonNull(objectName, "objectName is null");
  }

  public String getDatabaseName() {
    return databaseName;
  }

  public String getObjectName() {
    return objectName;
  }

  public String getFullName() {
    return databaseName + "." + objectName;
  }

  @Override
  public String toString() {
    return getFullName();
  }
}
