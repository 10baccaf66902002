package io.quiver.engine.runtime;

import io.quiver.engine.error.EngineException;
import java.util.Arrays;

/**
 * LIKE or SIMILAR TO whose pattern (or escape) is computed per row, as in
 * {@code name LIKE prefix || '%'}. One instance serves one call site and keeps the last compiled
 * pattern, so a pattern that repeats from row to row is compiled once.
 */
public final class RowPatternMatcher {
  /** The last pattern, escape and their matcher, swapped as one so that threads may share it. */
  private static final class Compiled {
    final byte[] pattern;
    final byte[] escape;
    final LikeMatcher like;
    final SimilarMatcher similar;

    Compiled(byte[] pattern, byte[] escape, LikeMatcher like, SimilarMatcher similar) {
      this.pattern = pattern;
      this.escape = escape;
      this.like = like;
      this.similar = similar;
    }
  }

  private final boolean similarTo;
  private volatile Compiled last;

  public RowPatternMatcher(boolean similarTo) {
    this.similarTo = similarTo;
  }

  /** Matches the UTF-8 {@code value} against {@code pattern}; {@code escape} may be null (none). */
  public boolean matches(byte[] value, byte[] pattern, byte[] escape) {
    Compiled c = compiled(pattern, escape);
    return similarTo ? c.similar.matches(value) : c.like.matches(value);
  }

  /** As {@link #matches}, for a value lying at {@code [start, end)} of address {@code data}. */
  public boolean matchesAt(long data, int start, int end, byte[] pattern, byte[] escape) {
    Compiled c = compiled(pattern, escape);
    return similarTo ? c.similar.matches(SqlBytes.copy(data, start, end)) : c.like.matchesAt(data, start, end);
  }

  private Compiled compiled(byte[] pattern, byte[] escape) {
    Compiled c = last;
    if (c != null && Arrays.equals(c.pattern, pattern) && Arrays.equals(c.escape, escape)) {
      return c;
    }
    String text = SqlFunctions.string(pattern);
    Character esc = escape == null ? null : escapeCharacter(SqlFunctions.string(escape));
    c = similarTo
        ? new Compiled(pattern.clone(), cloneOrNull(escape), null, new SimilarMatcher(text, esc))
        : new Compiled(pattern.clone(), cloneOrNull(escape), new LikeMatcher(text, esc), null);
    last = c;
    return c;
  }

  private static byte[] cloneOrNull(byte[] bytes) {
    return bytes == null ? null : bytes.clone();
  }

  /** The standard allows an escape of exactly one character (SQLSTATE 22019 otherwise). */
  public static Character escapeCharacter(String text) {
    if (text.length() != 1) {
      throw new EngineException("22019", "invalid escape character '" + text + "': an escape must be one character");
    }
    return text.charAt(0);
  }
}
