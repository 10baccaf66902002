package io.quiver.table.sql.ddl;

import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlOperator;
import org.apache.calcite.sql.SqlSpecialOperator;
import org.apache.calcite.sql.parser.SqlParserPos;

/** {@code SHOW CURRENT DATABASE}: shows the session's current database. */
public final class SqlShowCurrentDatabase extends SqlShow {
  static final SqlOperator OPERATOR = new SqlSpecialOperator("SHOW CURRENT DATABASE", SqlKind.OTHER);

  public SqlShowCurrentDatabase(SqlParserPos pos) {
    super(pos);
  }

  @Override
  public SqlOperator getOperator() {
    return OPERATOR;
  }
}
