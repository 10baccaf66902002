package io.quiver.tck.filedb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A damaged file is reported (SQLSTATE XX001, naming it), never read as data: a log record failing
 * its checksum, a chunk file changed or cut short, a manifest changed or cut short. A log whose last
 * record is torn, as a crash mid-write leaves it, opens without that record.
 */
class CorruptionTest {
  private Path directory;
  private Path copy;

  @BeforeEach
  void createDirectories() throws Exception {
    directory = Files.createTempDirectory("quiver-corrupt");
    copy = Files.createTempDirectory("quiver-corrupt-copy");
  }

  @AfterEach
  void removeDirectories() throws Exception {
    FileDatabases.delete(directory);
    FileDatabases.delete(copy);
  }

  private static void execute(Connection c, String... sql) throws SQLException {
    try (Statement s = c.createStatement()) {
      for (String statement : sql) {
        s.execute(statement);
      }
    }
  }

  /**
   * Three commits in the log, no checkpoint after them: the files as a crash would leave them,
   * taken by copying the directory while the database is open.
   */
  private Path logImage() throws Exception {
    try (Connection c = DriverManager.getConnection(FileDatabases.url(directory))) {
      execute(c, "CREATE TABLE t (x INT, s VARCHAR(100))", "CHECKPOINT",
          "INSERT INTO t VALUES (1, 'one')", "INSERT INTO t VALUES (2, 'two')", "INSERT INTO t VALUES (3, 'three')");
      try (Stream<Path> files = Files.list(directory)) {
        for (Path file : files.toList()) {
          if (!file.getFileName().toString().equals("lock")) {
            Files.copy(file, copy.resolve(file.getFileName()), StandardCopyOption.REPLACE_EXISTING);
          }
        }
      }
    }
    return onlyFile(copy, "wal-");
  }

  private static Path onlyFile(Path directory, String prefix) throws Exception {
    try (Stream<Path> files = Files.list(directory)) {
      List<Path> matching = files.filter(f -> f.getFileName().toString().startsWith(prefix))
          .filter(f -> {
            try {
              return Files.size(f) > 0;
            } catch (java.io.IOException e) {
              throw new IllegalStateException(e);
            }
          }).sorted().toList();
      assertTrue(!matching.isEmpty(), "no " + prefix + " file in " + directory);
      return matching.get(matching.size() - 1);
    }
  }

  private static void flipByte(Path file, long position) throws Exception {
    try (RandomAccessFile raf = new RandomAccessFile(file.toFile(), "rw")) {
      raf.seek(position);
      int b = raf.read();
      raf.seek(position);
      raf.write(b ^ 0x5a);
    }
  }

  private static void truncate(Path file, long length) throws Exception {
    try (RandomAccessFile raf = new RandomAccessFile(file.toFile(), "rw")) {
      raf.setLength(length);
    }
  }

  private SQLException openFails(Path database) {
    SQLException e = assertThrows(SQLException.class, () -> {
      try (Connection c = DriverManager.getConnection(FileDatabases.url(database))) {
        FileDatabases.rows(c, "SELECT x FROM t");
      }
    });
    assertEquals("XX001", e.getSQLState(), e.toString());
    return e;
  }

  @Test
  void theImageOfARunningDatabaseOpensWithEveryCommit() throws Exception {
    logImage();
    try (Connection c = DriverManager.getConnection(FileDatabases.url(copy))) {
      assertEquals(List.of(List.of(1), List.of(2), List.of(3)), FileDatabases.rows(c, "SELECT x FROM t ORDER BY x"));
    }
  }

  @Test
  void aLogRecordFailingItsChecksumIsReported() throws Exception {
    Path log = logImage();
    flipByte(log, 30); // inside the first record, which two more follow
    SQLException e = openFails(copy);
    assertTrue(e.getMessage().contains(log.getFileName().toString()), e.getMessage());
  }

  @Test
  void aTornLastLogRecordIsDiscardedAsUncommitted() throws Exception {
    Path log = logImage();
    truncate(log, Files.size(log) - 7);
    try (Connection c = DriverManager.getConnection(FileDatabases.url(copy))) {
      assertEquals(List.of(List.of(1), List.of(2)), FileDatabases.rows(c, "SELECT x FROM t ORDER BY x"));
    }
  }

