package io.quiver.table.sql.ddl;

import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlOperator;
import org.apache.calcite.sql.SqlSpecialOperator;
import org.apache.calcite.sql.SqlWriter;
import org.apache.calcite.sql.parser.SqlParserPos;

/**
 * {@code DROP DATABASE [IF EXISTS] [catalog.]name [RESTRICT | CASCADE]}. RESTRICT, the default,
 * refuses to drop a database that still holds tables, views or functions.
 */
public final class SqlDropDatabase extends SqlDropObject {
  static final SqlOperator OPERATOR = new SqlSpecialOperator("DROP DATABASE", SqlKind.OTHER_DDL);

  private final boolean cascade;

  public SqlDropDatabase(SqlParserPos pos, SqlIdentifier name, boolean ifExists,
      boolean cascade) {
    super(OPERATOR, pos, name, ifExists, false);
    this.cascade = cascade;
  }

  /** True for CASCADE: drop the database's objects too. */
  public boolean cascade() {
    return cascade;
  }

  @Override
  String kind() {
    return "DATABASE";
  }

  @Override
  void unparseSuffix(SqlWriter writer) {
    writer.keyword(cascade ? "CASCADE" : "RESTRICT");
  }
}
