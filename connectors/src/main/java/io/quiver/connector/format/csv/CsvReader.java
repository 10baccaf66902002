package io.quiver.connector.format.csv;

import io.quiver.connector.ConnectorException;
import io.quiver.connector.format.FilePart;
import io.quiver.connector.format.TextValues;
import io.quiver.engine.types.ArrowTypes;
import io.quiver.engine.types.Column;
import io.quiver.engine.types.SqlType;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;
import org.apache.arrow.memory.BufferAllocator;
import org.apache.arrow.vector.FieldVector;
import org.apache.arrow.vector.VarCharVector;
import org.apache.arrow.vector.VectorSchemaRoot;

/**
 * Parses one CSV file into batches. Records are found in a byte buffer refilled from the file;
 * a field is a slice of that buffer (or, when it held doubled quotes or escapes, of a scratch
 * buffer with them removed), converted straight into its vector. Only the columns the scan reads
 * are converted.
 */
final class CsvReader implements FilePart.Batches {
  static final int BATCH_ROWS = 32 * 1024;

  private final Path file;
  private final List<Column> columns;
  private final BitSet reads;
  private final CsvFormat.Options options;
  private final BufferAllocator allocator;
  private final FileChannel channel;
  private final byte[] nullLiteral;

  private byte[] buf = new byte[1 << 20];
  private int pos;
  private int limit;
  private boolean eof;
  /** The line the next record starts on (1-based). */
  private long line;
  /** Where the range read ends in the file. */
  private final long end;

  private byte[] scratch = new byte[256];
  private int scratchLength;
  private int fieldCount;
  private int[] starts = new int[16];
  private int[] ends = new int[16];
  private boolean[] inScratch = new boolean[16];
  private boolean[] quoted = new boolean[16];
  private long recordLine;

  CsvReader(Path file, List<Column> columns, BitSet reads, CsvFormat.Options options, BufferAllocator allocator)
      throws IOException {
    this(file, new CsvSplits.Range(0, Long.MAX_VALUE, 1), columns, reads, options, allocator);
  }

  /** Reads the records of {@code range}, which starts and ends on record boundaries. */
  CsvReader(Path file, CsvSplits.Range range, List<Column> columns, BitSet reads, CsvFormat.Options options,
      BufferAllocator allocator) throws IOException {
    this.file = file;
    this.columns = columns;
    this.reads = reads;
    this.options = options;
    this.allocator = allocator;
    this.channel = FileChannel.open(file, StandardOpenOption.READ);
    this.end = range.end();
    this.line = range.line();
    try {
      channel.position(range.start());
    } catch (IOException e) {
      channel.close();
      throw e;
    }
    this.nullLiteral = options.nullLiteral() == null ? null : options.nullLiteral().getBytes(StandardCharsets.UTF_8);
  }

  @Override
  public VectorSchemaRoot next() throws IOException {
    VectorSchemaRoot batch = ArrowTypes.newBatch(columns, allocator);
    try {
      for (int c = 0; c < columns.size(); c++) {
        if (reads.get(c)) {
          FieldVector vector = batch.getVector(c);
          vector.setInitialCapacity(BATCH_ROWS);
          if (vector instanceof VarCharVector varchar) {
            varchar.allocateNew(16L * BATCH_ROWS, BATCH_ROWS);
          } else {
            vector.allocateNew();
          }
        }
      }
      int row = 0;
      while (row < BATCH_ROWS && nextRecord()) {
        if (fieldCount != columns.size()) {
          if (options.ignoreParseErrors()) {
            continue;
          }
          throw new ConnectorException(ConnectorException.MALFORMED, "File '" + file + "', line " + recordLine
              + ": expected " + columns.size() + " fields, found " + fieldCount + ".");
        }
        for (int c = 0; c < columns.size(); c++) {
          if (reads.get(c)) {
            convert(batch.getVector(c), columns.get(c), c, row);
          }
        }
        row++;
      }
      if (row == 0) {
        batch.close();
        return null;
      }
      for (int c = 0; c < columns.size(); c++) {
        if (reads.get(c)) {
          batch.getVector(c).setValueCount(row);
        }
      }
      // Columns not read stay empty; the root's row count is set without touching them.
      return new VectorSchemaRoot(batch.getSchema().getFields(), batch.getFieldVectors(), row);
    } catch (IOException | RuntimeException e) {
      batch.close();
      throw e;
    }
  }

