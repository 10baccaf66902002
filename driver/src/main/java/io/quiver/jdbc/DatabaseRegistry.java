package io.quiver.jdbc;

import io.quiver.table.api.internal.Database;
import java.util.HashMap;
import java.util.Map;

/**
 * The named in-memory databases of this JVM. A database lives while a connection to it is open,
 * or until the JVM exits once any connection asked for {@code keepAlive=true}.
 */
final class DatabaseRegistry {
  private static final Map<String, Entry> DATABASES = new HashMap<>();

  private static final class Entry {
    final Database database;
    int connections;
    boolean keepAlive;

    Entry(Database database) {
      this.database = database;
    }
  }

  private DatabaseRegistry() {}

  /** The named database, created if needed, with one more connection counted. */
  static synchronized Database acquire(String name, boolean keepAlive) {
    Entry entry = DATABASES.computeIfAbsent(name, n -> new Entry(Database.inMemory(n)));
    entry.connections++;
    entry.keepAlive |= keepAlive;
    return entry.database;
  }

  /**
   * The file database in {@code directory}, opened if no connection of this JVM has it open. A
   * read-only opening is a database of its own (a snapshot of the files), kept apart from a
   * writing one.
   */
  static synchronized Database acquireFile(java.nio.file.Path directory, Map<String, String> options,
      boolean keepAlive) {
    String key = fileKey(directory, options);
    Entry entry = DATABASES.get(key);
    if (entry == null) {
      entry = new Entry(Database.open(directory, options));
      DATABASES.put(key, entry);
    }
    entry.connections++;
    entry.keepAlive |= keepAlive;
    return entry.database;
  }

  static String fileKey(java.nio.file.Path directory, Map<String, String> options) {
    boolean readOnly = "read_only".equalsIgnoreCase(options.getOrDefault("access", "read_write"));
    return (readOnly ? "file-read-only:" : "file:") + directory;
  }

  /** Counts one connection fewer; the last one out closes the database unless it is kept alive. */
  static synchronized void release(String name) {
    Entry entry = DATABASES.get(name);
    if (entry == null) {
      return;
    }
    entry.connections--;
    if (entry.connections <= 0 && !entry.keepAlive) {
      DATABASES.remove(name);
      entry.database.close();
    }
  }
}
