package io.quiver.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Arrays;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.Test;

/**
 * Constructs that scripts written for SQLite, MySQL and PostgreSQL use, in the standard dialect
 * (the JDBC default), with the meaning those databases give them: the empty IN list, INSERT's
 * conflict clauses (OR REPLACE, REPLACE INTO, OR IGNORE, INSERT IGNORE, ON CONFLICT DO NOTHING)
 * the maintenance statements REINDEX, ANALYZE and VACUUM, and the session's names (CURRENT_USER,
 * CURRENT_SCHEMA, current_database(), ...) that clients ask for when they connect.
 */
class ScriptConstructsTest extends JdbcTestBase {
  private void assertState(String state, String sql) {
    SQLException e = assertThrows(SQLException.class, () -> statement.execute(sql), sql);
    assertEquals(state, e.getSQLState(), e.getMessage());
  }

  private static List<Object> row(Object... values) {
    return Arrays.asList(values);
  }

  // ---- x IN () ---------------------------------------------------------------------------------

  @Test
  void anEmptyInListHoldsNoValueNotEvenNull() throws SQLException {
    statement.execute("CREATE TABLE t (id INT, v VARCHAR(5))");
    statement.execute("INSERT INTO t VALUES (1, 'a'), (2, NULL), (NULL, 'c')");
    // As in SQLite: IN () is false and NOT IN () true for every value, NULL included.
    assertEquals(List.of(), rows("SELECT id FROM t WHERE id IN ()"));
    assertEquals(List.of(), rows("SELECT id FROM t WHERE v IN ( )"));
    assertEquals(List.of(row(1), row(2), row((Object) null)), rows("SELECT id FROM t WHERE id NOT IN () ORDER BY id NULLS LAST"));
    assertEquals(List.of(row(1, false, true), row(2, false, true), row(null, false, true)),
        rows("SELECT id, id IN (), v NOT IN () FROM t ORDER BY id NULLS LAST"));
    assertEquals(List.of(row(false, true, false)), rows("SELECT NULL IN (), NULL NOT IN (), 1 + 1 IN ()"));
    assertEquals(List.of(row(3L)), rows("SELECT COUNT(*) FROM t WHERE NOT (id IN ())"));
    // The operand is still validated.
    assertState("42703", "SELECT nope IN () FROM t");
    // UPDATE and DELETE with an empty list change nothing / everything.
    assertEquals(0, statement.executeUpdate("DELETE FROM t WHERE id IN ()"));
    assertEquals(3, statement.executeUpdate("UPDATE t SET v = 'z' WHERE id NOT IN ()"));
    // Other lists and subqueries, also one that returns no rows, keep their meaning.
    assertEquals(List.of(row(1)), rows("SELECT id FROM t WHERE id IN (1, 5)"));
    assertEquals(List.of(), rows("SELECT id FROM t WHERE id IN (SELECT id FROM t WHERE id > 10)"));
    // NOT IN of a subquery without rows is true even for NULL, as in PostgreSQL.
    assertEquals(List.of(row(1), row(2), row((Object) null)),
        rows("SELECT id FROM t WHERE id NOT IN (SELECT id FROM t WHERE id > 10) ORDER BY id NULLS LAST"));
    // Only IN takes an empty list; the error keeps its position.
    SQLException e = assertThrows(SQLException.class, () -> statement.executeQuery("SELECT id FROM t WHERE id = ANY ()"));
    assertEquals("42601", e.getSQLState(), e.getMessage());
    assertTrue(e.getMessage().contains("line 1, column"), e.getMessage());
  }

  // ---- conflict clauses ------------------------------------------------------------------------

  private void createKeyed() throws SQLException {
    statement.execute("CREATE TABLE kv (k INT PRIMARY KEY, code VARCHAR(5) UNIQUE, v VARCHAR(10))");
    statement.execute("INSERT INTO kv VALUES (1, 'a', 'one'), (2, 'b', 'two'), (3, 'c', 'three')");
  }

  private List<List<Object>> contents() throws SQLException {
    return rows("SELECT k, code, v FROM kv ORDER BY k");
  }

