package io.quiver.connector.format.csv;

import io.quiver.connector.format.FilePart;
import io.quiver.connector.format.FileWriter;
import io.quiver.connector.format.Format;
import io.quiver.connector.format.FormatCodec;
import io.quiver.connector.format.FormatOptions;
import io.quiver.engine.source.ColumnPredicate;
import io.quiver.engine.types.Column;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.arrow.memory.BufferAllocator;

/**
 * Flink's {@code csv} format (RFC 4180): no header line, fields split by 'csv.field-delimiter',
 * quoted with 'csv.quote-character' (a doubled quote inside a quoted field is one quote).
 * Parsed by {@link CsvReader}, a byte-level parser that writes straight into Arrow vectors
 * (see ARCHITECTURE.md for why it is hand-written). A large file is read as several splits, byte
 * ranges cut on record boundaries ({@link CsvSplits}).
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

  /** About how many bytes of a file one split reads (files under twice this are read whole). */
  static final long SPLIT_BYTES = 16L * 1024 * 1024;

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
    return new FormatCodec() {
      @Override
      public List<FilePart> parts(Path file, BitSet reads, List<ColumnPredicate> predicates) throws IOException {
        List<CsvSplits.Range> ranges = CsvSplits.of(file, parsed, SPLIT_BYTES);
        List<FilePart> parts = new ArrayList<>(ranges.size());
        for (CsvSplits.Range range : ranges) {
          parts.add(new FilePart() {
            @Override
            public String describe() {
              return ranges.size() == 1 ? "file '" + file + "'"
                  : "file '" + file + "' from line " + range.line() + " (bytes " + range.start() + " to " + range.end() + ")";
            }

            @Override
            public Batches open(BufferAllocator allocator) throws IOException {
              return new CsvReader(file, range, dataColumns, reads, parsed, allocator);
            }
          });
        }
        return parts;
      }

      @Override
      public FileWriter writer(Path file) throws IOException {
        return new CsvWriter(file, dataColumns, parsed);
      }
    };
  }
}
