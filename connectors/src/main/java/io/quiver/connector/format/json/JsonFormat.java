package io.quiver.connector.format.json;

import io.quiver.connector.format.Format;
import io.quiver.connector.format.FormatCodec;
import io.quiver.connector.format.FormatOptions;
import io.quiver.engine.types.Column;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Flink's {@code json} format: one JSON object a line, fields matched to columns by name (a
 * missing field is NULL, an unknown one is skipped), parsed with Jackson's streaming parser.
 */
public final class JsonFormat implements Format {
  static final String PREFIX = "json.";

  @Override
  public String identifier() {
    return "json";
  }

  @Override
  public String extension() {
    return ".json";
  }

  @Override
  public Set<String> optionKeys() {
    return Set.of("json.fail-on-missing-field", "json.ignore-parse-errors", "json.timestamp-format.standard",
        "json.map-null-key.mode", "json.map-null-key.literal", "json.encode.decimal-as-plain-number",
        "json.encode.ignore-null-fields", "json.decode.json-parser.enabled");
  }

  record Options(boolean failOnMissingField, boolean ignoreParseErrors, boolean isoTimestamps,
      boolean ignoreNullFields) {}

  @Override
  public FormatCodec codec(List<Column> dataColumns, Map<String, String> options) {
    FormatOptions o = new FormatOptions(PREFIX, options);
    String standard = o.string("timestamp-format.standard", "SQL");
    if (!standard.equals("SQL") && !standard.equals("ISO-8601")) {
      throw o.invalid("timestamp-format.standard", standard, "must be 'SQL' or 'ISO-8601'");
    }
    String mode = o.string("map-null-key.mode", "FAIL");
    if (!Set.of("FAIL", "DROP", "LITERAL").contains(mode)) {
      throw o.invalid("map-null-key.mode", mode, "must be 'FAIL', 'DROP' or 'LITERAL'");
    }
    boolean failOnMissing = o.bool("fail-on-missing-field", false);
    boolean ignore = o.bool("ignore-parse-errors", false);
    if (failOnMissing && ignore) {
      throw o.invalid("fail-on-missing-field", "true", "'json.fail-on-missing-field' and 'json.ignore-parse-errors'"
          + " cannot both be true");
    }
    o.bool("encode.decimal-as-plain-number", false);
    o.bool("decode.json-parser.enabled", true);
    Options parsed = new Options(failOnMissing, ignore, standard.equals("ISO-8601"),
        o.bool("encode.ignore-null-fields", false));
    return FormatCodec.wholeFiles(
        (file, reads, allocator) -> new JsonReader(file, dataColumns, reads, parsed, allocator),
        file -> new JsonWriter(file, dataColumns, parsed));
  }
}