  @Test
  void insertOrReplaceDeletesTheRowsWithTheKey() throws SQLException {
    createKeyed();
    // SQLite counts the rows the statement inserted.
    assertEquals(2, statement.executeUpdate("INSERT OR REPLACE INTO kv VALUES (2, 'b', 'TWO'), (4, 'd', 'four')"));
    assertEquals(List.of(row(1, "a", "one"), row(2, "b", "TWO"), row(3, "c", "three"), row(4, "d", "four")), contents());
    // One new row that takes the keys of two old rows replaces both.
    assertEquals(1, statement.executeUpdate("INSERT OR REPLACE INTO kv (k, code, v) VALUES (1, 'c', 'x')"));
    assertEquals(List.of(row(1, "c", "x"), row(2, "b", "TWO"), row(4, "d", "four")), contents());
    // Of two new rows with one key the later stays.
    assertEquals(2, statement.executeUpdate("INSERT OR REPLACE INTO kv VALUES (5, 'e', 'first'), (5, 'f', 'second')"));
    assertEquals(row(5, "f", "second"), contents().get(3));
    // From a query too; a NULL in a UNIQUE key clashes with nothing.
    assertEquals(2, statement.executeUpdate("INSERT OR REPLACE INTO kv SELECT k + 10, NULL, v FROM kv WHERE k < 3"));
    assertEquals(List.of(row(11, null, "x"), row(12, null, "TWO")), rows("SELECT k, code, v FROM kv WHERE k > 10 ORDER BY k"));
  }

  @Test
  void replaceIntoCountsTheDeletedRowsAsMySqlDoes() throws SQLException {
    createKeyed();
    // MySQL: 1 for a new row, 2 for a row that replaced one.
    assertEquals(3, statement.executeUpdate("REPLACE INTO kv VALUES (1, 'a', 'uno'), (9, 'z', 'nine')"));
    assertEquals(1, statement.executeUpdate("REPLACE INTO kv (k, code, v) VALUES (10, 'y', 'ten')"));
    assertEquals(List.of(row(1, "a", "uno"), row(2, "b", "two"), row(3, "c", "three"), row(9, "z", "nine"),
        row(10, "y", "ten")), contents());
  }

  @Test
  void insertOrIgnoreSkipsTheRowsWhoseKeyIsTaken() throws SQLException {
    createKeyed();
    assertEquals(1, statement.executeUpdate("INSERT OR IGNORE INTO kv VALUES (1, 'q', 'no'), (4, 'd', 'four')"));
    // A clash on the UNIQUE column counts as much as one on the key.
    assertEquals(0, statement.executeUpdate("INSERT IGNORE INTO kv VALUES (7, 'a', 'no')"));
    // Of two new rows with one key the first stays.
    assertEquals(1, statement.executeUpdate("INSERT IGNORE INTO kv VALUES (5, 'e', 'first'), (5, 'f', 'second')"));
    assertEquals(List.of(row(1, "a", "one"), row(2, "b", "two"), row(3, "c", "three"), row(4, "d", "four"),
        row(5, "e", "first")), contents());
  }

  @Test
  void onConflictDoNothingAsPostgresql() throws SQLException {
    createKeyed();
    assertEquals(1, statement.executeUpdate("INSERT INTO kv VALUES (1, 'q', 'no'), (4, 'd', 'four') ON CONFLICT DO NOTHING"));
    assertEquals(1, statement.executeUpdate("INSERT INTO kv (k, code, v) VALUES (2, 'r', 'no'), (6, 'f', 'six')"
        + " ON CONFLICT (k) DO NOTHING"));
    assertEquals(List.of(row(1, "a", "one"), row(2, "b", "two"), row(3, "c", "three"), row(4, "d", "four"),
        row(6, "f", "six")), contents());
    // A conflict on another key than the one named is still an error, and the statement changes nothing.
    assertState("23505", "INSERT INTO kv VALUES (7, 'a', 'no'), (8, 'h', 'eight') ON CONFLICT (k) DO NOTHING");
    assertEquals(5, contents().size());
    assertState("42P10", "INSERT INTO kv VALUES (7, 'g', 'no') ON CONFLICT (v) DO NOTHING");
    assertState("42703", "INSERT INTO kv VALUES (7, 'g', 'no') ON CONFLICT (nope) DO NOTHING");
    assertState("42601", "INSERT OR IGNORE INTO kv VALUES (7, 'g', 'no') ON CONFLICT DO NOTHING");
    // A connector's table has no keys to resolve conflicts on.
    statement.execute("CREATE TABLE sink (k INT) WITH ('connector' = 'blackhole')");
    assertState("0A000", "INSERT OR IGNORE INTO sink VALUES (1)");
    // RETURNING sees the rows that were inserted only.
    assertEquals(List.of(row(7)), rows("INSERT INTO kv VALUES (1, 'x', 'no'), (7, 'g', 'seven') ON CONFLICT DO NOTHING RETURNING k"));
  }

