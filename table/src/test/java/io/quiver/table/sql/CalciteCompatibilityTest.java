package io.quiver.table.sql;

import static io.quiver.table.sql.ParserFixture.parse;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.apache.calcite.avatica.util.Quoting;
import org.apache.calcite.sql.SqlBasicCall;
import org.apache.calcite.sql.SqlDelete;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlMerge;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlOrderBy;
import org.apache.calcite.sql.SqlSelect;
import org.apache.calcite.sql.SqlUpdate;
import org.apache.calcite.sql.SqlWith;
import org.apache.calcite.sql.parser.SqlParseException;
import org.apache.calcite.sql.parser.SqlParser;
import org.junit.jupiter.api.Test;

/** Calcite's own statements, identifiers and errors behave as before the extensions. */
class CalciteCompatibilityTest {
  @Test
  void queriesAndDml() throws SqlParseException {
    parse("SELECT a, COUNT(*) FROM t WHERE b > 1 GROUP BY a HAVING COUNT(*) > 2",
        SqlSelect.class);
    parse("SELECT * FROM t ORDER BY a LIMIT 10", SqlOrderBy.class);
    parse("WITH x AS (SELECT 1 AS a) SELECT a FROM x", SqlWith.class);
    assertEquals("VALUES", parse("VALUES (1, 'a'), (2, 'b')", SqlBasicCall.class)
        .getOperator().getName());
    parse("UPDATE t SET a = 1 WHERE b = 2", SqlUpdate.class);
    parse("DELETE FROM t WHERE a = 1", SqlDelete.class);
    parse("MERGE INTO t USING s ON t.id = s.id WHEN MATCHED THEN UPDATE SET a = s.a "
        + "WHEN NOT MATCHED THEN INSERT (id, a) VALUES (s.id, s.a)", SqlMerge.class);
  }

  @Test
  void newKeywordsAreStillNames() throws SqlParseException {
    SqlSelect select = parse("SELECT tables, modules, catalogs, databases, functions, views, "
        + "comment, if, use, load, unload, rename, overwrite, codegen FROM t", SqlSelect.class);
    assertEquals("tables", ((SqlIdentifier) select.getSelectList().get(0)).getSimple());
    assertEquals(14, select.getSelectList().size());
    parse("SELECT t.tables FROM functions AS t", SqlSelect.class);
  }

  @Test
  void identifierQuotingAndCase() throws SqlParseException {
    SqlSelect select = parse("SELECT `Col A`, MixedCase FROM `My Table`", SqlSelect.class);
    assertEquals("Col A", ((SqlIdentifier) select.getSelectList().get(0)).getSimple());
    assertEquals("MixedCase", ((SqlIdentifier) select.getSelectList().get(1)).getSimple());
    assertEquals("My Table", ((SqlIdentifier) select.getFrom()).getSimple());

    SqlParser.Config doubleQuotes = ParserFixture.config().withQuoting(Quoting.DOUBLE_QUOTE);
    SqlNode node = SqlParser.create("CREATE TABLE \"T x\" (\"Select\" INT)", doubleQuotes)
        .parseStmt();
    assertEquals("T x", ((io.quiver.table.sql.ddl.SqlCreateTable) node).name().getSimple());
  }

  @Test
  void syntaxErrorHasLineAndColumn() {
    SqlParseException e = assertThrows(SqlParseException.class, () -> parse("SELEC 1"));
    assertEquals(1, e.getPos().getLineNum());
    assertEquals(1, e.getPos().getColumnNum());

    SqlParseException second = assertThrows(SqlParseException.class,
        () -> parse("CREATE TABLE t (\n  a INT,\n  b INT NOT\n)"));
    assertEquals(4, second.getPos().getLineNum());
    assertEquals(1, second.getPos().getColumnNum());
    assertTrue(second.getMessage().contains("line 4, column 1"), second.getMessage());

    // Statements are chosen on their first two tokens, so an unknown SHOW is reported at SHOW.
    SqlParseException show = assertThrows(SqlParseException.class,
        () -> SqlParser.create("SELECT 1;\nSHOW STUFF", ParserFixture.config()).parseStmtList());
    assertEquals(List.of(2, 1), List.of(show.getPos().getLineNum(),
        show.getPos().getColumnNum()));
    assertTrue(show.getMessage().contains("SHOW") && show.getMessage().contains("at line 2, column 1"),
        show.getMessage());
  }
}
