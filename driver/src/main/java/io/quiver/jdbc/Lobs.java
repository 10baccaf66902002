package io.quiver.jdbc;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.Reader;
import java.io.StringReader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.sql.Blob;
import java.sql.Clob;
import java.sql.NClob;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Types;
import java.util.Arrays;
import java.util.Set;

/**
 * Large objects without locators. Quiver stores a BLOB as VARBINARY and a CLOB as VARCHAR, so a
 * {@link Blob} or {@link Clob} is a value held in memory: {@code getBlob}/{@code getClob} wrap the
 * column's bytes or text, {@code createBlob}/{@code createClob} give an empty one to fill, and
 * {@code setBlob}, {@code setClob}, the stream and reader setters bind what they hold (read
 * whole, up to the length given) as {@code setBytes} or {@code setString}. The embedded and the
 * remote driver share these conversions.
 */
final class Lobs {
  private Lobs() {}

  /** Parameter setters whose value is a LOB, a stream or a reader. */
  static final Set<String> SETTERS = Set.of("setBlob", "setClob", "setNClob", "setBinaryStream",
      "setAsciiStream", "setUnicodeStream", "setCharacterStream", "setNCharacterStream");

  /**
   * Binds {@code args} of one of {@link #SETTERS} (or {@code setObject} of a LOB) to {@code target}
   * as a byte array or a string; false if the call is not one of those.
   */
  static boolean bind(PreparedStatement target, String setter, Object[] args) throws SQLException {
    if (args == null || args.length < 2 || !(args[0] instanceof Integer index)) {
      return false;
    }
    Object value = args[1];
    long length = args.length > 2 && args[2] instanceof Number n ? n.longValue() : -1;
    switch (setter) {
      case "setBlob", "setBinaryStream" -> {
        if (value != null && !(value instanceof Blob) && !(value instanceof InputStream)) {
          return false;
        }
        byte[] bytes = bytes(value, length);
        if (bytes == null) {
          target.setNull(index, Types.VARBINARY);
        } else {
          target.setBytes(index, bytes);
        }
        return true;
      }
      case "setClob", "setNClob", "setCharacterStream", "setNCharacterStream", "setAsciiStream",
          "setUnicodeStream" -> {
        String text = setter.equals("setAsciiStream") ? ascii((InputStream) value, length)
            : setter.equals("setUnicodeStream") ? utf16((InputStream) value, length)
            : text(value, length);
        if (text == null) {
          target.setNull(index, Types.VARCHAR);
        } else {
          target.setString(index, text);
        }
        return true;
      }
      case "setObject" -> {
        if (value instanceof Blob blob) {
          target.setBytes(index, bytes(blob, -1));
          return true;
        }
        if (value instanceof Clob clob) {
          target.setString(index, text(clob, -1));
          return true;
        }
        return false;
      }
      default -> {
        return false;
      }
    }
  }

  /** The bytes of a Blob or an InputStream, at most {@code length} of them if it is not negative. */
  static byte[] bytes(Object value, long length) throws SQLException {
    if (value == null) {
      return null;
    }
    if (value instanceof Blob blob) {
      long size = blob.length();
      long n = length < 0 ? size : Math.min(size, length);
      return n == 0 ? new byte[0] : blob.getBytes(1, (int) n);
    }
    try (InputStream in = (InputStream) value) {
      return length < 0 ? in.readAllBytes() : in.readNBytes((int) Math.min(Integer.MAX_VALUE, length));
    } catch (IOException e) {
      throw SqlExceptions.withState("Cannot read the stream of a parameter: " + e.getMessage(), "22000", e);
    }
  }

  /** The text of a Clob or a Reader, at most {@code length} characters if it is not negative. */
  static String text(Object value, long length) throws SQLException {
    if (value == null) {
      return null;
    }
    if (value instanceof Clob clob) {
      long size = clob.length();
      long n = length < 0 ? size : Math.min(size, length);
      return n == 0 ? "" : clob.getSubString(1, (int) n);
    }
    if (value instanceof String s) {
      return length < 0 || length >= s.length() ? s : s.substring(0, (int) length);
    }
    try (Reader in = (Reader) value) {
      StringBuilder out = new StringBuilder();
      char[] buffer = new char[8192];
      long left = length < 0 ? Long.MAX_VALUE : length;
      int read;
      while (left > 0 && (read = in.read(buffer, 0, (int) Math.min(buffer.length, left))) >= 0) {
        out.append(buffer, 0, read);
        left -= read;
      }
      return out.toString();
    } catch (IOException e) {
      throw SqlExceptions.withState("Cannot read the reader of a parameter: " + e.getMessage(), "22000", e);
    }
  }

  private static String ascii(InputStream in, long length) throws SQLException {
    byte[] bytes = bytes(in, length);
    return bytes == null ? null : new String(bytes, StandardCharsets.US_ASCII);
  }

  private static String utf16(InputStream in, long length) throws SQLException {
    byte[] bytes = bytes(in, length);
    return bytes == null ? null : new String(bytes, StandardCharsets.UTF_16BE);
  }

  static SQLException freed() {
    return SqlExceptions.withState("The LOB has been freed", "HY010", null);
  }

  static SQLException badPosition(long pos, long length) {
    return SqlExceptions.withState("Position " + pos + " is outside the LOB (length " + length + ")", "22023", null);
  }

  /** A BLOB held in memory. Positions count from 1, as JDBC says. */
  static final class MemoryBlob implements Blob {
    private byte[] bytes;
    private int length;

    MemoryBlob(byte[] bytes) {
      this.bytes = bytes.clone();
      this.length = bytes.length;
    }

    private byte[] live() throws SQLException {
      if (bytes == null) {
        throw freed();
      }
      return bytes;
    }

