package io.quiver.table.sql.ddl;

import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlOperator;
import org.apache.calcite.sql.SqlSpecialOperator;
import org.apache.calcite.sql.SqlWriter;
import org.apache.calcite.sql.parser.SqlParserPos;

/** {@code DROP INDEX [IF EXISTS] name [ON table]} (the ON form is MySQL's). */
public final class SqlDropIndex extends SqlDropObject {
  static final SqlOperator OPERATOR = new SqlSpecialOperator("DROP INDEX", SqlKind.DROP_INDEX);

  private final SqlIdentifier table;

  public SqlDropIndex(SqlParserPos pos, SqlIdentifier name, boolean ifExists, SqlIdentifier table) {
    super(OPERATOR, pos, name, ifExists, false);
    this.table = table;
  }

  /** The table named by ON, or null. */
  public SqlIdentifier table() {
    return table;
  }

  @Override
  String kind() {
    return "INDEX";
  }

  @Override
  void unparseSuffix(SqlWriter writer) {
    if (table != null) {
      writer.keyword("ON");
      table.unparse(writer, 0, 0);
    }
  }
}
