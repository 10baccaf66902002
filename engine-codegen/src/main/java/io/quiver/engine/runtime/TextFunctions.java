package io.quiver.engine.runtime;

import io.quiver.engine.error.EngineException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * String and binary functions over UTF-8 bytes, counting characters as code points: POSITION,
 * REPLACE, LPAD, RPAD, binary comparison and length fitting, and text forms of values.
 */
public final class TextFunctions {
  private TextFunctions() {}

  /** POSITION(needle IN haystack): 1-based character index of the first match, 0 if none. */
  public static int position(byte[] needle, byte[] haystack) {
    if (needle.length == 0) {
      return 1;
    }
    outer:
    for (int i = 0; i + needle.length <= haystack.length; i++) {
      for (int j = 0; j < needle.length; j++) {
        if (haystack[i + j] != needle[j]) {
          continue outer;
        }
      }
      return SqlFunctions.charLength(Arrays.copyOf(haystack, i)) + 1;
    }
    return 0;
  }

  public static byte[] replace(byte[] s, byte[] search, byte[] replacement) {
    if (search.length == 0) {
      return s;
    }
    String text = SqlFunctions.string(s);
    return SqlFunctions.utf8(text.replace(SqlFunctions.string(search), SqlFunctions.string(replacement)));
  }

  /** LPAD / RPAD: pads with {@code fill} (repeated) or truncates to {@code length} characters. */
  public static byte[] pad(byte[] s, long length, byte[] fill, boolean left) {
    if (length < 0) {
      throw new EngineException("22023", "negative length " + length + " in LPAD/RPAD");
    }
    if (length > Integer.MAX_VALUE / 4) {
      throw new EngineException(EngineException.NUMERIC_OUT_OF_RANGE, "length " + length + " is too large");
    }
    int[] text = SqlFunctions.string(s).codePoints().toArray();
    int[] filler = SqlFunctions.string(fill).codePoints().toArray();
    int n = (int) length;
    if (text.length >= n || filler.length == 0) {
      return codePoints(text, Math.min(n, text.length));
    }
    int[] out = new int[n];
    int padding = n - text.length;
    int textStart = left ? padding : 0;
    int padStart = left ? 0 : text.length;
    System.arraycopy(text, 0, out, textStart, text.length);
    for (int i = 0; i < padding; i++) {
      out[padStart + i] = filler[i % filler.length];
    }
    return codePoints(out, n);
  }

  private static byte[] codePoints(int[] points, int count) {
    return new String(points, 0, count).getBytes(StandardCharsets.UTF_8);
  }

  public static int compareBinary(byte[] a, byte[] b) {
    return Arrays.compareUnsigned(a, b);
  }

  /** Checks a value against BINARY(n) (zero-padded) or VARBINARY(n); too long is 22001. */
  public static byte[] fitBinary(byte[] v, int length, boolean pad) {
    if (v.length > length) {
      throw new EngineException(EngineException.STRING_DATA_RIGHT_TRUNCATION,
          "value too long for type " + (pad ? "BINARY" : "VARBINARY") + "(" + length + ")");
    }
    return pad && v.length < length ? Arrays.copyOf(v, length) : v;
  }

  public static byte[] hex(byte[] v) {
    StringBuilder sb = new StringBuilder(v.length * 2);
    for (byte b : v) {
      sb.append(Character.forDigit((b >> 4) & 0xf, 16)).append(Character.forDigit(b & 0xf, 16));
    }
    return SqlFunctions.utf8(sb.toString());
  }

  public static byte[] time(long micros, int precision) {
    return SqlFunctions.utf8(DateTimeFunctions.formatTime(micros, precision));
  }

  public static byte[] yearMonth(long months) {
    return SqlFunctions.utf8(DateTimeFunctions.formatYearMonth(months));
  }

  public static byte[] dayTime(long micros) {
    return SqlFunctions.utf8(DateTimeFunctions.formatDayTime(micros));
  }

  public static byte[] dateFormat(long micros, byte[] pattern) {
    return SqlFunctions.utf8(DateTimeFunctions.format(micros, SqlFunctions.string(pattern)));
  }
}
