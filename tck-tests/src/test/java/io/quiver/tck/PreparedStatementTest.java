package io.quiver.tck;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.sql.Date;
import java.sql.ParameterMetaData;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.sql.Types;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** {@code ?} markers typed by the validator, every setter, batches and re-execution. */
class PreparedStatementTest extends JdbcTestBase {
  @BeforeEach
  void createTable() throws SQLException {
    statement.execute("CREATE TABLE items (id INT NOT NULL, name VARCHAR(10), price DECIMAL(10, 2), qty BIGINT,"
        + " ok BOOLEAN, sold DATE, sold_at TIMESTAMP(3), ratio DOUBLE)");
    statement.execute("INSERT INTO items VALUES (1, 'apple', 1.50, 10, TRUE, DATE '2024-01-15',"
        + " TIMESTAMP '2024-01-15 10:30:00.125', 0.5), (2, 'pear', 2.25, 5, FALSE, DATE '2024-02-01', NULL, NULL),"
        + " (3, 'plum', NULL, NULL, NULL, NULL, NULL, 1.5)");
  }

  @Test
  void parametersAreTypedByTheValidator() throws SQLException {
    try (PreparedStatement ps = connection.prepareStatement(
        "SELECT id FROM items WHERE id = ? AND name LIKE ? AND price < ? AND sold >= ? AND sold_at < ?")) {
      ParameterMetaData meta = ps.getParameterMetaData();
      assertEquals(5, meta.getParameterCount());
      assertEquals(Types.INTEGER, meta.getParameterType(1));
      assertEquals(Types.VARCHAR, meta.getParameterType(2));
      assertEquals(Types.DECIMAL, meta.getParameterType(3));
      assertEquals(10, meta.getPrecision(3));
      assertEquals(2, meta.getScale(3));
      assertEquals(Types.DATE, meta.getParameterType(4));
      assertEquals(Types.TIMESTAMP, meta.getParameterType(5));
      assertEquals("java.lang.Integer", meta.getParameterClassName(1));
      assertEquals(1, ps.getMetaData().getColumnCount());
      assertEquals("id", ps.getMetaData().getColumnLabel(1));
    }
  }

  @Test
  void pointLookupIsReExecutedWithNewValues() throws SQLException {
    try (PreparedStatement ps = connection.prepareStatement("SELECT name, price FROM items WHERE id = ?")) {
      for (int round = 0; round < 3; round++) {
        ps.setInt(1, 2);
        assertEquals(List.of(Arrays.asList("pear", new BigDecimal("2.25"))), rows(ps.executeQuery()));
        ps.setLong(1, 3);
        assertEquals(List.of(Arrays.asList("plum", null)), rows(ps.executeQuery()));
        ps.setInt(1, 42);
        assertEquals(List.of(), rows(ps.executeQuery()));
      }
    }
  }

  @Test
  void parametersStandWhereverAnExpressionMay() throws SQLException {
    try (PreparedStatement ps = connection.prepareStatement(
        "SELECT id * ?, CASE WHEN price > ? THEN 'dear' ELSE 'cheap' END FROM items WHERE id <= ? ORDER BY id")) {
      ps.setInt(1, 10);
      ps.setBigDecimal(2, new BigDecimal("2.00"));
      ps.setShort(3, (short) 2);
      assertEquals(List.of(List.of(10, "cheap"), List.of(20, "dear")), rows(ps.executeQuery()));
    }
  }

  @Test
  void limitTakesAParameter() throws SQLException {
    try (PreparedStatement ps = connection.prepareStatement("SELECT id FROM items ORDER BY id LIMIT ?")) {
      ps.setInt(1, 2);
      assertEquals(List.of(List.of(1), List.of(2)), rows(ps.executeQuery()));
      ps.setInt(1, 1);
      assertEquals(List.of(List.of(1)), rows(ps.executeQuery()));
    }
  }

