package io.quiver.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.DatabaseMetaData;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@code TYPE_SCROLL_INSENSITIVE} result sets, as DBeaver, SQuirreL and some ORMs ask for them:
 * every move of JDBC over a result of many batches, on plain and prepared statements, with
 * {@code setMaxRows}, over an empty result; forward-only results still refuse to move back.
 */
class ScrollableResultSetTest extends JdbcTestBase {
  private static final int ROWS = 20_000;

  private void createNumbers() throws SQLException {
    statement.execute("CREATE TABLE numbers (id INT NOT NULL, label VARCHAR(20))");
    connection.setAutoCommit(false);
    try (PreparedStatement insert = connection.prepareStatement("INSERT INTO numbers VALUES (?, ?)")) {
      for (int i = 0; i < ROWS; i++) {
        insert.setInt(1, i);
        insert.setString(2, "n" + i);
        insert.addBatch();
        if (i % 5_000 == 4_999) {
          insert.executeBatch();
        }
      }
    }
    connection.commit();
    connection.setAutoCommit(true);
  }

  private static void assertAt(ResultSet rs, int row) throws SQLException {
    assertEquals(row, rs.getRow());
    assertEquals(row - 1, rs.getInt(1));
    assertEquals("n" + (row - 1), rs.getString("label"));
  }

  @Test
  void everyMoveOverAResultOfManyBatches() throws SQLException {
    createNumbers();
    DatabaseMetaData meta = connection.getMetaData();
    assertTrue(meta.supportsResultSetType(ResultSet.TYPE_SCROLL_INSENSITIVE));
    assertTrue(meta.supportsResultSetConcurrency(ResultSet.TYPE_SCROLL_INSENSITIVE, ResultSet.CONCUR_READ_ONLY));
    assertFalse(meta.supportsResultSetConcurrency(ResultSet.TYPE_SCROLL_INSENSITIVE, ResultSet.CONCUR_UPDATABLE));
    try (Statement s = connection.createStatement(ResultSet.TYPE_SCROLL_INSENSITIVE, ResultSet.CONCUR_READ_ONLY);
        ResultSet rs = s.executeQuery("SELECT id, label FROM numbers ORDER BY id")) {
      assertEquals(ResultSet.TYPE_SCROLL_INSENSITIVE, rs.getType());
      assertTrue(rs.isBeforeFirst());
      assertEquals(0, rs.getRow());
      assertTrue(rs.next());
      assertAt(rs, 1);
      assertTrue(rs.isFirst());
      assertTrue(rs.last());
      assertAt(rs, ROWS);
      assertTrue(rs.isLast());
      assertTrue(rs.previous());
      assertAt(rs, ROWS - 1);
      assertTrue(rs.absolute(2));
      assertAt(rs, 2);
      assertTrue(rs.absolute(-1));
      assertAt(rs, ROWS);
      assertTrue(rs.absolute(-ROWS));
      assertAt(rs, 1);
      assertTrue(rs.relative(ROWS / 2));
      assertAt(rs, ROWS / 2 + 1);
      assertTrue(rs.relative(-3));
      assertAt(rs, ROWS / 2 - 2);
      assertTrue(rs.relative(0));
      assertAt(rs, ROWS / 2 - 2);
      // Past either end: before the first or after the last row, with no current row.
      assertFalse(rs.relative(ROWS));
      assertTrue(rs.isAfterLast());
      assertEquals(0, rs.getRow());
      assertFalse(rs.next());
      assertTrue(rs.previous());
      assertAt(rs, ROWS);
      assertFalse(rs.absolute(0));
      assertTrue(rs.isBeforeFirst());
      assertFalse(rs.previous());
      assertTrue(rs.isBeforeFirst());
      assertFalse(rs.absolute(-ROWS - 1));
      assertTrue(rs.isBeforeFirst());
      assertFalse(rs.absolute(ROWS + 1));
      assertTrue(rs.isAfterLast());
      rs.beforeFirst();
      assertTrue(rs.next());
      assertAt(rs, 1);
      rs.afterLast();
      assertTrue(rs.isAfterLast());
      assertTrue(rs.previous());
      assertAt(rs, ROWS);
      assertTrue(rs.first());
      assertAt(rs, 1);
      // Random jumps, back and forth across the batches.
      SplittableRandom random = new SplittableRandom(7);
      for (int i = 0; i < 200; i++) {
        int row = 1 + random.nextInt(ROWS);
        assertTrue(rs.absolute(row));
        assertAt(rs, row);
      }
      // Reading forward to the end after jumping about.
      assertTrue(rs.absolute(ROWS - 10));
      int read = 0;
      while (rs.next()) {
        read++;
      }
      assertEquals(10, read);
    }
  }

