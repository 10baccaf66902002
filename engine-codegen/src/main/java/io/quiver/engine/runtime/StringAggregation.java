package io.quiver.engine.runtime;

import io.quiver.engine.error.EngineException;
import java.util.Arrays;
import org.apache.arrow.memory.util.MemoryUtil;

/**
 * The state of one LISTAGG group: the UTF-8 bytes of the values seen so far, a separator between
 * two of them. A group that saw no value has no state (null), which the aggregation writes as
 * NULL.
 */
public final class StringAggregation {
  private byte[] bytes = new byte[16];
  private int length;

  private StringAggregation() {}

  /** {@code state} (a new one when null) with {@code value} appended after {@code separator}. */
  public static StringAggregation append(StringAggregation state, byte[] separator, byte[] value) {
    StringAggregation s = start(state, separator, value.length);
    System.arraycopy(value, 0, s.bytes, s.length, value.length);
    s.length += value.length;
    return s;
  }

  /** As {@link #append(StringAggregation, byte[], byte[])}, the value read from an Arrow buffer. */
  public static StringAggregation appendAt(StringAggregation state, byte[] separator, long data, int start, int end) {
    int valueLength = end - start;
    StringAggregation s = start(state, separator, valueLength);
    MemoryUtil.copyFromMemory(data + start, s.bytes, s.length, valueLength);
    s.length += valueLength;
    return s;
  }

  /** The state, made when null, with the separator written when a value is already there. */
  private static StringAggregation start(StringAggregation state, byte[] separator, int valueLength) {
    StringAggregation s = state == null ? new StringAggregation() : state;
    int separatorLength = state == null ? 0 : separator.length;
    s.reserve(separatorLength + valueLength);
    if (separatorLength > 0) {
      System.arraycopy(separator, 0, s.bytes, s.length, separatorLength);
      s.length += separatorLength;
    }
    return s;
  }

  private void reserve(int more) {
    long needed = (long) length + more;
    if (needed > Integer.MAX_VALUE - 8) {
      throw new EngineException(EngineException.STRING_DATA_RIGHT_TRUNCATION, "LISTAGG result longer than 2 GB");
    }
    if (needed > bytes.length) {
      bytes = Arrays.copyOf(bytes, (int) Math.min(Integer.MAX_VALUE - 8, Math.max(needed, 2L * bytes.length)));
    }
  }

  public byte[] toBytes() {
    return Arrays.copyOf(bytes, length);
  }
}
