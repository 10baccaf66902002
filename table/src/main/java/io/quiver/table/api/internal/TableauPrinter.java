package io.quiver.table.api.internal;

import io.quiver.engine.types.SqlType;
import io.quiver.table.catalog.ResolvedSchema;
import io.quiver.types.Row;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

/**
 * Prints rows in Flink's tableau layout: a boxed table with right-aligned cells, cells wider than
 * their column cut with "...", and a footer counting the rows. As in Flink, a query's columns are
 * as wide as their types need ({@code INT} 11, {@code BIGINT} 20, {@code DECIMAL(p, s)} p + 2,
 * {@code DATE} 10, strings and others the maximum width, at least {@code <NULL>}), while the
 * results of SHOW, DESCRIBE and the like are as wide as their content and show NULL as nothing.
 */
public final class TableauPrinter {
  public static final int MAX_COLUMN_WIDTH = 30;
  private static final String TRUNCATED = "...";

  private TableauPrinter() {}

  private static final String NULL = "<NULL>";

  /** A query's rows in columns sized by type, TIMESTAMP_LTZ values shown in {@code localTimeZone}. */
  public static void printSizedByType(ResolvedSchema schema, Iterator<Row> rows, java.time.ZoneId localTimeZone,
      int maxColumnWidth, PrintWriter out) {
    List<SqlType> types = schema.logicalTypes();
    List<String> names = schema.getColumnNames();
    int[] widths = new int[names.size()];
    for (int c = 0; c < widths.length; c++) {
      widths[c] = Math.max(names.get(c).length(), Math.max(NULL.length(), typeWidth(types.get(c), maxColumnWidth)));
    }
    print(names, cells(types, rows, localTimeZone, NULL), widths, Integer.MAX_VALUE, out);
  }

  /** Rows in columns as wide as their content, NULL shown as nothing (Flink's SHOW results). */
  public static void printSizedByContent(ResolvedSchema schema, Iterator<Row> rows, java.time.ZoneId localTimeZone,
      PrintWriter out) {
    print(schema.getColumnNames(), cells(schema.logicalTypes(), rows, localTimeZone, ""), null, Integer.MAX_VALUE, out);
  }

  /** Each row as one line of comma-separated values (Flink's "OK" and INSERT results). */
  public static void printRaw(ResolvedSchema schema, Iterator<Row> rows, java.time.ZoneId localTimeZone,
      PrintWriter out) {
    Iterator<String[]> cells = cells(schema.logicalTypes(), rows, localTimeZone, "NULL");
    while (cells.hasNext()) {
      out.println(String.join(", ", cells.next()));
    }
    out.flush();
  }

  private static int typeWidth(SqlType type, int maxColumnWidth) {
    return switch (type.id()) {
      case TINYINT -> 4;
      case SMALLINT -> 6;
      case INTEGER -> 11;
      case BIGINT -> 20;
      case DECIMAL -> type.precision() + 2;
      case BOOLEAN -> 5;
      case DATE -> 10;
      case TIME -> type.precision() <= 0 ? 8 : type.precision() + 9;
      case TIMESTAMP, TIMESTAMP_LTZ -> {
        int p = Math.max(0, type.precision());
        yield p == 0 ? 19 : p <= 3 ? 23 : p <= 6 ? 26 : 29;
      }
      default -> maxColumnWidth;
    };
  }

  private static Iterator<String[]> cells(List<SqlType> types, Iterator<Row> rows, java.time.ZoneId localTimeZone,
      String nullText) {
    return new Iterator<>() {
      @Override
      public boolean hasNext() {
        return rows.hasNext();
      }

      @Override
      public String[] next() {
        Row row = rows.next();
        String[] line = new String[types.size()];
        for (int c = 0; c < line.length; c++) {
          Object value = row.getField(c);
          line[c] = value == null ? nullText : ExternalValues.format(value, types.get(c), localTimeZone);
        }
        return line;
      }
    };
  }

