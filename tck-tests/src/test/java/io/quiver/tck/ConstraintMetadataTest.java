package io.quiver.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Keys, foreign keys, defaults and identity columns as DatabaseMetaData reports them, embedded and remote. */
class ConstraintMetadataTest extends JdbcTestBase {
  private DatabaseMetaData meta;

  @BeforeEach
  void createSchema() throws SQLException {
    statement.execute("CREATE TABLE customers (id BIGSERIAL CONSTRAINT customers_key PRIMARY KEY,"
        + " region INT NOT NULL, code INT NOT NULL, created TIMESTAMP DEFAULT CURRENT_TIMESTAMP, CONSTRAINT region_code"
        + " UNIQUE (region, code))");
    statement.execute("CREATE TABLE orders (id INT PRIMARY KEY, customer_id BIGINT REFERENCES customers"
        + " ON DELETE CASCADE, region INT, code INT, qty INT DEFAULT 1, CONSTRAINT orders_rc FOREIGN KEY (region, code)"
        + " REFERENCES customers (region, code) ON DELETE SET NULL ON UPDATE RESTRICT)");
    meta = connection.getMetaData();
  }

  private static List<List<Object>> read(ResultSet rs, String... names) throws SQLException {
    List<List<Object>> rows = new ArrayList<>();
    try (rs) {
      while (rs.next()) {
        List<Object> row = new ArrayList<>();
        for (String name : names) {
          Object value = rs.getObject(name);
          row.add(value instanceof Number n && !(value instanceof Long) ? n.intValue() : value);
        }
        rows.add(row);
      }
    }
    return rows;
  }

  @Test
  void primaryKeysCarryTheirNames() throws SQLException {
    assertEquals(List.of(Arrays.asList("customers", "id", 1, "customers_key")),
        read(meta.getPrimaryKeys(null, database, "customers"), "TABLE_NAME", "COLUMN_NAME", "KEY_SEQ", "PK_NAME"));
    assertEquals(List.of(Arrays.asList("orders", "id", 1, "orders_pkey")),
        read(meta.getPrimaryKeys(null, database, "orders"), "TABLE_NAME", "COLUMN_NAME", "KEY_SEQ", "PK_NAME"));
  }

  @Test
  void importedExportedAndCrossReferenceKeys() throws SQLException {
    String[] columns = {"PKTABLE_NAME", "PKCOLUMN_NAME", "FKTABLE_NAME", "FKCOLUMN_NAME", "KEY_SEQ", "UPDATE_RULE",
        "DELETE_RULE", "FK_NAME", "PK_NAME"};
    List<List<Object>> expected = List.of(
        Arrays.asList("customers", "id", "orders", "customer_id", 1, DatabaseMetaData.importedKeyNoAction,
            DatabaseMetaData.importedKeyCascade, "orders_customer_id_fkey", "customers_key"),
        Arrays.asList("customers", "region", "orders", "region", 1, DatabaseMetaData.importedKeyRestrict,
            DatabaseMetaData.importedKeySetNull, "orders_rc", "region_code"),
        Arrays.asList("customers", "code", "orders", "code", 2, DatabaseMetaData.importedKeyRestrict,
            DatabaseMetaData.importedKeySetNull, "orders_rc", "region_code"));
    assertEquals(expected, read(meta.getImportedKeys(null, database, "orders"), columns));
    assertEquals(expected, read(meta.getExportedKeys(null, database, "customers"), columns));
    assertEquals(expected, read(meta.getCrossReference(null, database, "customers", null, database, "orders"),
        columns));
    assertEquals(List.of(), read(meta.getImportedKeys(null, database, "customers"), columns));
    assertEquals(List.of(), read(meta.getCrossReference(null, database, "orders", null, database, "customers"),
        columns));
  }

  @Test
  void columnsReportDefaultsAndIdentity() throws SQLException {
    assertEquals(List.of(Arrays.asList("id", null, "YES", "NO", "NO"), Arrays.asList("region", null, "NO", "NO", "NO"),
            Arrays.asList("code", null, "NO", "NO", "NO"), Arrays.asList("created", "CURRENT_TIMESTAMP", "NO", "NO", "YES")),
        read(meta.getColumns(null, database, "customers", "%"), "COLUMN_NAME", "COLUMN_DEF", "IS_AUTOINCREMENT",
            "IS_GENERATEDCOLUMN", "IS_NULLABLE"));
    assertEquals(List.of(Arrays.asList("qty", "1")), read(meta.getColumns(null, database, "orders", "qty"),
        "COLUMN_NAME", "COLUMN_DEF"));
  }

  @Test
  void alterTableChangesWhatMetadataReports() throws SQLException {
    statement.execute("ALTER TABLE orders DROP CONSTRAINT orders_rc");
    statement.execute("ALTER TABLE orders RENAME COLUMN customer_id TO buyer");
    statement.execute("ALTER TABLE orders ALTER COLUMN qty SET DEFAULT 2");
    assertEquals(List.of(List.of("buyer", "orders_customer_id_fkey")),
        read(meta.getImportedKeys(null, database, "orders"), "FKCOLUMN_NAME", "FK_NAME"));
    assertEquals(List.of(Arrays.asList("qty", "2")), read(meta.getColumns(null, database, "orders", "qty"),
        "COLUMN_NAME", "COLUMN_DEF"));
    statement.execute("ALTER TABLE customers RENAME TO clients");
    assertEquals(List.of(List.of("clients", "buyer")),
        read(meta.getImportedKeys(null, database, "orders"), "PKTABLE_NAME", "FKCOLUMN_NAME"));
  }
}
