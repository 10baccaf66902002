package io.quiver.table.sql;

import static io.quiver.table.sql.ParserFixture.parse;
import static io.quiver.table.sql.ParserFixture.unparse;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quiver.table.sql.ddl.SqlQuiverInsert;
import io.quiver.table.sql.ddl.SqlRichExplain;
import java.util.List;
import java.util.Set;
import org.apache.calcite.sql.SqlExplain;
import org.apache.calcite.sql.SqlExplainFormat;
import org.apache.calcite.sql.SqlSelect;
import org.apache.calcite.sql.parser.SqlParseException;
import org.junit.jupiter.api.Test;

class ExplainInsertTest {
  @Test
  void explainForms() throws SqlParseException {
    SqlRichExplain bare = parse("EXPLAIN SELECT 1", SqlRichExplain.class);
    assertEquals(Set.of(), bare.details());
    assertInstanceOf(SqlSelect.class, bare.statement());

    SqlRichExplain planFor = parse("EXPLAIN PLAN FOR SELECT a FROM t", SqlRichExplain.class);
    assertEquals(Set.of(), planFor.details());
    assertEquals("EXPLAIN PLAN FOR SELECT a FROM t", unparse(planFor));

    SqlRichExplain detailed = parse(
        "EXPLAIN ESTIMATED_COST, CHANGELOG_MODE, JSON_EXECUTION_PLAN, PLAN_ADVICE, codegen "
            + "SELECT 1", SqlRichExplain.class);
    assertEquals(List.of("ESTIMATED_COST", "CHANGELOG_MODE", "JSON_EXECUTION_PLAN",
        "PLAN_ADVICE", "CODEGEN"), List.copyOf(detailed.details()));
    assertEquals("EXPLAIN ESTIMATED_COST, CHANGELOG_MODE, JSON_EXECUTION_PLAN, PLAN_ADVICE, "
        + "CODEGEN SELECT 1", unparse(detailed));

    SqlRichExplain insert = parse("EXPLAIN CODEGEN INSERT OVERWRITE t SELECT 1",
        SqlRichExplain.class);
    assertTrue(assertInstanceOf(SqlQuiverInsert.class, insert.statement()).overwrite());
  }

  @Test
  void calciteExplainWithModifiersStaysCalcite() throws SqlParseException {
    SqlExplain explain = parse("EXPLAIN PLAN AS JSON FOR SELECT 1", SqlExplain.class);
    assertEquals(SqlExplainFormat.JSON, explain.getFormat());
    parse("EXPLAIN PLAN INCLUDING ALL ATTRIBUTES WITH IMPLEMENTATION FOR SELECT 1",
        SqlExplain.class);
  }

  @Test
  void insertIntoAndOverwrite() throws SqlParseException {
    SqlQuiverInsert into = parse("INSERT INTO db.t (a, b) VALUES (1, 2)",
        SqlQuiverInsert.class);
    assertFalse(into.overwrite());
    assertEquals("db.t", into.getTargetTable().toString());
    assertEquals(2, into.getTargetColumnList().size());
    assertEquals("INSERT INTO db.t (a, b) VALUES ROW(1, 2)", unparse(into));

    SqlQuiverInsert overwrite = parse("INSERT OVERWRITE t SELECT * FROM s",
        SqlQuiverInsert.class);
    assertTrue(overwrite.overwrite());
    assertInstanceOf(SqlSelect.class, overwrite.getSource());
    assertEquals("INSERT OVERWRITE t SELECT * FROM s", unparse(overwrite));
    assertEquals(unparse(overwrite), unparse(parse(unparse(overwrite))));

    assertTrue(parse("UPSERT INTO t VALUES (1)", SqlQuiverInsert.class).isUpsert());
    assertThrows(SqlParseException.class, () -> parse("UPSERT OVERWRITE t VALUES (1)"));
  }
}