  /** Prints rows, showing TIMESTAMP WITH LOCAL TIME ZONE values in {@code localTimeZone}. */
  public static void print(ResolvedSchema schema, Iterator<Row> rows, java.time.ZoneId localTimeZone, PrintWriter out) {
    List<SqlType> types = schema.logicalTypes();
    Iterator<String[]> cells = new Iterator<>() {
      @Override
      public boolean hasNext() {
        return rows.hasNext();
      }

      @Override
      public String[] next() {
        Row row = rows.next();
        String[] line = new String[types.size()];
        for (int c = 0; c < line.length; c++) {
          line[c] = ExternalValues.format(row.getField(c), types.get(c), localTimeZone);
        }
        return line;
      }
    };
    print(schema.getColumnNames(), cells, out);
  }

  /** Prints rows already formatted as text, one string per cell. */
  public static void print(List<String> names, Iterator<String[]> rows, PrintWriter out) {
    print(names, rows, null, MAX_COLUMN_WIDTH, out);
  }

  /** With {@code fixedWidths} null, columns are sized by content up to {@code maxWidth}. */
  private static void print(List<String> names, Iterator<String[]> rows, int[] fixedWidths, int maxWidth,
      PrintWriter out) {
    List<String[]> cells = new ArrayList<>();
    int[] widths = fixedWidths;
    if (widths == null) {
      widths = new int[names.size()];
      for (int c = 0; c < names.size(); c++) {
        widths[c] = Math.min(maxWidth, displayWidth(names.get(c)));
      }
    }
    while (rows.hasNext()) {
      String[] line = rows.next();
      if (fixedWidths == null) {
        for (int c = 0; c < line.length; c++) {
          widths[c] = Math.min(maxWidth, Math.max(widths[c], displayWidth(line[c])));
        }
      }
      cells.add(line);
    }
    if (cells.isEmpty() && !names.isEmpty()) {
      out.println("Empty set");
      out.flush();
      return;
    }
    String border = border(widths);
    out.println(border);
    out.println(line(names.toArray(new String[0]), widths));
    out.println(border);
    for (String[] line : cells) {
      out.println(line(line, widths));
    }
    out.println(border);
    out.println(cells.size() + (cells.size() == 1 ? " row in set" : " rows in set"));
    out.flush();
  }

  private static String border(int[] widths) {
    StringBuilder sb = new StringBuilder("+");
    for (int w : widths) {
      sb.append("-".repeat(w + 2)).append('+');
    }
    return sb.toString();
  }

  private static String line(String[] cells, int[] widths) {
    StringBuilder sb = new StringBuilder("|");
    for (int c = 0; c < cells.length; c++) {
      String cell = cells[c];
      int width = displayWidth(cell);
      sb.append(' ');
      if (width <= widths[c]) {
        sb.append(" ".repeat(widths[c] - width)).append(cell);
      } else {
        sb.append(truncate(cell, widths[c] - TRUNCATED.length())).append(TRUNCATED);
      }
      sb.append(" |");
    }
    return sb.toString();
  }

  /** Characters on screen: East Asian wide characters take two columns, as in Flink. */
  static int displayWidth(String s) {
    int width = 0;
    for (int i = 0; i < s.length(); ) {
      int cp = s.codePointAt(i);
      width += isWide(cp) ? 2 : 1;
      i += Character.charCount(cp);
    }
    return width;
  }

  private static boolean isWide(int cp) {
    Character.UnicodeBlock block = Character.UnicodeBlock.of(cp);
    return block == Character.UnicodeBlock.CJK_UNIFIED_IDEOGRAPHS
        || block == Character.UnicodeBlock.HIRAGANA
        || block == Character.UnicodeBlock.KATAKANA
        || block == Character.UnicodeBlock.HANGUL_SYLLABLES
        || block == Character.UnicodeBlock.HALFWIDTH_AND_FULLWIDTH_FORMS
        || block == Character.UnicodeBlock.CJK_SYMBOLS_AND_PUNCTUATION;
  }

  private static String truncate(String s, int width) {
    StringBuilder sb = new StringBuilder();
    int used = 0;
    for (int i = 0; i < s.length(); ) {
      int cp = s.codePointAt(i);
      int w = isWide(cp) ? 2 : 1;
      if (used + w > width) {
        break;
      }
      sb.appendCodePoint(cp);
      used += w;
      i += Character.charCount(cp);
    }
    return sb.toString();
  }
}