    @Override
    public long length() throws SQLException {
      live();
      return length;
    }

    @Override
    public byte[] getBytes(long pos, int count) throws SQLException {
      byte[] b = live();
      if (pos < 1 || pos > length + 1L || count < 0) {
        throw badPosition(pos, length);
      }
      int from = (int) pos - 1;
      return Arrays.copyOfRange(b, from, from + Math.min(count, length - from));
    }

    @Override
    public InputStream getBinaryStream() throws SQLException {
      return new ByteArrayInputStream(live(), 0, length);
    }

    @Override
    public InputStream getBinaryStream(long pos, long count) throws SQLException {
      return new ByteArrayInputStream(getBytes(pos, (int) Math.min(Integer.MAX_VALUE, count)));
    }

    @Override
    public long position(byte[] pattern, long start) throws SQLException {
      byte[] b = live();
      outer:
      for (int i = (int) Math.max(0, start - 1); i + pattern.length <= length; i++) {
        for (int j = 0; j < pattern.length; j++) {
          if (b[i + j] != pattern[j]) {
            continue outer;
          }
        }
        return i + 1;
      }
      return -1;
    }

    @Override
    public long position(Blob pattern, long start) throws SQLException {
      return position(pattern.getBytes(1, (int) pattern.length()), start);
    }

    @Override
    public int setBytes(long pos, byte[] data) throws SQLException {
      return setBytes(pos, data, 0, data.length);
    }

    @Override
    public int setBytes(long pos, byte[] data, int offset, int count) throws SQLException {
      live();
      if (pos < 1 || pos > length + 1L) {
        throw badPosition(pos, length);
      }
      int at = (int) pos - 1;
      int end = at + count;
      if (end > bytes.length) {
        bytes = Arrays.copyOf(bytes, Math.max(end, bytes.length * 2));
      }
      System.arraycopy(data, offset, bytes, at, count);
      length = Math.max(length, end);
      return count;
    }

    @Override
    public OutputStream setBinaryStream(long pos) throws SQLException {
      live();
      long[] at = {pos};
      return new OutputStream() {
        @Override
        public void write(int b) throws IOException {
          write(new byte[] {(byte) b}, 0, 1);
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
          try {
            at[0] += setBytes(at[0], b, off, len);
          } catch (SQLException e) {
            throw new IOException(e);
          }
        }
      };
    }

    @Override
    public void truncate(long len) throws SQLException {
      live();
      if (len < 0 || len > length) {
        throw badPosition(len, length);
      }
      length = (int) len;
    }

    @Override
    public void free() {
      bytes = null;
    }
  }

  /** A CLOB (or NCLOB) held in memory. Positions count from 1, as JDBC says. */
  static final class MemoryClob implements NClob {
    private StringBuilder text;

    MemoryClob(String text) {
      this.text = new StringBuilder(text);
    }

    private StringBuilder live() throws SQLException {
      if (text == null) {
        throw freed();
      }
      return text;
    }

    @Override
    public long length() throws SQLException {
      return live().length();
    }

    @Override
    public String getSubString(long pos, int count) throws SQLException {
      StringBuilder t = live();
      if (pos < 1 || pos > t.length() + 1L || count < 0) {
        throw badPosition(pos, t.length());
      }
      int from = (int) pos - 1;
      return t.substring(from, from + Math.min(count, t.length() - from));
    }

    @Override
    public Reader getCharacterStream() throws SQLException {
      return new StringReader(live().toString());
    }

    @Override
    public Reader getCharacterStream(long pos, long count) throws SQLException {
      return new StringReader(getSubString(pos, (int) Math.min(Integer.MAX_VALUE, count)));
    }

    @Override
    public InputStream getAsciiStream() throws SQLException {
      return new ByteArrayInputStream(live().toString().getBytes(StandardCharsets.US_ASCII));
    }

    @Override
    public long position(String search, long start) throws SQLException {
      int at = live().indexOf(search, (int) Math.max(0, start - 1));
      return at < 0 ? -1 : at + 1;
    }

    @Override
    public long position(Clob search, long start) throws SQLException {
      return position(search.getSubString(1, (int) search.length()), start);
    }

    @Override
    public int setString(long pos, String str) throws SQLException {
      return setString(pos, str, 0, str.length());
    }

    @Override
    public int setString(long pos, String str, int offset, int count) throws SQLException {
      StringBuilder t = live();
      if (pos < 1 || pos > t.length() + 1L) {
        throw badPosition(pos, t.length());
      }
      int at = (int) pos - 1;
      t.replace(at, Math.min(t.length(), at + count), str.substring(offset, offset + count));
      return count;
    }

    @Override
    public OutputStream setAsciiStream(long pos) throws SQLException {
      live();
      long[] at = {pos};
      return new OutputStream() {
        @Override
        public void write(int b) throws IOException {
          write(new byte[] {(byte) b}, 0, 1);
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
          try {
            at[0] += setString(at[0], new String(b, off, len, StandardCharsets.US_ASCII));
          } catch (SQLException e) {
            throw new IOException(e);
          }
        }
      };
    }

    @Override
    public Writer setCharacterStream(long pos) throws SQLException {
      live();
      long[] at = {pos};
      return new Writer() {
        @Override
        public void write(char[] cbuf, int off, int len) throws IOException {
          try {
            at[0] += setString(at[0], new String(cbuf, off, len));
          } catch (SQLException e) {
            throw new IOException(e);
          }
        }

        @Override
        public void flush() {}

        @Override
        public void close() {}
      };
    }

    @Override
    public void truncate(long len) throws SQLException {
      StringBuilder t = live();
      if (len < 0 || len > t.length()) {
        throw badPosition(len, t.length());
      }
      t.setLength((int) len);
    }

    @Override
    public void free() {
      text = null;
    }
  }
}
