package io.quiver.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.sql.SQLException;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * DROP TABLE of several tables and with CASCADE, as PostgreSQL scripts write it: all or nothing,
 * foreign keys between the named tables do not stop it, CASCADE drops the keys of other tables.
 */
class DropTableTest extends JdbcTestBase {
  @BeforeEach
  void createTables() throws SQLException {
    statement.execute("CREATE TABLE parent (id INT PRIMARY KEY)");
    statement.execute("CREATE TABLE child (id INT, pid INT REFERENCES parent (id))");
    statement.execute("CREATE TABLE other (id INT, pid INT CONSTRAINT other_parent REFERENCES parent (id))");
    statement.execute("INSERT INTO parent VALUES (1)");
    statement.execute("INSERT INTO child VALUES (1, 1)");
    statement.execute("INSERT INTO other VALUES (1, 1)");
  }

  private void assertState(String state, String sql) {
    SQLException e = assertThrows(SQLException.class, () -> statement.execute(sql), sql);
    assertEquals(state, e.getSQLState(), e.getMessage());
  }

  private List<String> tables() throws SQLException {
    return rows("SHOW TABLES").stream().map(r -> (String) r.get(0)).sorted().toList();
  }

  @Test
  void aFailedDropDropsNothing() throws SQLException {
    assertState("2BP01", "DROP TABLE parent");
    // other still references parent, so neither is dropped, although child could be.
    assertState("2BP01", "DROP TABLE parent, child");
    assertState("42P01", "DROP TABLE child, nope");
    assertEquals(List.of("child", "other", "parent"), tables());
    assertEquals(List.of(List.of(1L)), rows("SELECT COUNT(*) FROM child"));
  }

  @Test
  void tablesNamedTogetherAreDroppedReferencingOnesFirst() throws SQLException {
    statement.execute("DROP TABLE parent, other, child");
    assertEquals(List.of(), tables());
    statement.execute("DROP TABLE IF EXISTS parent, child RESTRICT");
  }

  @Test
  void cascadeDropsTheForeignKeysOfTheTablesThatStay() throws SQLException {
    statement.execute("DROP TABLE IF EXISTS parent, missing CASCADE");
    assertEquals(List.of("child", "other"), tables());
    // Their rows stay; the keys are gone, so any value goes in now.
    assertEquals(List.of(List.of(1L)), rows("SELECT COUNT(*) FROM other"));
    statement.execute("INSERT INTO child VALUES (2, 99)");
    statement.execute("INSERT INTO other VALUES (2, 99)");
    // A new parent table of the same name is not referenced by the old keys.
    statement.execute("CREATE TABLE parent (id INT PRIMARY KEY)");
    statement.execute("DROP TABLE parent");
  }
}
