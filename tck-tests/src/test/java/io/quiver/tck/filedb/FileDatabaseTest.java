package io.quiver.tck.filedb;

import static io.quiver.tck.filedb.FileDatabases.count;
import static io.quiver.tck.filedb.FileDatabases.rows;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * {@code jdbc:quiver:file:PATH}: what one opening commits, the next one finds: tables with their
 * constraints and options, views, sequences, identity counters, rows after INSERT, UPDATE, DELETE
 * and CREATE TABLE AS, before and after a checkpoint. Embedded, and through a server serving the
 * file database.
 */
@ParameterizedClass(name = "{0}")
@EnumSource(FileDatabases.Access.class)
class FileDatabaseTest {
  @Parameter
  FileDatabases.Access access;

  private Path directory;

  @BeforeEach
  void createDirectory() throws Exception {
    directory = Files.createTempDirectory("quiver-filedb");
  }

  @AfterEach
  void removeDirectory() throws Exception {
    FileDatabases.delete(directory);
  }

  private void run(Connection connection, String... sql) throws SQLException {
    try (Statement s = connection.createStatement()) {
      for (String statement : sql) {
        s.execute(statement);
      }
    }
  }

  @Test
  void catalogAndRowsOutliveTheDatabase() throws Exception {
    try (FileDatabases.Opened db = access.open(directory)) {
      Connection c = db.connect();
      run(c, "CREATE TABLE items (id INT PRIMARY KEY, name VARCHAR(20) NOT NULL, price DECIMAL(10, 2),"
          + " UNIQUE (name)) COMMENT 'stock'",
          "INSERT INTO items VALUES (1, 'apple', 1.50), (2, 'pear', 2.25), (3, 'plum', NULL)",
          "UPDATE items SET price = 3.00 WHERE id = 2",
          "DELETE FROM items WHERE id = 3",
          "CREATE VIEW cheap AS SELECT name FROM items WHERE price < 2",
          "CREATE TABLE doubled AS SELECT id * 2 AS twice, name FROM items",
          "CREATE SEQUENCE seq START WITH 100 INCREMENT BY 5",
          "CREATE TABLE numbered (id BIGINT GENERATED ALWAYS AS IDENTITY, label VARCHAR(10))",
          "INSERT INTO numbered (label) VALUES ('a'), ('b')",
          "CREATE DATABASE other",
          "CREATE TABLE other.t (x INT)",
          "INSERT INTO other.t VALUES (7)");
      assertEquals(List.of(List.of(100L)), rows(c, "SELECT NEXT VALUE FOR seq"));
    }
    try (FileDatabases.Opened db = access.open(directory)) {
      Connection c = db.connect();
      assertEquals(List.of(List.of(1, "apple", new java.math.BigDecimal("1.50")),
          List.of(2, "pear", new java.math.BigDecimal("3.00"))), rows(c, "SELECT * FROM items ORDER BY id"));
      assertEquals(List.of(List.of("apple")), rows(c, "SELECT * FROM cheap"));
      assertEquals(List.of(List.of(2, "apple"), List.of(4, "pear")), rows(c, "SELECT * FROM doubled ORDER BY twice"));
      assertEquals(List.of(List.of(7)), rows(c, "SELECT * FROM other.t"));
      SQLException duplicate = assertThrows(SQLException.class,
          () -> run(c, "INSERT INTO items VALUES (1, 'fig', 1.00)"));
      assertEquals("23505", duplicate.getSQLState());
      SQLException unique = assertThrows(SQLException.class,
          () -> run(c, "INSERT INTO items VALUES (9, 'apple', 1.00)"));
      assertEquals("23505", unique.getSQLState());
      // The primary key's index holds the reopened rows: a point lookup goes through it.
      assertEquals(List.of(List.of("pear")), rows(c, "SELECT name FROM items WHERE id = 2"));
      // A sequence never hands a value out twice; after reopening it may jump ahead.
      long next = (Long) rows(c, "SELECT NEXT VALUE FOR seq").get(0).get(0);
      assertTrue(next > 100 && (next - 100) % 5 == 0, "next value " + next);
      run(c, "INSERT INTO numbered (label) VALUES ('c')");
      List<List<Object>> numbered = rows(c, "SELECT id, label FROM numbered ORDER BY label");
      assertEquals(3, numbered.size());
      assertEquals(List.of(1L, "a"), numbered.get(0));
      assertEquals(List.of(2L, "b"), numbered.get(1));
      assertTrue((Long) numbered.get(2).get(0) > 2);
      run(c, "DROP VIEW cheap", "DROP TABLE doubled", "ALTER TABLE items RENAME TO goods");
    }
    try (FileDatabases.Opened db = access.open(directory)) {
      Connection c = db.connect();
      assertEquals(2L, count(c, "SELECT COUNT(*) FROM goods"));
      SQLException gone = assertThrows(SQLException.class, () -> rows(c, "SELECT * FROM doubled"));
      assertEquals("42P01", gone.getSQLState());
      assertThrows(SQLException.class, () -> rows(c, "SELECT * FROM cheap"));
    }
  }

