package io.quiver.engine.store;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.OpenOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;

/**
 * Every file operation of a file database goes through here, so that tests can make one fail
 * (a full disk, a permission denied) where the real file system would not: tests run as root, and
 * root is never denied. A store takes the installed instance when it opens.
 */
public class StoreFileSystem {
  private static final StoreFileSystem REAL = new StoreFileSystem();
  private static volatile StoreFileSystem installed = REAL;

  /** The file system stores opened from now on use. */
  public static StoreFileSystem current() {
    return installed;
  }

  /** For tests: makes stores opened from now on use {@code fileSystem} (null: the real one). */
  public static void installForTests(StoreFileSystem fileSystem) {
    installed = fileSystem == null ? REAL : fileSystem;
  }

  public FileChannel open(Path path, OpenOption... options) throws IOException {
    return FileChannel.open(path, options);
  }

  /** Writes all of {@code buffer} at the channel's position. */
  public void write(FileChannel channel, ByteBuffer buffer) throws IOException {
    while (buffer.hasRemaining()) {
      channel.write(buffer);
    }
  }

  public void force(FileChannel channel) throws IOException {
    channel.force(false);
  }

  /** Renames atomically: a reader sees the old file or the new one, never a part. */
  public void move(Path from, Path to) throws IOException {
    Files.move(from, to, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
  }

  public void delete(Path path) throws IOException {
    Files.deleteIfExists(path);
  }

  public byte[] readAll(Path path) throws IOException {
    return Files.readAllBytes(path);
  }

  /** Up to {@code length} bytes from {@code offset}: fewer when the file ends before. */
  public byte[] read(Path path, long offset, int length) throws IOException {
    try (FileChannel channel = FileChannel.open(path, StandardOpenOption.READ)) {
      ByteBuffer buffer = ByteBuffer.allocate(length);
      while (buffer.hasRemaining() && channel.read(buffer, offset + buffer.position()) > 0) {
        // reads until the buffer is full or the file ends
      }
      return buffer.position() == length ? buffer.array() : java.util.Arrays.copyOf(buffer.array(), buffer.position());
    }
  }

  /** Makes a rename in {@code directory} durable (fsync of the directory, where the OS allows it). */
  public void syncDirectory(Path directory) throws IOException {
    try (FileChannel channel = FileChannel.open(directory, StandardOpenOption.READ)) {
      channel.force(true);
    } catch (IOException e) {
      // Some systems cannot open a directory for reading; the rename is then as durable as it gets.
    }
  }
}