  @Test
  void everySetterAndSetNullInsertsWhatItSays() throws SQLException {
    try (PreparedStatement ps = connection.prepareStatement("INSERT INTO items VALUES (?, ?, ?, ?, ?, ?, ?, ?)")) {
      ps.setInt(1, 10);
      ps.setString(2, "kiwi");
      ps.setBigDecimal(3, new BigDecimal("3.75"));
      ps.setLong(4, 7L);
      ps.setBoolean(5, true);
      ps.setDate(6, Date.valueOf("2024-03-01"));
      ps.setTimestamp(7, Timestamp.valueOf("2024-03-01 08:00:00.5"));
      ps.setDouble(8, 0.25);
      assertEquals(1, ps.executeUpdate());

      ps.setObject(1, 11);
      ps.setObject(2, "fig");
      ps.setObject(3, new BigDecimal("4.5"));
      ps.setObject(4, 8L);
      ps.setObject(5, false);
      ps.setObject(6, LocalDate.of(2024, 3, 2));
      ps.setObject(7, LocalDateTime.of(2024, 3, 2, 9, 15, 30, 250_000_000));
      ps.setObject(8, 1.5f);
      assertEquals(1, ps.executeUpdate());

      ps.setInt(1, 12);
      ps.setNull(2, Types.VARCHAR);
      ps.setNull(3, Types.DECIMAL);
      ps.setNull(4, Types.BIGINT);
      ps.setNull(5, Types.BOOLEAN);
      ps.setNull(6, Types.DATE);
      ps.setObject(7, null);
      ps.setNull(8, Types.DOUBLE);
      assertEquals(1, ps.executeUpdate());
    }
    assertEquals(List.of(
        Arrays.asList(10, "kiwi", new BigDecimal("3.75"), 7L, true, Date.valueOf("2024-03-01"),
            Timestamp.valueOf("2024-03-01 08:00:00.5"), 0.25),
        Arrays.asList(11, "fig", new BigDecimal("4.50"), 8L, false, Date.valueOf("2024-03-02"),
            Timestamp.valueOf("2024-03-02 09:15:30.25"), 1.5),
        Arrays.asList(12, null, null, null, null, null, null, null)),
        rows("SELECT * FROM items WHERE id >= 10 ORDER BY id"));
  }

  @Test
  void batchInsertCountsEachRow() throws SQLException {
    try (PreparedStatement ps = connection.prepareStatement("INSERT INTO items (id, name) VALUES (?, ?)")) {
      for (int i = 0; i < 5; i++) {
        ps.setInt(1, 100 + i);
        ps.setString(2, "n" + i);
        ps.addBatch();
      }
      assertArrayEquals(new int[] {1, 1, 1, 1, 1}, ps.executeBatch());
    }
    assertEquals(List.of(List.of(5L, "n0", "n4")),
        rows("SELECT COUNT(*), MIN(name), MAX(name) FROM items WHERE id >= 100"));
  }

  @Test
  void batchLargerThanAChunkKeepsEveryValueAndNull() throws SQLException {
    int rows = 70_000;
    try (PreparedStatement ps = connection.prepareStatement("INSERT INTO items (qty, id, name) VALUES (?, ?, ?)")) {
      for (int i = 0; i < rows; i++) {
        if (i % 7 == 0) {
          ps.setNull(1, java.sql.Types.BIGINT);
        } else {
          ps.setLong(1, i);
        }
        ps.setInt(2, 1000 + i);
        ps.setString(3, i % 2 == 0 ? "even" : "odd");
        ps.addBatch();
      }
      int[] counts = ps.executeBatch();
      assertEquals(rows, counts.length);
      assertEquals(rows, Arrays.stream(counts).sum());
    }
    long nullQty = (rows + 6) / 7;
    long sumQty = 0;
    for (int i = 0; i < rows; i++) {
      sumQty += i % 7 == 0 ? 0 : i;
    }
    assertEquals(List.of(List.of((long) rows, nullQty, sumQty, 1000L, 1000L + rows - 1, 35_000L)),
        rows("SELECT COUNT(*), COUNT(*) - COUNT(qty), SUM(qty), CAST(MIN(id) AS BIGINT), CAST(MAX(id) AS BIGINT),"
            + " CAST(SUM(CASE WHEN name = 'even' THEN 1 ELSE 0 END) AS BIGINT) FROM items WHERE id >= 1000"));
  }

  @Test
  void batchWithABadRowFailsAtThatRowAndKeepsTheRowsBeforeIt() throws SQLException {
    try (PreparedStatement ps = connection.prepareStatement("INSERT INTO items (id, name) VALUES (?, ?)")) {
      String[] names = {"ok1", "ok2", "much too long", "ok4"};
      for (int i = 0; i < names.length; i++) {
        ps.setInt(1, 200 + i);
        ps.setString(2, names[i]);
        ps.addBatch();
      }
      java.sql.BatchUpdateException e = assertThrows(java.sql.BatchUpdateException.class, ps::executeBatch);
      assertEquals("22001", e.getSQLState());
    }
    assertEquals(List.of(List.of(200), List.of(201)), rows("SELECT id FROM items WHERE id >= 200 ORDER BY id"));
  }