  @Test
  void onConflictDoUpdateAsPostgresql() throws SQLException {
    createKeyed();
    // The count is the rows inserted and updated.
    assertEquals(2, statement.executeUpdate("INSERT INTO kv VALUES (1, 'a', 'uno'), (4, 'd', 'four')"
        + " ON CONFLICT (k) DO UPDATE SET v = EXCLUDED.v"));
    assertEquals(List.of(row(1, "a", "uno"), row(2, "b", "two"), row(3, "c", "three"), row(4, "d", "four")), contents());
    // A bare column is the table's row; WHERE says which rows change (the others are left as they are).
    assertEquals(1, statement.executeUpdate("INSERT INTO kv (k, code, v) VALUES (2, 'b', 'x'), (3, 'c', 'y')"
        + " ON CONFLICT (k) DO UPDATE SET v = v || '+' || excluded.v WHERE kv.k = 2"));
    assertEquals(List.of(row(2, "b", "two+x"), row(3, "c", "three")), rows("SELECT k, code, v FROM kv WHERE k IN (2, 3) ORDER BY k"));
    // On the UNIQUE column's key.
    assertEquals(1, statement.executeUpdate("INSERT INTO kv VALUES (9, 'd', 'nine') ON CONFLICT (code) DO UPDATE SET v = 'changed'"));
    assertEquals(List.of(row(4, "d", "changed")), rows("SELECT k, code, v FROM kv WHERE code = 'd'"));
    // Prepared, once updating and once inserting.
    try (var upsert = connection.prepareStatement("INSERT INTO kv (k, code, v) VALUES (?, ?, ?)"
        + " ON CONFLICT (k) DO UPDATE SET v = excluded.v")) {
      upsert.setInt(1, 1);
      upsert.setString(2, "a");
      upsert.setString(3, "p");
      assertEquals(1, upsert.executeUpdate());
      upsert.setInt(1, 10);
      upsert.setString(2, "j");
      upsert.setString(3, "ten");
      assertEquals(1, upsert.executeUpdate());
    }
    assertEquals(List.of(row(1, "a", "p"), row(2, "b", "two+x"), row(3, "c", "three"), row(4, "d", "changed"),
        row(10, "j", "ten")), contents());
    // DO UPDATE needs the key's columns, and they must be a key's.
    SQLException e = assertThrows(SQLException.class,
        () -> statement.execute("INSERT INTO kv VALUES (7, 'g', 'no') ON CONFLICT DO UPDATE SET v = 'x'"));
    assertEquals("42601", e.getSQLState(), e.getMessage());
    assertTrue(e.getMessage().contains("line 1, column"), e.getMessage());
    assertState("42P10", "INSERT INTO kv VALUES (7, 'g', 'no') ON CONFLICT (v) DO UPDATE SET v = 'x'");
    // A failed upsert changes nothing (the new code clashes with another row's).
    assertState("23505", "INSERT INTO kv VALUES (1, 'b', 'no') ON CONFLICT (k) DO UPDATE SET code = excluded.code");
    assertEquals(5, contents().size());
  }

  @Test
  void conflictsWithinATransactionAndWithoutKeys() throws SQLException {
    createKeyed();
    statement.execute("CREATE TABLE plain (a INT, b INT)");
    statement.execute("INSERT INTO plain VALUES (1, 1)");
    // A table without a key takes every row.
    assertEquals(2, statement.executeUpdate("INSERT OR REPLACE INTO plain VALUES (1, 1), (1, 1)"));
    assertEquals(1, statement.executeUpdate("INSERT OR IGNORE INTO plain VALUES (1, 1)"));
    assertEquals(List.of(row(4L)), rows("SELECT COUNT(*) FROM plain"));
    // Rows the transaction wrote itself are replaced too, and a rollback undoes the replacement.
    connection.setAutoCommit(false);
    try {
      statement.executeUpdate("INSERT INTO kv VALUES (20, 't', 'twenty')");
      assertEquals(1, statement.executeUpdate("INSERT OR REPLACE INTO kv VALUES (20, 't', 'TWENTY')"));
      assertEquals(1, statement.executeUpdate("INSERT OR REPLACE INTO kv VALUES (1, 'a', 'ONE')"));
      assertEquals(List.of(row("ONE"), row("TWENTY")), rows("SELECT v FROM kv WHERE k IN (1, 20) ORDER BY k"));
      connection.rollback();
    } finally {
      connection.setAutoCommit(true);
    }
    assertEquals(List.of(row(1, "a", "one"), row(2, "b", "two"), row(3, "c", "three")), contents());
    // A unique index made by CREATE UNIQUE INDEX is a key as well.
    statement.execute("DELETE FROM plain");
    statement.execute("CREATE UNIQUE INDEX plain_b ON plain (b)");
    statement.execute("INSERT INTO plain VALUES (1, 1)");
    assertEquals(1, statement.executeUpdate("INSERT OR REPLACE INTO plain VALUES (2, 1)"));
    assertEquals(List.of(row(2, 1)), rows("SELECT a, b FROM plain"));
  }

