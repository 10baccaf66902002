package io.quiver.connector.datagen;

import io.quiver.connector.ConnectorException;
import io.quiver.engine.types.Column;
import io.quiver.engine.types.SqlType;
import io.quiver.engine.types.TypeId;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.format.DateTimeFormatter;
import java.util.Base64;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;

/**
 * How the datagen connector makes one column's values, as text the connector's value writer reads
 * ({@code TextValues}): a sequence {@code start..end} in order, or random values in Flink's
 * default ranges, with {@code null-rate} of them NULL.
 */
abstract class FieldGenerator {
  private static final DateTimeFormatter TIMESTAMP = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss.SSS");

  /** The values of one scan, one after another. */
  interface Stream {
    String next();
  }

  /** How many values the generator has before it is exhausted; -1 for no end. */
  long length() {
    return -1;
  }

  abstract Stream open();

  static FieldGenerator of(Column column, Map<String, String> options) {
    String prefix = "fields." + column.name() + ".";
    String kind = options.getOrDefault(prefix + "kind", "random").trim();
    SqlType type = column.type();
    if (kind.equalsIgnoreCase("sequence")) {
      if (!options.containsKey(prefix + "start") || !options.containsKey(prefix + "end")) {
        throw new ConnectorException(ConnectorException.MISSING, "Could not find required property '" + prefix
            + (options.containsKey(prefix + "start") ? "end" : "start") + "' for sequence generator.");
      }
      return new Sequence(type, DataGenTable.longOption(options, prefix + "start"),
          DataGenTable.longOption(options, prefix + "end"), column.name());
    }
    if (!kind.equalsIgnoreCase("random")) {
      throw new ConnectorException(ConnectorException.INVALID_VALUE, "Unsupported generator kind '" + kind
          + "' for field '" + column.name() + "'; use 'random' or 'sequence'.");
    }
    double nullRate = options.containsKey(prefix + "null-rate")
        ? Double.parseDouble(options.get(prefix + "null-rate").trim()) : 0;
    return new Random(type, options, prefix, nullRate);
  }

  /** {@code start, start + 1, ..., end}, written in the column's type. */
  private static final class Sequence extends FieldGenerator {
    private final SqlType type;
    private final long start;
    private final long end;

    Sequence(SqlType type, long start, long end, String name) {
      switch (type.id()) {
        case TINYINT, SMALLINT, INTEGER, BIGINT, REAL, DOUBLE, DECIMAL, CHAR, VARCHAR -> { }
        default -> throw new ConnectorException(ConnectorException.INVALID_VALUE, "Unsupported type: " + type
            + " for a sequence generator (field '" + name + "').");
      }
      if (start > end) {
        throw new ConnectorException(ConnectorException.INVALID_VALUE, "The start of the sequence of field '"
            + name + "' (" + start + ") is greater than its end (" + end + ").");
      }
      this.type = type;
      this.start = start;
      this.end = end;
    }

    @Override
    long length() {
      return end - start + 1;
    }

    @Override
    Stream open() {
      long[] next = {start};
      return () -> {
        long value = next[0]++;
        return type.id() == TypeId.REAL || type.id() == TypeId.DOUBLE ? String.valueOf((double) value) : String.valueOf(value);
      };
    }
  }

  /** Uniform random values between {@code min} and {@code max} (by default the type's range). */
  private static final class Random extends FieldGenerator {
    private final SqlType type;
    private final Map<String, String> options;
    private final String prefix;
    private final double nullRate;

    Random(SqlType type, Map<String, String> options, String prefix, double nullRate) {
      this.type = type;
      this.options = options;
      this.prefix = prefix;
      this.nullRate = nullRate;
    }

    private long bound(String key, long otherwise) {
      return options.containsKey(prefix + key) ? DataGenTable.longOption(options, prefix + key) : otherwise;
    }

    private double doubleBound(String key, double otherwise) {
      return options.containsKey(prefix + key) ? Double.parseDouble(options.get(prefix + key).trim()) : otherwise;
    }

    @Override
    Stream open() {
      return () -> {
        ThreadLocalRandom random = ThreadLocalRandom.current();
        if (nullRate > 0 && random.nextDouble() < nullRate) {
          return null;
        }
        return value(random);
      };
    }

    private String value(ThreadLocalRandom random) {
      return switch (type.id()) {
        case BOOLEAN -> String.valueOf(random.nextBoolean());
        case TINYINT -> integer(random, Byte.MIN_VALUE, Byte.MAX_VALUE);
        case SMALLINT -> integer(random, Short.MIN_VALUE, Short.MAX_VALUE);
        case INTEGER -> integer(random, Integer.MIN_VALUE, Integer.MAX_VALUE);
        case BIGINT -> integer(random, Long.MIN_VALUE, Long.MAX_VALUE);
        case REAL -> String.valueOf((float) between(random, doubleBound("min", -Float.MAX_VALUE), doubleBound("max", Float.MAX_VALUE)));
        case DOUBLE -> String.valueOf(between(random, doubleBound("min", -Double.MAX_VALUE), doubleBound("max", Double.MAX_VALUE)));
        case DECIMAL -> {
          double limit = Math.pow(10, type.precision() - type.scale()) - 1;
          yield BigDecimal.valueOf(between(random, doubleBound("min", -limit), doubleBound("max", limit)))
              .setScale(type.scale(), RoundingMode.DOWN).toPlainString();
        }
        case CHAR, VARCHAR -> hex(random, stringLength());
        case BINARY, VARBINARY -> {
          byte[] bytes = new byte[stringLength()];
          random.nextBytes(bytes);
          yield Base64.getEncoder().encodeToString(bytes);
        }
        case DATE -> LocalDate.now().minusDays(random.nextLong(bound("max-past", 0) / 86_400_000L + 1)).toString();
        case TIME -> LocalTime.ofSecondOfDay(random.nextInt(86_400)).toString();
        case TIMESTAMP, TIMESTAMP_LTZ -> LocalDateTime.now().minusNanos(random.nextLong(bound("max-past", 0) + 1) * 1_000_000L)
            .format(TIMESTAMP);
        case INTERVAL_YEAR_MONTH, INTERVAL_DAY_TIME -> String.valueOf(random.nextLong(1_000_000));
        // NULL, and composite types, which datagen does not generate here
        default -> null;
      };
    }

    private String integer(ThreadLocalRandom random, long typeMin, long typeMax) {
      long min = bound("min", typeMin);
      long max = bound("max", typeMax);
      if (min == Long.MIN_VALUE && max == Long.MAX_VALUE) {
        return String.valueOf(random.nextLong());
      }
      long value = min + (long) (random.nextDouble() * ((double) max - min + 1));
      return String.valueOf(Math.min(max, Math.max(min, value)));
    }

    private static double between(ThreadLocalRandom random, double min, double max) {
      return min + random.nextDouble() * (max / 2 - min / 2) * 2;
    }

    private int stringLength() {
      int length = (int) bound("length", 100);
      boolean fixed = type.precision() > 0 && type.precision() < Integer.MAX_VALUE;
      return fixed ? Math.min(length, type.precision()) : length;
    }

    private static String hex(ThreadLocalRandom random, int length) {
      StringBuilder s = new StringBuilder(length);
      for (int i = 0; i < length; i++) {
        s.append(Character.forDigit(random.nextInt(16), 16));
      }
      return s.toString();
    }
  }
}