  @Test
  void badValuesAndMissingValuesAreErrors() throws SQLException {
    try (PreparedStatement ps = connection.prepareStatement("SELECT id FROM items WHERE id = ?")) {
      ps.setString(1, "not a number");
      assertEquals("22018", assertThrows(SQLException.class, ps::executeQuery).getSQLState());
      ps.setLong(1, Long.MAX_VALUE);
      assertEquals("22003", assertThrows(SQLException.class, ps::executeQuery).getSQLState());
      ps.setString(1, "2");
      assertEquals(List.of(List.of(2)), rows(ps.executeQuery()));
    }
    try (PreparedStatement ps = connection.prepareStatement("INSERT INTO items (id, name) VALUES (?, ?)")) {
      ps.setInt(1, 50);
      ps.setString(2, "much too long");
      assertEquals("22001", assertThrows(SQLException.class, ps::executeUpdate).getSQLState());
    }
    assertEquals(List.of(List.of(3L)), rows("SELECT COUNT(*) FROM items"));
  }

  @Test
  void aPreparedQuerySeesRowsInsertedAfterItWasPrepared() throws SQLException {
    try (PreparedStatement ps = connection.prepareStatement("SELECT COUNT(*) FROM items WHERE qty > ?")) {
      ps.setInt(1, 0);
      assertEquals(List.of(List.of(2L)), rows(ps.executeQuery()));
      statement.executeUpdate("INSERT INTO items (id, name, qty) VALUES (4, 'x', 1)");
      assertEquals(List.of(List.of(3L)), rows(ps.executeQuery()));
      ResultSet rs = ps.executeQuery();
      assertTrue(rs.next());
      assertFalse(rs.next());
    }
  }

  @Test
  void aPreparedQueryIsPlannedAgainWhenItsTableIsDroppedAndCreatedAgain() throws SQLException {
    try (PreparedStatement ps = connection.prepareStatement("SELECT COUNT(*) FROM items WHERE id > ?")) {
      ps.setInt(1, 0);
      assertEquals(List.of(List.of(3L)), rows(ps.executeQuery()));
      statement.execute("DROP TABLE items");
      statement.execute("CREATE TABLE items (id INT, note VARCHAR(5))");
      statement.execute("INSERT INTO items VALUES (7, 'new')");
      assertEquals(List.of(List.of(1L)), rows(ps.executeQuery()));
      statement.execute("DROP TABLE items");
      assertEquals("42P01", assertThrows(SQLException.class, ps::executeQuery).getSQLState());
      statement.execute("CREATE TABLE items (id VARCHAR(5))");
      assertEquals("0A000", assertThrows(SQLException.class, ps::executeQuery).getSQLState());
    }
  }

  // Prepared statements planned once and lowered once (issue 13): the values bound at each
  // execution, the tables' versions read again, whatever the shape of the plan.

  @Test
  void aKeyLookupRunManyTimesFindsEachKeyAndSeesEachUpdate() throws SQLException {
    statement.execute("CREATE TABLE keyed (id INT PRIMARY KEY, v VARCHAR(10))");
    statement.execute("INSERT INTO keyed VALUES (1, 'a'), (2, 'b'), (3, 'c'), (4, 'd')");
    try (PreparedStatement ps = connection.prepareStatement("SELECT v FROM keyed WHERE id = ?");
        PreparedStatement update = connection.prepareStatement("UPDATE keyed SET v = ? WHERE id = ?")) {
      for (int round = 0; round < 5; round++) {
        for (int key = 1; key <= 4; key++) {
          update.setString(1, "r" + round + "k" + key);
          update.setInt(2, key);
          assertEquals(1, update.executeUpdate());
          ps.setInt(1, key);
          assertEquals(List.of(List.of("r" + round + "k" + key)), rows(ps.executeQuery()));
        }
      }
      ps.setInt(1, 99);
      assertEquals(List.of(), rows(ps.executeQuery()));
      ps.setNull(1, Types.INTEGER);
      assertEquals(List.of(), rows(ps.executeQuery()));
    }
  }

  @Test
  void markersWithEqualValuesFindARowOnce() throws SQLException {
    statement.execute("CREATE TABLE keyed (id INT PRIMARY KEY, v VARCHAR(10))");
    statement.execute("INSERT INTO keyed VALUES (1, 'a'), (2, 'b'), (3, 'c')");
    try (PreparedStatement ps = connection.prepareStatement("SELECT v FROM keyed WHERE id IN (?, ?) ORDER BY v")) {
      int[][] pairs = {{1, 2}, {2, 3}, {3, 1}, {2, 2}, {1, 3}, {3, 3}};
      String[][] expected = {{"a", "b"}, {"b", "c"}, {"a", "c"}, {"b"}, {"a", "c"}, {"c"}};
      for (int i = 0; i < pairs.length; i++) {
        ps.setInt(1, pairs[i][0]);
        ps.setInt(2, pairs[i][1]);
        assertEquals(Arrays.stream(expected[i]).map(v -> List.<Object>of(v)).toList(), rows(ps.executeQuery()));
      }
    }
  }

