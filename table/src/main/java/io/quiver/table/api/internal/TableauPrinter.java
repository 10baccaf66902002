package io.quiver.table.api.internal;

import io.quiver.engine.types.SqlType;
import io.quiver.table.catalog.ResolvedSchema;
import io.quiver.types.Row;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

/**
 * Prints rows in Flink's tableau layout: a boxed table with right-aligned cells, NULL shown as
 * {@code <NULL>}, cells wider than {@value #MAX_COLUMN_WIDTH} characters cut with "...", and a
 * footer counting the rows.
 */
public final class TableauPrinter {
  public static final int MAX_COLUMN_WIDTH = 30;
  private static final String TRUNCATED = "...";

  private TableauPrinter() {}

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
    List<String[]> cells = new ArrayList<>();
    int[] widths = new int[names.size()];
    for (int c = 0; c < names.size(); c++) {
      widths[c] = Math.min(MAX_COLUMN_WIDTH, displayWidth(names.get(c)));
    }
    while (rows.hasNext()) {
      String[] line = rows.next();
      for (int c = 0; c < line.length; c++) {
        widths[c] = Math.min(MAX_COLUMN_WIDTH, Math.max(widths[c], displayWidth(line[c])));
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
