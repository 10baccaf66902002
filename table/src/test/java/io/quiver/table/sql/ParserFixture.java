package io.quiver.table.sql;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import io.quiver.table.sql.parser.QuiverSqlParserImpl;
import org.apache.calcite.avatica.util.Casing;
import org.apache.calcite.avatica.util.Quoting;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.parser.SqlParseException;
import org.apache.calcite.sql.parser.SqlParser;
import org.apache.calcite.sql.validate.SqlConformanceEnum;

/** Parses SQL the way the planner will: Quiver's parser, back-tick quoting, case kept. */
final class ParserFixture {
  private ParserFixture() {}

  static SqlParser.Config config() {
    return SqlParser.config()
        .withParserFactory(QuiverSqlParserImpl.FACTORY)
        .withQuoting(Quoting.BACK_TICK)
        .withUnquotedCasing(Casing.UNCHANGED)
        .withQuotedCasing(Casing.UNCHANGED)
        .withConformance(SqlConformanceEnum.DEFAULT);
  }

  static SqlNode parse(String sql) throws SqlParseException {
    return SqlParser.create(sql, config()).parseStmt();
  }

  static <T extends SqlNode> T parse(String sql, Class<T> type) throws SqlParseException {
    return assertInstanceOf(type, parse(sql));
  }

  /** The statement as it unparses, on one line, in Calcite's default dialect. */
  static String unparse(SqlNode node) {
    return node.toSqlString(c -> c.withQuoteAllIdentifiers(false).withClauseStartsLine(false)
        .withIndentation(0)).getSql().replaceAll("\\s+", " ").trim();
  }
}
