package io.quiver.table.sql.ddl;

import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlOperator;
import org.apache.calcite.sql.SqlSpecialOperator;
import org.apache.calcite.sql.parser.SqlParserPos;

/** {@code SHOW CATALOGS}: lists the registered catalogs. */
public final class SqlShowCatalogs extends SqlShow {
  static final SqlOperator OPERATOR = new SqlSpecialOperator("SHOW CATALOGS", SqlKind.OTHER);

  public SqlShowCatalogs(SqlParserPos pos) {
    super(pos);
  }

  @Override
  public SqlOperator getOperator() {
    return OPERATOR;
  }
}
