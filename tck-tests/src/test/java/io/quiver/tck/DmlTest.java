package io.quiver.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** INSERT, UPDATE, DELETE, constraints, identity columns and sequences, embedded and remote. */
class DmlTest extends JdbcTestBase {
  @BeforeEach
  void createItems() throws SQLException {
    statement.execute("CREATE TABLE item (id INT PRIMARY KEY, name VARCHAR(20) NOT NULL, price DECIMAL(8, 2),"
        + " code VARCHAR(5), UNIQUE (code))");
    statement.execute("INSERT INTO item VALUES (1, 'apple', 1.50, 'A'), (2, 'pear', 2.00, 'P'), (3, 'plum', NULL, NULL)");
  }

  private List<String> lines(String sql) throws SQLException {
    List<String> rows = new ArrayList<>();
    try (ResultSet rs = statement.executeQuery(sql)) {
      int n = rs.getMetaData().getColumnCount();
      while (rs.next()) {
        List<String> values = new ArrayList<>();
        for (int i = 1; i <= n; i++) {
          values.add(rs.getString(i));
        }
        rows.add(String.join("|", values));
      }
    }
    return rows;
  }

  @Test
  void updateChangesMatchingRowsAndCountsThem() throws SQLException {
    assertEquals(2, statement.executeUpdate("UPDATE item SET price = price * 2, name = UPPER(name) WHERE price IS NOT NULL"));
    assertEquals(List.of("1|APPLE|3.00|A", "2|PEAR|4.00|P", "3|plum|null|null"),
        lines("SELECT id, name, price, code FROM item ORDER BY id"));
  }

  @Test
  void updateWithoutWhereChangesEveryRow() throws SQLException {
    assertEquals(3, statement.executeUpdate("UPDATE item SET code = NULL"));
    assertEquals(List.of("3"), lines("SELECT COUNT(*) FROM item WHERE code IS NULL"));
  }

  @Test
  void deleteRemovesMatchingRows() throws SQLException {
    assertEquals(1, statement.executeUpdate("DELETE FROM item WHERE name = 'pear'"));
    assertEquals(List.of("1", "3"), lines("SELECT id FROM item ORDER BY id"));
    assertEquals(0, statement.executeUpdate("DELETE FROM item WHERE id > 100"));
    assertEquals(2, statement.executeUpdate("DELETE FROM item"));
    assertEquals(List.of("0"), lines("SELECT COUNT(*) FROM item"));
  }

  @Test
  void updatedRowsAreUpdatedAgainAndAggregatesSkipDeletedRows() throws SQLException {
    statement.executeUpdate("UPDATE item SET price = 10 WHERE id = 1");
    statement.executeUpdate("UPDATE item SET price = price + 1 WHERE id = 1");
    assertEquals(List.of("11.00"), lines("SELECT price FROM item WHERE id = 1"));
    assertEquals(List.of("3|13.00"), lines("SELECT COUNT(*), SUM(price) FROM item"));
  }

  @Test
  void duplicatePrimaryKeyRaises23505AndChangesNothing() throws SQLException {
    SQLException e = assertThrows(SQLException.class,
        () -> statement.executeUpdate("INSERT INTO item VALUES (4, 'fig', 1, 'F'), (1, 'dup', 1, 'D')"));
    assertEquals("23505", e.getSQLState());
    assertEquals(List.of("3"), lines("SELECT COUNT(*) FROM item"));
    SQLException within = assertThrows(SQLException.class,
        () -> statement.executeUpdate("INSERT INTO item VALUES (5, 'a', 1, 'X'), (5, 'b', 1, 'Y')"));
    assertEquals("23505", within.getSQLState());
  }

  @Test
  void updateIntoAnExistingKeyRaises23505() throws SQLException {
    SQLException e = assertThrows(SQLException.class, () -> statement.executeUpdate("UPDATE item SET id = 2 WHERE id = 1"));
    assertEquals("23505", e.getSQLState());
    assertEquals(List.of("1|apple", "2|pear", "3|plum"), lines("SELECT id, name FROM item ORDER BY id"));
    assertEquals(3, statement.executeUpdate("UPDATE item SET id = id + 10"));
    assertEquals(List.of("11", "12", "13"), lines("SELECT id FROM item ORDER BY id"));
  }

