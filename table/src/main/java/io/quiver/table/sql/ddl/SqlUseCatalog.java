package io.quiver.table.sql.ddl;

import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlOperator;
import org.apache.calcite.sql.SqlSpecialOperator;
import org.apache.calcite.sql.parser.SqlParserPos;

/** {@code USE CATALOG name}: makes the catalog the session's current one. */
public final class SqlUseCatalog extends SqlNamedStatement {
  static final SqlOperator OPERATOR = new SqlSpecialOperator("USE CATALOG", SqlKind.OTHER);

  public SqlUseCatalog(SqlParserPos pos, SqlIdentifier name) {
    super(pos, OPERATOR, name);
  }
}
