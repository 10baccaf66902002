package io.quiver.table.sql.ddl;

import java.util.List;
import org.apache.calcite.sql.SqlCall;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlWriter;
import org.apache.calcite.sql.parser.SqlParserPos;

/** A {@code SHOW ...} statement: lists objects or shows a piece of session state. */
public abstract class SqlShow extends SqlCall {
  SqlShow(SqlParserPos pos) {
    super(pos);
  }

  @Override
  public List<SqlNode> getOperandList() {
    return List.of();
  }

  @Override
  public void unparse(SqlWriter writer, int leftPrec, int rightPrec) {
    writer.keyword(getOperator().getName());
  }
}
