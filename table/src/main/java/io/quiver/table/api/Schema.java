package io.quiver.table.api;

import io.quiver.table.types.DataType;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The columns of a table declared through the Table API (Flink's {@code Schema}), e.g. for a
 * {@link TableDescriptor}: {@code Schema.newBuilder().column("id", DataTypes.INT()).build()}.
 */
public final class Schema {
  /** One declared column. */
  public record UnresolvedColumn(String name, DataType dataType) {
    public UnresolvedColumn {
      Objects.requireNonNull(name, "name is null");
      Objects.requireNonNull(dataType, "dataType is null");
    }
  }

  private final List<UnresolvedColumn> columns;
  private final List<String> primaryKey;

  private Schema(List<UnresolvedColumn> columns, List<String> primaryKey) {
    this.columns = List.copyOf(columns);
    this.primaryKey = List.copyOf(primaryKey);
  }

  public static Builder newBuilder() {
    return new Builder();
  }

  public List<UnresolvedColumn> getColumns() {
    return columns;
  }

  public List<String> getPrimaryKey() {
    return primaryKey;
  }

  @Override
  public String toString() {
    return columns.toString();
  }

  /** Builds a {@link Schema} column by column. */
  public static final class Builder {
    private final List<UnresolvedColumn> columns = new ArrayList<>();
    private final List<String> primaryKey = new ArrayList<>();

    private Builder() {}

    /** Adds a physical column. */
    public Builder column(String name, DataType dataType) {
      columns.add(new UnresolvedColumn(name, dataType));
      return this;
    }

    /** Declares the primary key (Flink's NOT ENFORCED key of a connector table). */
    public Builder primaryKey(String... columnNames) {
      primaryKey.clear();
      primaryKey.addAll(List.of(columnNames));
      return this;
    }

    public Schema build() {
      return new Schema(columns, primaryKey);
    }
  }
}