  @Test
  void preparedConflictClauses() throws SQLException {
    createKeyed();
    try (var insert = connection.prepareStatement("INSERT OR REPLACE INTO kv VALUES (?, ?, ?)")) {
      for (int i = 1; i <= 4; i++) {
        insert.setInt(1, i);
        insert.setString(2, "p" + i);
        insert.setString(3, "v" + i);
        insert.addBatch();
      }
      assertEquals(4, insert.executeBatch().length);
    }
    assertEquals(List.of(row(1, "p1", "v1"), row(2, "p2", "v2"), row(3, "p3", "v3"), row(4, "p4", "v4")), contents());
    try (var insert = connection.prepareStatement("INSERT OR IGNORE INTO kv VALUES (?, ?, ?)")) {
      insert.setInt(1, 1);
      insert.setString(2, "x");
      insert.setString(3, "x");
      assertEquals(0, insert.executeUpdate());
    }
    assertFalse(contents().contains(row(1, "x", "x")));
  }

  // ---- REINDEX, ANALYZE, VACUUM ----------------------------------------------------------------

  @Test
  void maintenanceStatementsDoNothing() throws SQLException {
    createKeyed();
    statement.execute("CREATE INDEX kv_v ON kv (v)");
    for (String sql : List.of("REINDEX", "REINDEX kv", "reindex kv_v", "REINDEX TABLE kv", "REINDEX INDEX kv_v",
        "ANALYZE", "ANALYZE kv", "analyze kv (k, v)", "ANALYZE kv_v", "VACUUM", "vacuum main", "VACUUM FULL kv",
        "VACUUM (VERBOSE, ANALYZE) kv")) {
      statement.execute(sql);
    }
    assertEquals(3, contents().size());
    assertEquals(List.of(row(2)), rows("SELECT k FROM kv WHERE v = 'two'"));
    assertState("42P01", "REINDEX nope");
    assertState("42P01", "ANALYZE nope");
    assertState("0A000", "VACUUM INTO 'copy.db'");
  }

  // ---- CURRENT_USER and the session's names ----------------------------------------------------

  private Connection connectAs(String user) throws SQLException {
    Properties properties = new Properties();
    properties.setProperty("user", user);
    Connection other = DriverManager.getConnection(target.url(), properties);
    try (Statement s = other.createStatement()) {
      s.execute("USE " + database);
    }
    return other;
  }

