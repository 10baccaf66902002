package io.quiver.table.sql.ddl;

import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlOperator;
import org.apache.calcite.sql.SqlSpecialOperator;
import org.apache.calcite.sql.parser.SqlParserPos;

/** {@code UNLOAD MODULE name}: removes a loaded module. */
public final class SqlUnloadModule extends SqlNamedStatement {
  static final SqlOperator OPERATOR = new SqlSpecialOperator("UNLOAD MODULE", SqlKind.OTHER);

  public SqlUnloadModule(SqlParserPos pos, SqlIdentifier name) {
    super(pos, OPERATOR, name);
  }
}
