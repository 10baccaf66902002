package io.quiver.jdbc;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Savepoint;
import java.sql.Statement;

/**
 * JDBC's savepoints as SQL: {@code setSavepoint} sends {@code SAVEPOINT "name"}, {@code
 * rollback(s)} {@code ROLLBACK TO SAVEPOINT "name"} and {@code releaseSavepoint(s)} {@code RELEASE
 * SAVEPOINT "name"}, so the embedded connection and the remote one (whose Avatica client has no
 * savepoint call in its protocol) reach the session's transaction the same way. An unnamed
 * savepoint is named {@code quiver_savepoint_N} after its id; the name is quoted, so it matches
 * exactly. The session answers as PostgreSQL does: outside a transaction 25P01, a savepoint
 * released or rolled back past 3B001.
 */
final class Savepoints {
  /** The number the connection's next unnamed savepoint gets. */
  private int nextId = 1;
  private final Object owner;

  /** @param owner the connection the savepoints belong to: one of another connection is refused */
  Savepoints(Object owner) {
    this.owner = owner;
  }

  Savepoint set(Connection connection, String name) throws SQLException {
    if (connection.isClosed()) {
      throw SqlExceptions.withState("Connection is closed", "08003", null);
    }
    QuiverSavepoint savepoint;
    if (name == null) {
      int id = nextId++;
      savepoint = new QuiverSavepoint(owner, id, null);
    } else {
      savepoint = new QuiverSavepoint(owner, 0, name);
    }
    run(connection, "SAVEPOINT " + quoted(savepoint.sqlName()));
    return savepoint;
  }

  void rollback(Connection connection, Savepoint savepoint) throws SQLException {
    run(connection, "ROLLBACK TO SAVEPOINT " + quoted(own(savepoint).sqlName()));
  }

  void release(Connection connection, Savepoint savepoint) throws SQLException {
    run(connection, "RELEASE SAVEPOINT " + quoted(own(savepoint).sqlName()));
  }

  private QuiverSavepoint own(Savepoint savepoint) throws SQLException {
    if (savepoint instanceof QuiverSavepoint q && q.owner == owner) {
      return q;
    }
    throw SqlExceptions.withState(savepoint == null ? "The savepoint is null"
        : "The savepoint was not set on this connection", "3B001", null);
  }

  private static void run(Connection connection, String sql) throws SQLException {
    try (Statement statement = connection.createStatement()) {
      statement.execute(sql);
    }
  }

  private static String quoted(String name) {
    return '"' + name.replace("\"", "\"\"") + '"';
  }

  /** A savepoint of one connection: named, or numbered (JDBC's unnamed savepoint). */
  private static final class QuiverSavepoint implements Savepoint {
    private final Object owner;
    private final int id;
    private final String name;

    QuiverSavepoint(Object owner, int id, String name) {
      this.owner = owner;
      this.id = id;
      this.name = name;
    }

    String sqlName() {
      return name != null ? name : "quiver_savepoint_" + id;
    }

    @Override
    public int getSavepointId() throws SQLException {
      if (name != null) {
        throw SqlExceptions.withState("A named savepoint has no id: " + name, "42809", null);
      }
      return id;
    }

    @Override
    public String getSavepointName() throws SQLException {
      if (name == null) {
        throw SqlExceptions.withState("An unnamed savepoint has no name (its id is " + id + ")", "42809", null);
      }
      return name;
    }

    @Override
    public String toString() {
      return sqlName();
    }
  }
}
