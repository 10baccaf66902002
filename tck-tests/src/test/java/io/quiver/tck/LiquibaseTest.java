package io.quiver.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import liquibase.Liquibase;
import liquibase.database.Database;
import liquibase.database.DatabaseFactory;
import liquibase.database.jvm.JdbcConnection;
import liquibase.resource.ClassLoaderResourceAccessor;
import org.junit.jupiter.api.Test;

/**
 * Liquibase 4.33 with Quiver's {@code io.quiver.liquibase.QuiverDatabase} (found by the driver's
 * service file), embedded and remote: a changelog creates tables, keys, an index, a foreign key
 * and a sequence, inserts and updates rows; its DATABASECHANGELOG and DATABASECHANGELOGLOCK tables
 * work, so a second run applies nothing.
 */
class LiquibaseTest extends JdbcTestBase {
  private static final String CHANGELOG = "liquibase/shop-changelog.xml";

  @SuppressWarnings("deprecation")
  private void update() throws Exception {
    try (Connection c = open()) {
      Database db = DatabaseFactory.getInstance().findCorrectDatabaseImplementation(new JdbcConnection(c));
      assertEquals("quiver", db.getShortName());
      try (Liquibase liquibase = new Liquibase(CHANGELOG, new ClassLoaderResourceAccessor(), db)) {
        liquibase.update("");
      }
    }
  }

  @SuppressWarnings("deprecation")
  private int unrun() throws Exception {
    try (Connection c = open()) {
      Database db = DatabaseFactory.getInstance().findCorrectDatabaseImplementation(new JdbcConnection(c));
      try (Liquibase liquibase = new Liquibase(CHANGELOG, new ClassLoaderResourceAccessor(), db)) {
        return liquibase.listUnrunChangeSets(null, null).size();
      }
    }
  }

  @Test
  void changelogAppliesOnceAndTheSecondRunAppliesNothing() throws Exception {
    assertEquals(4, unrun());
    update();
    assertEquals(List.of(java.util.Arrays.asList(1L, "Ann", false, null), List.of(2L, "Bob", true, "555-0100")),
        rows("SELECT id, name, vip, phone FROM customer ORDER BY id"));
    assertEquals(List.of(List.of(10, new java.math.BigDecimal("12.50"), java.sql.Date.valueOf("2024-01-15"), "first"),
            java.util.Arrays.asList(11, new java.math.BigDecimal("20.00"), java.sql.Date.valueOf("2024-02-29"), null)),
        rows("SELECT id, amount, placed, remark FROM orders ORDER BY id"));
    assertEquals(List.of(List.of(4L)), rows("SELECT COUNT(*) FROM databasechangelog WHERE exectype = 'EXECUTED'"));
    assertEquals(List.of(List.of("1-customer"), List.of("2-orders"), List.of("3-data"), List.of("4-changes")),
        rows("SELECT id FROM databasechangelog ORDER BY orderexecuted"));
    assertEquals(List.of(List.of(false)), rows("SELECT locked FROM databasechangeloglock"));

    // Second run: every change set is recorded, nothing runs again (no duplicate rows, no errors).
    assertEquals(0, unrun());
    update();
    assertEquals(List.of(List.of(2L)), rows("SELECT COUNT(*) FROM customer"));
    assertEquals(List.of(List.of(4L)), rows("SELECT COUNT(*) FROM databasechangelog"));

    // What the changelog declared is there and enforced.
    var meta = connection.getMetaData();
    try (var rs = meta.getImportedKeys(null, database, "orders")) {
      List<List<Object>> keys = new java.util.ArrayList<>();
      while (rs.next()) {
        keys.add(List.of(rs.getString("FK_NAME"), rs.getString("PKTABLE_NAME"), rs.getString("FKCOLUMN_NAME"),
            rs.getInt("DELETE_RULE")));
      }
      assertEquals(List.of(List.of("fk_orders_customer", "customer", "customer_id",
          java.sql.DatabaseMetaData.importedKeyCascade)), keys);
    }
    java.util.Set<String> indexes = new java.util.TreeSet<>();
    try (var rs = meta.getIndexInfo(null, database, "orders", false, false)) {
      while (rs.next()) {
        indexes.add(rs.getString("INDEX_NAME"));
      }
    }
    assertEquals(true, indexes.containsAll(List.of("idx_orders_placed", "orders_pk")), "indexes: " + indexes);
    SQLException orphan = assertThrows(SQLException.class,
        () -> statement.executeUpdate("INSERT INTO orders (id, customer_id, amount) VALUES (12, 99, 1)"));
    assertEquals("23503", orphan.getSQLState());
    SQLException missing = assertThrows(SQLException.class,
        () -> statement.executeUpdate("INSERT INTO orders (id, customer_id) VALUES (12, 1)"));
    assertEquals("23502", missing.getSQLState());
    SQLException duplicate = assertThrows(SQLException.class,
        () -> statement.executeUpdate("INSERT INTO customer (email) VALUES ('ann@example.com')"));
    assertEquals("23505", duplicate.getSQLState());
    assertEquals(List.of(List.of(100L)), rows("VALUES NEXT VALUE FOR invoice_seq"));
    assertEquals(List.of(List.of(110L)), rows("VALUES NEXT VALUE FOR invoice_seq"));
    statement.executeUpdate("DELETE FROM customer WHERE id = 1");
    assertEquals(List.of(List.of(11)), rows("SELECT id FROM orders"));
  }
}
