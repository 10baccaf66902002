package io.quiver.table.sql.ddl;

import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlOperator;
import org.apache.calcite.sql.SqlSpecialOperator;
import org.apache.calcite.sql.parser.SqlParserPos;

/** {@code DROP SEQUENCE [IF EXISTS] name}. */
public final class SqlDropSequence extends SqlDropObject {
  static final SqlOperator OPERATOR = new SqlSpecialOperator("DROP SEQUENCE", SqlKind.DROP_SEQUENCE);

  public SqlDropSequence(SqlParserPos pos, SqlIdentifier name, boolean ifExists) {
    super(OPERATOR, pos, name, ifExists, false);
  }

  @Override
  String kind() {
    return "SEQUENCE";
  }
}
