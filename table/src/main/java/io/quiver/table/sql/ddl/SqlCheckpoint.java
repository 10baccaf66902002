package io.quiver.table.sql.ddl;

import java.util.List;
import org.apache.calcite.sql.SqlCall;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlOperator;
import org.apache.calcite.sql.SqlSpecialOperator;
import org.apache.calcite.sql.SqlWriter;
import org.apache.calcite.sql.parser.SqlParserPos;

/**
 * {@code CHECKPOINT}: writes the chunks of a file database that are only in its log as Arrow IPC
 * files and switches to them, so that the log can start again empty. In memory it does nothing.
 */
public final class SqlCheckpoint extends SqlCall {
  static final SqlOperator OPERATOR = new SqlSpecialOperator("CHECKPOINT", SqlKind.OTHER);

  public SqlCheckpoint(SqlParserPos pos) {
    super(pos);
  }

  @Override
  public SqlOperator getOperator() {
    return OPERATOR;
  }

  @Override
  public List<SqlNode> getOperandList() {
    return List.of();
  }

  @Override
  public void unparse(SqlWriter writer, int leftPrec, int rightPrec) {
    writer.keyword("CHECKPOINT");
  }
}
