package io.quiver.connector.format;

import io.quiver.connector.format.arrow.ArrowFormat;
import io.quiver.connector.format.csv.CsvFormat;
import io.quiver.connector.format.json.JsonFormat;
import io.quiver.connector.format.parquet.ParquetFormat;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/** The formats of the filesystem connector, by identifier. */
public final class Formats {
  private static final Map<String, Format> FORMATS = Map.of(
      "csv", new CsvFormat(),
      "json", new JsonFormat(),
      "parquet", new ParquetFormat(),
      "arrow", new ArrowFormat());

  private Formats() {}

  /** The format, or null when there is none by that name. */
  public static Format get(String identifier) {
    return FORMATS.get(identifier);
  }

  public static Set<String> identifiers() {
    return new TreeSet<>(FORMATS.keySet());
  }
}
