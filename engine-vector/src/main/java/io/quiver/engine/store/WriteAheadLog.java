package io.quiver.engine.store;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.CRC32C;

/**
 * The write-ahead log of a file database: numbered segment files ({@code wal-N.log}) of records,
 * each framed as {@code length, ~length, CRC32C(payload), payload}. A checkpoint starts a new
 * segment; the manifest names the first segment still to replay.
 *
 * <p>Group commit: {@link #append} writes a record to the file (the OS's cache) under the
 * caller's ordering; {@link #awaitDurable} forces the file, and while one caller forces, the
 * records others append meanwhile wait for the next force, which covers them all.
 */
final class WriteAheadLog implements AutoCloseable {
  static final int HEADER = 12;

  private final StoreFileSystem files;
  private final Path directory;
  private final boolean sync;
  private FileChannel channel;
  private long segment;
  private long bytesInSegment;
  /** Records appended so far (the ticket of the newest) and records known to be on disk. */
  private long appended;
  private long durable;
  /** The end of the segment at the last successful force: a failed force cuts the file back to it. */
  private long durableEnd;
  private boolean forcing;
  /** Set when a write could not be undone or a force failed: the log refuses further records. */
  private IOException broken;

  WriteAheadLog(StoreFileSystem files, Path directory, long segment, boolean sync) throws IOException {
    this.files = files;
    this.directory = directory;
    this.sync = sync;
    this.segment = segment;
    this.channel = files.open(segmentPath(directory, segment), StandardOpenOption.CREATE, StandardOpenOption.WRITE,
        StandardOpenOption.TRUNCATE_EXISTING);
  }

  static Path segmentPath(Path directory, long segment) {
    return directory.resolve(String.format("wal-%016d.log", segment));
  }

  synchronized long segment() {
    return segment;
  }

  synchronized long bytesInSegment() {
    return bytesInSegment;
  }

  /** Writes one record; a write that fails is cut off again, so the log stays whole. */
  synchronized long append(byte[] payload) throws IOException {
    if (broken != null) {
      throw new IOException("the log is unusable after an earlier failure; reopen the database", broken);
    }
    ByteBuffer frame = ByteBuffer.allocate(HEADER + payload.length).order(ByteOrder.BIG_ENDIAN);
    frame.putInt(payload.length).putInt(~payload.length).putInt(crc(payload, 0, payload.length)).put(payload).flip();
    long start = channel.position();
    try {
      files.write(channel, frame);
    } catch (IOException e) {
      try {
        channel.truncate(start);
        channel.position(start);
      } catch (IOException | RuntimeException undo) {
        broken = e;
      }
      throw e;
    }
    bytesInSegment += frame.capacity();
    return ++appended;
  }

  /** Returns once record {@code ticket} is on disk. */
  void awaitDurable(long ticket) throws IOException {
    if (!sync) {
      return;
    }
    while (true) {
      long target;
      long targetEnd;
      FileChannel toForce;
      synchronized (this) {
        while (forcing && durable < ticket) {
          try {
            wait();
          } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while waiting for the log", e);
          }
        }
        if (durable >= ticket) {
          return;
        }
        if (broken != null) {
          throw new IOException("the log could not be forced to disk", broken);
        }
        forcing = true;
        target = appended;
        targetEnd = channel.position();
        toForce = channel;
      }
      IOException failure = null;
      try {
        files.force(toForce);
      } catch (IOException e) {
        failure = e;
      }
      synchronized (this) {
        forcing = false;
        if (failure != null) {
          broken = failure;
          // The records not known to be on disk belong to commits that now fail: take them out, so
          // that reopening does not bring them back.
          try {
            if (toForce == channel) {
              channel.truncate(durableEnd);
            }
          } catch (IOException | RuntimeException ignored) {
            // the database refuses writes from now on; what the file holds is replayed as it is
          }
        } else {
          durable = Math.max(durable, target);
          if (toForce == channel) {
            durableEnd = Math.max(durableEnd, targetEnd);
          }
        }
        notifyAll();
      }
      if (failure != null) {
        throw failure;
      }
    }
  }

  /** Forces the current segment and starts the next one; returns its number. */
  synchronized long rotate() throws IOException {
    while (forcing) {
      try {
        wait();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IOException("interrupted while waiting for the log", e);
      }
    }
    if (broken != null) {
      throw new IOException("the log is unusable after an earlier failure; reopen the database", broken);
    }
    FileChannel next = files.open(segmentPath(directory, segment + 1), StandardOpenOption.CREATE,
        StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING);
    try {
      files.force(channel);
    } catch (IOException e) {
      next.close();
      throw e;
    }
    channel.close();
    channel = next;
    segment++;
    bytesInSegment = 0;
    durable = appended;
    durableEnd = 0;
    return segment;
  }

  @Override
  public synchronized void close() throws IOException {
    try {
      if (broken == null) {
        files.force(channel);
      }
    } finally {
      channel.close();
    }
  }

  static int crc(byte[] bytes, int offset, int length) {
    CRC32C crc = new CRC32C();
    crc.update(bytes, offset, length);
    return (int) crc.getValue();
  }

  /** The records of one segment file; a torn last record (a crash mid-write) is left out. */
  static List<byte[]> read(StoreFileSystem files, Path path) throws IOException {
    byte[] bytes = files.readAll(path);
    List<byte[]> records = new ArrayList<>();
    ByteBuffer buffer = ByteBuffer.wrap(bytes);
    int position = 0;
    while (position < bytes.length) {
      if (bytes.length - position < HEADER) {
        break; // torn header at the end
      }
      int length = buffer.getInt(position);
      int check = buffer.getInt(position + 4);
      if (length == 0 && check == 0 && allZero(bytes, position)) {
        break; // space the file system allocated but the crash left unwritten
      }
      if (check != ~length || length < 0) {
        throw StoreException.corrupted("log " + path.getFileName() + " has a damaged record header at byte " + position);
      }
      long end = (long) position + HEADER + length;
      if (end > bytes.length) {
        break; // torn record at the end: it was never acknowledged
      }
      int crc = buffer.getInt(position + 8);
      if (crc(bytes, position + HEADER, length) != crc) {
        if (end == bytes.length) {
          break; // the last record, torn inside: never acknowledged
        }
        throw StoreException.corrupted("log " + path.getFileName() + " has a record failing its checksum at byte "
            + position);
      }
      byte[] payload = new byte[length];
      System.arraycopy(bytes, position + HEADER, payload, 0, length);
      records.add(payload);
      position = (int) end;
    }
    return records;
  }

  private static boolean allZero(byte[] bytes, int from) {
    for (int i = from; i < bytes.length; i++) {
      if (bytes[i] != 0) {
        return false;
      }
    }
    return true;
  }
}