  /** JDBC: a driver that gives less than the type or concurrency asked reports what it gave and warns on the connection. */
  @Test
  void aSensitiveOrUpdatableRequestIsDowngradedWithAWarning() throws SQLException {
    createNumbers();
    connection.clearWarnings();
    try (Statement plain = connection.createStatement(ResultSet.TYPE_SCROLL_INSENSITIVE, ResultSet.CONCUR_READ_ONLY)) {
      assertEquals(ResultSet.TYPE_SCROLL_INSENSITIVE, plain.getResultSetType());
    }
    assertEquals(null, connection.getWarnings());
    try (Statement sensitive = connection.createStatement(ResultSet.TYPE_SCROLL_SENSITIVE, ResultSet.CONCUR_UPDATABLE)) {
      assertEquals(ResultSet.TYPE_SCROLL_INSENSITIVE, sensitive.getResultSetType());
      assertEquals(ResultSet.CONCUR_READ_ONLY, sensitive.getResultSetConcurrency());
      try (ResultSet rs = sensitive.executeQuery("SELECT id FROM numbers ORDER BY id")) {
        assertTrue(rs.last());
        assertTrue(rs.first());
      }
    }
    java.sql.SQLWarning warning = connection.getWarnings();
    assertTrue(warning != null && warning.getMessage().contains("TYPE_SCROLL_SENSITIVE")
        && warning.getMessage().contains("CONCUR_UPDATABLE"), String.valueOf(warning));
    connection.clearWarnings();
    try (PreparedStatement prepared = connection.prepareStatement("SELECT id FROM numbers",
        ResultSet.TYPE_FORWARD_ONLY, ResultSet.CONCUR_UPDATABLE)) {
      assertEquals(ResultSet.CONCUR_READ_ONLY, prepared.getResultSetConcurrency());
    }
    assertTrue(connection.getWarnings() != null);
    connection.clearWarnings();
    assertEquals(null, connection.getWarnings());
  }

  @Test
  void preparedStatementsAndMaxRows() throws SQLException {
    createNumbers();
    try (PreparedStatement ps = connection.prepareStatement("SELECT id, label FROM numbers WHERE id >= ? ORDER BY id",
        ResultSet.TYPE_SCROLL_INSENSITIVE, ResultSet.CONCUR_READ_ONLY)) {
      ps.setInt(1, 100);
      ps.setMaxRows(50);
      try (ResultSet rs = ps.executeQuery()) {
        assertTrue(rs.last());
        assertEquals(50, rs.getRow());
        assertEquals(149, rs.getInt(1));
        assertTrue(rs.isLast());
        assertTrue(rs.absolute(10));
        assertEquals(109, rs.getInt(1));
        assertFalse(rs.absolute(51));
        assertTrue(rs.isAfterLast());
      }
      // Executed again, with another value: a new result, before its first row.
      ps.setInt(1, ROWS - 3);
      try (ResultSet rs = ps.executeQuery()) {
        assertTrue(rs.last());
        assertEquals(3, rs.getRow());
        assertTrue(rs.first());
        assertEquals(ROWS - 3, rs.getInt(1));
      }
    }
  }

  @Test
  void anEmptyResultHasNoFirstOrLastRow() throws SQLException {
    statement.execute("CREATE TABLE empty_t (id INT)");
    try (Statement s = connection.createStatement(ResultSet.TYPE_SCROLL_INSENSITIVE, ResultSet.CONCUR_READ_ONLY);
        ResultSet rs = s.executeQuery("SELECT id FROM empty_t")) {
      assertFalse(rs.isBeforeFirst());
      assertFalse(rs.first());
      assertFalse(rs.last());
      assertFalse(rs.isAfterLast());
      rs.afterLast();
      assertFalse(rs.isAfterLast());
      assertFalse(rs.previous());
      assertFalse(rs.absolute(1));
      assertEquals(0, rs.getRow());
    }
  }

