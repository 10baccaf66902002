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
 * {@code SET 'key' = 'value'} sets a session option; a bare {@code SET} lists them. Calcite's own
 * {@code SET name = value}, with an unquoted name, still parses as {@code SqlSetOption}.
 */
public final class SqlSet extends SqlCall {
  static final SqlOperator OPERATOR = new SqlSpecialOperator("SET", SqlKind.OTHER);

  private final SqlNode key;
  private final SqlNode value;

  /** Creates {@code SET 'key' = 'value'}, or the listing {@code SET} when both are null. */
  public SqlSet(SqlParserPos pos, SqlNode key, SqlNode value) {
    super(pos);
    this.key = key;
    this.value = value;
  }

  /** The option's key, or null for the listing {@code SET}. */
  public String key() {
    return key == null ? null : SqlDdlUtil.stringValue(key);
  }

  /** The option's value, or null for the listing {@code SET}. */
  public String value() {
    return value == null ? null : SqlDdlUtil.stringValue(value);
  }

  @Override
  public SqlOperator getOperator() {
    return OPERATOR;
  }

  @Override
  public List<SqlNode> getOperandList() {
    return ImmutableNullableList.of(key, value);
  }

  @Override
  public void unparse(SqlWriter writer, int leftPrec, int rightPrec) {
    writer.keyword("SET");
    if (key != null) {
      key.unparse(writer, leftPrec, rightPrec);
      writer.keyword("=");
      value.unparse(writer, leftPrec, rightPrec);
    }
  }
}
