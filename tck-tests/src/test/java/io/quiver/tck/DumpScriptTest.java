package io.quiver.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Timestamp;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * Dump scripts of other databases load unchanged, statement by statement through JDBC: a
 * PostgreSQL 15 {@code pg_dump --inserts} plain-format script and a MySQL 8 {@code mysqldump}
 * script of the same small shop (test resources {@code dumps/}, written as those tools write
 * them). Then the data, the keys, the defaults, the sequences and the constraints behave as they
 * did in the source database.
 */
class DumpScriptTest extends JdbcTestBase {
  static String resource(String name) throws IOException {
    try (InputStream in = DumpScriptTest.class.getResourceAsStream("/dumps/" + name)) {
      assertNotNull(in, name);
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  private void load(String name) throws IOException, SQLException {
    List<String> statements = ScriptStatements.split(resource(name));
    assertTrue(statements.size() > 40, "statements: " + statements.size());
    for (String sql : statements) {
      try (Statement s = connection.createStatement()) {
        s.execute(sql);
      } catch (SQLException e) {
        throw new AssertionError("failed (" + e.getSQLState() + "): " + sql + "\n" + e.getMessage(), e);
      }
    }
  }

  private Object single(String sql) throws SQLException {
    List<List<Object>> rows = rows(sql);
    assertEquals(1, rows.size(), sql);
    return rows.get(0).get(0);
  }

  private void assertState(String state, String sql) {
    SQLException e = assertThrows(SQLException.class, () -> statement.execute(sql), sql);
    assertEquals(state, e.getSQLState(), e.getMessage());
  }

  /** What both dumps hold: the same shop, with the order lines in {@code lines}. */
  private void checkShop(String lines) throws SQLException {
    assertEquals(3L, single("SELECT COUNT(*) FROM customers"));
    assertEquals(4L, single("SELECT COUNT(*) FROM orders"));
    assertEquals(3L, single("SELECT COUNT(*) FROM products"));
    assertEquals(5L, single("SELECT COUNT(*) FROM " + lines));
    assertEquals("Bob O'Brien", single("SELECT name FROM customers WHERE id = 2"));
    assertEquals("Chloé Dupont", single("SELECT name FROM customers WHERE email IS NULL"));
    assertEquals(Timestamp.valueOf("2024-01-15 10:20:30"), single("SELECT created_at FROM customers WHERE id = 1"));
    assertEquals("Oak desk; assembled", single("SELECT title FROM products WHERE sku = 'DESK-OAK'"));
    assertEquals(List.of(
        List.of("Ann Archer", new BigDecimal("149.97")),
        List.of("Bob O'Brien", new BigDecimal("17.50")),
        List.of("Chloé Dupont", new BigDecimal("230.00"))),
        rows("SELECT c.name, SUM(l.quantity * l.unit_price) FROM customers c JOIN orders o ON o.customer_id = c.id"
            + " JOIN " + lines + " l ON l.order_id = o.id GROUP BY c.name ORDER BY c.name"));
    assertEquals(List.of(List.of("new", 2L), List.of("shipped", 1L), List.of("cancelled", 1L)),
        rows("SELECT status, COUNT(*) FROM orders GROUP BY status ORDER BY COUNT(*) DESC, status DESC"));

    // The numbering goes on where the source database left it; defaults fill what is left out.
    statement.executeUpdate("INSERT INTO customers (name, email) VALUES ('Dan', 'dan@example.com')");
    assertEquals(List.of(List.of(4, "Dan")), rows("SELECT id, name FROM customers WHERE email = 'dan@example.com'"));
    assertNotNull(single("SELECT created_at FROM customers WHERE id = 4"));
    statement.executeUpdate("INSERT INTO orders (customer_id, ordered_on) VALUES (4, DATE '2024-04-01')");
    assertEquals(List.of(List.of("new")), rows("SELECT status FROM orders WHERE customer_id = 4"));
    assertEquals(11L, ((Number) single("SELECT id FROM orders WHERE customer_id = 4")).longValue());
    statement.executeUpdate("INSERT INTO products (sku, title, price) VALUES ('NIB', 'Spare nib', 2.00)");
    assertEquals(List.of(List.of(4, 0L)), rows("SELECT id, stock FROM products WHERE sku = 'NIB'"));

    // Keys, checks and foreign keys are enforced.
    assertState("23505", "INSERT INTO customers (name, email) VALUES ('Ann again', 'ann@example.com')");
    assertState("23505", "INSERT INTO products (sku, title, price) VALUES ('PEN-01', 'Pen', 1.00)");
    assertState("23514", "INSERT INTO products (sku, title, price) VALUES ('NEG', 'Refund', -1.00)");
    assertState("23514", "INSERT INTO " + lines + " VALUES (2, 1, 0, 9.99)");
    assertState("23503", "INSERT INTO orders (customer_id, ordered_on) VALUES (99, DATE '2024-04-01')");
    assertState("23503", "INSERT INTO " + lines + " VALUES (1, 99, 1, 1.00)");
    // ON DELETE CASCADE: the order's two lines go with it.
    assertEquals(1, statement.executeUpdate("DELETE FROM orders WHERE id = 1"));
    assertEquals(3L, single("SELECT COUNT(*) FROM " + lines));

  }

  private Set<String> indexes(String table) throws SQLException {
    Set<String> names = new TreeSet<>();
    try (ResultSet rs = connection.getMetaData().getIndexInfo(null, database, table, false, false)) {
      while (rs.next()) {
        names.add(rs.getString("INDEX_NAME"));
      }
    }
    return names;
  }

  private List<String> foreignKeys(String table) throws SQLException {
    List<String> keys = new ArrayList<>();
    DatabaseMetaData meta = connection.getMetaData();
    try (ResultSet rs = meta.getImportedKeys(null, database, table)) {
      while (rs.next()) {
        keys.add(rs.getString("FK_NAME") + ": " + rs.getString("FKCOLUMN_NAME") + " -> "
            + rs.getString("PKTABLE_NAME") + "." + rs.getString("PKCOLUMN_NAME"));
      }
    }
    keys.sort(null);
    return keys;
  }

  @Test
  void pgDumpLoadsUnchanged() throws IOException, SQLException {
    load("shop-pg_dump-15.sql");
    // standard_conforming_strings = on: a backslash is an ordinary character.
    assertEquals("C:\\temp\\ is fine", single("SELECT note FROM orders WHERE id = 3"));
    assertEquals(Timestamp.valueOf("2024-01-16 08:00:00.5"), single("SELECT created_at FROM customers WHERE id = 2"));
    assertEquals(Set.of("customers_email_key", "customers_pkey"), indexes("customers"));
    assertEquals(Set.of("orders_customer_id_idx", "orders_pkey", "orders_status_ordered_on_idx"), indexes("orders"));
    assertEquals(List.of("order_items_order_id_fkey: order_id -> orders.id",
        "order_items_product_id_fkey: product_id -> products.id"), foreignKeys("order_items"));
    checkShop("order_items");
    // The failed inserts of checkShop took values too, as in PostgreSQL: sequences stand outside
    // transactions. setval moves what the column's default takes next.
    assertEquals(List.of(List.of(4)), rows("SELECT MAX(id) FROM products"));
    long next = (Long) single("SELECT nextval('public.products_id_seq'::regclass)");
    assertTrue(next > 4, "next " + next);
    assertEquals(20L, single("SELECT pg_catalog.setval('products_id_seq', 20, false)"));
    assertEquals(20L, single("SELECT nextval('products_id_seq')"));
    statement.executeUpdate("INSERT INTO products (sku, title, price) VALUES ('CAP', 'Pen cap', 0.50)");
    assertEquals(List.of(List.of(21)), rows("SELECT id FROM products WHERE sku = 'CAP'"));
  }

  @Test
  void mysqldumpLoadsUnchanged() throws IOException, SQLException {
    load("shop-mysqldump-8.sql");
    assertEquals(Set.of("customers_pkey", "email", "idx_name"), indexes("customers"));
    assertEquals(Set.of("customer_id", "idx_status_date", "orders_pkey"), indexes("orders"));
    assertEquals(Set.of("product_id", "sales_lines_pkey"), indexes("sales_lines"));
    assertEquals(List.of("sales_lines_ibfk_1: order_id -> orders.id", "sales_lines_ibfk_2: product_id -> products.id"),
        foreignKeys("sales_lines"));
    assertEquals("second; small", single("SELECT note FROM orders WHERE id = 3"));
    assertEquals(List.of(List.of(1L, 1L)), rows("SELECT COUNT(*), SUM(vip) FROM customers WHERE vip = 1"));
    checkShop("sales_lines");
  }

  /**
   * {@code ./quiver -f dump.sql -u jdbc:quiver:mem:x}: the shell runs each dump unchanged (in a
   * JVM of its own, as the command does), then a query over what it loaded. Once, not per target.
   */
  @Test
  void theShellRunsBothDumps(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
    org.junit.jupiter.api.Assumptions.assumeTrue(target == JdbcTarget.EMBEDDED, "the shell runs once, on its own in-memory database");
    for (String[] dump : new String[][] {{"shop-pg_dump-15.sql", "order_items"}, {"shop-mysqldump-8.sql", "sales_lines"}}) {
      java.nio.file.Path file = dir.resolve(dump[0]);
      java.nio.file.Files.writeString(file, resource(dump[0]));
      Process process = new ProcessBuilder(java.nio.file.Path.of(System.getProperty("java.home"), "bin", "java").toString(),
          "-cp", System.getProperty("java.class.path"), "io.quiver.cli.Main", "-u", "jdbc:quiver:mem:x", "-f",
          file.toString(), "-e", "SELECT c.name, SUM(l.quantity * l.unit_price) AS total FROM customers c"
              + " JOIN orders o ON o.customer_id = c.id JOIN " + dump[1] + " l ON l.order_id = o.id"
              + " GROUP BY c.name ORDER BY c.name")
          .redirectErrorStream(true).start();
      String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      assertEquals(0, process.waitFor(), out);
      assertTrue(out.contains(String.join(System.lineSeparator(),
          "|   Ann Archer | 149.97 |",
          "|  Bob O'Brien |  17.50 |",
          "| Chloé Dupont | 230.00 |")), out);
    }
  }

  @Test
  void whatDumpsMeanAndQuiverCannotDoIsRefusedWithItsPosition() throws SQLException {
    statement.execute("CREATE TABLE t (id INT)");
    SQLException copy = assertThrows(SQLException.class, () -> statement.execute("COPY public.t (id) FROM stdin"));
    assertEquals("0A000", copy.getSQLState());
    assertTrue(copy.getMessage().contains("--inserts"), copy.getMessage());
    assertState("42704", "SET enable_seqscan = off");
    assertState("0A000", "SET standard_conforming_strings = off");
    assertState("42P01", "LOCK TABLES nowhere WRITE");
    assertState("42P01", "COMMENT ON TABLE public.nowhere IS 'x'");
    assertState("42P01", "SELECT pg_catalog.setval('public.no_seq', 1, true)");
    // MySQL's full-text and spatial keys have no counterpart: a parse error at the word.
    SQLException fulltext = assertThrows(SQLException.class,
        () -> statement.execute("CREATE TABLE d (body TEXT,\n  FULLTEXT KEY ft (body))"));
    assertEquals("42601", fulltext.getSQLState());
    assertTrue(fulltext.getMessage().contains("at line 2, column"), fulltext.getMessage());
    // A statement of only comments is still an error unless one is a MySQL version comment.
    assertState("42601", "/* nothing */");
    statement.execute("/*!40101 SET NAMES utf8mb4 */");
  }
}
