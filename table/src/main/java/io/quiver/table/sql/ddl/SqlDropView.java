package io.quiver.table.sql.ddl;

import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlOperator;
import org.apache.calcite.sql.SqlSpecialOperator;
import org.apache.calcite.sql.parser.SqlParserPos;

/** {@code DROP [TEMPORARY] VIEW [IF EXISTS] name}. */
public final class SqlDropView extends SqlDropObject {
  static final SqlOperator OPERATOR = new SqlSpecialOperator("DROP VIEW", SqlKind.DROP_VIEW);

  public SqlDropView(SqlParserPos pos, SqlIdentifier name, boolean ifExists, boolean temporary) {
    super(OPERATOR, pos, name, ifExists, temporary);
  }

  @Override
  String kind() {
    return "VIEW";
  }
}
