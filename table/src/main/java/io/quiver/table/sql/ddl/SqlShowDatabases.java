package io.quiver.table.sql.ddl;

import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlOperator;
import org.apache.calcite.sql.SqlSpecialOperator;
import org.apache.calcite.sql.parser.SqlParserPos;

/** {@code SHOW DATABASES}: lists the databases of the current catalog. */
public final class SqlShowDatabases extends SqlShow {
  static final SqlOperator OPERATOR = new SqlSpecialOperator("SHOW DATABASES", SqlKind.OTHER);

  public SqlShowDatabases(SqlParserPos pos) {
    super(pos);
  }

  @Override
  public SqlOperator getOperator() {
    return OPERATOR;
  }
}
