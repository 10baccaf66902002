package io.quiver.engine.runtime;

import java.nio.charset.StandardCharsets;
import java.util.regex.Pattern;

/**
 * A compiled SQL LIKE pattern. Prefix, suffix, infix and exact patterns match on the UTF-8 bytes
 * without decoding; others fall back to a regular expression.
 */
public final class LikeMatcher {
  private enum Shape { EXACT, PREFIX, SUFFIX, INFIX, REGEX }

  private final Shape shape;
  private final byte[] literal;
  private final Pattern regex;

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
    } else {
      s = Shape.REGEX;
    }
    this.shape = s;
    this.literal = core.getBytes(StandardCharsets.UTF_8);
    this.regex = s == Shape.REGEX ? Pattern.compile(toRegex(pattern, escape), Pattern.DOTALL) : null;
  }

  public boolean matches(byte[] s) {
    return switch (shape) {
      case EXACT -> java.util.Arrays.equals(s, literal);
      case PREFIX -> s.length >= literal.length && java.util.Arrays.equals(s, 0, literal.length, literal, 0, literal.length);
      case SUFFIX -> s.length >= literal.length
          && java.util.Arrays.equals(s, s.length - literal.length, s.length, literal, 0, literal.length);
      case INFIX -> indexOf(s, literal) >= 0;
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
      case REGEX -> regex.matcher(new String(SqlBytes.copy(data, start, end), StandardCharsets.UTF_8)).matches();
    };
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
    outer:
    for (int i = 0; i <= s.length - needle.length; i++) {
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
