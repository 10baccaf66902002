package io.quiver.table.sql;

import static io.quiver.table.sql.ParserFixture.parse;
import static io.quiver.table.sql.ParserFixture.unparse;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quiver.table.sql.ddl.SqlAlterTableAdd;
import io.quiver.table.sql.ddl.SqlAlterTableOptions;
import io.quiver.table.sql.ddl.SqlAlterTableRename;
import io.quiver.table.sql.ddl.SqlCreateCatalog;
import io.quiver.table.sql.ddl.SqlCreateDatabase;
import io.quiver.table.sql.ddl.SqlCreateFunction;
import io.quiver.table.sql.ddl.SqlCreateView;
import io.quiver.table.sql.ddl.SqlDropCatalog;
import io.quiver.table.sql.ddl.SqlDropDatabase;
import io.quiver.table.sql.ddl.SqlDropFunction;
import io.quiver.table.sql.ddl.SqlDropView;
import java.util.List;
import java.util.Map;
import org.apache.calcite.sql.SqlOrderBy;
import org.apache.calcite.sql.SqlSelect;
import org.apache.calcite.sql.parser.SqlParseException;
import org.junit.jupiter.api.Test;

/** Views, databases, catalogs, functions and ALTER TABLE. */
class CatalogObjectDdlTest {
  @Test
  void createView() throws SqlParseException {
    SqlCreateView view = parse("CREATE OR REPLACE TEMPORARY VIEW v (x, y) COMMENT 'c' AS "
        + "SELECT a, b FROM t", SqlCreateView.class);
    assertEquals("v", view.name().getSimple());
    assertEquals(List.of("x", "y"), view.columnNames());
    assertEquals("c", view.comment());
    assertTrue(view.orReplace());
    assertTrue(view.temporary());
    assertFalse(view.ifNotExists());
    assertInstanceOf(SqlSelect.class, view.query());

    SqlCreateView plain = parse("CREATE VIEW IF NOT EXISTS db.v AS SELECT 1 ORDER BY 1",
        SqlCreateView.class);
    assertEquals(List.of("db", "v"), plain.name().names);
    assertEquals(List.of(), plain.columnNames());
    assertNull(plain.comment());
    assertFalse(plain.orReplace());
    assertTrue(plain.ifNotExists());
    assertInstanceOf(SqlOrderBy.class, plain.query());
    assertEquals("CREATE VIEW IF NOT EXISTS db.v AS SELECT 1 ORDER BY 1", unparse(plain));
  }

  @Test
  void dropView() throws SqlParseException {
    SqlDropView drop = parse("DROP TEMPORARY VIEW IF EXISTS v", SqlDropView.class);
    assertEquals("v", drop.name().getSimple());
    assertTrue(drop.ifExists());
    assertTrue(drop.temporary());
  }

  @Test
  void createAndDropDatabase() throws SqlParseException {
    SqlCreateDatabase create = parse(
        "CREATE DATABASE IF NOT EXISTS cat.db COMMENT 'sales' WITH ('k' = 'v')",
        SqlCreateDatabase.class);
    assertEquals(List.of("cat", "db"), create.name().names);
    assertTrue(create.ifNotExists());
    assertEquals("sales", create.comment());
    assertEquals(Map.of("k", "v"), create.properties());
    assertEquals("CREATE DATABASE IF NOT EXISTS cat.db COMMENT 'sales' WITH ('k' = 'v')",
        unparse(create));

    SqlDropDatabase drop = parse("DROP DATABASE IF EXISTS db CASCADE", SqlDropDatabase.class);
    assertTrue(drop.ifExists());
    assertTrue(drop.cascade());
    assertFalse(parse("DROP DATABASE db RESTRICT", SqlDropDatabase.class).cascade());
    assertFalse(parse("DROP DATABASE db", SqlDropDatabase.class).cascade());
  }

