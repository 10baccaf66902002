package io.quiver.table.catalog;

import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;

/** A primary key of a schema, as Flink's API gives it: a name, its columns, never enforced. */
public final class UniqueConstraint {
  /** The kinds of key constraints, as Flink names them. */
  public enum ConstraintType {
    PRIMARY_KEY,
    UNIQUE_KEY
  }

  private final String name;
  private final List<String> columns;
  private final boolean enforced;

  private UniqueConstraint(String name, List<String> columns, boolean enforced) {
    this.name = Objects.requireNonNull(name, "name is null");
    this.columns = List.copyOf(columns);
    this.enforced = enforced;
  }

  /** A primary key named {@code name} over {@code columns}. */
  public static UniqueConstraint primaryKey(String name, List<String> columns) {
    return new UniqueConstraint(name, columns, false);
  }

  /** The name Flink gives a primary key declared without one: {@code PK_} and the columns joined by {@code _}. */
  public static String defaultName(List<String> columns) {
    return "PK_" + String.join("_", columns);
  }

  public String getName() {
    return name;
  }

  public boolean isEnforced() {
    return enforced;
  }

  public ConstraintType getType() {
    return ConstraintType.PRIMARY_KEY;
  }

  public List<String> getColumns() {
    return columns;
  }

  /** {@code CONSTRAINT `PK_id` PRIMARY KEY (`id`) NOT ENFORCED}. */
  public String asSummaryString() {
    return "CONSTRAINT `" + name + "` PRIMARY KEY ("
        + columns.stream().map(c -> "`" + c.replace("`", "``") + "`").collect(Collectors.joining(", ")) + ")"
        + (enforced ? "" : " NOT ENFORCED");
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof UniqueConstraint other && other.name.equals(name) && other.columns.equals(columns)
        && other.enforced == enforced;
  }

  @Override
  public int hashCode() {
    return Objects.hash(name, columns, enforced);
  }

  @Override
  public String toString() {
    return asSummaryString();
  }
}
