package io.quiver.table.sql.ddl;

import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlOperator;
import org.apache.calcite.sql.SqlSpecialOperator;
import org.apache.calcite.sql.parser.SqlParserPos;

/** {@code USE [catalog.]database}: makes the database (and its catalog, when given) current. */
public final class SqlUseDatabase extends SqlNamedStatement {
  static final SqlOperator OPERATOR = new SqlSpecialOperator("USE", SqlKind.OTHER);

  public SqlUseDatabase(SqlParserPos pos, SqlIdentifier name) {
    super(pos, OPERATOR, name);
  }
}