  private void convert(FieldVector vector, Column column, int c, int row) {
    byte[] source = inScratch[c] ? scratch : buf;
    int start = starts[c];
    int length = ends[c] - start;
    SqlType type = column.type();
    if (nullLiteral != null && length == nullLiteral.length
        && Arrays.equals(source, start, start + length, nullLiteral, 0, nullLiteral.length)) {
      vector.setNull(row);
      return;
    }
    if (length == 0 && !quoted[c] && !type.id().isCharacter()) {
      vector.setNull(row);
      return;
    }
    try {
      TextValues.set(vector, type, row, source, start, length, false);
    } catch (TextValues.BadValue e) {
      if (options.ignoreParseErrors()) {
        vector.setNull(row);
        return;
      }
      throw new ConnectorException(ConnectorException.MALFORMED, "File '" + file + "', line " + recordLine
          + ", column '" + column.name() + "': " + e.getMessage() + ".");
    }
  }

  /** Finds the next record's fields; false at the end of the file. */
  private boolean nextRecord() throws IOException {
    while (true) {
      int result = parse();
      if (result > 0) {
        return true;
      }
      if (result == 0) {
        return false;
      }
      // -1: the record runs past the buffer; keep its start, read more and parse it again.
      refill();
    }
  }

  private void refill() throws IOException {
    if (pos > 0) {
      System.arraycopy(buf, pos, buf, 0, limit - pos);
      limit -= pos;
      pos = 0;
    }
    if (limit == buf.length) {
      buf = Arrays.copyOf(buf, buf.length * 2);
    }
    long left = end - channel.position();
    int read = left <= 0 ? -1 : channel.read(ByteBuffer.wrap(buf, limit, (int) Math.min(buf.length - limit, left)));
    if (read < 0) {
      eof = true;
    } else {
      limit += read;
    }
  }

  private void addField(int start, int end, boolean fromScratch, boolean wasQuoted) {
    if (fieldCount == starts.length) {
      int n = starts.length * 2;
      starts = Arrays.copyOf(starts, n);
      ends = Arrays.copyOf(ends, n);
      inScratch = Arrays.copyOf(inScratch, n);
      quoted = Arrays.copyOf(quoted, n);
    }
    starts[fieldCount] = start;
    ends[fieldCount] = end;
    inScratch[fieldCount] = fromScratch;
    quoted[fieldCount] = wasQuoted;
    fieldCount++;
  }

  private void scratchAdd(byte b) {
    if (scratchLength == scratch.length) {
      scratch = Arrays.copyOf(scratch, scratch.length * 2);
    }
    scratch[scratchLength++] = b;
  }

