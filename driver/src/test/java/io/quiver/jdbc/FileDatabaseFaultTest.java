package io.quiver.jdbc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.quiver.engine.store.StoreFileSystem;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.OpenOption;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Comparator;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Predicate;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A full disk or a denied permission while a file database commits or checkpoints: the statement
 * fails with SQLSTATE 53100 or 58030, and the database is as of its last commit, now and when
 * opened again. Tests run as root, whom the OS never denies, so the faults come through the
 * store's file-system seam.
 */
class FileDatabaseFaultTest {
  /** A file system whose writes, forces or renames fail while a fault is armed for the file. */
  static final class FaultyFileSystem extends StoreFileSystem {
    final Map<FileChannel, Path> paths = new ConcurrentHashMap<>();
    volatile Predicate<Path> failWrite = p -> false;
    volatile Predicate<Path> failForce = p -> false;
    volatile Predicate<Path> failMove = p -> false;
    volatile IOException fault;

    @Override
    public FileChannel open(Path path, OpenOption... options) throws IOException {
      FileChannel channel = super.open(path, options);
      paths.put(channel, path);
      return channel;
    }

    @Override
    public void write(FileChannel channel, ByteBuffer buffer) throws IOException {
      if (failWrite.test(paths.get(channel))) {
        // a full disk takes part of the write first
        int part = buffer.remaining() / 2;
        ByteBuffer half = buffer.duplicate();
        half.limit(half.position() + part);
        super.write(channel, half);
        throw fault;
      }
      super.write(channel, buffer);
    }

    @Override
    public void force(FileChannel channel) throws IOException {
      if (failForce.test(paths.get(channel))) {
        throw fault;
      }
      super.force(channel);
    }

    @Override
    public void move(Path from, Path to) throws IOException {
      if (failMove.test(to)) {
        throw fault;
      }
      super.move(from, to);
    }

    void heal() {
      failWrite = p -> false;
      failForce = p -> false;
      failMove = p -> false;
    }
  }

  private static Predicate<Path> named(String part) {
    return path -> path != null && path.getFileName().toString().contains(part);
  }

  private final FaultyFileSystem files = new FaultyFileSystem();
  private Path directory;
  private String url;

  @BeforeEach
  void setUp() throws IOException {
    StoreFileSystem.installForTests(files);
    directory = Files.createTempDirectory("quiver-faults");
    url = "jdbc:quiver:file:" + directory;
  }