  @Test
  void uniqueAllowsManyNullsButNoDuplicates() throws SQLException {
    statement.executeUpdate("INSERT INTO item VALUES (4, 'fig', 1, NULL)");
    SQLException e = assertThrows(SQLException.class,
        () -> statement.executeUpdate("INSERT INTO item VALUES (5, 'kiwi', 1, 'A')"));
    assertEquals("23505", e.getSQLState());
  }

  @Test
  void nullIntoNotNullColumnRaises23502() throws SQLException {
    SQLException e = assertThrows(SQLException.class,
        () -> statement.executeUpdate("UPDATE item SET name = CAST(NULL AS VARCHAR(20)) WHERE id = 1"));
    assertEquals("23502", e.getSQLState());
    SQLException insert = assertThrows(SQLException.class,
        () -> statement.executeUpdate("INSERT INTO item (id, price) VALUES (9, 1)"));
    assertTrue(insert.getSQLState().startsWith("23"), insert.getSQLState());
    assertEquals(List.of("apple"), lines("SELECT name FROM item WHERE id = 1"));
  }

  @Test
  void insertOverwriteReplacesRows() throws SQLException {
    statement.executeUpdate("INSERT OVERWRITE item VALUES (7, 'melon', 3, 'M')");
    assertEquals(List.of("7|melon"), lines("SELECT id, name FROM item"));
  }

  @Test
  void identityColumnsNumberRowsAndReturnGeneratedKeys() throws SQLException {
    statement.execute("CREATE TABLE person (id BIGINT GENERATED BY DEFAULT AS IDENTITY (START WITH 10 INCREMENT BY 5)"
        + " PRIMARY KEY, name VARCHAR(20))");
    assertEquals(2, statement.executeUpdate("INSERT INTO person (name) VALUES ('ann'), ('bob')",
        Statement.RETURN_GENERATED_KEYS));
    try (ResultSet keys = statement.getGeneratedKeys()) {
      assertTrue(keys.next());
      assertEquals(10L, keys.getLong(1));
      assertTrue(keys.next());
      assertEquals(15L, keys.getLong("id"));
      assertFalse(keys.next());
    }
    statement.executeUpdate("INSERT INTO person VALUES (100, 'cy')");
    statement.executeUpdate("INSERT INTO person (name) VALUES ('dan')");
    assertEquals(List.of("10|ann", "15|bob", "100|cy", "105|dan"), lines("SELECT id, name FROM person ORDER BY id"));
  }

  @Test
  void generatedAlwaysIdentityRefusesExplicitValues() throws SQLException {
    statement.execute("CREATE TABLE ticket (id INT GENERATED ALWAYS AS IDENTITY, note VARCHAR(10))");
    statement.executeUpdate("INSERT INTO ticket (note) VALUES ('a')");
    SQLException e = assertThrows(SQLException.class,
        () -> statement.executeUpdate("INSERT INTO ticket (id, note) VALUES (5, 'b')"));
    assertEquals("428C9", e.getSQLState());
    assertEquals(List.of("1|a"), lines("SELECT id, note FROM ticket"));
  }

  @Test
  void sequencesHandOutValuesInOrder() throws SQLException {
    statement.execute("CREATE SEQUENCE seq START WITH 5 INCREMENT BY 10");
    assertEquals(List.of("5"), lines("SELECT NEXT VALUE FOR seq"));
    assertEquals(List.of("15"), lines("VALUES NEXT VALUE FOR seq"));
    statement.executeUpdate("INSERT INTO item VALUES (NEXT VALUE FOR seq, 'x', 1, 'X'), (NEXT VALUE FOR seq, 'y', 1, 'Y')");
    assertEquals(List.of("25|x", "35|y"), lines("SELECT id, name FROM item WHERE id > 3 ORDER BY id"));
    statement.execute("DROP SEQUENCE seq");
    assertEquals("42P01", assertThrows(SQLException.class, () -> lines("SELECT NEXT VALUE FOR seq")).getSQLState());
  }

  @Test
  void updateWithSubqueriesInSetAndWhereChangesTheMatchedRows() throws SQLException {
    assertEquals(1, statement.executeUpdate("UPDATE item SET price = (SELECT MAX(price) FROM item) + 1"
        + " WHERE id IN (SELECT id FROM item WHERE code IS NULL)"));
    assertEquals(List.of("1|1.50", "2|2.00", "3|3.00"), lines("SELECT id, price FROM item ORDER BY id"));
    assertEquals(2, statement.executeUpdate("UPDATE item AS i SET name = 'cheaper' WHERE EXISTS"
        + " (SELECT 1 FROM item j WHERE j.price > i.price)"));
    assertEquals(List.of("1|cheaper", "2|cheaper", "3|plum"), lines("SELECT id, name FROM item ORDER BY id"));
  }

