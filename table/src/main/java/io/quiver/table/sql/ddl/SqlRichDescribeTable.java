package io.quiver.table.sql.ddl;

import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlOperator;
import org.apache.calcite.sql.SqlSpecialOperator;
import org.apache.calcite.sql.parser.SqlParserPos;

/** {@code DESCRIBE [TABLE] name} or {@code DESC name}: shows the columns of a table or view. */
public final class SqlRichDescribeTable extends SqlNamedStatement {
  static final SqlOperator OPERATOR = new SqlSpecialOperator("DESCRIBE", SqlKind.OTHER);

  public SqlRichDescribeTable(SqlParserPos pos, SqlIdentifier name) {
    super(pos, OPERATOR, name);
  }
}
