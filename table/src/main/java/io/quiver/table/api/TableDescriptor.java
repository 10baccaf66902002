package io.quiver.table.api;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A connector table declared through the Table API, as Flink's {@code TableDescriptor}: the same
 * definition as {@code CREATE TABLE ... PARTITIONED BY (...) WITH (...)}, checked the same way
 * when {@link TableEnvironment#createTable} or {@link TableEnvironment#createTemporaryTable}
 * registers it (an unknown connector, format or option is a {@link ValidationException}).
 *
 * <pre>{@code
 * env.createTemporaryTable("sales", TableDescriptor.forConnector("filesystem")
 *     .schema(Schema.newBuilder().column("id", DataTypes.INT()).column("amount", DataTypes.DOUBLE()).build())
 *     .option("path", "/data/sales")
 *     .format("parquet")
 *     .build());
 * }</pre>
 */
public final class TableDescriptor {
  private final Schema schema;
  private final Map<String, String> options;
  private final List<String> partitionKeys;
  private final String comment;

  private TableDescriptor(Schema schema, Map<String, String> options, List<String> partitionKeys, String comment) {
    this.schema = schema;
    this.options = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(options));
    this.partitionKeys = List.copyOf(partitionKeys);
    this.comment = comment;
  }

  /** A descriptor of a table of the given connector (its option {@code 'connector'}). */
  public static Builder forConnector(String connector) {
    Objects.requireNonNull(connector, "connector is null");
    return new Builder().option("connector", connector);
  }

  public java.util.Optional<Schema> getSchema() {
    return java.util.Optional.ofNullable(schema);
  }

  public Map<String, String> getOptions() {
    return options;
  }

  public List<String> getPartitionKeys() {
    return partitionKeys;
  }

  public java.util.Optional<String> getComment() {
    return java.util.Optional.ofNullable(comment);
  }

  @Override
  public String toString() {
    return "TableDescriptor" + schema + " PARTITIONED BY " + partitionKeys + " WITH " + options;
  }

  /** Builds a {@link TableDescriptor}. */
  public static final class Builder {
    private Schema schema;
    private final Map<String, String> options = new LinkedHashMap<>();
    private final List<String> partitionKeys = new ArrayList<>();
    private String comment;

    private Builder() {}

    public Builder schema(Schema schema) {
      this.schema = schema;
      return this;
    }

    /** Sets one option, as in {@code WITH ('key' = 'value')}. */
    public Builder option(String key, String value) {
      options.put(Objects.requireNonNull(key, "key is null"), Objects.requireNonNull(value, "value is null"));
      return this;
    }

    /** The option {@code 'format'}. */
    public Builder format(String format) {
      return option("format", format);
    }

    /**
     * An option of the table's format, given without the format's prefix:
     * {@code formatOption("csv", "field-delimiter", "|")} sets {@code 'csv.field-delimiter'}.
     */
    public Builder formatOption(String format, String key, String value) {
      return option(format + "." + key, value);
    }

    public Builder partitionedBy(String... columns) {
      partitionKeys.clear();
      partitionKeys.addAll(List.of(columns));
      return this;
    }

    public Builder comment(String comment) {
      this.comment = comment;
      return this;
    }

    public TableDescriptor build() {
      return new TableDescriptor(schema, options, partitionKeys, comment);
    }
  }
}