  @Test
  void aLimitMarkerAndAConstantEqualToAValueKeepTheirMeaning() throws SQLException {
    try (PreparedStatement ps = connection.prepareStatement(
        "SELECT id FROM items WHERE id >= ? AND id <> 2 ORDER BY id LIMIT ?")) {
      int[][] runs = {{1, 1}, {1, 2}, {2, 5}, {3, 1}, {1, 3}};
      Object[][] expected = {{1}, {1, 3}, {3}, {3}, {1, 3}};
      for (int i = 0; i < runs.length; i++) {
        ps.setInt(1, runs[i][0]);
        ps.setInt(2, runs[i][1]);
        assertEquals(Arrays.stream(expected[i]).map(v -> List.of(v)).toList(), rows(ps.executeQuery()));
      }
    }
  }

  @Test
  void aPreparedUpdateAndDeleteRunManyTimesAndFollowTheTableWhenItIsCreatedAgain() throws SQLException {
    try (PreparedStatement update = connection.prepareStatement("UPDATE items SET qty = qty + ? WHERE id = ?");
        PreparedStatement delete = connection.prepareStatement("DELETE FROM items WHERE id = ?")) {
      for (int i = 0; i < 4; i++) {
        update.setInt(1, 10);
        update.setInt(2, 1);
        assertEquals(1, update.executeUpdate());
      }
      update.setInt(1, 1);
      update.setInt(2, 42);
      assertEquals(0, update.executeUpdate());
      assertEquals(List.of(List.of(50L)), rows("SELECT qty FROM items WHERE id = 1"));
      delete.setInt(1, 2);
      assertEquals(1, delete.executeUpdate());
      delete.setInt(1, 2);
      assertEquals(0, delete.executeUpdate());
      assertEquals(List.of(List.of(1), List.of(3)), rows("SELECT id FROM items ORDER BY id"));
      statement.execute("DROP TABLE items");
      statement.execute("CREATE TABLE items (id INT NOT NULL, qty BIGINT)");
      statement.execute("INSERT INTO items VALUES (1, 5), (3, 6)");
      update.setInt(1, 1);
      update.setInt(2, 3);
      assertEquals(1, update.executeUpdate());
      assertEquals(List.of(List.of(1, 5L), List.of(3, 7L)), rows("SELECT id, qty FROM items ORDER BY id"));
    }
  }

  @Test
  void aPreparedUpdateThatFailsChangesNothingAndReportsItsState() throws SQLException {
    try (PreparedStatement update = connection.prepareStatement("UPDATE items SET id = ? WHERE id = ?")) {
      update.setNull(1, Types.INTEGER);
      update.setInt(2, 1);
      assertEquals("23502", assertThrows(SQLException.class, update::executeUpdate).getSQLState());
      update.setInt(1, 10);
      update.setInt(2, 1);
      assertEquals(1, update.executeUpdate());
    }
    assertEquals(List.of(List.of(2), List.of(3), List.of(10)), rows("SELECT id FROM items ORDER BY id"));
  }

  @Test
  void aPreparedSingleRowInsertChecksAndReportsAsAnInsert() throws SQLException {
    statement.execute("CREATE TABLE keyed (id INT PRIMARY KEY, v VARCHAR(3) NOT NULL)");
    try (PreparedStatement ps = connection.prepareStatement("INSERT INTO keyed VALUES (?, ?)")) {
      for (int i = 0; i < 5; i++) {
        ps.setInt(1, i);
        ps.setString(2, "v" + i);
        assertEquals(1, ps.executeUpdate());
      }
      ps.setInt(1, 3);
      ps.setString(2, "dup");
      assertEquals("23505", assertThrows(SQLException.class, ps::executeUpdate).getSQLState());
      ps.setInt(1, 7);
      ps.setNull(2, Types.VARCHAR);
      assertEquals("23502", assertThrows(SQLException.class, ps::executeUpdate).getSQLState());
      ps.setInt(1, 8);
      ps.setString(2, "long");
      assertEquals("22001", assertThrows(SQLException.class, ps::executeUpdate).getSQLState());
    }
    assertEquals(List.of(List.of(5L)), rows("SELECT COUNT(*) FROM keyed"));
    connection.setAutoCommit(false);
    try (PreparedStatement ps = connection.prepareStatement("INSERT INTO keyed VALUES (?, ?)")) {
      ps.setInt(1, 20);
      ps.setString(2, "t");
      ps.executeUpdate();
      assertEquals(List.of(List.of(6L)), rows("SELECT COUNT(*) FROM keyed"));
      connection.rollback();
    } finally {
      connection.setAutoCommit(true);
    }
    assertEquals(List.of(List.of(5L)), rows("SELECT COUNT(*) FROM keyed"));
  }
}
