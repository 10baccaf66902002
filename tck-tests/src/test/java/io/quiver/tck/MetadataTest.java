package io.quiver.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Types;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** DatabaseMetaData and ResultSetMetaData as database IDEs and BI tools read them. */
class MetadataTest extends JdbcTestBase {
  private DatabaseMetaData meta;

  @BeforeEach
  void createObjects() throws SQLException {
    statement.execute("CREATE TABLE orders (id INT NOT NULL, customer VARCHAR(20), amount DECIMAL(10, 2),"
        + " placed DATE, at_time TIMESTAMP(3), ratio DOUBLE, PRIMARY KEY (id))");
    statement.execute("CREATE TABLE order_lines (order_id INT, line BIGINT)");
    statement.execute("CREATE TABLE `orderXlines` (x INT)");
    statement.execute("CREATE VIEW big_orders AS SELECT id, amount FROM orders WHERE amount > 100");
    statement.execute("CREATE TEMPORARY VIEW recent AS SELECT id FROM orders");
    meta = connection.getMetaData();
  }

  private static List<List<Object>> columns(ResultSet rs, String... names) throws SQLException {
    List<List<Object>> rows = new ArrayList<>();
    try (rs) {
      while (rs.next()) {
        List<Object> row = new ArrayList<>();
        for (String name : names) {
          row.add(rs.getObject(name));
        }
        rows.add(row);
      }
    }
    return rows;
  }

  @Test
  void productAndIdentifierAnswers() throws SQLException {
    assertEquals("Quiver", meta.getDatabaseProductName());
    // A JDBC connection speaks the standard dialect: names match ignoring case and keep their case.
    assertEquals("\"", meta.getIdentifierQuoteString());
    assertFalse(meta.supportsMixedCaseIdentifiers());
    assertTrue(meta.storesMixedCaseIdentifiers());
    assertFalse(meta.storesUpperCaseIdentifiers());
    assertFalse(meta.storesLowerCaseIdentifiers());
    assertEquals("\\", meta.getSearchStringEscape());
    assertTrue(meta.nullsAreSortedHigh());
    assertTrue(meta.supportsResultSetType(ResultSet.TYPE_FORWARD_ONLY));
    assertTrue(meta.supportsResultSetType(ResultSet.TYPE_SCROLL_INSENSITIVE));
    assertFalse(meta.supportsResultSetType(ResultSet.TYPE_SCROLL_SENSITIVE));
    assertTrue(meta.supportsBatchUpdates());
    assertFalse(meta.supportsStoredProcedures());
  }

  @Test
  void catalogsAndSchemas() throws SQLException {
    assertEquals(List.of(List.of("default_catalog")), columns(meta.getCatalogs(), "TABLE_CAT"));
    assertEquals(List.of(List.of(database, "default_catalog")),
        columns(meta.getSchemas("default_catalog", database), "TABLE_SCHEM", "TABLE_CATALOG"));
    List<List<Object>> all = columns(meta.getSchemas(), "TABLE_SCHEM");
    assertTrue(all.contains(List.of("default_database")), all.toString());
    assertTrue(all.contains(List.of(database)), all.toString());
  }

  @Test
  void tableTypesAndTablesWithTypeFiltersAndPatterns() throws SQLException {
    assertEquals(List.of(List.of("TABLE"), List.of("TEMPORARY TABLE"), List.of("TEMPORARY VIEW"), List.of("VIEW")),
        columns(meta.getTableTypes(), "TABLE_TYPE"));
    assertEquals(List.of(
        List.of("orderXlines", "TABLE"), List.of("order_lines", "TABLE"), List.of("orders", "TABLE"),
        List.of("recent", "TEMPORARY VIEW"), List.of("big_orders", "VIEW")),
        columns(meta.getTables(null, database, "%", null), "TABLE_NAME", "TABLE_TYPE"));
    assertEquals(List.of(List.of("big_orders")),
        columns(meta.getTables(null, database, "%", new String[] {"VIEW"}), "TABLE_NAME"));
    // '_' matches any one character; escaped, only itself.
    assertEquals(List.of(List.of("orderXlines"), List.of("order_lines")),
        columns(meta.getTables(null, database, "order_lines", null), "TABLE_NAME"));
    assertEquals(List.of(List.of("order_lines")),
        columns(meta.getTables(null, database, "order\\_lines", null), "TABLE_NAME"));
    assertEquals(List.of(), columns(meta.getTables(null, database, "ORDERS", null), "TABLE_NAME"));
    assertEquals(List.of(List.of("default_catalog", database, "orders")),
        columns(meta.getTables("default_catalog", database, "orders", new String[] {"TABLE"}), "TABLE_CAT",
            "TABLE_SCHEM", "TABLE_NAME"));
  }