  /** 1: a record parsed; 0: end of file; -1: more bytes are needed. Moves pos only on 1. */
  private int parse() {
    int p = pos;
    long lines = line;
    // Blank lines and comments between records.
    while (true) {
      if (p >= limit) {
        if (eof) {
          pos = p;
          line = lines;
          return 0;
        }
        return -1;
      }
      byte b = buf[p];
      if (b == '\n') {
        p++;
        lines++;
      } else if (b == '\r') {
        if (p + 1 >= limit && !eof) {
          return -1;
        }
        if (p + 1 < limit && buf[p + 1] != '\n') {
          break;
        }
        p++;
      } else if (b == '#' && options.allowComments()) {
        int nl = indexOf(p, (byte) '\n');
        if (nl < 0) {
          if (!eof) {
            return -1;
          }
          p = limit;
        } else {
          p = nl + 1;
          lines++;
        }
      } else {
        break;
      }
    }
    long startLine = lines;
    fieldCount = 0;
    scratchLength = 0;
    final byte delimiter = options.delimiter();
    final int quote = options.quote();
    final int escape = options.escape();
    while (true) {
      // One field starts at p.
      if (p < limit && buf[p] == quote) {
        p++;
        int start = p;
        boolean decoding = false;
        int scratchStart = scratchLength;
        while (true) {
          if (p >= limit) {
            if (!eof) {
              return -1;
            }
            throw malformed(startLine, "a quoted field is not closed before the end of the file");
          }
          byte b = buf[p];
          if (b == quote) {
            if (p + 1 >= limit && !eof) {
              return -1;
            }
            if (p + 1 < limit && buf[p + 1] == quote) {
              if (!decoding) {
                decoding = true;
                for (int i = start; i < p; i++) {
                  scratchAdd(buf[i]);
                }
              }
              scratchAdd((byte) quote);
              p += 2;
              continue;
            }
            break;
          }
          if (b == escape) {
            if (p + 1 >= limit) {
              if (!eof) {
                return -1;
              }
              throw malformed(startLine, "the file ends after an escape character");
            }
            if (!decoding) {
              decoding = true;
              for (int i = start; i < p; i++) {
                scratchAdd(buf[i]);
              }
            }
            scratchAdd(buf[p + 1]);
            p += 2;
            continue;
          }
          if (b == '\n') {
            lines++;
          }
          if (decoding) {
            scratchAdd(b);
          }
          p++;
        }
        if (decoding) {
          addField(scratchStart, scratchLength, true, true);
        } else {
          addField(start, p, false, true);
        }
        p++; // the closing quote
        if (p >= limit && !eof) {
          return -1;
        }
      } else {
        int start = p;
        boolean decoding = false;
        int scratchStart = scratchLength;
        while (true) {
          if (p >= limit) {
            if (!eof) {
              return -1;
            }
            break;
          }
          byte b = buf[p];
          if (b == delimiter || b == '\n') {
            break;
          }
          if (b == escape) {
            if (p + 1 >= limit) {
              if (!eof) {
                return -1;
              }
              throw malformed(startLine, "the file ends after an escape character");
            }
            if (!decoding) {
              decoding = true;
              for (int i = start; i < p; i++) {
                scratchAdd(buf[i]);
              }
            }
            scratchAdd(buf[p + 1]);
            p += 2;
            continue;
          }
          if (decoding) {
            scratchAdd(b);
          }
          p++;
        }
        int end = p;
        if (decoding) {
          int scratchEnd = scratchLength;
          if (p < limit && buf[p] == '\n' && scratchEnd > scratchStart && scratch[scratchEnd - 1] == '\r') {
            scratchEnd--;
          }
          addField(scratchStart, scratchEnd, true, false);
        } else {
          if ((p >= limit || buf[p] == '\n') && end > start && buf[end - 1] == '\r') {
            end--;
          }
          addField(start, end, false, false);
        }
      }
      // After a field: a delimiter, the end of the line, or the end of the file.
      if (p >= limit) {
        break;
      }
      byte b = buf[p];
      if (b == delimiter) {
        p++;
        continue;
      }
      if (b == '\r' && p + 1 < limit && buf[p + 1] == '\n') {
        p++;
        b = '\n';
      }
      if (b == '\n') {
        p++;
        lines++;
        break;
      }
      if (!options.ignoreParseErrors()) {
        throw malformed(startLine, "unexpected character '" + (char) b + "' after a quoted field");
      }
      int nl = indexOf(p, (byte) '\n');
      if (nl < 0 && !eof) {
        return -1;
      }
      p = nl < 0 ? limit : nl + 1;
      lines++;
      fieldCount = -1;
      break;
    }
    pos = p;
    line = lines;
    recordLine = startLine;
    return 1;
  }

  private int indexOf(int from, byte b) {
    for (int i = from; i < limit; i++) {
      if (buf[i] == b) {
        return i;
      }
    }
    return -1;
  }

  private ConnectorException malformed(long atLine, String why) {
    return new ConnectorException(ConnectorException.MALFORMED, "File '" + file + "', line " + atLine + ": " + why + ".");
  }

  @Override
  public void close() throws IOException {
    channel.close();
  }
}
