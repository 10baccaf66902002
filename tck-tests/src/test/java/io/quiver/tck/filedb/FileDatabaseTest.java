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
