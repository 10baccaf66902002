package io.quiver.table.sql.ddl;

import java.util.List;
import org.apache.calcite.sql.SqlCall;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlOperator;
import org.apache.calcite.sql.SqlSpecialOperator;
import org.apache.calcite.sql.SqlWriter;
import org.apache.calcite.sql.parser.SqlParserPos;

/** {@code USE [catalog.]database}: makes the database (and its catalog, when given) current. */
public final class SqlUseDatabase extends SqlCall {
  static final SqlOperator OPERATOR = new SqlSpecialOperator("USE", SqlKind.OTHER);

  private final SqlIdentifier name;

  public SqlUseDatabase(SqlParserPos pos, SqlIdentifier name) {
    super(pos);
    this.name = name;
  }

  public SqlIdentifier name() {
    return name;
  }

  @Override
  public SqlOperator getOperator() {
    return OPERATOR;
  }

  @Override
  public List<SqlNode> getOperandList() {
    return List.of(name);
  }

  @Override
  public void unparse(SqlWriter writer, int leftPrec, int rightPrec) {
    writer.keyword("USE");
    name.unparse(writer, leftPrec, rightPrec);
  }
}
