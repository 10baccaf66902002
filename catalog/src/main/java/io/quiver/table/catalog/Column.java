package io.quiver.table.catalog;

import io.quiver.table.types.DataType;
import java.util.Objects;
import java.util.Optional;

/** A column of a resolved schema: its name, data type and optional comment. */
public final class Column {
  private final String name;
  private final DataType dataType;
  private final String comment;

  private Column(String name, DataType dataType, String comment) {
    this.name = Objects.requireNonNull(name, "name is null");
    this.dataType = Objects.requireNonNull(dataType, "dataType is null");
    this.comment = comment;
  }

  public static Column physical(String name, DataType dataType) {
    return new Column(name, dataType, null);
  }

  public Column withComment(String comment) {
    return new Column(name, dataType, comment);
  }

  public String getName() {
    return name;
  }

  public DataType getDataType() {
    return dataType;
  }

  public Optional<String> getComment() {
    return Optional.ofNullable(comment);
  }

  public boolean isPhysical() {
    return true;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Column c && c.name.equals(name) && c.dataType.equals(dataType) && Objects.equals(c.comment, comment);
  }

  @Override
  public int hashCode() {
    return Objects.hash(name, dataType, comment);
  }

  @Override
  public String toString() {
    return "`" + name.replace("`", "``") + "` " + dataType;
  }
}
