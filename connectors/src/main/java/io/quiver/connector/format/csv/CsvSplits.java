package io.quiver.connector.format.csv;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;

/**
 * Cuts a CSV file into byte ranges that each start and end on a record boundary, so that the
 * ranges can be parsed on their own, in parallel.
 *
 * <p>A line end is a record boundary when an even number of quote characters comes before it:
 * with RFC 4180 quoting (a quote opens a field, a doubled quote stands for itself, a quote closes
 * the field) a line end inside a quoted field always has an odd number before it. One pass over
 * the file counts quotes (eight bytes at a time, looking at single bytes only in words that hold
 * a quote) and line ends (for the line numbers of messages). The pass also checks that every
 * quote stands where RFC 4180 puts one; a file where one does not (a quote inside an unquoted
 * field), or whose options make the count meaningless (an escape character, comment lines), is
 * read whole, as one range, exactly as before.
 */
final class CsvSplits {
  /** A range of the file: its first byte, the byte after its last, its first line (1-based). */
  record Range(long start, long end, long line) {}

  private static final long ONES = 0x0101010101010101L;
  private static final long LOW7 = 0x7F7F7F7F7F7F7F7FL;

  private CsvSplits() {}

  /** Whether a file read with these options may be cut at all. */
  static boolean splittable(CsvFormat.Options options) {
    return options.escape() < 0 && !options.allowComments();
  }

  /** One bit (the high one) per byte of {@code word} that equals the byte of {@code pattern}. */
  private static long matches(long word, long pattern) {
    long x = word ^ pattern;
    long t = (x & LOW7) + LOW7;
    return ~(t | x | LOW7);
  }

  /**
   * Ranges of about {@code target} bytes; a single range when the file is small, when its quotes
   * do not follow RFC 4180, or when no line end falls near the cut points.
   */
  static List<Range> of(Path file, CsvFormat.Options options, long target) throws IOException {
    try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
      long size = channel.size();
      List<Range> whole = List.of(new Range(0, size, 1));
      if (size < 2 * target || !splittable(options)) {
        return whole;
      }
      int quote = options.quote();
      byte delimiter = options.delimiter();
      long quotes = quote < 0 ? 0 : ONES * (quote & 0xFF);
      long newlines = ONES * '\n';
      List<Range> ranges = new ArrayList<>();
      long rangeStart = 0;
      long rangeLine = 1;
      long nextCut = target;
      long lines = 0;
      boolean inQuotes = false;
      // The byte before the current one, and whether it closed a quoted field.
      int previous = '\n';
      boolean closed = false;
      ByteBuffer buffer = ByteBuffer.allocate(1 << 20).order(ByteOrder.LITTLE_ENDIAN);
      long offset = 0;
      while (offset < size) {
        buffer.clear();
        int read = channel.read(buffer, offset);
        if (read <= 0) {
          break;
        }
        buffer.flip();
        int n = buffer.limit();
        int i = 0;
        while (i < n) {
          if (i + 8 <= n && !closed && offset + i + 8 <= nextCut) {
            long word = buffer.getLong(i);
            long q = quote < 0 ? 0 : matches(word, quotes);
            if (q == 0) {
              lines += Long.bitCount(matches(word, newlines));
              previous = (int) (word >>> 56) & 0xFF;
              i += 8;
              continue;
            }
          }
          // One byte at a time: a quote, a byte right after a closing quote, or a cut point near.
          int b = buffer.get(i) & 0xFF;
          long at = offset + i;
          if (quote >= 0 && b == quote) {
            if (inQuotes) {
              inQuotes = false;
              closed = true;
            } else if (closed || previous == delimiter || previous == '\n') {
              // Opens a quoted field, or is the second quote of a doubled one.
              inQuotes = true;
              closed = false;
            } else {
              return whole; // a quote inside an unquoted field
            }
          } else {
            if (closed && b != delimiter && b != '\n' && b != '\r') {
              return whole; // a closing quote followed by more of the field
            }
            closed = false;
            if (b == '\n') {
              lines++;
              if (!inQuotes && at + 1 >= nextCut) {
                if (size - (at + 1) >= target / 2) {
                  ranges.add(new Range(rangeStart, at + 1, rangeLine));
                  rangeStart = at + 1;
                  rangeLine = lines + 1;
                  nextCut = rangeStart + target;
                } else {
                  nextCut = Long.MAX_VALUE; // the rest is too short for a range of its own
                }
              }
            }
          }
          previous = b;
          i++;
        }
        offset += n;
      }
      if (inQuotes) {
        return whole; // an unclosed quote: the reader reports it, with its line
      }
      ranges.add(new Range(rangeStart, size, rangeLine));
      return ranges;
    }
  }
}
