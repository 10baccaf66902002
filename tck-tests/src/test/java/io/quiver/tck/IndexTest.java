package io.quiver.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Secondary indexes: PRIMARY KEY, UNIQUE and CREATE INDEX build hash indexes, uniqueness is checked
 * through them (rollbacks included), the planner looks rows up through them (EXPLAIN shows an
 * IndexLookup) with the same answers as a scan, and DatabaseMetaData lists them.
 */
class IndexTest extends JdbcTestBase {
  private void execute(String sql) throws SQLException {
    statement.execute(sql);
  }

  private String sqlState(String sql) {
    return assertThrows(SQLException.class, () -> statement.execute(sql), sql).getSQLState();
  }

  private String explain(String sql) throws SQLException {
    StringBuilder plan = new StringBuilder();
    try (ResultSet rs = statement.executeQuery("EXPLAIN " + sql)) {
      while (rs.next()) {
        plan.append(rs.getString(1)).append('\n');
      }
    }
    return plan.toString();
  }

  @Test
  void aPrimaryKeyRejectsDuplicatesAcrossStatementsOfOneTransactionAndForgetsRolledBackKeys() throws SQLException {
    execute("CREATE TABLE t (id INT PRIMARY KEY, v VARCHAR(10))");
    execute("INSERT INTO t VALUES (1, 'a'), (2, 'b')");
    assertEquals("23505", sqlState("INSERT INTO t VALUES (3, 'c'), (3, 'd')"));
    assertEquals("23505", sqlState("INSERT INTO t VALUES (2, 'x')"));
    connection.setAutoCommit(false);
    execute("INSERT INTO t VALUES (10, 'ten')");
    assertEquals("23505", sqlState("INSERT INTO t VALUES (10, 'again')"));
    // The failed statement changed nothing: the transaction still holds its first insert only.
    execute("INSERT INTO t VALUES (11, 'eleven')");
    connection.rollback();
    // Rolled-back keys are free again; a deleted key may come back in the same transaction.
    execute("INSERT INTO t VALUES (10, 'ten'), (11, 'eleven')");
    execute("DELETE FROM t WHERE id = 1");
    execute("INSERT INTO t VALUES (1, 'new one')");
    connection.commit();
    connection.setAutoCommit(true);
    assertEquals(List.of(List.of(1, "new one"), List.of(2, "b"), List.of(10, "ten"), List.of(11, "eleven")),
        rows("SELECT id, v FROM t ORDER BY id"));
    assertEquals("23505", sqlState("UPDATE t SET id = 2 WHERE id = 1"));
    execute("UPDATE t SET id = 12 WHERE id = 11");
    assertEquals(List.of(List.of(12)), rows("SELECT id FROM t WHERE id > 10"));
  }

  @Test
  void aCompositeUniqueKeyOfStringsAllowsNullsAndRejectsEqualKeys() throws SQLException {
    execute("CREATE TABLE u (a VARCHAR(5), b INT, UNIQUE (a, b))");
    execute("INSERT INTO u VALUES ('x', 1), ('x', 2), ('y', 1), (NULL, 1), (NULL, 1), ('x', NULL), ('x', NULL)");
    assertEquals("23505", sqlState("INSERT INTO u VALUES ('x', 2)"));
    assertEquals(7L, ((Number) rows("SELECT COUNT(*) FROM u").get(0).get(0)).longValue());
  }

  @Test
  void createUniqueIndexOverDuplicatesFails23505AndLaterEnforcesTheKey() throws SQLException {
    execute("CREATE TABLE t (id INT, code VARCHAR(10))");
    execute("INSERT INTO t VALUES (1, 'a'), (2, 'a'), (3, 'b')");
    assertEquals("23505", sqlState("CREATE UNIQUE INDEX t_code ON t (code)"));
    execute("DELETE FROM t WHERE id = 2");
    execute("CREATE UNIQUE INDEX t_code ON t (code)");
    assertEquals("23505", sqlState("INSERT INTO t VALUES (4, 'b')"));
    assertEquals("42P07", sqlState("CREATE INDEX t_code ON t (id)"));
    execute("CREATE INDEX IF NOT EXISTS t_code ON t (id)");
    execute("DROP INDEX t_code");
    execute("INSERT INTO t VALUES (4, 'b')");
    assertEquals("42704", sqlState("DROP INDEX t_code"));
    execute("DROP INDEX IF EXISTS t_code");
  }

