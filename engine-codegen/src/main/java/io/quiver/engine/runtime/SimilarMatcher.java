package io.quiver.engine.runtime;

import io.quiver.engine.error.EngineException;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * A compiled SQL {@code SIMILAR TO} pattern: SQL's regular expressions, where {@code %} and
 * {@code _} are the wildcards, {@code | * + ? {m,n} ( ) [ ]} keep their regex meaning, every
 * other character (a dot included) is literal, and the pattern must match the whole string.
 */
public final class SimilarMatcher {
  private final Pattern regex;

  public SimilarMatcher(String pattern, Character escape) {
    try {
      this.regex = Pattern.compile(toRegex(pattern, escape), Pattern.DOTALL);
    } catch (PatternSyntaxException e) {
      throw new EngineException("2201B", "invalid regular expression in SIMILAR TO: " + pattern);
    }
  }

  static String toRegex(String pattern, Character escape) {
    StringBuilder sb = new StringBuilder();
    boolean inClass = false;
    for (int i = 0; i < pattern.length(); i++) {
      char c = pattern.charAt(i);
      if (escape != null && c == escape) {
        if (i + 1 >= pattern.length()) {
          throw new EngineException("22025", "SIMILAR TO pattern ends with its escape character");
        }
        sb.append(Pattern.quote(String.valueOf(pattern.charAt(++i))));
        continue;
      }
      if (inClass) {
        if (c == ']') {
          inClass = false;
        }
        sb.append(c == '\\' ? "\\\\" : String.valueOf(c));
        continue;
      }
      switch (c) {
        case '%' -> sb.append(".*");
        case '_' -> sb.append('.');
        case '[' -> {
          inClass = true;
          sb.append('[');
        }
        case '{' -> i = appendBounds(pattern, i, sb);
        case '|', '*', '+', '?', '(', ')' -> sb.append(c);
        default -> sb.append(Pattern.quote(String.valueOf(c)));
      }
    }
    return sb.toString();
  }

  /**
   * Appends the quantifier {@code {m}}, {@code {m,}} or {@code {m,n}} that opens at {@code open}
   * and returns the index of its closing brace; anything else in braces is an invalid pattern.
   */
  private static int appendBounds(String pattern, int open, StringBuilder sb) {
    int close = pattern.indexOf('}', open);
    String bounds = close < 0 ? "" : pattern.substring(open + 1, close);
    if (!bounds.matches("[0-9]+(,[0-9]*)?")) {
      throw new EngineException("2201B", "invalid quantifier in SIMILAR TO: " + pattern);
    }
    sb.append('{').append(bounds).append('}');
    return close;
  }

  public boolean matches(byte[] utf8) {
    return regex.matcher(SqlFunctions.string(utf8)).matches();
  }
}