  @Test
  void transactionsAndCheckpoints() throws Exception {
    try (FileDatabases.Opened db = access.open(directory)) {
      Connection c = db.connect();
      run(c, "CREATE TABLE t (id INT, v VARCHAR(20))");
      try (PreparedStatement insert = c.prepareStatement("INSERT INTO t VALUES (?, ?)")) {
        for (int i = 0; i < 50; i++) {
          insert.setInt(1, i);
          insert.setString(2, "v" + i);
          insert.addBatch();
        }
        insert.executeBatch();
      }
      run(c, "CHECKPOINT", "DELETE FROM t WHERE id >= 40", "UPDATE t SET v = 'changed' WHERE id < 5");
      c.setAutoCommit(false);
      run(c, "INSERT INTO t VALUES (100, 'rolled back')");
      c.rollback();
      run(c, "INSERT INTO t VALUES (200, 'committed')");
      c.commit();
      run(c, "INSERT INTO t VALUES (300, 'never committed')");
    }
    try (FileDatabases.Opened db = access.open(directory)) {
      Connection c = db.connect();
      assertEquals(41L, count(c, "SELECT COUNT(*) FROM t"));
      assertEquals(5L, count(c, "SELECT COUNT(*) FROM t WHERE v = 'changed'"));
      assertEquals(List.of(List.of(200)), rows(c, "SELECT id FROM t WHERE id >= 40"));
      run(c, "CHECKPOINT");
      assertEquals(41L, count(c, "SELECT COUNT(*) FROM t"));
    }
  }

  private static final int KEYED_ROWS = 30_000;

  /** The code of row {@code id}: unique, so that the UNIQUE constraint has work to do. */
  private static String code(long id) {
    return "c" + Long.toHexString(id * 2_654_435_761L);
  }

  /**
   * A table with a PRIMARY KEY, a UNIQUE constraint and an index, filled in several chunks before a
   * checkpoint (chunk files) and after it (the log), then closed.
   */
  private void keyedDatabase() throws Exception {
    try (FileDatabases.Opened db = access.open(directory)) {
      Connection c = db.connect();
      run(c, "CREATE TABLE k (id BIGINT PRIMARY KEY, code VARCHAR(20) NOT NULL UNIQUE, grp INT)",
          "CREATE INDEX k_grp ON k (grp)");
      try (PreparedStatement insert = c.prepareStatement("INSERT INTO k VALUES (?, ?, ?)")) {
        for (long id = 1; id <= KEYED_ROWS; id++) {
          insert.setLong(1, id);
          insert.setString(2, code(id));
          insert.setInt(3, (int) (id % 97));
          insert.addBatch();
          if (id % 4_000 == 0) {
            insert.executeBatch();
          }
          if (id == KEYED_ROWS - 2_000) {
            insert.executeBatch();
            run(c, "CHECKPOINT");
          }
        }
        insert.executeBatch();
      }
    }
  }