  @Test
  void columnsDescribeEveryType() throws SQLException {
    assertEquals(List.of(
        Arrays.asList("id", Types.INTEGER, "INTEGER", 10, 0, 10, DatabaseMetaData.columnNoNulls, "NO", 1, null),
        Arrays.asList("customer", Types.VARCHAR, "VARCHAR", 20, null, null, DatabaseMetaData.columnNullable, "YES", 2,
            80),
        Arrays.asList("amount", Types.DECIMAL, "DECIMAL", 10, 2, 10, DatabaseMetaData.columnNullable, "YES", 3, null),
        Arrays.asList("placed", Types.DATE, "DATE", 10, 0, null, DatabaseMetaData.columnNullable, "YES", 4, null),
        Arrays.asList("at_time", Types.TIMESTAMP, "TIMESTAMP", 23, 3, null, DatabaseMetaData.columnNullable, "YES", 5,
            null),
        Arrays.asList("ratio", Types.DOUBLE, "DOUBLE", 15, null, 10, DatabaseMetaData.columnNullable, "YES", 6, null)),
        columns(meta.getColumns(null, database, "orders", "%"), "COLUMN_NAME", "DATA_TYPE", "TYPE_NAME",
            "COLUMN_SIZE", "DECIMAL_DIGITS", "NUM_PREC_RADIX", "NULLABLE", "IS_NULLABLE", "ORDINAL_POSITION",
            "CHAR_OCTET_LENGTH"));
    try (ResultSet rs = meta.getColumns(null, database, "orders", "id")) {
      assertEquals(24, rs.getMetaData().getColumnCount());
      assertTrue(rs.next());
      assertEquals("NO", rs.getString("IS_AUTOINCREMENT"));
      assertEquals("NO", rs.getString("IS_GENERATEDCOLUMN"));
      assertEquals(null, rs.getString("COLUMN_DEF"));
      assertFalse(rs.next());
    }
    assertEquals(List.of(List.of("id"), List.of("amount")),
        columns(meta.getColumns(null, database, "big_orders", null), "COLUMN_NAME"));
  }

  /** Avatica's remote protocol carries only catalogs, schemas, tables, columns and types. */
  @Test
  void primaryKeysAndEmptyKeyIndexAndProcedureResults() throws SQLException {
    assertEquals(List.of(Arrays.asList(database, "orders", "id", 1)),
        columns(meta.getPrimaryKeys(null, database, "orders"), "TABLE_SCHEM", "TABLE_NAME", "COLUMN_NAME", "KEY_SEQ"));
    assertEquals(List.of(), columns(meta.getPrimaryKeys(null, database, "order_lines"), "COLUMN_NAME"));
    try (ResultSet rs = meta.getImportedKeys(null, database, "orders")) {
      assertEquals("PKTABLE_CAT", rs.getMetaData().getColumnName(1));
      assertEquals(14, rs.getMetaData().getColumnCount());
      assertFalse(rs.next());
    }
    try (ResultSet rs = meta.getProcedures(null, null, "%")) {
      assertEquals("PROCEDURE_CAT", rs.getMetaData().getColumnName(1));
      assertFalse(rs.next());
    }
  }

  @Test
  void indexInfoListsTheUniqueIndexOfEachKey() throws SQLException {
    statement.execute("CREATE TABLE people (id INT PRIMARY KEY, email VARCHAR(40), a INT, b INT, UNIQUE (email),"
        + " UNIQUE (a, b))");
    // Each index is named after its constraint, PostgreSQL's way, and listed in name order.
    assertEquals(List.of(Arrays.asList("people_a_b_key", false, "a", 1),
            Arrays.asList("people_a_b_key", false, "b", 2),
            Arrays.asList("people_email_key", false, "email", 1),
            Arrays.asList("people_pkey", false, "id", 1)),
        columns(meta.getIndexInfo(null, database, "people", true, false), "INDEX_NAME", "NON_UNIQUE", "COLUMN_NAME",
            "ORDINAL_POSITION"));
    assertEquals(List.of(), columns(meta.getIndexInfo(null, database, "order_lines", false, false), "INDEX_NAME"));
  }

  @Test
  void anIsolationLevelAskedForIsReportedAsTheSnapshotIsolationGiven() throws SQLException {
    connection.setTransactionIsolation(Connection.TRANSACTION_READ_COMMITTED);
    assertEquals(Connection.TRANSACTION_REPEATABLE_READ, connection.getTransactionIsolation());
  }