  @AfterEach
  void tearDown() throws IOException {
    StoreFileSystem.installForTests(null);
    try (Stream<Path> paths = Files.walk(directory)) {
      for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
        Files.deleteIfExists(path);
      }
    }
  }

  private static long count(Connection c) throws SQLException {
    try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT COUNT(*), SUM(x) FROM t")) {
      rs.next();
      return rs.getLong(1);
    }
  }

  private static void execute(Connection c, String sql) throws SQLException {
    try (Statement s = c.createStatement()) {
      s.execute(sql);
    }
  }

  @Test
  void diskFullDuringACommit() throws Exception {
    try (Connection c = DriverManager.getConnection(url)) {
      execute(c, "CREATE TABLE t (x INT)");
      execute(c, "INSERT INTO t VALUES (1)");
      files.fault = new IOException("No space left on device");
      files.failWrite = named("wal-");
      SQLException full = assertThrows(SQLException.class, () -> execute(c, "INSERT INTO t VALUES (2), (3)"));
      assertEquals("53100", full.getSQLState());
      assertEquals(1, count(c));
      files.heal();
      execute(c, "INSERT INTO t VALUES (4)");
      assertEquals(2, count(c));
    }
    try (Connection c = DriverManager.getConnection(url)) {
      assertEquals(2, count(c));
    }
  }

  @Test
  void permissionDeniedDuringACommit() throws Exception {
    try (Connection c = DriverManager.getConnection(url)) {
      execute(c, "CREATE TABLE t (x INT)");
      execute(c, "INSERT INTO t VALUES (1)");
      files.fault = new AccessDeniedException("wal", null, "Permission denied");
      files.failWrite = named("wal-");
      SQLException denied = assertThrows(SQLException.class, () -> execute(c, "UPDATE t SET x = 5"));
      assertEquals("58030", denied.getSQLState());
      files.heal();
      try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT x FROM t")) {
        rs.next();
        assertEquals(1, rs.getInt(1));
      }
    }
    try (Connection c = DriverManager.getConnection(url)) {
      assertEquals(1, count(c));
    }
  }

  @Test
  void aFailedForceFailsTheCommitAndReopeningIsAsOfTheLastCommit() throws Exception {
    try (Connection c = DriverManager.getConnection(url + ";checkpointLogSize=1g")) {
      execute(c, "CREATE TABLE t (x INT)");
      execute(c, "INSERT INTO t VALUES (1)");
      files.fault = new IOException("Input/output error");
      files.failForce = named("wal-");
      SQLException failed = assertThrows(SQLException.class, () -> execute(c, "INSERT INTO t VALUES (2)"));
      assertEquals("58030", failed.getSQLState());
      files.heal();
      // The log cannot tell what reached the disk: it refuses writes until the database is reopened.
      SQLException refused = assertThrows(SQLException.class, () -> execute(c, "INSERT INTO t VALUES (3)"));
      assertEquals("58030", refused.getSQLState());
    }
    try (Connection c = DriverManager.getConnection(url)) {
      assertEquals(1, count(c));
      execute(c, "INSERT INTO t VALUES (4)");
      assertEquals(2, count(c));
    }
  }

  @Test
  void diskFullAndPermissionDeniedDuringACheckpoint() throws Exception {
    try (Connection c = DriverManager.getConnection(url)) {
      execute(c, "CREATE TABLE t (x INT)");
      execute(c, "INSERT INTO t VALUES (1), (2)");
      files.fault = new IOException("No space left on device");
      files.failWrite = named(".arrow");
      SQLException full = assertThrows(SQLException.class, () -> execute(c, "CHECKPOINT"));
      assertEquals("53100", full.getSQLState());
      execute(c, "INSERT INTO t VALUES (3)");
      files.heal();
      files.fault = new AccessDeniedException("manifest", null, "Permission denied");
      files.failMove = named("manifest");
      SQLException denied = assertThrows(SQLException.class, () -> execute(c, "CHECKPOINT"));
      assertEquals("58030", denied.getSQLState());
      execute(c, "INSERT INTO t VALUES (4)");
      assertEquals(4, count(c));
      // Closing checkpoints too; let that fail as well: the log keeps every commit.
      files.failWrite = named("manifest");
      files.fault = new IOException("No space left on device");
    }
    files.heal();
    try (Connection c = DriverManager.getConnection(url)) {
      assertEquals(4, count(c));
      execute(c, "CHECKPOINT");
    }
    try (Connection c = DriverManager.getConnection(url)) {
      assertEquals(4, count(c));
    }
  }

  @Test
  void aDdlStatementThatCannotBeLoggedLeavesTheDatabaseAsOfTheLastCommit() throws Exception {
    try (Connection c = DriverManager.getConnection(url)) {
      execute(c, "CREATE TABLE t (x INT)");
      execute(c, "INSERT INTO t VALUES (1)");
      files.fault = new IOException("No space left on device");
      files.failWrite = named("wal-");
      SQLException full = assertThrows(SQLException.class, () -> execute(c, "CREATE TABLE u (y INT)"));
      assertEquals("53100", full.getSQLState());
      files.heal();
      SQLException refused = assertThrows(SQLException.class, () -> execute(c, "INSERT INTO t VALUES (2)"));
      assertEquals("53100", refused.getSQLState());
    }
    try (Connection c = DriverManager.getConnection(url)) {
      assertEquals(1, count(c));
      SQLException missing = assertThrows(SQLException.class, () -> execute(c, "SELECT * FROM u"));
      assertEquals("42P01", missing.getSQLState());
    }
  }
}
