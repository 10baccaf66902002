package io.quiver.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.List;
import org.junit.jupiter.api.Test;

/** CHECK and FOREIGN KEY constraints through JDBC: SQLStates, constraint names, statements that fail whole. */
class ConstraintTest extends JdbcTestBase {
  private void assertFails(String sqlState, String nameInMessage, String sql) {
    SQLException e = assertThrows(SQLException.class, () -> statement.execute(sql), sql);
    assertEquals(sqlState, e.getSQLState(), e.getMessage());
    assertTrue(e.getMessage().contains(nameInMessage), e.getMessage());
  }

  @Test
  void checkNamesTheConstraintAndStopsABatchAtTheBadRow() throws SQLException {
    statement.execute("CREATE TABLE stock (id INT PRIMARY KEY, qty INT CONSTRAINT qty_not_negative CHECK (qty >= 0))");
    assertFails("23514", "qty_not_negative", "INSERT INTO stock VALUES (1, -1)");
    try (PreparedStatement insert = connection.prepareStatement("INSERT INTO stock VALUES (?, ?)")) {
      insert.setInt(1, 1);
      insert.setInt(2, 3);
      insert.addBatch();
      insert.setInt(1, 2);
      insert.setInt(2, -3);
      insert.addBatch();
      SQLException e = assertThrows(SQLException.class, insert::executeBatch);
      assertEquals("23514", e.getSQLState(), e.getMessage());
    }
    // In auto-commit mode each row of a batch is its own statement, as in PostgreSQL: the good one stays.
    assertEquals(List.of(List.of(1, 3)), rows("SELECT id, qty FROM stock"));
  }

  @Test
  void cascadesAndRestrictionsAcrossTables() throws SQLException {
    statement.execute("CREATE TABLE parent (id INT PRIMARY KEY)");
    statement.execute("CREATE TABLE child (id INT PRIMARY KEY, parent_id INT REFERENCES parent ON DELETE CASCADE)");
    statement.execute("CREATE TABLE guard (child_id INT, CONSTRAINT guard_child FOREIGN KEY (child_id)"
        + " REFERENCES child (id))");
    statement.execute("INSERT INTO parent VALUES (1), (2)");
    statement.execute("INSERT INTO child VALUES (10, 1), (11, 1), (20, 2)");
    statement.execute("INSERT INTO guard VALUES (20)");
    assertFails("23503", "child_parent_id_fkey", "INSERT INTO child VALUES (30, 3)");
    // The cascade from parent 2 reaches child 20, which guard still references: nothing is deleted.
    assertFails("23503", "guard_child", "DELETE FROM parent WHERE id = 2");
    assertEquals(List.of(List.of(2L), List.of(3L)),
        List.of(rows("SELECT COUNT(*) FROM parent").get(0), rows("SELECT COUNT(*) FROM child").get(0)));
    statement.execute("DELETE FROM parent WHERE id = 1");
    assertEquals(List.of(List.of(20)), rows("SELECT id FROM child"));
  }

  @Test
  void cascadeInsideATransactionRollsBack() throws SQLException {
    statement.execute("CREATE TABLE parent (id INT PRIMARY KEY)");
    statement.execute("CREATE TABLE child (parent_id INT REFERENCES parent ON DELETE SET NULL)");
    statement.execute("INSERT INTO parent VALUES (1)");
    statement.execute("INSERT INTO child VALUES (1), (1)");
    connection.setAutoCommit(false);
    statement.execute("DELETE FROM parent");
    assertEquals(List.of(List.of(2L)), rows("SELECT COUNT(*) FROM child WHERE parent_id IS NULL"));
    connection.rollback();
    connection.setAutoCommit(true);
    assertEquals(List.of(List.of(2L)), rows("SELECT COUNT(*) FROM child WHERE parent_id = 1"));
  }
}
