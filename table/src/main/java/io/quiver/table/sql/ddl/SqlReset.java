package io.quiver.table.sql.ddl;

import java.util.List;
import org.apache.calcite.sql.SqlCall;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlOperator;
import org.apache.calcite.sql.SqlSpecialOperator;
import org.apache.calcite.sql.SqlWriter;
import org.apache.calcite.sql.parser.SqlParserPos;
import org.apache.calcite.util.ImmutableNullableList;

/**
 * {@code RESET 'key'} restores one session option to its default; a bare {@code RESET} restores
 * all. Calcite's {@code RESET name} and {@code RESET ALL} still parse as {@code SqlSetOption}.
 */
public final class SqlReset extends SqlCall {
  static final SqlOperator OPERATOR = new SqlSpecialOperator("RESET", SqlKind.OTHER);

  private final SqlNode key;

  public SqlReset(SqlParserPos pos, SqlNode key) {
    super(pos);
    this.key = key;
  }

  /** The option's key, or null when every option is reset. */
  public String key() {
    return key == null ? null : SqlDdlUtil.stringValue(key);
  }

  @Override
  public SqlOperator getOperator() {
    return OPERATOR;
  }

  @Override
  public List<SqlNode> getOperandList() {
    return ImmutableNullableList.of(key);
  }

  @Override
  public void unparse(SqlWriter writer, int leftPrec, int rightPrec) {
    writer.keyword("RESET");
    if (key != null) {
      key.unparse(writer, leftPrec, rightPrec);
    }
  }
}
