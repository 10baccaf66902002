package io.quiver.table.sql;

import static io.quiver.table.sql.ParserFixture.parse;
import static io.quiver.table.sql.ParserFixture.unparse;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quiver.table.sql.ddl.SqlLoadModule;
import io.quiver.table.sql.ddl.SqlReset;
import io.quiver.table.sql.ddl.SqlRichDescribeTable;
import io.quiver.table.sql.ddl.SqlSet;
import io.quiver.table.sql.ddl.SqlShowCatalogs;
import io.quiver.table.sql.ddl.SqlShowCurrentCatalog;
import io.quiver.table.sql.ddl.SqlShowCurrentDatabase;
import io.quiver.table.sql.ddl.SqlShowDatabases;
import io.quiver.table.sql.ddl.SqlShowFunctions;
import io.quiver.table.sql.ddl.SqlShowModules;
import io.quiver.table.sql.ddl.SqlShowTables;
import io.quiver.table.sql.ddl.SqlShowViews;
import io.quiver.table.sql.ddl.SqlUnloadModule;
import io.quiver.table.sql.ddl.SqlUseCatalog;
import io.quiver.table.sql.ddl.SqlUseDatabase;
import java.util.List;
import java.util.Map;
import org.apache.calcite.sql.SqlDescribeSchema;
import org.apache.calcite.sql.SqlExplain;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlNodeList;
import org.apache.calcite.sql.SqlSetOption;
import org.apache.calcite.sql.parser.SqlParseException;
import org.apache.calcite.sql.parser.SqlParser;
import org.junit.jupiter.api.Test;

/** USE, SHOW, DESCRIBE, LOAD/UNLOAD MODULE, SET and RESET. */
class SessionStatementTest {
  @Test
  void use() throws SqlParseException {
    assertEquals("c1", parse("USE CATALOG c1", SqlUseCatalog.class).name().getSimple());
    assertEquals(List.of("db"), parse("USE db", SqlUseDatabase.class).name().names);
    assertEquals(List.of("c1", "db"), parse("USE c1.db", SqlUseDatabase.class).name().names);
    // A database may be called "catalog".
    assertEquals(List.of("catalog"), parse("USE catalog", SqlUseDatabase.class).name().names);
    assertEquals("USE CATALOG c1", unparse(parse("USE CATALOG c1")));
  }

  @Test
  void show() throws SqlParseException {
    parse("SHOW CATALOGS", SqlShowCatalogs.class);
    parse("SHOW DATABASES", SqlShowDatabases.class);
    parse("SHOW TABLES", SqlShowTables.class);
    parse("SHOW VIEWS", SqlShowViews.class);
    parse("SHOW CURRENT CATALOG", SqlShowCurrentCatalog.class);
    parse("SHOW CURRENT DATABASE", SqlShowCurrentDatabase.class);
    assertFalse(parse("SHOW FUNCTIONS", SqlShowFunctions.class).userOnly());
    assertTrue(parse("SHOW USER FUNCTIONS", SqlShowFunctions.class).userOnly());
    assertFalse(parse("SHOW MODULES", SqlShowModules.class).full());
    assertTrue(parse("SHOW FULL MODULES", SqlShowModules.class).full());
    assertEquals("SHOW USER FUNCTIONS", unparse(parse("show user functions")));
  }

  @Test
  void describe() throws SqlParseException {
    assertEquals(List.of("db", "t"),
        parse("DESCRIBE db.t", SqlRichDescribeTable.class).name().names);
    assertEquals("t", parse("DESC t", SqlRichDescribeTable.class).name().getSimple());
    assertEquals("t", parse("DESCRIBE TABLE t", SqlRichDescribeTable.class).name().getSimple());
    // Tables may be called like the words of Calcite's DESCRIBE forms...
    assertEquals("database",
        parse("DESCRIBE database", SqlRichDescribeTable.class).name().getSimple());
    // ...which themselves still work.
    parse("DESCRIBE DATABASE db", SqlDescribeSchema.class);
    parse("DESCRIBE STATEMENT SELECT 1", SqlExplain.class);
  }

  @Test
  void modules() throws SqlParseException {
    SqlLoadModule load = parse("LOAD MODULE hive WITH ('version' = '3.1')", SqlLoadModule.class);
    assertEquals("hive", load.name().getSimple());
    assertEquals(Map.of("version", "3.1"), load.properties());
    assertEquals(Map.of(), parse("LOAD MODULE core", SqlLoadModule.class).properties());
    assertEquals("hive", parse("UNLOAD MODULE hive", SqlUnloadModule.class).name().getSimple());
  }

  @Test
  void setAndReset() throws SqlParseException {
    SqlSet set = parse("SET 'table.exec.resource.default-parallelism' = '4'", SqlSet.class);
    assertEquals("table.exec.resource.default-parallelism", set.key());
    assertEquals("4", set.value());
    assertEquals("SET 'a' = 'b'", unparse(parse("SET 'a' = 'b'")));

    SqlSet list = parse("SET", SqlSet.class);
    assertNull(list.key());
    assertNull(list.value());

    assertEquals("k", parse("RESET 'k'", SqlReset.class).key());
    assertNull(parse("RESET", SqlReset.class).key());

    // Calcite's own forms are untouched.
    assertInstanceOf(SqlSetOption.class, parse("SET x = 1"));
    assertInstanceOf(SqlSetOption.class, parse("RESET x"));
    assertInstanceOf(SqlSetOption.class, parse("RESET ALL"));
  }

  @Test
  void bareSetAndResetInAScript() throws SqlParseException {
    SqlNodeList statements = SqlParser.create("SET; RESET; SET 'a' = 'b'; SHOW TABLES",
        ParserFixture.config()).parseStmtList();
    List<Class<?>> types = statements.stream().map(SqlNode::getClass)
        .collect(java.util.stream.Collectors.toList());
    assertEquals(List.of(SqlSet.class, SqlReset.class, SqlSet.class, SqlShowTables.class),
        types);
  }
}
