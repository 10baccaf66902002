package io.quiver.table.sql.ddl;

import java.util.List;
import org.apache.calcite.sql.SqlCall;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlOperator;
import org.apache.calcite.sql.SqlSpecialOperator;
import org.apache.calcite.sql.SqlWriter;
import org.apache.calcite.sql.parser.SqlParserPos;

/** One {@code 'key' = 'value'} entry of a {@code WITH (...)} or {@code SET (...)} list. */
public final class SqlProperty extends SqlCall {
  static final SqlOperator OPERATOR = new SqlSpecialOperator("PROPERTY", SqlKind.OTHER);

  private final SqlNode key;
  private final SqlNode value;

  public SqlProperty(SqlParserPos pos, SqlNode key, SqlNode value) {
    super(pos);
    this.key = key;
    this.value = value;
  }

  public String key() {
    return SqlDdlUtil.stringValue(key);
  }

  public String value() {
    return SqlDdlUtil.stringValue(value);
  }

  @Override
  public SqlOperator getOperator() {
    return OPERATOR;
  }

  @Override
  public List<SqlNode> getOperandList() {
    return List.of(key, value);
  }

  @Override
  public void unparse(SqlWriter writer, int leftPrec, int rightPrec) {
    key.unparse(writer, leftPrec, rightPrec);
    writer.keyword("=");
    value.unparse(writer, leftPrec, rightPrec);
  }
}