  @Test
  void aDamagedOrShortChunkFileIsReported() throws Exception {
    try (Connection c = DriverManager.getConnection(FileDatabases.url(directory))) {
      execute(c, "CREATE TABLE t (x INT, s VARCHAR(100))", "INSERT INTO t VALUES (1, 'one'), (2, 'two')");
    }
    Path chunk = onlyFile(directory, "c-");
    Path saved = copy.resolve("saved.arrow");
    Files.copy(chunk, saved);
    flipByte(chunk, Files.size(chunk) / 2);
    for (int attempt = 0; attempt < 2; attempt++) {
      try (Connection c = DriverManager.getConnection(FileDatabases.url(directory))) {
        // The database opens (chunks are read when needed); reading the chunk fails.
        SQLException e = assertThrows(SQLException.class, () -> FileDatabases.rows(c, "SELECT x FROM t"));
        assertEquals("XX001", e.getSQLState(), e.toString());
        assertTrue(e.getMessage().contains(chunk.getFileName().toString()), e.getMessage());
      }
      Files.copy(saved, chunk, StandardCopyOption.REPLACE_EXISTING);
      truncate(chunk, Files.size(chunk) - 10);
    }
    Files.copy(saved, chunk, StandardCopyOption.REPLACE_EXISTING);
    try (Connection c = DriverManager.getConnection(FileDatabases.url(directory))) {
      assertEquals(List.of(List.of(1), List.of(2)), FileDatabases.rows(c, "SELECT x FROM t ORDER BY x"));
    }
  }

  /**
   * Opening reads no chunk of a keyed table (its indexes are filled at first use, not at open), so a
   * damaged chunk file of one opens and is reported by the first statement that needs the key's
   * index; with the file repaired, the key holds again.
   */
  @Test
  void aKeyedTableOpensWithoutReadingItsChunksAndReportsADamagedOneAtFirstUse() throws Exception {
    try (Connection c = DriverManager.getConnection(FileDatabases.url(directory))) {
      execute(c, "CREATE TABLE t (x INT PRIMARY KEY, s VARCHAR(100))", "INSERT INTO t VALUES (1, 'one'), (2, 'two')");
    }
    Path chunk = onlyFile(directory, "c-");
    Path saved = copy.resolve("saved.arrow");
    Files.copy(chunk, saved);
    flipByte(chunk, Files.size(chunk) / 2);
    try (Connection c = DriverManager.getConnection(FileDatabases.url(directory))) {
      SQLException e = assertThrows(SQLException.class, () -> execute(c, "INSERT INTO t VALUES (3, 'three')"));
      assertEquals("XX001", e.getSQLState(), e.toString());
      assertTrue(e.getMessage().contains(chunk.getFileName().toString()), e.getMessage());
    }
    Files.copy(saved, chunk, StandardCopyOption.REPLACE_EXISTING);
    try (Connection c = DriverManager.getConnection(FileDatabases.url(directory))) {
      SQLException e = assertThrows(SQLException.class, () -> execute(c, "INSERT INTO t VALUES (2, 'again')"));
      assertEquals("23505", e.getSQLState(), e.toString());
      execute(c, "INSERT INTO t VALUES (3, 'three')");
      assertEquals(List.of(List.of(1), List.of(2), List.of(3)), FileDatabases.rows(c, "SELECT x FROM t ORDER BY x"));
    }
  }

  @Test
  void aDamagedOrShortManifestIsReported() throws Exception {
    try (Connection c = DriverManager.getConnection(FileDatabases.url(directory))) {
      execute(c, "CREATE TABLE t (x INT)", "INSERT INTO t VALUES (1)");
    }
    Path manifest = directory.resolve("manifest");
    Path saved = copy.resolve("manifest");
    Files.copy(manifest, saved);
    flipByte(manifest, 20);
    assertTrue(openFails(directory).getMessage().contains("manifest"));
    Files.copy(saved, manifest, StandardCopyOption.REPLACE_EXISTING);
    truncate(manifest, Files.size(manifest) - 3);
    assertTrue(openFails(directory).getMessage().contains("manifest"));
  }
}