  @Test
  void deleteWithACorrelatedSubqueryRemovesTheMatchedRows() throws SQLException {
    assertEquals(1, statement.executeUpdate("DELETE FROM item WHERE price < (SELECT AVG(price) FROM item)"));
    assertEquals(List.of("2", "3"), lines("SELECT id FROM item ORDER BY id"));
    statement.executeUpdate("INSERT INTO item VALUES (4, 'fig', 9, 'F')");
    assertEquals(1, statement.executeUpdate("DELETE FROM item i WHERE NOT EXISTS"
        + " (SELECT 1 FROM item j WHERE j.price > i.price) AND i.price IS NOT NULL"));
    assertEquals(List.of("2", "3"), lines("SELECT id FROM item ORDER BY id"));
  }

  @Test
  void updateWithASubqueryChecksConstraintsAndChangesNothingOnFailure() throws SQLException {
    SQLException e = assertThrows(SQLException.class,
        () -> statement.executeUpdate("UPDATE item SET id = (SELECT MAX(id) FROM item) WHERE id = 1"));
    assertEquals("23505", e.getSQLState());
    SQLException notNull = assertThrows(SQLException.class, () -> statement.executeUpdate(
        "UPDATE item SET name = (SELECT name FROM item WHERE id = 99) WHERE id IN (SELECT id FROM item)"));
    assertEquals("23502", notNull.getSQLState());
    assertEquals(List.of("1|apple", "2|pear", "3|plum"), lines("SELECT id, name FROM item ORDER BY id"));
  }

  @Test
  void mergeUpdatesMatchedRowsAndInsertsTheOthers() throws SQLException {
    assertEquals(3, statement.executeUpdate("MERGE INTO item t USING (VALUES (1, 'quince', 'Q'), (2, 'lime', 'L'),"
        + " (9, 'kiwi', 'K')) AS s(id, name, code) ON t.id = s.id"
        + " WHEN MATCHED THEN UPDATE SET name = s.name, price = t.price + 1"
        + " WHEN NOT MATCHED THEN INSERT (id, name, code) VALUES (s.id, s.name, s.code)"));
    assertEquals(List.of("1|quince|2.50|A", "2|lime|3.00|P", "3|plum|null|null", "9|kiwi|null|K"),
        lines("SELECT id, name, price, code FROM item ORDER BY id"));
    assertEquals(1, statement.executeUpdate("MERGE INTO item USING (SELECT id FROM item WHERE code = 'K') AS s"
        + " ON item.id = s.id WHEN MATCHED THEN UPDATE SET price = 7"));
    assertEquals(List.of("7.00"), lines("SELECT price FROM item WHERE id = 9"));
  }

  @Test
  void mergeThatBreaksAConstraintOrMatchesARowTwiceChangesNothing() throws SQLException {
    // Inside a transaction, where a failed statement must undo its own writes and only them.
    connection.setAutoCommit(false);
    statement.executeUpdate("UPDATE item SET price = 5 WHERE id = 3");
    SQLException duplicate = assertThrows(SQLException.class, () -> statement.executeUpdate(
        "MERGE INTO item t USING (VALUES (1, 'x'), (4, 'y')) AS s(id, code) ON t.id = s.id"
            + " WHEN MATCHED THEN UPDATE SET name = 'changed'"
            + " WHEN NOT MATCHED THEN INSERT (id, name, code) VALUES (s.id, 'new', 'P')"));
    assertEquals("23505", duplicate.getSQLState());
    SQLException twice = assertThrows(SQLException.class, () -> statement.executeUpdate(
        "MERGE INTO item t USING (VALUES (1), (1)) AS s(id) ON t.id = s.id WHEN MATCHED THEN UPDATE SET price = 0"));
    assertEquals("21000", twice.getSQLState());
    connection.setAutoCommit(true);
    assertEquals(List.of("1|apple|1.50", "2|pear|2.00", "3|plum|5.00"),
        lines("SELECT id, name, price FROM item ORDER BY id"));
  }
}
