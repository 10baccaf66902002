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

  /** The options, in Flink's order (a hash map's). */
  public Map<String, String> getOptions() {
    return java.util.Collections.unmodifiableMap(new java.util.HashMap<>(options));
  }

  public List<String> getPartitionKeys() {
    return partitionKeys;
  }

  public java.util.Optional<String> getComment() {
    return java.util.Optional.ofNullable(comment);
  }

  /** Flink's text: the schema, the comment, the partition keys and the options (in Flink's order, a hash map's). */
  @Override
  public String toString() {
    String partitionedBy = partitionKeys.isEmpty() ? ""
        : "PARTITIONED BY (" + partitionKeys.stream().map(ApiExpression::quote).collect(java.util.stream.Collectors.joining(", ")) + ")";
    String serializedOptions = new java.util.HashMap<>(options).entrySet().stream()
        .map(e -> "  '" + e.getKey().replace("'", "''") + "' = '" + e.getValue().replace("'", "''") + "'")
        .collect(java.util.stream.Collectors.joining(",\n"));
    return (schema != null ? schema : "") + "\n" + (comment != null ? "COMMENT '" + comment.replace("'", "''") + "'" : "")
        + "\n" + partitionedBy + "\n" + "WITH (\n" + serializedOptions + "\n)";
  }

  /** A builder holding this descriptor's schema, options, partition keys and comment. */
  public Builder toBuilder() {
    Builder b = new Builder().schema(schema).comment(comment);
    b.options.putAll(options);
    b.partitionKeys.addAll(partitionKeys);
    return b;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof TableDescriptor other && Objects.equals(schema, other.schema) && options.equals(other.options)
        && partitionKeys.equals(other.partitionKeys) && Objects.equals(comment, other.comment);
  }

  @Override
  public int hashCode() {
    return Objects.hash(schema, options, partitionKeys, comment);
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

    /** Sets one option by its typed key. */
    public <T> Builder option(io.quiver.configuration.ConfigOption<T> configOption, T value) {
      return option(configOption.key(), String.valueOf(value));
    }

    /** The option {@code 'format'} and the format's options, prefixed with its name. */
    public Builder format(FormatDescriptor formatDescriptor) {
      option("format", formatDescriptor.getFormat());
      formatDescriptor.getOptions().forEach((k, v) -> option(formatDescriptor.getFormat() + "." + k, v));
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
