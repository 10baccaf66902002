package io.quiver.table.api;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * A format and its options for a {@link TableDescriptor}, as Flink's {@code FormatDescriptor}:
 * {@code FormatDescriptor.forFormat("csv").option("field-delimiter", "|").build()} stands for the
 * table options {@code 'format' = 'csv'} and {@code 'csv.field-delimiter' = '|'}.
 */
public final class FormatDescriptor {
  private final String format;
  private final Map<String, String> options;

  private FormatDescriptor(String format, Map<String, String> options) {
    this.format = format;
    this.options = Collections.unmodifiableMap(new LinkedHashMap<>(options));
  }

  public static Builder forFormat(String format) {
    return new Builder(Objects.requireNonNull(format, "format is null"));
  }

  public String getFormat() {
    return format;
  }

  /** The format's options, without the format's prefix. */
  public Map<String, String> getOptions() {
    return options;
  }

  @Override
  public String toString() {
    return format + options.entrySet().stream().map(e -> "'" + e.getKey() + "' = '" + e.getValue() + "'")
        .collect(java.util.stream.Collectors.joining(", ", "[", "]"));
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof FormatDescriptor other && format.equals(other.format) && options.equals(other.options);
  }

  @Override
  public int hashCode() {
    return Objects.hash(format, options);
  }

  /** Builds a {@link FormatDescriptor}. */
  public static final class Builder {
    private final String format;
    private final Map<String, String> options = new LinkedHashMap<>();

    private Builder(String format) {
      this.format = format;
    }

    /** One option of the format, without its prefix. */
    public Builder option(String key, String value) {
      options.put(Objects.requireNonNull(key, "key is null"), Objects.requireNonNull(value, "value is null"));
      return this;
    }

    public <T> Builder option(io.quiver.configuration.ConfigOption<T> configOption, T value) {
      return option(configOption.key(), String.valueOf(value));
    }

    public FormatDescriptor build() {
      return new FormatDescriptor(format, options);
    }
  }
}
