package io.quiver.table.sql.ddl;

import java.util.List;
import java.util.Map;
import org.apache.calcite.sql.SqlCall;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlNodeList;
import org.apache.calcite.sql.SqlOperator;
import org.apache.calcite.sql.SqlSpecialOperator;
import org.apache.calcite.sql.SqlWriter;
import org.apache.calcite.sql.parser.SqlParserPos;

/** {@code LOAD MODULE name [WITH ('k' = 'v', ...)]}: loads a module of functions. */
public final class SqlLoadModule extends SqlCall {
  static final SqlOperator OPERATOR = new SqlSpecialOperator("LOAD MODULE", SqlKind.OTHER);

  private final SqlIdentifier name;
  private final SqlNodeList properties;

  public SqlLoadModule(SqlParserPos pos, SqlIdentifier name, SqlNodeList properties) {
    super(pos);
    this.name = name;
    this.properties = properties;
  }

  public SqlIdentifier name() {
    return name;
  }

  public Map<String, String> properties() {
    return SqlDdlUtil.toMap(properties);
  }

  @Override
  public SqlOperator getOperator() {
    return OPERATOR;
  }

  @Override
  public List<SqlNode> getOperandList() {
    return List.of(name, properties);
  }

  @Override
  public void unparse(SqlWriter writer, int leftPrec, int rightPrec) {
    writer.keyword("LOAD MODULE");
    name.unparse(writer, leftPrec, rightPrec);
    SqlDdlUtil.unparseWith(writer, properties);
  }
}
