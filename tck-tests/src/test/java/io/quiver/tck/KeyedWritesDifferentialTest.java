package io.quiver.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Savepoint;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Random sequences of prepared writes and lookups by key on two connections at once, each write
 * made to two tables of the same rows in the same transaction: {@code keyed}, with a primary key
 * and an index on {@code v} (so that lookups, UPDATEs and DELETEs go through the indexes and the
 * transaction's index of its own rows), and {@code plain}, with neither (every statement a scan).
 * After every step, whatever either connection reads of {@code keyed} (a lookup by key, by
 * {@code v}, the whole table) must be what it reads of {@code plain}; so must the counts of rows
 * each write changed. Transactions commit, roll back, roll back to savepoints, or run in
 * auto-commit; a commit refused for a concurrent write (40001) rolls back both tables together.
 */
class KeyedWritesDifferentialTest extends JdbcTestBase {
  private static final String[] TABLES = {"keyed", "plain"};

  /** One connection's prepared statements, for each table in {@link #TABLES} order. */
  private static final class Session {
    final Connection connection;
    final PreparedStatement[] insert = new PreparedStatement[2];
    final PreparedStatement[] setV = new PreparedStatement[2];
    final PreparedStatement[] bumpV = new PreparedStatement[2];
    final PreparedStatement[] setKey = new PreparedStatement[2];
    final PreparedStatement[] delete = new PreparedStatement[2];
    final PreparedStatement[] setSByV = new PreparedStatement[2];
    final PreparedStatement[] byKey = new PreparedStatement[2];
    final PreparedStatement[] byV = new PreparedStatement[2];
    Savepoint savepoint;

    Session(Connection connection) throws SQLException {
      this.connection = connection;
      for (int t = 0; t < 2; t++) {
        String table = TABLES[t];
        insert[t] = connection.prepareStatement("INSERT INTO " + table + " VALUES (?, ?, ?)");
        setV[t] = connection.prepareStatement("UPDATE " + table + " SET v = ? WHERE id = ?");
        bumpV[t] = connection.prepareStatement("UPDATE " + table + " SET v = v + 1 WHERE id = ?");
        setKey[t] = connection.prepareStatement("UPDATE " + table + " SET id = ? WHERE id = ?");
        delete[t] = connection.prepareStatement("DELETE FROM " + table + " WHERE id = ?");
        setSByV[t] = connection.prepareStatement("UPDATE " + table + " SET s = ? WHERE v = ?");
        byKey[t] = connection.prepareStatement("SELECT id, v, s FROM " + table + " WHERE id = ?");
        byV[t] = connection.prepareStatement("SELECT id, v, s FROM " + table + " WHERE v = ?");
      }
    }
  }

  @Test
  void indexedLookupsAndWritesByKeyAnswerAsScansDo() throws SQLException {
    for (long seed = 1; seed <= 3; seed++) {
      run(seed, 500);
    }
  }

  private void run(long seed, int steps) throws SQLException {
    try (Statement s = connection.createStatement()) {
      s.execute("DROP TABLE IF EXISTS keyed");
      s.execute("DROP TABLE IF EXISTS plain");
      s.execute("CREATE TABLE keyed (id INT PRIMARY KEY, v INT, s VARCHAR(10))");
      s.execute("CREATE INDEX keyed_v ON keyed (v)");
      s.execute("CREATE TABLE plain (id INT, v INT, s VARCHAR(10))");
      // A committed start of a few chunks, so that lookups meet committed and own rows.
      for (String table : TABLES) {
        s.execute("INSERT INTO " + table + " SELECT x, MOD(x, 13), 'c' || CAST(x AS VARCHAR) FROM "
            + "(VALUES 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19) AS n(x)");
      }
    }
    Random random = new Random(seed);
    int[] nextKey = {20};
    List<Session> sessions = new ArrayList<>();
    List<Connection> others = new ArrayList<>();
    try {
      sessions.add(new Session(connection));
      Connection other = open();
      others.add(other);
      sessions.add(new Session(other));
      int lookups = 0;
      for (int step = 0; step < steps; step++) {
        Session session = sessions.get(random.nextInt(sessions.size()));
        String where = "seed " + seed + ", step " + step;
        try {
          lookups += step(session, random, nextKey, where);
        } catch (SQLException e) {
          if (!"40001".equals(e.getSQLState())) {
            throw e;
          }
          // A concurrent write: the transaction is over for both tables.
          session.connection.rollback();
          session.savepoint = null;
        }
        compareTables(session, where);
      }
      for (Session session : sessions) {
        if (!session.connection.getAutoCommit()) {
          try {
            session.connection.commit();
          } catch (SQLException e) {
            assertEquals("40001", e.getSQLState(), e.getMessage());
          }
          session.connection.setAutoCommit(true);
        }
      }
      for (Session session : sessions) {
        compareTables(session, "seed " + seed + ", at the end");
      }
      assertTrue(lookups > steps / 5, lookups + " lookups compared");
    } finally {
      for (Connection other : others) {
        other.close();
      }
      connection.setAutoCommit(true);
    }
  }

  /** One random step on both tables; returns the number of lookups it compared. */
  private static int step(Session session, Random random, int[] nextKey, String where) throws SQLException {
    Connection c = session.connection;
    int key = random.nextInt(nextKey[0] + 2);
    int choice = random.nextInt(100);
    if (choice < 14) {
      int id = nextKey[0]++;
      int v = random.nextInt(13);
      String s = "i" + random.nextInt(5);
      sameCount(session.insert, where, ps -> {
        ps.setInt(1, id);
        ps.setInt(2, v);
        ps.setString(3, s);
      });
    } else if (choice < 26) {
      int v = random.nextInt(13);
      sameCount(session.setV, where, ps -> {
        ps.setInt(1, v);
        ps.setInt(2, key);
      });
    } else if (choice < 36) {
      sameCount(session.bumpV, where, ps -> ps.setInt(1, key));
    } else if (choice < 42) {
      int id = nextKey[0]++;
      sameCount(session.setKey, where, ps -> {
        ps.setInt(1, id);
        ps.setInt(2, key);
      });
    } else if (choice < 50) {
      sameCount(session.delete, where, ps -> ps.setInt(1, key));
    } else if (choice < 55) {
      String s = "u" + random.nextInt(3);
      int v = random.nextInt(14);
      sameCount(session.setSByV, where, ps -> {
        ps.setString(1, s);
        ps.setInt(2, v);
      });
    } else if (choice < 72) {
      sameRows(session.byKey, where + ", id = " + key, ps -> ps.setInt(1, key));
      return 1;
    } else if (choice < 82) {
      int v = random.nextInt(14);
      sameRows(session.byV, where + ", v = " + v, ps -> ps.setInt(1, v));
      return 1;
    } else if (choice < 88) {
      if (c.getAutoCommit()) {
        c.setAutoCommit(false);
      } else {
        c.commit();
        session.savepoint = null;
      }
    } else if (choice < 92) {
      if (!c.getAutoCommit()) {
        c.rollback();
        session.savepoint = null;
      }
    } else if (choice < 96) {
      if (!c.getAutoCommit()) {
        session.savepoint = c.setSavepoint();
      }
    } else if (!c.getAutoCommit() && session.savepoint != null) {
      c.rollback(session.savepoint);
    }
    return 0;
  }

  @FunctionalInterface
  private interface Binding {
    void bind(PreparedStatement statement) throws SQLException;
  }

  private static void sameCount(PreparedStatement[] statements, String where, Binding binding) throws SQLException {
    int[] counts = new int[2];
    for (int t = 0; t < 2; t++) {
      binding.bind(statements[t]);
      counts[t] = statements[t].executeUpdate();
    }
    assertEquals(counts[1], counts[0], where + ": rows changed in keyed and in plain");
  }

  private static void sameRows(PreparedStatement[] statements, String where, Binding binding) throws SQLException {
    List<List<List<Object>>> answers = new ArrayList<>();
    for (int t = 0; t < 2; t++) {
      binding.bind(statements[t]);
      try (ResultSet rs = statements[t].executeQuery()) {
        answers.add(sorted(rows(rs)));
      }
    }
    assertEquals(answers.get(1), answers.get(0), where);
  }

  private static void compareTables(Session session, String where) throws SQLException {
    List<List<List<Object>>> answers = new ArrayList<>();
    try (Statement s = session.connection.createStatement()) {
      for (String table : TABLES) {
        try (ResultSet rs = s.executeQuery("SELECT id, v, s FROM " + table)) {
          answers.add(sorted(rows(rs)));
        }
      }
    }
    assertEquals(answers.get(1), answers.get(0), where + ": whole tables");
  }

  private static List<List<Object>> sorted(List<List<Object>> rows) {
    List<List<Object>> copy = new ArrayList<>(rows);
    copy.sort(Comparator.comparing(Object::toString));
    return copy;
  }
}
