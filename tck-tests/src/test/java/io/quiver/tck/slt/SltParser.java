package io.quiver.tck.slt;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Reads sqllogictest files: records separated by blank lines, {@code #} comments,
 * {@code statement ok|error [SQLSTATE]}, and {@code query TYPES [SORT]} records whose expected
 * values follow a {@code ----} line, one row per line with values separated by tabs.
 */
final class SltParser {
  private SltParser() {}

  static List<SltRecord> parse(String text) {
    List<SltRecord> records = new ArrayList<>();
    String[] lines = text.split("\n", -1);
    int i = 0;
    while (i < lines.length) {
      String line = lines[i].strip();
      if (line.isEmpty() || line.startsWith("#")) {
        i++;
        continue;
      }
      int start = i + 1;
      String[] header = line.split("\\s+");
      i++;
      StringBuilder sql = new StringBuilder();
      while (i < lines.length && !lines[i].isBlank() && !lines[i].strip().equals("----")) {
        sql.append(sql.length() == 0 ? "" : "\n").append(lines[i]);
        i++;
      }
      List<String> expected = new ArrayList<>();
      if (i < lines.length && lines[i].strip().equals("----")) {
        i++;
        while (i < lines.length && !lines[i].isBlank()) {
          expected.add(lines[i].stripTrailing());
          i++;
        }
      }
      records.add(record(header, sql.toString(), expected, start));
    }
    return records;
  }

  private static SltRecord record(String[] header, String sql, List<String> expected, int line) {
    switch (header[0]) {
      case "statement" -> {
        boolean error = header.length > 1 && header[1].equals("error");
        if (!error && !(header.length > 1 && header[1].equals("ok"))) {
          throw new IllegalArgumentException("line " + line + ": expected 'statement ok' or 'statement error'");
        }
        return new SltRecord.Statement(line, sql, error, error && header.length > 2 ? header[2] : null);
      }
      case "query" -> {
        if (header.length > 1 && header[1].equals("error")) {
          return new SltRecord.Query(line, sql, "", SltRecord.SortMode.NOSORT, List.of(), true,
              header.length > 2 ? header[2] : null);
        }
        if (header.length < 2) {
          throw new IllegalArgumentException("line " + line + ": a query needs its column types, e.g. 'query IT'");
        }
        SltRecord.SortMode sort = header.length > 2
            ? SltRecord.SortMode.valueOf(header[2].toUpperCase(Locale.ROOT))
            : SltRecord.SortMode.NOSORT;
        return new SltRecord.Query(line, sql, header[1], sort, expected, false, null);
      }
      default -> throw new IllegalArgumentException("line " + line + ": unknown record '" + header[0] + "'");
    }
  }
}