  @Test
  void postgresAndMysqlSpellingsOfCreateAndDropIndexParse() throws SQLException {
    execute("CREATE TABLE t (a INT, b INT)");
    execute("CREATE INDEX i1 ON t USING btree (a)");
    execute("CREATE INDEX i2 ON t USING hash (b)");
    execute("CREATE INDEX i3 USING BTREE ON t (a, b DESC)");
    execute("CREATE INDEX i4 ON t (b ASC NULLS LAST) USING BTREE");
    execute("CREATE INDEX ON t (a)");
    execute("DROP INDEX i1 ON t");
    execute("DROP INDEX IF EXISTS i2");
    assertEquals("0A000", sqlState("CREATE INDEX i5 ON t USING gist (a)"));
    assertEquals("42703", sqlState("CREATE INDEX i6 ON t (nope)"));
    assertEquals("42P01", sqlState("CREATE INDEX i7 ON missing (a)"));
    List<String> names = new ArrayList<>();
    try (ResultSet rs = connection.getMetaData().getIndexInfo(null, database, "t", false, false)) {
      while (rs.next()) {
        names.add(rs.getString("INDEX_NAME") + ":" + rs.getShort("ORDINAL_POSITION") + ":" + rs.getString("COLUMN_NAME"));
      }
    }
    assertEquals(List.of("i3:1:a", "i3:2:b", "i4:1:b", "t_a_idx:1:a"), names);
  }

  @Test
  void getIndexInfoReportsPrimaryKeyUniqueAndCreatedIndexes() throws SQLException {
    execute("CREATE TABLE t (id INT PRIMARY KEY, email VARCHAR(20), city VARCHAR(20), UNIQUE (email))");
    execute("CREATE INDEX t_city ON t (city)");
    execute("CREATE UNIQUE INDEX t_city_email ON t (city, email)");
    List<String> all = new ArrayList<>();
    try (ResultSet rs = connection.getMetaData().getIndexInfo(null, database, "t", false, false)) {
      while (rs.next()) {
        all.add(rs.getBoolean("NON_UNIQUE") + " " + rs.getString("INDEX_NAME") + " " + rs.getString("COLUMN_NAME"));
      }
    }
    assertEquals(List.of("false t_city_email city", "false t_city_email email", "false t_email_key email",
        "false t_pkey id", "true t_city city"), all);
    List<String> unique = new ArrayList<>();
    try (ResultSet rs = connection.getMetaData().getIndexInfo(null, database, "t", true, false)) {
      while (rs.next()) {
        unique.add(rs.getString("INDEX_NAME"));
      }
    }
    assertFalse(unique.contains("t_city"));
    assertTrue(unique.contains("t_city_email"));
  }

  @Test
  void explainShowsAnIndexLookupForEqualityAndInButAScanForRanges() throws SQLException {
    execute("CREATE TABLE t (id BIGINT PRIMARY KEY, g INT, s VARCHAR(10))");
    execute("CREATE INDEX t_s ON t (s)");
    execute("INSERT INTO t VALUES (1, 1, 'a'), (2, 1, 'b'), (3, 2, 'c')");
    String point = explain("SELECT * FROM t WHERE id = 2");
    assertTrue(point.contains("IndexLookup(table=[") && point.contains("index=[t_pkey], columns=[id], keys=1)"),
        point);
    assertTrue(explain("SELECT g FROM t WHERE id IN (1, 3, 5)").contains("keys=3"));
    assertTrue(explain("SELECT * FROM t WHERE s = 'b' AND g > 0").contains("index=[t_s]"));
    String range = explain("SELECT * FROM t WHERE id > 1");
    assertFalse(range.contains("IndexLookup"), range);
    assertTrue(range.contains("TableScan"), range);
    assertEquals(List.of(List.of(2L, 1, "b")), rows("SELECT * FROM t WHERE id = 2"));
    assertEquals(List.of(), rows("SELECT * FROM t WHERE id = 4"));
  }

  @Test
  void preparedLookupsThroughTheIndexSeeTheTransactionsOwnWrites() throws SQLException {
    execute("CREATE TABLE t (id INT PRIMARY KEY, v INT)");
    execute("INSERT INTO t VALUES (1, 10), (2, 20)");
    connection.setAutoCommit(false);
    try (PreparedStatement lookup = connection.prepareStatement("SELECT v FROM t WHERE id = ?");
        PreparedStatement update = connection.prepareStatement("UPDATE t SET v = ? WHERE id = ?")) {
      execute("INSERT INTO t VALUES (3, 30)");
      execute("DELETE FROM t WHERE id = 1");
      update.setInt(1, 21);
      update.setInt(2, 2);
      assertEquals(1, update.executeUpdate());
      assertEquals(List.of(), values(lookup, 1));
      assertEquals(List.of(21), values(lookup, 2));
      assertEquals(List.of(30), values(lookup, 3));
      connection.rollback();
      assertEquals(List.of(10), values(lookup, 1));
      assertEquals(List.of(20), values(lookup, 2));
      assertEquals(List.of(), values(lookup, 3));
    }
    connection.setAutoCommit(true);
  }

