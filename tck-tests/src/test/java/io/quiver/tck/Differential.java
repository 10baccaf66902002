package io.quiver.tck;

import java.io.InputStream;
import java.io.Reader;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.sql.Blob;
import java.sql.Clob;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Runs one call against a reference database (H2) and against Quiver and records where they part:
 * Quiver throws where the reference answers, throws something other than an
 * {@link SQLException} where the reference refuses, or answers a different value where the
 * caller says the values must agree. Failures are grouped by a key so that one defect seen on
 * many rows is reported once, with its first example.
 */
final class Differential {
  /** One side's answer: a value or what was thrown. */
  record Outcome(Object value, Throwable error) {
    boolean failed() {
      return error != null;
    }

    @Override
    public String toString() {
      return error != null ? "threw " + describe(error) : "answered " + show(value);
    }
  }

  @FunctionalInterface
  interface Call {
    Object on(Connection connection, Side side) throws Exception;
  }

  /** Which database a call runs on, so that it can pick the names that database stores. */
  enum Side { REFERENCE, QUIVER }

  /** How two answers are compared; null when they agree. */
  @FunctionalInterface
  interface Comparison {
    String differs(Object reference, Object quiver);
  }

  static final Comparison ANY = (r, q) -> null;
  static final Comparison EQUAL = (r, q) -> Objects.equals(normalize(r), normalize(q)) ? null
      : "values differ";

  private final Map<String, String> failures = new LinkedHashMap<>();
  private final Map<String, Integer> counts = new LinkedHashMap<>();
  private final java.util.Set<String> keys = new java.util.HashSet<>();
  private int probes;
  private int bothAnswered;

  int probes() {
    return probes;
  }

  int bothAnswered() {
    return bothAnswered;
  }

  Outcome run(Call call, Connection connection, Side side) {
    try {
      return new Outcome(materialize(call.on(connection, side)), null);
    } catch (Throwable t) {
      return new Outcome(null, t);
    }
  }

  /** Runs {@code call} on both connections and records a difference under {@code key}. */
  void compare(String key, String example, Connection reference, Connection quiver, Call call, Comparison comparison) {
    compare(key, example, run(call, reference, Side.REFERENCE), run(call, quiver, Side.QUIVER), comparison);
  }

  void compare(String key, String example, Outcome reference, Outcome quiver, Comparison comparison) {
    probes++;
    keys.add(key);
    String problem = null;
    if (!reference.failed()) {
      if (quiver.failed()) {
        problem = "the reference " + reference + ", Quiver " + quiver;
      } else {
        bothAnswered++;
        String differs = comparison.differs(reference.value(), quiver.value());
        if (differs != null) {
          problem = differs + ": the reference " + reference + ", Quiver " + quiver;
        }
      }
    } else if (quiver.failed() && !(quiver.error() instanceof SQLException)) {
      problem = "both refuse, but Quiver with no SQLException: " + quiver;
    } else if (quiver.failed() && ((SQLException) quiver.error()).getSQLState() == null) {
      problem = "both refuse, but Quiver's SQLException has no SQLState: " + quiver;
    }
    if (problem != null) {
      counts.merge(key, 1, Integer::sum);
      failures.putIfAbsent(key, example + ": " + problem);
    }
  }

  /** Records a failure found by the caller's own check. */
  void fail(String key, String message) {
    probes++;
    counts.merge(key, 1, Integer::sum);
    failures.putIfAbsent(key, message);
  }

  void ok() {
    probes++;
  }

  Map<String, String> failures() {
    return failures;
  }

  /** Whether a probe of this key ran. */
  boolean probed(String key) {
    return keys.contains(key);
  }

  String report() {
    List<String> lines = new ArrayList<>();
    failures.forEach((key, example) -> lines.add(key + " (" + counts.get(key) + "x) " + example));
    return lines.size() + " differences in " + probes + " probes:\n  " + String.join("\n  ", lines);
  }

  static String describe(Throwable t) {
    String state = t instanceof SQLException s ? " [" + s.getSQLState() + "]" : "";
    String message = String.valueOf(t.getMessage());
    if (message.length() > 200) {
      message = message.substring(0, 200) + "...";
    }
    return t.getClass().getSimpleName() + state + ": " + message;
  }

  static String show(Object value) {
    Object n = normalize(value);
    String s = n == null ? "null" : n + " (" + value.getClass().getSimpleName() + ")";
    return s.length() > 200 ? s.substring(0, 200) + "..." : s;
  }

  /**
   * Reads what a call returned while its statement is open: streams, readers and LOBs become
   * their content, so that they can be compared after the call.
   */
  static Object materialize(Object value) throws Exception {
    if (value instanceof InputStream in) {
      try (in) {
        return new Content(HexFormat.of().formatHex(in.readAllBytes()));
      }
    }
    if (value instanceof Reader reader) {
      try (reader) {
        StringBuilder text = new StringBuilder();
        char[] buffer = new char[4096];
        for (int n; (n = reader.read(buffer)) > 0; ) {
          text.append(buffer, 0, n);
        }
        return new Content(text.toString());
      }
    }
    if (value instanceof Clob clob) {
      return new Content(clob.getSubString(1, (int) clob.length()));
    }
    if (value instanceof Blob blob) {
      return new Content(HexFormat.of().formatHex(blob.getBytes(1, (int) blob.length())));
    }
    return value;
  }

  /** What a stream, reader or LOB held. */
  record Content(String text) {}

  /** A form of a value in which equal answers of two drivers are equal. */
  static Object normalize(Object value) {
    if (value instanceof byte[] bytes) {
      return HexFormat.of().formatHex(bytes);
    }
    if (value instanceof BigDecimal d) {
      return d.signum() == 0 ? "0" : d.stripTrailingZeros().toPlainString();
    }
    if (value instanceof Content c) {
      return c.text();
    }
    if (value instanceof java.time.ZonedDateTime z) {
      // The same instant at the same offset, whether the zone is named (Etc/UTC) or an offset (Z).
      return z.toOffsetDateTime();
    }
    if (value instanceof List<?> list) {
      return list.stream().map(Differential::normalize).toList();
    }
    return value;
  }

  static String text(byte[] bytes) {
    return new String(bytes, StandardCharsets.UTF_8);
  }
}
