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

/**
 * {@code TRUNCATE [TABLE] t [, ...] [RESTART IDENTITY | CONTINUE IDENTITY] [CASCADE | RESTRICT]}:
 * removes every row of the tables, in the session's transaction.
 */
public final class SqlTruncateTable extends SqlCall {
  static final SqlOperator OPERATOR = new SqlSpecialOperator("TRUNCATE TABLE", SqlKind.OTHER);

  private final List<SqlIdentifier> tables;
  private final boolean restartIdentity;
  private final boolean cascade;

  public SqlTruncateTable(SqlParserPos pos, List<SqlIdentifier> tables, boolean restartIdentity, boolean cascade) {
    super(pos);
    this.tables = List.copyOf(tables);
    this.restartIdentity = restartIdentity;
    this.cascade = cascade;
  }

  public List<SqlIdentifier> tables() {
    return tables;
  }

  /** True for {@code RESTART IDENTITY}: identity columns start again from their first value. */
  public boolean restartIdentity() {
    return restartIdentity;
  }

  /** True for {@code CASCADE}: tables whose foreign keys reference these are emptied too. */
  public boolean cascade() {
    return cascade;
  }

  @Override
  public SqlOperator getOperator() {
    return OPERATOR;
  }

  @Override
  public List<SqlNode> getOperandList() {
    return List.copyOf(tables);
  }

  @Override
  public void unparse(SqlWriter writer, int leftPrec, int rightPrec) {
    writer.keyword("TRUNCATE TABLE");
    SqlWriter.Frame frame = writer.startList("", "");
    for (SqlNode name : tables) {
      writer.sep(",");
      name.unparse(writer, leftPrec, rightPrec);
    }
    writer.endList(frame);
    if (restartIdentity) {
      writer.keyword("RESTART IDENTITY");
    }
    if (cascade) {
      writer.keyword("CASCADE");
    }
  }
}
