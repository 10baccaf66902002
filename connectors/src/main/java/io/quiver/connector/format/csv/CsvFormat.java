package io.quiver.connector.format.csv;

import io.quiver.connector.format.Format;
import io.quiver.connector.format.FormatCodec;
import io.quiver.connector.format.FormatOptions;
import io.quiver.engine.types.Column;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Flink's {@code csv} format (RFC 4180): no header line, fields split by 'csv.field-delimiter',
 * quoted with 'csv.quote-character' (a doubled quote inside a quoted field is one quote).
 * Parsed by {@link CsvReader}, a byte-level parser that writes straight into Arrow vectors
 * (see ARCHITECTURE.md for why it is hand-written).
 */
public final class CsvFormat implements Format {
  static final String PREFIX = "csv.";

  @Override
  public String identifier() {
    return "csv";
  }

  @Override
  public String extension() {
    return ".csv";
  }

  @Override
  public Set<String> optionKeys() {
    return Set.of("csv.field-delimiter", "csv.disable-quote-character", "csv.quote-character", "csv.allow-comments",
        "csv.ignore-parse-errors", "csv.array-element-delimiter", "csv.escape-character", "csv.null-literal",
        "csv.write-bigdecimal-in-scientific-notation");
  }

  /** The options, read and checked once per table. */
  record Options(byte delimiter, int quote, boolean allowComments, boolean ignoreParseErrors, int escape,
      String nullLiteral) {}

  @Override
  public FormatCodec codec(List<Column> dataColumns, Map<String, String> options) {
    FormatOptions o = new FormatOptions(PREFIX, options);
    char delimiter = o.character("field-delimiter", ',');
    boolean disableQuote = o.bool("disable-quote-character", false);
    Character quote = o.character("quote-character", '"');
    Character escape = o.character("escape-character", null);
    o.character("array-element-delimiter", ';');
    o.bool("write-bigdecimal-in-scientific-notation", true);
    for (char c : new char[] {delimiter, quote, escape == null ? 'a' : escape}) {
      if (c > 127) {
        throw o.invalid("field-delimiter", String.valueOf(c), "Quiver's CSV reader takes ASCII delimiters, quotes and escapes");
      }
    }
    if (disableQuote && options.containsKey(PREFIX + "quote-character")) {
      throw o.invalid("quote-character", options.get(PREFIX + "quote-character"),
          "'csv.disable-quote-character' is true");
    }
    Options parsed = new Options((byte) delimiter, disableQuote ? -1 : quote, o.bool("allow-comments", false),
        o.bool("ignore-parse-errors", false), escape == null ? -1 : escape, o.string("null-literal", null));
    return FormatCodec.wholeFiles(
        (file, reads, allocator) -> new CsvReader(file, dataColumns, reads, parsed, allocator),
        file -> new CsvWriter(file, dataColumns, parsed));
  }
}
