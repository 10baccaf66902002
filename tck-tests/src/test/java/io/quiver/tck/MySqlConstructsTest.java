package io.quiver.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Constructs MySQL users write on first contact, in the standard dialect: {@code INSERT ... ON
 * DUPLICATE KEY UPDATE} with {@code VALUES(c)}, compared with DuckDB running the same upserts
 * written as PostgreSQL's {@code ON CONFLICT (key) DO UPDATE SET c = EXCLUDED.c} over generated
 * batches; the tables it refuses (more than one unique key, none); and {@code CURDATE()}.
 */
class MySqlConstructsTest extends JdbcTestBase {
  private Connection duckdb;

  @BeforeEach
  void openDuckDb() throws SQLException {
    duckdb = DriverManager.getConnection("jdbc:duckdb:");
  }

  @AfterEach
  void closeDuckDb() throws SQLException {
    duckdb.close();
  }

  private static List<List<Object>> rowsOf(Connection c, String sql) throws SQLException {
    try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
      List<List<Object>> rows = new ArrayList<>();
      while (rs.next()) {
        rows.add(List.of(rs.getLong(1), String.valueOf(rs.getString(2)), rs.getLong(3)));
      }
      return rows;
    }
  }

  @Test
  void onDuplicateKeyUpdateIsOnConflictOverTheKey() throws SQLException {
    for (Connection c : List.of(connection, duckdb)) {
      try (Statement s = c.createStatement()) {
        s.execute("CREATE TABLE counts (k INT PRIMARY KEY, name VARCHAR(10), n BIGINT NOT NULL)");
      }
    }
    Random random = new Random(1206);
    for (int batch = 0; batch < 12; batch++) {
      // keys distinct within a batch (PostgreSQL and DuckDB refuse a row updated twice by one statement)
      List<Integer> keys = new ArrayList<>();
      for (int k = 0; k < 30; k++) {
        keys.add(k);
      }
      java.util.Collections.shuffle(keys, random);
      StringBuilder values = new StringBuilder();
      for (int i = 0, rows = 1 + random.nextInt(8); i < rows; i++) {
        values.append(i == 0 ? "" : ", ").append("(").append(keys.get(i)).append(", 'n").append(random.nextInt(5))
            .append("', ").append(random.nextInt(100)).append(")");
      }
      String insert = "INSERT INTO counts (k, name, n) VALUES " + values;
      // VALUES(c) inside an expression and alone, a bare column (the stored row's), a backticked name
      String mysql = insert + " ON DUPLICATE KEY UPDATE n = n + VALUES(n), `name` = VALUES(`name`)";
      String postgres = insert + " ON CONFLICT (k) DO UPDATE SET n = counts.n + EXCLUDED.n, name = EXCLUDED.name";
      try (Statement q = connection.createStatement(); Statement d = duckdb.createStatement()) {
        q.executeUpdate(mysql);
        d.executeUpdate(postgres);
      }
      String check = "SELECT k, name, n FROM counts ORDER BY k";
      assertEquals(rowsOf(duckdb, check), rowsOf(connection, check), mysql);
    }
  }

  @Test
  void onDuplicateKeyUpdateNeedsExactlyOneUniqueKey() throws SQLException {
    statement.execute("CREATE TABLE two_keys (id INT PRIMARY KEY, email VARCHAR(20) UNIQUE, n INT)");
    SQLException twoKeys = assertThrows(SQLException.class, () -> statement.executeUpdate(
        "INSERT INTO two_keys VALUES (1, 'a', 1) ON DUPLICATE KEY UPDATE n = n + 1"));
    assertEquals("0A000", twoKeys.getSQLState(), twoKeys.getMessage());
    assertTrue(twoKeys.getMessage().contains("ON DUPLICATE KEY UPDATE"), twoKeys.getMessage());
    statement.execute("CREATE TABLE no_key (id INT, n INT)");
    SQLException noKey = assertThrows(SQLException.class, () -> statement.executeUpdate(
        "INSERT INTO no_key VALUES (1, 1) ON DUPLICATE KEY UPDATE n = n + 1"));
    assertEquals("42P10", noKey.getSQLState(), noKey.getMessage());
    // VALUES as a row source is still VALUES
    assertEquals(2, statement.executeUpdate("INSERT INTO no_key VALUES (2, 2), (3, 3)"));
  }

  @Test
  void curdateIsCurrentDate() throws SQLException {
    List<List<Object>> rows = rows("SELECT CURDATE() = CURRENT_DATE, curdate() IS NOT NULL");
    assertEquals(List.of(List.of(true, true)), rows);
    // the date DuckDB reads from the clock at the same moment, unless midnight passes in between
    try (Statement d = duckdb.createStatement(); ResultSet rs = d.executeQuery("SELECT current_date")) {
      rs.next();
      java.time.LocalDate duck = rs.getObject(1, java.time.LocalDate.class);
      java.time.LocalDate quiver = ((java.sql.Date) rows("SELECT CURDATE()").get(0).get(0)).toLocalDate();
      assertTrue(quiver.equals(duck) || quiver.equals(duck.plusDays(1)), quiver + " vs DuckDB " + duck);
    }
  }
}