  private static List<Object> values(PreparedStatement lookup, int id) throws SQLException {
    lookup.setInt(1, id);
    List<Object> values = new ArrayList<>();
    try (ResultSet rs = lookup.executeQuery()) {
      while (rs.next()) {
        values.add(rs.getObject(1));
      }
    }
    return values;
  }

  @Test
  void generatedQueriesAnswerTheSameWithAndWithoutIndexes() throws SQLException {
    execute("CREATE TABLE plain (id INT, a INT, b VARCHAR(8), d DECIMAL(10, 2), dt DATE)");
    execute("CREATE TABLE indexed (id INT PRIMARY KEY, a INT, b VARCHAR(8), d DECIMAL(10, 2), dt DATE)");
    execute("CREATE INDEX indexed_a ON indexed (a)");
    execute("CREATE INDEX indexed_b_a ON indexed (b, a)");
    execute("CREATE INDEX indexed_d ON indexed (d)");
    execute("CREATE INDEX indexed_dt ON indexed (dt)");
    Random random = new Random(20261201);
    for (String table : List.of("plain", "indexed")) {
      // Several statements, so that rows spread over chunks; then deletes and updates.
      random.setSeed(20261201);
      for (int batch = 0; batch < 5; batch++) {
        StringBuilder insert = new StringBuilder("INSERT INTO " + table + " VALUES ");
        for (int i = 0; i < 60; i++) {
          int id = batch * 60 + i;
          insert.append(i == 0 ? "" : ", ").append("(").append(id).append(", ")
              .append(random.nextInt(5) == 0 ? "NULL" : String.valueOf(random.nextInt(20))).append(", ")
              .append(random.nextInt(6) == 0 ? "NULL" : "'s" + random.nextInt(7) + "'").append(", ")
              .append(random.nextInt(10)).append(".").append(random.nextInt(2) * 50).append(", ")
              .append("DATE '2024-01-").append(String.format("%02d", 1 + random.nextInt(9))).append("')");
        }
        execute(insert.toString());
      }
      execute("DELETE FROM " + table + " WHERE MOD(id, 7) = 3");
      execute("UPDATE " + table + " SET a = a + 1 WHERE MOD(id, 5) = 1");
    }
    random.setSeed(7);
    int indexedPlans = 0;
    for (int q = 0; q < 60; q++) {
      String where = switch (q % 6) {
        case 0 -> "id = " + random.nextInt(320);
        case 1 -> "a = " + random.nextInt(22);
        case 2 -> "a IN (" + random.nextInt(22) + ", " + random.nextInt(22) + ", NULL, " + random.nextInt(22) + ")";
        case 3 -> "b = 's" + random.nextInt(8) + "' AND a = " + random.nextInt(22);
        case 4 -> "d = " + random.nextInt(10) + ".50 OR d = " + random.nextInt(10) + ".00";
        default -> "dt = DATE '2024-01-0" + (1 + random.nextInt(9)) + "' AND id < " + random.nextInt(320);
      };
      String query = "SELECT id, a, b, d, dt FROM %s WHERE " + where;
      List<List<Object>> expected = sorted(rows(String.format(query, "plain")));
      List<List<Object>> actual = sorted(rows(String.format(query, "indexed")));
      assertEquals(expected, actual, where);
      if (explain(String.format(query, "indexed")).contains("IndexLookup")) {
        indexedPlans++;
      }
    }
    assertTrue(indexedPlans >= 50, indexedPlans + " of 60 queries used an index");
    try (PreparedStatement plain = connection.prepareStatement("SELECT id, b FROM plain WHERE a = ?");
        PreparedStatement indexed = connection.prepareStatement("SELECT id, b FROM indexed WHERE a = ?")) {
      for (int a = -1; a < 22; a++) {
        plain.setInt(1, a);
        indexed.setInt(1, a);
        try (ResultSet p = plain.executeQuery(); ResultSet i = indexed.executeQuery()) {
          assertEquals(sorted(rows(p)), sorted(rows(i)), "a = " + a);
        }
      }
    }
  }

  private static List<List<Object>> sorted(List<List<Object>> rows) {
    List<List<Object>> copy = new ArrayList<>(rows);
    copy.sort(Comparator.comparing(Object::toString));
    return copy;
  }

  // ---- SELECT ... FOR UPDATE / FOR SHARE

  private static int update(Connection connection, String sql) throws SQLException {
    try (Statement s = connection.createStatement()) {
      return s.executeUpdate(sql);
    }
  }

