package io.quiver.table.sql;

import static io.quiver.table.sql.ParserFixture.parse;
import static io.quiver.table.sql.ParserFixture.unparse;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quiver.table.sql.ddl.SqlCreateTable;
import io.quiver.table.sql.ddl.SqlDropTable;
import io.quiver.table.sql.ddl.SqlTableColumn;
import java.util.List;
import java.util.Map;
import org.apache.calcite.sql.SqlLiteral;
import org.apache.calcite.sql.SqlSelect;
import org.apache.calcite.sql.parser.SqlParseException;
import org.junit.jupiter.api.Test;

class CreateDropTableTest {
  @Test
  void createTableWithEverything() throws SqlParseException {
    SqlCreateTable create = parse("CREATE TEMPORARY TABLE IF NOT EXISTS cat.db.Orders (\n"
        + "  id BIGINT NOT NULL,\n"
        + "  customer VARCHAR(20) NULL,\n"
        + "  amount DECIMAL(10, 2) DEFAULT 0,\n"
        + "  note STRING_NOT_A_TYPE,\n"
        + "  PRIMARY KEY (id, customer),\n"
        + "  UNIQUE (note)\n"
        + ") COMMENT 'all orders' WITH ('connector' = 'memory', 'a.b' = 'x')",
        SqlCreateTable.class);

    assertEquals(List.of("cat", "db", "Orders"), create.name().names);
    assertTrue(create.temporary());
    assertTrue(create.ifNotExists());
    assertEquals("all orders", create.comment());
    assertEquals(Map.of("connector", "memory", "a.b", "x"), create.properties());
    assertEquals(List.of("connector", "a.b"), List.copyOf(create.properties().keySet()));
    assertEquals(List.of("id", "customer"), create.primaryKey());
    assertEquals(List.of(List.of("note")), create.uniqueKeys());
    assertNull(create.query());

    List<SqlTableColumn> columns = create.columns();
    assertEquals(4, columns.size());
    SqlTableColumn id = columns.get(0);
    assertEquals("id", id.name().getSimple());
    assertEquals("BIGINT", id.type().getTypeName().getSimple());
    assertFalse(id.nullable());
    assertFalse(id.type().getNullable());
    assertNull(id.defaultValue());
    assertFalse(id.primaryKey());

    SqlTableColumn customer = columns.get(1);
    assertTrue(customer.nullable());
    assertEquals("VARCHAR(20)", unparse(customer.type()));

    SqlTableColumn amount = columns.get(2);
    assertTrue(amount.nullable());
    assertEquals(0, ((SqlLiteral) amount.defaultValue()).intValue(true));
    // A user-defined type name is the planner's business, not the parser's.
    assertEquals("STRING_NOT_A_TYPE", columns.get(3).type().getTypeName().getSimple());
  }

  @Test
  void columnLevelPrimaryKeyAndDefaults() throws SqlParseException {
    SqlCreateTable create = parse(
        "CREATE TABLE t (k INT PRIMARY KEY, v VARCHAR NOT NULL DEFAULT 'none')",
        SqlCreateTable.class);
    assertFalse(create.temporary());
    assertFalse(create.ifNotExists());
    assertNull(create.comment());
    assertEquals(Map.of(), create.properties());
    assertEquals(List.of("k"), create.primaryKey());
    assertEquals(List.of(), create.uniqueKeys());
    assertTrue(create.columns().get(0).primaryKey());
    assertFalse(create.columns().get(1).nullable());
    assertEquals("'none'", unparse(create.columns().get(1).defaultValue()));
  }

  @Test
  void createTableAsQuery() throws SqlParseException {
    SqlCreateTable create = parse("CREATE TABLE t2 WITH ('k' = 'v') AS SELECT a, b FROM t",
        SqlCreateTable.class);
    assertEquals(List.of(), create.columns());
    assertEquals(Map.of("k", "v"), create.properties());
    assertInstanceOf(SqlSelect.class, create.query());

    SqlCreateTable named = parse("CREATE TABLE t2 (x, y) AS SELECT a, b FROM t",
        SqlCreateTable.class);
    assertEquals("x", named.columns().get(0).name().getSimple());
    assertNull(named.columns().get(0).type());
    assertInstanceOf(SqlSelect.class, named.query());
  }

  @Test
  void createTableUnparsesToItself() throws SqlParseException {
    String sql = "CREATE TEMPORARY TABLE IF NOT EXISTS db.t (a INTEGER NOT NULL PRIMARY KEY,"
        + " b VARCHAR(10) DEFAULT 'x', UNIQUE (b)) COMMENT 'c' WITH ('k' = 'v')";
    assertEquals(sql, unparse(parse(sql)));
    String ctas = "CREATE TABLE t2 AS SELECT a FROM t";
    assertEquals("CREATE TABLE t2 AS SELECT a FROM t", unparse(parse(ctas)));
    // Reparsing the unparsed text gives the same text again.
    assertEquals(sql, unparse(parse(unparse(parse(sql)))));
  }

  @Test
  void identifiersKeepTheirCaseAndBackTicksQuote() throws SqlParseException {
    SqlCreateTable create = parse("CREATE TABLE `My Table` (`Select` INT, Mixed INT)",
        SqlCreateTable.class);
    assertEquals("My Table", create.name().getSimple());
    assertEquals("Select", create.columns().get(0).name().getSimple());
    assertEquals("Mixed", create.columns().get(1).name().getSimple());
  }

  @Test
  void typeIsRequiredWithoutQuery() {
    SqlParseException e = assertThrows(SqlParseException.class,
        () -> parse("CREATE TABLE t (a INT, b)"));
    assertTrue(e.getMessage().contains("'b'"), e.getMessage());
    assertEquals(1, e.getPos().getLineNum());
    assertEquals(24, e.getPos().getColumnNum());
  }

  @Test
  void onePrimaryKeyOnly() {
    SqlParseException e = assertThrows(SqlParseException.class,
        () -> parse("CREATE TABLE t (a INT PRIMARY KEY, PRIMARY KEY (a))"));
    assertTrue(e.getMessage().contains("Duplicate PRIMARY KEY"), e.getMessage());
  }

  @Test
  void orReplaceTableIsRejected() {
    SqlParseException e = assertThrows(SqlParseException.class,
        () -> parse("CREATE OR REPLACE TABLE t (a INT)"));
    assertTrue(e.getMessage().contains("OR REPLACE"), e.getMessage());
  }

  @Test
  void dropTable() throws SqlParseException {
    SqlDropTable drop = parse("DROP TABLE db.t", SqlDropTable.class);
    assertEquals(List.of("db", "t"), drop.name().names);
    assertFalse(drop.ifExists());
    assertFalse(drop.temporary());

    SqlDropTable temporary = parse("DROP TEMPORARY TABLE IF EXISTS t", SqlDropTable.class);
    assertTrue(temporary.ifExists());
    assertTrue(temporary.temporary());
    assertEquals("DROP TEMPORARY TABLE IF EXISTS t", unparse(temporary));
  }

  @Test
  void ifIsStillAName() throws SqlParseException {
    SqlCreateTable create = parse("CREATE TABLE if (a INT)", SqlCreateTable.class);
    assertEquals("if", create.name().getSimple());
    assertFalse(create.ifNotExists());
    assertEquals("if", parse("DROP TABLE if", SqlDropTable.class).name().getSimple());
  }
}