  /**
   * Opening does not read a keyed table's rows to refill its indexes; they are filled at first use,
   * and then answer as before the reopen: lookups through the key, the UNIQUE column and the index,
   * duplicates refused with 23505 (against rows of chunk files and of the log alike), updates and
   * deletes of keyed rows, a key freed by a DELETE taken again.
   */
  @Test
  void keyedTablesReopenedAnswerLookupsAndKeepTheirKeys() throws Exception {
    keyedDatabase();
    java.util.Random random = new java.util.Random(14);
    try (FileDatabases.Opened db = access.open(directory)) {
      Connection c = db.connect();
      for (int i = 0; i < 5; i++) {
        long id = 1 + random.nextInt(KEYED_ROWS);
        assertEquals(List.of(List.of(code(id), (int) (id % 97))), rows(c, "SELECT code, grp FROM k WHERE id = " + id));
        assertEquals(List.of(List.of(id)), rows(c, "SELECT id FROM k WHERE code = '" + code(id) + "'"));
      }
      long inGroup = java.util.stream.LongStream.rangeClosed(1, KEYED_ROWS).filter(id -> id % 97 == 5).count();
      assertEquals(inGroup, count(c, "SELECT COUNT(*) FROM k WHERE grp = 5"));
      assertEquals(101L, count(c, "SELECT COUNT(*) FROM k WHERE id BETWEEN 1000 AND 1100"));
      // One id from a chunk file, one from the log after the checkpoint.
      for (long id : new long[] {17, KEYED_ROWS - 5}) {
        SQLException duplicate = assertThrows(SQLException.class,
            () -> run(c, "INSERT INTO k VALUES (" + id + ", 'new', 1)"));
        assertEquals("23505", duplicate.getSQLState(), duplicate.toString());
        SQLException sameCode = assertThrows(SQLException.class,
            () -> run(c, "INSERT INTO k VALUES (" + (KEYED_ROWS + 1) + ", '" + code(id) + "', 1)"));
        assertEquals("23505", sameCode.getSQLState(), sameCode.toString());
      }
      SQLException keyTaken = assertThrows(SQLException.class, () -> run(c, "UPDATE k SET id = 18 WHERE id = 19"));
      assertEquals("23505", keyTaken.getSQLState(), keyTaken.toString());
      run(c, "UPDATE k SET code = 'renamed', grp = 500 WHERE id = 20",
          "INSERT INTO k VALUES (" + (KEYED_ROWS + 1) + ", '" + code(20) + "', 1)",
          "DELETE FROM k WHERE id = 21",
          "INSERT INTO k VALUES (21, 'again', 2)");
      assertEquals(List.of(List.of("renamed", 500)), rows(c, "SELECT code, grp FROM k WHERE id = 20"));
      assertEquals(List.of(List.of(20L)), rows(c, "SELECT id FROM k WHERE grp = 500"));
      assertEquals(List.of(List.of("again")), rows(c, "SELECT code FROM k WHERE id = 21"));
      assertEquals(KEYED_ROWS + 1L, count(c, "SELECT COUNT(*) FROM k"));
    }
    try (FileDatabases.Opened db = access.open(directory)) {
      Connection c = db.connect();
      assertEquals(List.of(List.of((long) KEYED_ROWS + 1)), rows(c, "SELECT id FROM k WHERE code = '" + code(20) + "'"));
      SQLException duplicate = assertThrows(SQLException.class, () -> run(c, "INSERT INTO k VALUES (21, 'x', 1)"));
      assertEquals("23505", duplicate.getSQLState(), duplicate.toString());
      assertEquals(KEYED_ROWS + 1L, count(c, "SELECT COUNT(*) FROM k"));
    }
  }

  /**
   * Two connections use a reopened keyed table first at the same moment: each inserts a key of its
   * own and a key that a row of the files has, and looks up the other's. Whichever fills the index,
   * both see it whole: the new keys go in, the duplicates get 23505, nothing is lost or counted twice.
   */
  @Test
  void twoConnectionsUsingAReopenedKeyedTableFirstAtOnce() throws Exception {
    keyedDatabase();
    try (FileDatabases.Opened db = access.open(directory)) {
      List<Connection> connections = List.of(db.connect(), db.connect());
      java.util.concurrent.CyclicBarrier start = new java.util.concurrent.CyclicBarrier(2);
      java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(2);
      try {
        List<java.util.concurrent.Future<String>> outcomes = new java.util.ArrayList<>();
        for (int t = 0; t < 2; t++) {
          Connection c = connections.get(t);
          long own = KEYED_ROWS + 100L + t;
          long taken = 1000L + t;
          outcomes.add(pool.submit(() -> {
            start.await();
            run(c, "INSERT INTO k VALUES (" + own + ", 'own" + own + "', 3)");
            SQLException duplicate = assertThrows(SQLException.class,
                () -> run(c, "INSERT INTO k VALUES (" + taken + ", 'dup" + own + "', 3)"));
            return duplicate.getSQLState() + " " + rows(c, "SELECT code FROM k WHERE id = " + taken);
          }));
        }
        for (int t = 0; t < 2; t++) {
          assertEquals("23505 [[" + code(1000L + t) + "]]", outcomes.get(t).get(2, java.util.concurrent.TimeUnit.MINUTES));
        }
      } finally {
        pool.shutdownNow();
      }
      Connection c = connections.get(0);
      assertEquals(KEYED_ROWS + 2L, count(c, "SELECT COUNT(*) FROM k"));
      for (int t = 0; t < 2; t++) {
        long own = KEYED_ROWS + 100L + t;
        assertEquals(List.of(List.of("own" + own)), rows(connections.get(1 - t), "SELECT code FROM k WHERE id = " + own));
        assertEquals(1L, count(c, "SELECT COUNT(*) FROM k WHERE id = " + own));
      }
      assertEquals(KEYED_ROWS / 97 + (KEYED_ROWS % 97 >= 3 ? 1 : 0) + 2L, count(c, "SELECT COUNT(*) FROM k WHERE grp = 3"));
    }
  }

