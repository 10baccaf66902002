package io.quiver.table.sql.ddl;

import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlOperator;
import org.apache.calcite.sql.SqlSpecialOperator;
import org.apache.calcite.sql.parser.SqlParserPos;

/** {@code SHOW VIEWS}: lists the views of the current database. */
public final class SqlShowViews extends SqlShow {
  static final SqlOperator OPERATOR = new SqlSpecialOperator("SHOW VIEWS", SqlKind.OTHER);

  public SqlShowViews(SqlParserPos pos) {
    super(pos);
  }

  @Override
  public SqlOperator getOperator() {
    return OPERATOR;
  }
}
