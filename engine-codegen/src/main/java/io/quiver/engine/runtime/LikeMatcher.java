package io.quiver.engine.runtime;

import java.nio.charset.StandardCharsets;
import java.util.regex.Pattern;

/**
 * A compiled SQL LIKE pattern. Patterns made of literal text and {@code %} only (exact, prefix,
 * suffix, infix, and several pieces such as TPC-H's {@code '%special%requests%'}) match on the
 * UTF-8 bytes without decoding; others fall back to a regular expression.
 */
public final class LikeMatcher {
  private enum Shape { EXACT, PREFIX, SUFFIX, INFIX, PIECES, REGEX }

  private final Shape shape;
  private final byte[] literal;
  private final Pattern regex;
  /** For PIECES: the pattern's literal pieces between its {@code %}s, and whether it starts and ends with one. */
  private final byte[][] pieces;
  private final boolean anchoredStart;
  private final boolean anchoredEnd;

  public LikeMatcher(String pattern, Character escape) {
    String core = pattern;
    Shape s;
    boolean simple = escape == null && pattern.indexOf('_') < 0;
    if (simple && !core.contains("%")) {
      s = Shape.EXACT;
    } else if (simple && core.length() > 1 && core.endsWith("%") && core.indexOf('%') == core.length() - 1) {
      s = Shape.PREFIX;
      core = core.substring(0, core.length() - 1);
    } else if (simple && core.length() > 1 && core.startsWith("%") && core.lastIndexOf('%') == 0) {
      s = Shape.SUFFIX;
      core = core.substring(1);
    } else if (simple && core.length() > 2 && core.startsWith("%") && core.endsWith("%")
        && core.substring(1, core.length() - 1).indexOf('%') < 0) {
      s = Shape.INFIX;
      core = core.substring(1, core.length() - 1);
    } else if (simple) {
      s = Shape.PIECES;
    } else {
      s = Shape.REGEX;
    }
    this.shape = s;
    this.literal = core.getBytes(StandardCharsets.UTF_8);
    this.regex = s == Shape.REGEX ? Pattern.compile(toRegex(pattern, escape), Pattern.DOTALL) : null;
    this.anchoredStart = !pattern.startsWith("%");
    this.anchoredEnd = !pattern.endsWith("%");
    this.pieces = s == Shape.PIECES ? java.util.Arrays.stream(pattern.split("%", -1))
        .map(p -> p.getBytes(StandardCharsets.UTF_8)).toArray(byte[][]::new) : null;
  }

  public boolean matches(byte[] s) {
    return switch (shape) {
      case EXACT -> java.util.Arrays.equals(s, literal);
      case PREFIX -> s.length >= literal.length && java.util.Arrays.equals(s, 0, literal.length, literal, 0, literal.length);
      case SUFFIX -> s.length >= literal.length
          && java.util.Arrays.equals(s, s.length - literal.length, s.length, literal, 0, literal.length);
      case INFIX -> indexOf(s, literal) >= 0;
      case PIECES -> piecesMatch(s, 0, s.length);
      case REGEX -> regex.matcher(new String(s, StandardCharsets.UTF_8)).matches();
    };
  }

  /**
   * Matches the bytes {@code [start, end)} at address {@code data} (a value in an Arrow buffer)
   * without copying them, except for patterns that need a regular expression.
   */
  public boolean matchesAt(long data, int start, int end) {
    int length = end - start;
    return switch (shape) {
      case EXACT -> SqlBytes.equalsAt(data, start, end, literal);
      case PREFIX -> length >= literal.length && SqlBytes.equalsAt(data, start, start + literal.length, literal);
      case SUFFIX -> length >= literal.length && SqlBytes.equalsAt(data, end - literal.length, end, literal);
      case INFIX -> indexOfAt(data, start, end, literal) >= 0;
      case PIECES -> piecesMatchAt(data, start, end);
      case REGEX -> regex.matcher(new String(SqlBytes.copy(data, start, end), StandardCharsets.UTF_8)).matches();
    };
  }

  /**
   * {@code a%b%c}: the first piece at the start (unless the pattern starts with {@code %}), the
   * last at the end (unless it ends with one), each piece between found at its leftmost place
   * after the one before: leftmost places leave the most room for the pieces that follow, so
   * if any placement matches, this one does.
   */
  private boolean piecesMatchAt(long data, int start, int end) {
    int last = pieces.length - 1;
    int from = start;
    int to = end;
    if (anchoredStart) {
      byte[] first = pieces[0];
      if (to - from < first.length || !SqlBytes.equalsAt(data, from, from + first.length, first)) {
        return false;
      }
      from += first.length;
    }
    if (anchoredEnd) {
      byte[] tail = pieces[last];
      if (to - from < tail.length || !SqlBytes.equalsAt(data, to - tail.length, to, tail)) {
        return false;
      }
      to -= tail.length;
    }
    for (int i = 1; i < last; i++) {
      byte[] piece = pieces[i];
      int at = indexOfAt(data, from, to, piece);
      if (at < 0) {
        return false;
      }
      from = at + piece.length;
    }
    return true;
  }

  private boolean piecesMatch(byte[] s, int start, int end) {
    int last = pieces.length - 1;
    int from = start;
    int to = end;
    if (anchoredStart) {
      byte[] first = pieces[0];
      if (to - from < first.length || !java.util.Arrays.equals(s, from, from + first.length, first, 0, first.length)) {
        return false;
      }
      from += first.length;
    }
    if (anchoredEnd) {
      byte[] tail = pieces[last];
      if (to - from < tail.length || !java.util.Arrays.equals(s, to - tail.length, to, tail, 0, tail.length)) {
        return false;
      }
      to -= tail.length;
    }
    for (int i = 1; i < last; i++) {
      byte[] piece = pieces[i];
      int at = indexOf(s, from, to, piece);
      if (at < 0) {
        return false;
      }
      from = at + piece.length;
    }
    return true;
  }

  private static int indexOfAt(long data, int start, int end, byte[] needle) {
    outer:
    for (int i = start; i <= end - needle.length; i++) {
      for (int j = 0; j < needle.length; j++) {
        if (org.apache.arrow.memory.util.MemoryUtil.getByte(data + i + j) != needle[j]) {
          continue outer;
        }
      }
      return i;
    }
    return -1;
  }

  private static int indexOf(byte[] s, byte[] needle) {
    return indexOf(s, 0, s.length, needle);
  }

  private static int indexOf(byte[] s, int start, int end, byte[] needle) {
    outer:
    for (int i = start; i <= end - needle.length; i++) {
      for (int j = 0; j < needle.length; j++) {
        if (s[i + j] != needle[j]) {
          continue outer;
        }
      }
      return i;
    }
    return -1;
  }

  private static String toRegex(String pattern, Character escape) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < pattern.length(); i++) {
      char c = pattern.charAt(i);
      if (escape != null && c == escape) {
        if (i + 1 >= pattern.length()) {
          throw new io.quiver.engine.error.EngineException("22025", "LIKE pattern ends with the escape character");
        }
        sb.append(Pattern.quote(String.valueOf(pattern.charAt(++i))));
      } else if (c == '%') {
        sb.append(".*");
      } else if (c == '_') {
        sb.append('.');
      } else {
        sb.append(Pattern.quote(String.valueOf(c)));
      }
    }
    return sb.toString();
  }
}
