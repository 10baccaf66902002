package io.quiver.connector.format.csv;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quiver.connector.ConnectorException;
import io.quiver.engine.types.Column;
import io.quiver.engine.types.SqlType;
import io.quiver.engine.types.TypeId;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import org.apache.arrow.memory.BufferAllocator;
import org.apache.arrow.memory.RootAllocator;
import org.apache.arrow.vector.BigIntVector;
import org.apache.arrow.vector.VarCharVector;
import org.apache.arrow.vector.VectorSchemaRoot;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CsvSplitsTest {
  @TempDir
  Path dir;

  private final BufferAllocator allocator = new RootAllocator();

  @AfterEach
  void noLeak() {
    assertEquals(0, allocator.getAllocatedMemory(), "every batch was closed");
    allocator.close();
  }

  private static final List<Column> COLUMNS = List.of(new Column("id", SqlType.of(TypeId.BIGINT)),
      new Column("name", SqlType.varchar(200)));
  private static final CsvFormat.Options RFC = new CsvFormat.Options((byte) ',', '"', false, false, -1, null);

  private List<String> read(Path file, CsvSplits.Range range, CsvFormat.Options options) throws Exception {
    BitSet all = new BitSet();
    all.set(0, 2);
    List<String> rows = new ArrayList<>();
    try (CsvReader reader = new CsvReader(file, range, COLUMNS, all, options, allocator)) {
      for (VectorSchemaRoot next = reader.next(); next != null; next = reader.next()) {
        try (VectorSchemaRoot batch = next) {
          for (int r = 0; r < batch.getRowCount(); r++) {
            VarCharVector name = (VarCharVector) batch.getVector(1);
            rows.add(((BigIntVector) batch.getVector(0)).get(r) + "|"
                + (name.isNull(r) ? "null" : new String(name.get(r), StandardCharsets.UTF_8)));
          }
        }
      }
    }
    return rows;
  }

  /** Records with quoted line ends (LF and CRLF), doubled quotes, delimiters in quotes, CRLF ends. */
  private static String records(int n) {
    StringBuilder csv = new StringBuilder();
    for (int i = 0; i < n; i++) {
      String name = switch (i % 5) {
        case 0 -> "plain " + i;
        case 1 -> "\"two\nlines " + i + "\"";
        case 2 -> "\"say \"\"hi\"\", then\r\nleave " + i + "\"";
        case 3 -> "\"\"";
        default -> "\"a,b " + i + "\"";
      };
      csv.append(i).append(',').append(name).append(i % 7 == 0 ? "\r\n" : "\n");
    }
    return csv.toString();
  }

  @Test
  void rangesEndOnRecordBoundariesEvenWithQuotedLineEnds() throws Exception {
    Path file = dir.resolve("t.csv");
    Files.writeString(file, records(3000), StandardCharsets.UTF_8);
    List<CsvSplits.Range> ranges = CsvSplits.of(file, RFC, 4096);
    assertTrue(ranges.size() > 10, "cut into " + ranges.size());
    assertEquals(0, ranges.get(0).start());
    assertEquals(Files.size(file), ranges.get(ranges.size() - 1).end());
    List<String> pieces = new ArrayList<>();
    for (int i = 0; i < ranges.size(); i++) {
      if (i > 0) {
        assertEquals(ranges.get(i - 1).end(), ranges.get(i).start(), "contiguous");
      }
      pieces.addAll(read(file, ranges.get(i), RFC));
    }
    List<String> whole = read(file, new CsvSplits.Range(0, Long.MAX_VALUE, 1), RFC);
    assertEquals(3000, whole.size());
    assertEquals(whole, pieces);
  }

  @Test
  void aBadValueInALaterRangeNamesItsLineInTheFile() throws Exception {
    Path file = dir.resolve("t.csv");
    String good = records(3000);
    Files.writeString(file, good + "x,bad\n", StandardCharsets.UTF_8);
    long lines = good.chars().filter(c -> c == '\n').count();
    List<CsvSplits.Range> ranges = CsvSplits.of(file, RFC, 4096);
    CsvSplits.Range last = ranges.get(ranges.size() - 1);
    ConnectorException e = assertThrows(ConnectorException.class, () -> read(file, last, RFC));
    assertTrue(e.getMessage().contains("line " + (lines + 1) + ","), e.getMessage());
  }

  @Test
  void aFileWhoseQuotesDoNotFollowRfc4180IsReadWhole() throws Exception {
    Path file = dir.resolve("t.csv");
    Files.writeString(file, records(1000) + "5,a 5\" screen\n" + records(1000), StandardCharsets.UTF_8);
    assertEquals(1, CsvSplits.of(file, RFC, 4096).size());
    Path after = dir.resolve("u.csv");
    Files.writeString(after, records(1000) + "5,\"quoted\"tail\n" + records(1000), StandardCharsets.UTF_8);
    assertEquals(1, CsvSplits.of(after, RFC, 4096).size());
  }

  @Test
  void escapesAndCommentsAreNeverCut() throws Exception {
    Path file = dir.resolve("t.csv");
    Files.writeString(file, records(2000), StandardCharsets.UTF_8);
    assertEquals(1, CsvSplits.of(file, new CsvFormat.Options((byte) ',', '"', false, false, '\\', null), 4096).size());
    assertEquals(1, CsvSplits.of(file, new CsvFormat.Options((byte) ',', '"', true, false, -1, null), 4096).size());
    // Without quoting, every line end is a boundary.
    Path unquoted = dir.resolve("u.csv");
    StringBuilder csv = new StringBuilder();
    for (int i = 0; i < 3000; i++) {
      csv.append(i).append(",na\"me ").append(i).append('\n');
    }
    Files.writeString(unquoted, csv, StandardCharsets.UTF_8);
    CsvFormat.Options noQuotes = new CsvFormat.Options((byte) ',', -1, false, false, -1, null);
    List<CsvSplits.Range> ranges = CsvSplits.of(unquoted, noQuotes, 4096);
    assertTrue(ranges.size() > 5, "cut into " + ranges.size());
    List<String> pieces = new ArrayList<>();
    for (CsvSplits.Range range : ranges) {
      pieces.addAll(read(unquoted, range, noQuotes));
    }
    assertEquals(read(unquoted, new CsvSplits.Range(0, Long.MAX_VALUE, 1), noQuotes), pieces);
  }
}