  private static List<List<Object>> query(Connection connection, String sql) throws SQLException {
    try (Statement s = connection.createStatement(); ResultSet rs = s.executeQuery(sql)) {
      return rows(rs);
    }
  }

  @Test
  void lockingClausesParseInEverySpelling() throws SQLException {
    execute("CREATE TABLE seq (name VARCHAR(10) PRIMARY KEY, next_val BIGINT)");
    execute("INSERT INTO seq VALUES ('a', 1), ('b', 5)");
    for (String clause : List.of("FOR UPDATE", "FOR UPDATE OF seq", "FOR UPDATE NOWAIT", "FOR UPDATE SKIP LOCKED",
        "FOR SHARE", "FOR NO KEY UPDATE", "FOR KEY SHARE", "FOR UPDATE OF seq SKIP LOCKED")) {
      assertEquals(List.of(List.of(5L)), rows("SELECT next_val FROM seq WHERE name = 'b' " + clause), clause);
    }
    assertEquals(List.of(List.of(1L)), rows("SELECT s.next_val FROM seq s WHERE s.name = 'a' FOR UPDATE OF s"));
    try (PreparedStatement select = connection.prepareStatement(
        "select tbl.next_val from seq tbl where tbl.name=? for update")) {
      select.setString(1, "a");
      try (ResultSet rs = select.executeQuery()) {
        assertTrue(rs.next());
        assertEquals(1L, rs.getLong(1));
      }
    }
  }

  @Test
  void aRowReadForUpdateConflictsWithAConcurrentUpdateCommittedFirst() throws SQLException {
    execute("CREATE TABLE account (id INT PRIMARY KEY, balance INT)");
    execute("INSERT INTO account VALUES (1, 100), (2, 50)");
    try (Connection other = open()) {
      connection.setAutoCommit(false);
      other.setAutoCommit(false);
      assertEquals(List.of(List.of(100)), query(connection, "SELECT balance FROM account WHERE id = 1 FOR UPDATE"));
      update(other, "UPDATE account SET balance = 0 WHERE id = 1");
      other.commit();
      assertEquals("40001", assertThrows(SQLException.class, connection::commit).getSQLState());
      connection.setAutoCommit(true);
      assertEquals(List.of(List.of(0)), rows("SELECT balance FROM account WHERE id = 1"));
    }
  }

  @Test
  void aConcurrentUpdateOfARowReadForUpdateAndCommittedGets40001() throws SQLException {
    execute("CREATE TABLE account (id INT PRIMARY KEY, balance INT)");
    execute("INSERT INTO account VALUES (1, 100), (2, 50)");
    try (Connection other = open()) {
      connection.setAutoCommit(false);
      other.setAutoCommit(false);
      // The other transaction's snapshot predates this one's commit.
      assertEquals(List.of(List.of(50)), query(other, "SELECT balance FROM account WHERE id = 2"));
      assertEquals(List.of(List.of(100)), query(connection, "SELECT balance FROM account WHERE id = 1 FOR UPDATE"));
      connection.commit();
      update(other, "UPDATE account SET balance = 1 WHERE id = 1");
      assertEquals("40001", assertThrows(SQLException.class, other::commit).getSQLState());
      // Rows not locked stay free to change.
      update(other, "UPDATE account SET balance = 2 WHERE id = 2");
      other.commit();
      connection.setAutoCommit(true);
      assertEquals(List.of(List.of(1, 100), List.of(2, 2)), rows("SELECT id, balance FROM account ORDER BY id"));
    }
  }

  @Test
  void forShareFailsOnlyTheReaderWhenTheRowChangedMeanwhile() throws SQLException {
    execute("CREATE TABLE account (id INT PRIMARY KEY, balance INT)");
    execute("INSERT INTO account VALUES (1, 100), (2, 50)");
    try (Connection other = open()) {
      connection.setAutoCommit(false);
      other.setAutoCommit(false);
      query(connection, "SELECT balance FROM account WHERE id = 1 FOR SHARE");
      query(other, "SELECT balance FROM account WHERE id = 1");
      connection.commit();
      update(other, "UPDATE account SET balance = 7 WHERE id = 1");
      other.commit();
      query(connection, "SELECT balance FROM account WHERE id = 1 FOR SHARE");
      update(other, "UPDATE account SET balance = 8 WHERE id = 1");
      other.commit();
      assertEquals("40001", assertThrows(SQLException.class, connection::commit).getSQLState());
      connection.setAutoCommit(true);
      assertEquals(List.of(List.of(8)), rows("SELECT balance FROM account WHERE id = 1"));
    }
  }
}