  /**
   * Single-row commits make a chunk each; a checkpoint writes them into one file per table (not one
   * file and one fsync per chunk), and every chunk reads back from its place in it, deletions and
   * updates of some of them included, before and after a second checkpoint adds a file.
   */
  @Test
  void aCheckpointOfManySmallChunksWritesFewFiles() throws Exception {
    int commits = 400;
    try (FileDatabases.Opened db = access.open(directory)) {
      Connection c = db.connect();
      run(c, "CREATE TABLE small (id INT, v VARCHAR(20))", "CREATE TABLE other (x INT)", "INSERT INTO other VALUES (1)");
      try (PreparedStatement insert = c.prepareStatement("INSERT INTO small VALUES (?, ?)")) {
        for (int i = 0; i < commits; i++) {
          insert.setInt(1, i);
          insert.setString(2, "v" + i);
          insert.addBatch();
          insert.executeBatch(); // one commit, one chunk
        }
      }
      run(c, "CHECKPOINT");
      assertEquals(2, chunkFiles(), "one chunk file per table");
      run(c, "DELETE FROM small WHERE MOD(id, 7) = 0", "UPDATE small SET v = 'changed' WHERE id = 200",
          "INSERT INTO small VALUES (1000, 'after')", "CHECKPOINT");
      assertEquals(3, chunkFiles(), "the second checkpoint writes the new chunks into one more file");
    }
    long deleted = (commits + 6) / 7;
    try (FileDatabases.Opened db = access.open(directory)) {
      Connection c = db.connect();
      assertEquals(commits - deleted + 1, count(c, "SELECT COUNT(*) FROM small"));
      long sum = java.util.stream.IntStream.range(0, commits).filter(i -> i % 7 != 0).asLongStream().sum() + 1000;
      assertEquals(sum, count(c, "SELECT SUM(id) FROM small"));
      assertEquals(List.of(List.of("changed")), rows(c, "SELECT v FROM small WHERE id = 200"));
      assertEquals(List.of(List.of("v398")), rows(c, "SELECT v FROM small WHERE id = 398"));
      assertEquals(List.of(), rows(c, "SELECT v FROM small WHERE id = 399"));
      assertEquals(List.of(List.of(1)), rows(c, "SELECT x FROM other"));
    }
  }

  private long chunkFiles() throws java.io.IOException {
    try (java.util.stream.Stream<Path> files = Files.list(directory)) {
      return files.map(p -> p.getFileName().toString()).filter(n -> n.startsWith("c-") && n.endsWith(".arrow")).count();
    }
  }

  @Test
  void connectionsOfOneProcessShareTheDatabase() throws Exception {
    try (FileDatabases.Opened db = access.open(directory)) {
      Connection first = db.connect();
      Connection second = db.connect();
      run(first, "CREATE TABLE shared (x INT)", "INSERT INTO shared VALUES (1)");
      assertEquals(List.of(List.of(1)), rows(second, "SELECT x FROM shared"));
    }
  }

  @Test
  void badOptionsAreErrors() {
    SQLException e = assertThrows(SQLException.class,
        () -> java.sql.DriverManager.getConnection(FileDatabases.url(directory) + ";durability=sometimes"));
    assertEquals("08001", e.getSQLState());
  }
}
