package io.quiver.table.api.internal;

import io.quiver.table.functions.ScalarFunction;
import io.quiver.table.functions.TableFunction;
import java.time.Duration;
import java.time.LocalDateTime;
import java.time.ZoneOffset;

/**
 * The functions that compute group windows in batch: the start of the tumbling window holding a
 * timestamp, the starts of the sliding windows holding it, and a window's end. Windows are
 * aligned to the epoch, as in Flink. They run as ordinary user functions in generated code.
 */
public final class WindowFunctions {
  private WindowFunctions() {}

  static long micros(LocalDateTime t) {
    return t.toEpochSecond(ZoneOffset.UTC) * 1_000_000L + t.getNano() / 1_000;
  }

  static LocalDateTime timestamp(long micros) {
    return LocalDateTime.ofEpochSecond(Math.floorDiv(micros, 1_000_000L),
        (int) Math.floorMod(micros, 1_000_000L) * 1_000, ZoneOffset.UTC);
  }

  /** The start of the window of {@code sizeMicros} holding {@code time}. */
  static long windowStart(long time, long sizeMicros) {
    return time - Math.floorMod(time, sizeMicros);
  }

  /** The tumbling window's start: {@code tumble_start(ts, sizeMicros)}. */
  public static final class TumbleStart extends ScalarFunction {
    private static final long serialVersionUID = 1L;

    public LocalDateTime eval(LocalDateTime time, Long sizeMicros) {
      return time == null ? null : timestamp(windowStart(micros(time), sizeMicros));
    }
  }

  /** A window's end: its start plus its size. */
  public static final class WindowEnd extends ScalarFunction {
    private static final long serialVersionUID = 1L;

    public LocalDateTime eval(LocalDateTime start, Long sizeMicros) {
      return start == null ? null : start.plus(Duration.ofNanos(sizeMicros * 1_000));
    }
  }

  /**
   * The starts of every sliding window of {@code sizeMicros}, sliding by {@code slideMicros}, that
   * holds a time; TIMESTAMP(3), as Flink types a window's start.
   */
  @io.quiver.table.annotation.DataTypeHint("TIMESTAMP(3)")
  public static final class SlideStarts extends TableFunction<LocalDateTime> {
    private static final long serialVersionUID = 1L;

    public void eval(LocalDateTime time, Long sizeMicros, Long slideMicros) {
      if (time == null) {
        return;
      }
      long t = micros(time);
      for (long start = windowStart(t, slideMicros); start > t - sizeMicros; start -= slideMicros) {
        collect(timestamp(start));
      }
    }
  }
}
