package io.quiver.benchmarks.slt;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * A sqllogictest script in SQLite's format: statements, queries with their expected values (one
 * value per line, or "N values hashing to MD5"), {@code hash-threshold}, {@code skipif}/{@code onlyif}
 * conditions and {@code halt}.
 */
record SltScript(String name, List<Entry> entries) {

  /** One record of the script; {@code line} is where it starts, for reports. */
  sealed interface Entry permits Statement, Query, HashThreshold {}

  record Statement(int line, String sql, boolean expectError, List<String> conditions) implements Entry {}

  record Query(int line, String sql, String types, String sort, List<String> expected, List<String> conditions)
      implements Entry {}

  record HashThreshold(int threshold) implements Entry {}

  static final Pattern HASHED = Pattern.compile("(\\d+) values hashing to ([0-9a-f]{32})");

  static SltScript parse(String name, String text) {
    String[] lines = text.split("\r?\n", -1);
    List<Entry> entries = new ArrayList<>();
    List<String> conditions = new ArrayList<>();
    int i = 0;
    while (i < lines.length) {
      String line = stripComment(lines[i]).strip();
      int start = i + 1;
      i++;
      if (line.isEmpty()) {
        continue;
      }
      String[] words = line.split("\\s+");
      switch (words[0]) {
        case "halt" -> {
          if (conditions.isEmpty()) {
            return new SltScript(name, entries);
          }
          conditions.clear();
        }
        case "skipif", "onlyif" -> conditions.add(words[0] + " " + words[1]);
        case "hash-threshold" -> entries.add(new HashThreshold(Integer.parseInt(words[1])));
        case "statement" -> {
          StringBuilder sql = new StringBuilder();
          while (i < lines.length && !lines[i].isBlank()) {
            sql.append(sql.length() == 0 ? "" : "\n").append(lines[i]);
            i++;
          }
          entries.add(new Statement(start, sql.toString(), words[1].equals("error"), List.copyOf(conditions)));
          conditions.clear();
        }
        case "query" -> {
          StringBuilder sql = new StringBuilder();
          while (i < lines.length && !lines[i].isBlank() && !lines[i].equals("----")) {
            sql.append(sql.length() == 0 ? "" : "\n").append(lines[i]);
            i++;
          }
          List<String> expected = new ArrayList<>();
          if (i < lines.length && lines[i].equals("----")) {
            i++;
            while (i < lines.length && !lines[i].isBlank()) {
              expected.add(lines[i]);
              i++;
            }
          }
          String sort = words.length > 2 ? words[2] : "nosort";
          entries.add(new Query(start, sql.toString(), words[1], sort, expected, List.copyOf(conditions)));
          conditions.clear();
        }
        default -> {
          // Unknown directives (loop, sleep, ...) do not occur in SQLite's corpus; skip the block.
          while (i < lines.length && !lines[i].isBlank()) {
            i++;
          }
          conditions.clear();
        }
      }
    }
    return new SltScript(name, entries);
  }

  private static String stripComment(String line) {
    return line.startsWith("#") ? "" : line;
  }
}
