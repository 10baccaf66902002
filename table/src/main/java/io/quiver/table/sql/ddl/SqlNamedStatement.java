package io.quiver.table.sql.ddl;

import java.util.List;
import org.apache.calcite.sql.SqlCall;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlOperator;
import org.apache.calcite.sql.SqlWriter;
import org.apache.calcite.sql.parser.SqlParserPos;

/** A statement made of its keywords and one name, such as {@code USE CATALOG c}. */
abstract class SqlNamedStatement extends SqlCall {
  private final SqlOperator operator;
  private final SqlIdentifier name;

  SqlNamedStatement(SqlParserPos pos, SqlOperator operator, SqlIdentifier name) {
    super(pos);
    this.operator = operator;
    this.name = name;
  }

  public SqlIdentifier name() {
    return name;
  }

  @Override
  public SqlOperator getOperator() {
    return operator;
  }

  @Override
  public List<SqlNode> getOperandList() {
    return List.of(name);
  }

  @Override
  public void unparse(SqlWriter writer, int leftPrec, int rightPrec) {
    writer.keyword(operator.getName());
    name.unparse(writer, leftPrec, rightPrec);
  }
}
