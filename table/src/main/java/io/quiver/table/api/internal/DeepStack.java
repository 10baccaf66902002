package io.quiver.table.api.internal;

import io.quiver.table.api.TableException;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;

/**
 * Runs the planning of long statements (parse, validate, optimize, lower, generate and compile
 * code) on a thread with a large stack. Calcite's parser, validator and converters recurse once per
 * level of an expression or subquery, so a statement nested a few thousand levels deep (a long
 * chain of OR-ed terms, deeply nested subqueries) overflows an ordinary thread's stack, and an
 * application's thread cannot be given a larger one. The stack is reserved, not committed: the
 * thread uses only the pages it touches. A statement that overflows even this stack fails with
 * SQLSTATE 54001 instead of a {@link StackOverflowError}; README states the limits.
 */
public final class DeepStack {
  /** Statements shorter than this plan on the caller's thread, at no extra cost. */
  static final int LONG_STATEMENT = 1_000;
  private static final long STACK_BYTES = 1L << 30;

  /** The message of SQLSTATE 54001. */
  public static final String TOO_COMPLEX = "Statement too complex: its expressions or subqueries nest too deeply"
      + " to be planned (see the limits in Quiver's README)";

  private DeepStack() {}

  /**
   * The deepest nesting of parentheses (expressions, subqueries, lists) a statement may have;
   * deeper, it fails with 54001 before it is parsed, rather than after filling the planner's stack.
   */
  public static final int MAX_NESTING = 2_000;

  public static <T> T call(String sql, Supplier<T> work) {
    if (sql == null || sql.length() < LONG_STATEMENT) {
      return guarded(work);
    }
    if (sql.length() > 2 * MAX_NESTING && nesting(sql) > MAX_NESTING) {
      throw new TableException(TOO_COMPLEX + ": parentheses nest more than " + MAX_NESTING + " deep", null,
          "54001", 0, 0);
    }
    AtomicReference<T> result = new AtomicReference<>();
    AtomicReference<Throwable> failure = new AtomicReference<>();
    Thread thread = new Thread(null, () -> {
      try {
        result.set(guarded(work));
      } catch (Throwable t) {
        failure.set(t);
      }
    }, "quiver-planner", STACK_BYTES);
    thread.start();
    boolean interrupted = false;
    while (true) {
      try {
        thread.join();
        break;
      } catch (InterruptedException e) {
        // A statement stops through cancel(), not by interrupting the thread that waits for it.
        interrupted = true;
      }
    }
    if (interrupted) {
      Thread.currentThread().interrupt();
    }
    Throwable t = failure.get();
    if (t instanceof RuntimeException runtime) {
      throw runtime;
    }
    if (t instanceof Error error) {
      throw error;
    }
    return result.get();
  }

  private static <T> T guarded(Supplier<T> work) {
    try {
      return work.get();
    } catch (StackOverflowError e) {
      throw tooComplex(e);
    } catch (RuntimeException e) {
      if (causedByStackOverflow(e)) {
        // Calcite wraps what it catches, e.g. "while converting <the whole expression>".
        throw tooComplex(e);
      }
      throw e;
    }
  }

  public static TableException tooComplex(Throwable cause) {
    return new TableException(TOO_COMPLEX, cause, "54001", 0, 0);
  }

  /** The deepest nesting of parentheses outside string literals, quoted names and comments. */
  static int nesting(String sql) {
    int depth = 0;
    int max = 0;
    int n = sql.length();
    for (int i = 0; i < n; i++) {
      char c = sql.charAt(i);
      switch (c) {
        case '(' -> max = Math.max(max, ++depth);
        case ')' -> depth = Math.max(0, depth - 1);
        case '\'', '"', '`' -> {
          int end = sql.indexOf(c, i + 1);
          i = end < 0 ? n : end;
        }
        case '-' -> {
          if (i + 1 < n && sql.charAt(i + 1) == '-') {
            int end = sql.indexOf('\n', i);
            i = end < 0 ? n : end;
          }
        }
        case '/' -> {
          if (i + 1 < n && sql.charAt(i + 1) == '*') {
            int end = sql.indexOf("*/", i + 2);
            i = end < 0 ? n : end + 1;
          }
        }
        default -> { }
      }
    }
    return max;
  }

  public static boolean causedByStackOverflow(Throwable e) {
    int depth = 0;
    for (Throwable t = e; t != null && depth < 100; t = t.getCause(), depth++) {
      if (t instanceof StackOverflowError) {
        return true;
      }
      if (t.getCause() == t) {
        break;
      }
    }
    return false;
  }
}
