package io.quiver.table.api.internal;

import org.apache.calcite.avatica.util.Casing;
import org.apache.calcite.sql.SqlDialect;
import org.apache.calcite.sql.SqlNode;

/** SQL text Quiver writes back, e.g. a view's expanded query: identifiers quoted with backticks. */
final class SqlText {
  private static final SqlDialect DIALECT = new SqlDialect(SqlDialect.EMPTY_CONTEXT
      .withIdentifierQuoteString("`")
      .withUnquotedCasing(Casing.UNCHANGED)
      .withQuotedCasing(Casing.UNCHANGED)
      .withCaseSensitive(true));

  private SqlText() {}

  static String unparse(SqlNode node) {
    return node.toSqlString(DIALECT).getSql();
  }

  static String quote(String identifier) {
    return "`" + identifier.replace("`", "``") + "`";
  }
}