  @Test
  void valuesOfEveryKindReadAfterAMove() throws SQLException {
    statement.execute("CREATE TABLE kinds (id INT, d DATE, ts TIMESTAMP(6), amount DECIMAL(10, 2), flag BOOLEAN)");
    statement.execute("INSERT INTO kinds VALUES (1, DATE '2024-01-15', TIMESTAMP '2024-01-15 10:20:30.123456', 12.50,"
        + " TRUE), (2, NULL, NULL, NULL, NULL)");
    try (Statement s = connection.createStatement(ResultSet.TYPE_SCROLL_INSENSITIVE, ResultSet.CONCUR_READ_ONLY);
        ResultSet rs = s.executeQuery("SELECT id, d, ts, amount, flag FROM kinds ORDER BY id")) {
      assertTrue(rs.last());
      assertEquals(2, rs.getInt(1));
      assertEquals(null, rs.getObject(2));
      assertTrue(rs.wasNull());
      assertTrue(rs.first());
      assertEquals(java.time.LocalDate.of(2024, 1, 15), rs.getObject(2, java.time.LocalDate.class));
      assertEquals(java.time.LocalDateTime.of(2024, 1, 15, 10, 20, 30, 123_456_000),
          rs.getObject(3, java.time.LocalDateTime.class));
      assertEquals(new java.math.BigDecimal("12.50"), rs.getBigDecimal(4));
      assertTrue(rs.getBoolean(5));
      assertFalse(rs.wasNull());
    }
  }

  /**
   * Embedded, a scrollable result keeps the batches its query computed, charged to the query's
   * memory: past the limit it fails with 53200 where the forward-only read streams. Remote, the
   * server streams and the client holds the rows.
   */
  @Test
  void aScrollableResultIsBoundByTheQueryMemoryLimitEmbedded() throws SQLException {
    statement.execute("CREATE TABLE n (id INT, label VARCHAR(40))");
    connection.setAutoCommit(false);
    try (PreparedStatement insert = connection.prepareStatement("INSERT INTO n VALUES (?, ?)")) {
      for (int i = 0; i < 100_000; i++) {
        insert.setInt(1, i);
        insert.setString(2, "label number " + i);
        insert.addBatch();
        if (i % 20_000 == 19_999) {
          insert.executeBatch();
        }
      }
    }
    connection.commit();
    connection.setAutoCommit(true);
    statement.execute("SET 'table.exec.resource.query-memory' = '1 mb'");
    String sql = "SELECT id, label || 'x' AS l FROM n";
    try (ResultSet rs = statement.executeQuery(sql)) {
      int rows = 0;
      while (rs.next()) {
        rows++;
      }
      assertEquals(100_000, rows);
    }
    try (Statement s = connection.createStatement(ResultSet.TYPE_SCROLL_INSENSITIVE, ResultSet.CONCUR_READ_ONLY);
        ResultSet rs = s.executeQuery(sql)) {
      if (target == JdbcTarget.EMBEDDED) {
        assertEquals("53200", assertThrows(SQLException.class, rs::last).getSQLState());
      } else {
        assertTrue(rs.last());
        assertEquals(100_000, rs.getRow());
      }
    }
    // The connection stays usable.
    assertEquals(List.of(List.of(100_000L)), rows("SELECT COUNT(*) FROM n"));
  }

  @Test
  void forwardOnlyResultsStillRefuseToMoveBack() throws SQLException {
    statement.execute("CREATE TABLE t (id INT)");
    statement.execute("INSERT INTO t VALUES (1), (2)");
    try (ResultSet rs = statement.executeQuery("SELECT id FROM t")) {
      assertEquals(ResultSet.TYPE_FORWARD_ONLY, rs.getType());
      assertTrue(rs.next());
      for (ThrowingMove move : new ThrowingMove[] {ResultSet::previous, r -> r.absolute(1), ResultSet::first,
          ResultSet::last, ResultSet::beforeFirst, ResultSet::afterLast, r -> r.relative(-1)}) {
        assertEquals("24000", assertThrows(SQLException.class, () -> move.apply(rs)).getSQLState());
      }
    }
  }

  private interface ThrowingMove {
    void apply(ResultSet rs) throws SQLException;
  }
}
