package io.quiver.engine.memory;

import java.util.Locale;

/** Memory sizes as written in options ({@code 256 mb}, {@code 1gb}, {@code 512k}, a number of bytes) and in errors. */
public final class MemorySizes {
  private MemorySizes() {}

  /** Parses a size; throws IllegalArgumentException naming the text if it is not one. */
  public static long parse(String text) {
    String s = text.trim().toLowerCase(Locale.ROOT).replace(" ", "");
    int end = 0;
    while (end < s.length() && Character.isDigit(s.charAt(end))) {
      end++;
    }
    if (end == 0) {
      throw new IllegalArgumentException("'" + text + "' is not a memory size (such as 256 mb)");
    }
    long number = Long.parseLong(s.substring(0, end));
    long unit = switch (s.substring(end)) {
      case "", "b", "bytes" -> 1L;
      case "k", "kb", "kib" -> 1L << 10;
      case "m", "mb", "mib" -> 1L << 20;
      case "g", "gb", "gib" -> 1L << 30;
      case "t", "tb", "tib" -> 1L << 40;
      default -> throw new IllegalArgumentException("'" + text + "' is not a memory size (such as 256 mb)");
    };
    return Math.multiplyExact(number, unit);
  }

  /** A size for people: {@code 256 MB}, {@code 1.5 GB}, {@code 900 KB}, {@code 12 bytes}. */
  public static String format(long bytes) {
    String[] units = {"bytes", "KB", "MB", "GB", "TB"};
    double value = bytes;
    int unit = 0;
    while (value >= 1024 && unit < units.length - 1) {
      value /= 1024;
      unit++;
    }
    return unit == 0 ? bytes + " bytes"
        : value == Math.rint(value) ? String.format(Locale.ROOT, "%.0f %s", value, units[unit])
        : String.format(Locale.ROOT, "%.1f %s", value, units[unit]);
  }
}
