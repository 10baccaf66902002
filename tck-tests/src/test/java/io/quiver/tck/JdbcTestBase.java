package io.quiver.tck;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Runs every test of a subclass twice: through the embedded driver and through the remote one.
 * Each test gets a database of its own (a JDBC schema), dropped afterwards, as the current one of
 * {@link #connection}; {@link #open()} opens more connections on it.
 */
@ParameterizedClass(name = "{0}")
@EnumSource(JdbcTarget.class)
public abstract class JdbcTestBase {
  private static final AtomicInteger DATABASES = new AtomicInteger();

  @Parameter
  protected JdbcTarget target;

  protected Connection connection;
  protected Statement statement;
  protected String database;
  /** The database a session starts in. */
  private static final String DEFAULT_DATABASE = "default_database";

  @BeforeEach
  void openDatabase() throws SQLException {
    database = "tck" + DATABASES.incrementAndGet();
    connection = target.connect();
    statement = connection.createStatement();
    statement.execute("CREATE DATABASE " + database);
    statement.execute("USE " + database);
  }

  @AfterEach
  void dropDatabase() throws SQLException {
    if (connection.isClosed()) {
      connection = target.connect();
    }
    try (Statement s = connection.createStatement()) {
      s.execute("USE `" + DEFAULT_DATABASE + "`");
      s.execute("DROP DATABASE " + database + " CASCADE");
    }
    connection.close();
  }

  /** Another connection, on this test's database. */
  protected Connection open() throws SQLException {
    Connection other = target.connect();
    try (Statement s = other.createStatement()) {
      s.execute("USE " + database);
    }
    return other;
  }

  protected List<List<Object>> rows(String sql) throws SQLException {
    try (Statement s = connection.createStatement(); ResultSet rs = s.executeQuery(sql)) {
      return rows(rs);
    }
  }

  protected static List<List<Object>> rows(ResultSet rs) throws SQLException {
    List<List<Object>> rows = new ArrayList<>();
    int columns = rs.getMetaData().getColumnCount();
    while (rs.next()) {
      List<Object> row = new ArrayList<>();
      for (int i = 1; i <= columns; i++) {
        row.add(rs.getObject(i));
      }
      rows.add(row);
    }
    return rows;
  }
}
