package io.quiver.table.sql.ddl;

import java.util.List;
import org.apache.calcite.sql.SqlCall;
import org.apache.calcite.sql.SqlDelete;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlNodeList;
import org.apache.calcite.sql.SqlOperator;
import org.apache.calcite.sql.SqlSpecialOperator;
import org.apache.calcite.sql.SqlUpdate;
import org.apache.calcite.sql.SqlWriter;
import org.apache.calcite.sql.parser.SqlParserPos;

/**
 * {@code UPDATE ... RETURNING items} or {@code DELETE ... RETURNING items} (PostgreSQL, DuckDB):
 * the statement's rows as updated, or as they were before they were deleted, as a result. Not a
 * DML kind itself, so that nothing runs it as a plain UPDATE or DELETE by mistake.
 */
public final class SqlDmlReturning extends SqlCall {
  static final SqlOperator OPERATOR = new SqlSpecialOperator("RETURNING", SqlKind.OTHER);

  private final SqlNode statement;
  private final SqlNodeList returning;

  public SqlDmlReturning(SqlParserPos pos, SqlNode statement, SqlNodeList returning) {
    super(pos);
    this.statement = statement;
    this.returning = returning;
  }

  /** The UPDATE or DELETE. */
  public SqlNode statement() {
    return statement;
  }

  public SqlNodeList returning() {
    return returning;
  }

  /** The table written. */
  public SqlNode targetTable() {
    return statement instanceof SqlUpdate update ? update.getTargetTable() : ((SqlDelete) statement).getTargetTable();
  }

  /** The table's alias, or null. */
  public SqlIdentifier alias() {
    return statement instanceof SqlUpdate update ? update.getAlias() : ((SqlDelete) statement).getAlias();
  }

  @Override
  public SqlOperator getOperator() {
    return OPERATOR;
  }

  @Override
  public List<SqlNode> getOperandList() {
    return List.of(statement, returning);
  }

  @Override
  public void unparse(SqlWriter writer, int leftPrec, int rightPrec) {
    statement.unparse(writer, 0, 0);
    writer.keyword("RETURNING");
    writer.list(org.apache.calcite.sql.SqlWriter.FrameTypeEnum.SELECT_LIST, org.apache.calcite.sql.SqlWriter.COMMA,
        returning);
  }
}