  private static List<List<Object>> rows(Connection c, String sql) throws SQLException {
    try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
      return rows(rs);
    }
  }

  @Test
  void sessionNamesAsClientsAskForThem() throws SQLException {
    String catalog = connection.getCatalog();
    try (Connection alice = connectAs("alice"); Connection bob = connectAs("bob")) {
      assertEquals(List.of(row("alice", "alice", "alice", "alice", "alice")),
          rows(alice, "SELECT CURRENT_USER, USER, SESSION_USER, SYSTEM_USER, CURRENT_ROLE"));
      assertEquals(List.of(row(database, database, catalog, catalog)),
          rows(alice, "SELECT CURRENT_SCHEMA, current_schema(), current_database(), CURRENT_CATALOG"));
      // Sessions share plans, not their names.
      assertEquals(List.of(row("bob")), rows(bob, "SELECT CURRENT_USER"));
      assertEquals(List.of(row("alice")), rows(alice, "SELECT CURRENT_USER"));
      // The schema follows USE.
      try (Statement s = bob.createStatement()) {
        s.execute("USE default_database");
      }
      assertEquals(List.of(row("default_database")), rows(bob, "SELECT current_schema()"));
      assertEquals(List.of(row(database)), rows(alice, "SELECT current_schema()"));
      // In a query over a table, in conditions and in a prepared statement.
      try (Statement s = alice.createStatement()) {
        s.execute("CREATE TABLE accounts (\"user\" VARCHAR(10), n INT)");
        s.execute("INSERT INTO accounts VALUES ('alice', 1), ('bob', 2)");
      }
      assertEquals(List.of(row("alice", 1)), rows(alice, "SELECT \"user\", n FROM accounts WHERE \"user\" = CURRENT_USER"));
      try (var query = bob.prepareStatement("SELECT n FROM " + database + ".accounts WHERE \"user\" = user AND n > ?")) {
        query.setInt(1, 0);
        try (ResultSet rs = query.executeQuery()) {
          assertEquals(List.of(row(2)), rows(rs));
        }
      }
    }
    // A connection that names no user is Quiver's default user.
    assertEquals(List.of(row("quiver")), rows("SELECT CURRENT_USER"));
  }

  // ---- DEFAULT nextval('seq') ------------------------------------------------------------------

  @Test
  void defaultNextvalInCreateTableNumbersTheRows() throws SQLException {
    statement.execute("CREATE SEQUENCE items_id_seq");
    statement.execute("CREATE TABLE items (id INTEGER DEFAULT nextval('items_id_seq'::regclass) NOT NULL,"
        + " name VARCHAR(10), PRIMARY KEY (id))");
    assertEquals(2, statement.executeUpdate("INSERT INTO items (name) VALUES ('a'), ('b')"));
    assertEquals(1, statement.executeUpdate("INSERT INTO items VALUES (DEFAULT, 'c')"));
    statement.execute("CREATE TABLE names (n VARCHAR(10))");
    statement.execute("INSERT INTO names VALUES ('d'), ('e')");
    assertEquals(2, statement.executeUpdate("INSERT INTO items (name) SELECT n FROM names"));
    assertEquals(List.of(row(1, "a"), row(2, "b"), row(3, "c"), row(4, "d"), row(5, "e")),
        rows("SELECT id, name FROM items ORDER BY id"));
    // The sequence is the column's: nextval and the column draw from one counter.
    assertEquals(List.of(row(6L)), rows("SELECT nextval('items_id_seq')"));
    assertEquals(1, statement.executeUpdate("INSERT INTO items (name) VALUES ('f')"));
    assertEquals(List.of(row(7)), rows("SELECT id FROM items WHERE name = 'f'"));
    // A bare nextval('s') and an unknown sequence.
    statement.execute("CREATE SEQUENCE other_seq START WITH 100");
    statement.execute("CREATE TABLE tagged (id BIGINT DEFAULT nextval('other_seq'), tag VARCHAR(5))");
    statement.executeUpdate("INSERT INTO tagged (tag) VALUES ('x'), ('y')");
    assertEquals(List.of(row(100L, "x"), row(101L, "y")), rows("SELECT id, tag FROM tagged ORDER BY id"));
    assertState("42P01", "CREATE TABLE broken (id INT DEFAULT nextval('no_such_seq'))");
  }

  @Test
  void defaultNextvalSurvivesReopeningAFileDatabase(@org.junit.jupiter.api.io.TempDir java.nio.file.Path directory)
      throws SQLException {
    org.junit.jupiter.api.Assumptions.assumeTrue(target == JdbcTarget.EMBEDDED, "a file database in this JVM");
    String url = "jdbc:quiver:file:" + directory.resolve("db");
    try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement()) {
      s.execute("CREATE SEQUENCE items_id_seq");
      s.execute("CREATE TABLE items (id INTEGER DEFAULT nextval('items_id_seq') NOT NULL PRIMARY KEY, name VARCHAR(5))");
      s.executeUpdate("INSERT INTO items (name) VALUES ('a'), ('b')");
    }
    for (int round = 0; round < 2; round++) {
      try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement()) {
        s.executeUpdate("INSERT INTO items (name) VALUES ('n" + round + "')");
        List<List<Object>> ids = rows(c, "SELECT id FROM items ORDER BY id");
        assertEquals(3 + round, ids.size());
        int last = (Integer) ids.get(ids.size() - 1).get(0);
        assertTrue(last > (Integer) ids.get(ids.size() - 2).get(0), ids.toString());
        assertTrue((Long) rows(c, "SELECT nextval('items_id_seq')").get(0).get(0) > last);
        if (round == 0) {
          s.execute("CHECKPOINT");
        }
      }
    }
  }
}