  @Test
  void typeInfoListsEveryTypeByDataType() throws SQLException {
    assertEquals(List.of(
        List.of("TINYINT", Types.TINYINT), List.of("BIGINT", Types.BIGINT), List.of("VARBINARY", Types.VARBINARY),
        List.of("BINARY", Types.BINARY), List.of("CHAR", Types.CHAR),
        List.of("DECIMAL", Types.DECIMAL), List.of("INTEGER", Types.INTEGER), List.of("SMALLINT", Types.SMALLINT),
        List.of("REAL", Types.REAL), List.of("DOUBLE", Types.DOUBLE), List.of("VARCHAR", Types.VARCHAR),
        List.of("BOOLEAN", Types.BOOLEAN), List.of("DATE", Types.DATE), List.of("TIME", Types.TIME),
        List.of("TIMESTAMP", Types.TIMESTAMP), List.of("INTERVAL_YEAR_MONTH", Types.OTHER),
        List.of("INTERVAL_DAY_TIME", Types.OTHER), List.of("MAP", Types.JAVA_OBJECT), List.of("ROW", Types.STRUCT),
        List.of("ARRAY", Types.ARRAY), List.of("MULTISET", Types.ARRAY),
        List.of("TIMESTAMP_LTZ", Types.TIMESTAMP_WITH_TIMEZONE)),
        columns(meta.getTypeInfo(), "TYPE_NAME", "DATA_TYPE"));
  }

  @Test
  void functionsListTheBuiltIns() throws SQLException {
    assertEquals(List.of(List.of("UPPER")), columns(meta.getFunctions(null, null, "UPP%"), "FUNCTION_NAME"));
  }

  @Test
  void resultSetMetaDataIsExact() throws SQLException {
    try (ResultSet rs = statement.executeQuery("SELECT id, customer AS who, amount, placed, at_time, ratio,"
        + " amount * 2 AS twice FROM orders")) {
      ResultSetMetaData md = rs.getMetaData();
      assertEquals(7, md.getColumnCount());
      assertEquals("who", md.getColumnLabel(2));
      assertEquals(List.of(Types.INTEGER, Types.VARCHAR, Types.DECIMAL, Types.DATE, Types.TIMESTAMP, Types.DOUBLE,
          Types.DECIMAL), List.of(md.getColumnType(1), md.getColumnType(2), md.getColumnType(3), md.getColumnType(4),
          md.getColumnType(5), md.getColumnType(6), md.getColumnType(7)));
      assertEquals(ResultSetMetaData.columnNoNulls, md.isNullable(1));
      assertEquals(ResultSetMetaData.columnNullable, md.isNullable(2));
      assertEquals(20, md.getPrecision(2));
      assertEquals(10, md.getPrecision(3));
      assertEquals(2, md.getScale(3));
      assertEquals(3, md.getScale(5));
      assertEquals("java.lang.Integer", md.getColumnClassName(1));
      assertEquals("java.lang.String", md.getColumnClassName(2));
      assertEquals("java.math.BigDecimal", md.getColumnClassName(3));
      assertEquals("java.sql.Date", md.getColumnClassName(4));
      assertEquals("java.sql.Timestamp", md.getColumnClassName(5));
      assertEquals("DECIMAL", md.getColumnTypeName(7));
    }
  }

  /** What database IDEs ask at connect: transactions, isolation, read-only, generated keys, visibility. */
  @Test
  void transactionAndResultSetAnswersMatchTheEngine() throws SQLException {
    assertTrue(meta.supportsTransactions());
    assertTrue(meta.supportsMultipleTransactions());
    assertEquals(Connection.TRANSACTION_REPEATABLE_READ, meta.getDefaultTransactionIsolation());
    assertEquals(meta.getDefaultTransactionIsolation(), connection.getTransactionIsolation());
    assertTrue(meta.supportsTransactionIsolationLevel(Connection.TRANSACTION_REPEATABLE_READ));
    assertFalse(meta.supportsTransactionIsolationLevel(Connection.TRANSACTION_READ_UNCOMMITTED));
    assertFalse(connection.isReadOnly());
    assertFalse(meta.isReadOnly());
    assertTrue(meta.supportsGetGeneratedKeys());
    assertTrue(meta.supportsResultSetHoldability(meta.getResultSetHoldability()));
    assertFalse(meta.ownUpdatesAreVisible(ResultSet.TYPE_FORWARD_ONLY));
    assertFalse(meta.othersInsertsAreVisible(ResultSet.TYPE_FORWARD_ONLY));
    assertFalse(meta.insertsAreDetected(ResultSet.TYPE_FORWARD_ONLY));
    try (ResultSet rs = statement.executeQuery("SELECT id FROM orders")) {
      assertEquals("", rs.getMetaData().getTableName(1));
      assertEquals("", rs.getMetaData().getSchemaName(1));
      assertEquals("", rs.getMetaData().getCatalogName(1));
    }
  }
}