  @Test
  void createAndDropCatalog() throws SqlParseException {
    SqlCreateCatalog create = parse("CREATE CATALOG c1 WITH ('type' = 'generic_in_memory')",
        SqlCreateCatalog.class);
    assertEquals("c1", create.name().getSimple());
    assertEquals(Map.of("type", "generic_in_memory"), create.properties());
    assertFalse(create.ifNotExists());

    SqlDropCatalog drop = parse("DROP CATALOG IF EXISTS c1", SqlDropCatalog.class);
    assertEquals("c1", drop.name().getSimple());
    assertTrue(drop.ifExists());
    assertEquals("DROP CATALOG IF EXISTS c1", unparse(drop));
  }

  @Test
  void temporaryDatabaseIsRejected() {
    SqlParseException e = assertThrows(SqlParseException.class,
        () -> parse("CREATE TEMPORARY DATABASE db"));
    assertTrue(e.getMessage().contains("TEMPORARY"), e.getMessage());
  }

  @Test
  void createFunction() throws SqlParseException {
    SqlCreateFunction create = parse("CREATE TEMPORARY SYSTEM FUNCTION IF NOT EXISTS myUpper "
        + "AS 'com.example.Upper' LANGUAGE JAVA", SqlCreateFunction.class);
    assertEquals("myUpper", create.name().getSimple());
    assertEquals("com.example.Upper", create.className());
    assertEquals("JAVA", create.language());
    assertTrue(create.temporary());
    assertTrue(create.system());
    assertTrue(create.ifNotExists());

    SqlCreateFunction plain = parse("CREATE FUNCTION db.f AS 'F'", SqlCreateFunction.class);
    assertEquals(List.of("db", "f"), plain.name().names);
    assertFalse(plain.temporary());
    assertFalse(plain.system());
    assertEquals("CREATE FUNCTION db.f AS 'F' LANGUAGE JAVA", unparse(plain));
  }

  @Test
  void dropFunction() throws SqlParseException {
    SqlDropFunction drop = parse("DROP TEMPORARY SYSTEM FUNCTION IF EXISTS f",
        SqlDropFunction.class);
    assertTrue(drop.temporary());
    assertTrue(drop.system());
    assertTrue(drop.ifExists());
    assertEquals("DROP TEMPORARY SYSTEM FUNCTION IF EXISTS f", unparse(drop));
    assertFalse(parse("DROP FUNCTION f", SqlDropFunction.class).system());
  }

  @Test
  void systemIsOnlyForFunctions() {
    assertThrows(SqlParseException.class, () -> parse("CREATE SYSTEM TABLE t (a INT)"));
    assertThrows(SqlParseException.class, () -> parse("DROP SYSTEM TABLE t"));
  }

  @Test
  void alterTable() throws SqlParseException {
    SqlAlterTableRename rename = parse("ALTER TABLE db.t RENAME TO t2",
        SqlAlterTableRename.class);
    assertEquals(List.of("db", "t"), rename.name().names);
    assertEquals("t2", rename.newName().getSimple());
    assertEquals("ALTER TABLE db.t RENAME TO t2", unparse(rename));

    SqlAlterTableOptions options = parse("ALTER TABLE t SET ('k' = 'v', 'k2' = 'v2')",
        SqlAlterTableOptions.class);
    assertEquals(Map.of("k", "v", "k2", "v2"), options.properties());

    SqlAlterTableAdd add = parse("ALTER TABLE t ADD (c INT NOT NULL, d VARCHAR DEFAULT 'x')",
        SqlAlterTableAdd.class);
    assertEquals(2, add.columns().size());
    assertEquals("c", add.columns().get(0).name().getSimple());
    assertFalse(add.columns().get(0).nullable());
    assertEquals("'x'", unparse(add.columns().get(1).defaultValue()));

    SqlAlterTableAdd one = parse("ALTER TABLE t ADD e DOUBLE", SqlAlterTableAdd.class);
    assertEquals("DOUBLE", one.columns().get(0).type().getTypeName().getSimple());
  }
}
