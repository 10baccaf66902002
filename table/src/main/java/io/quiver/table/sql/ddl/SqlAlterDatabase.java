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

/** Flink's {@code ALTER DATABASE [catalog.]name SET ('key' = 'value', ...)}: adds or replaces properties. */
public final class SqlAlterDatabase extends SqlCall {
  static final SqlOperator OPERATOR = new SqlSpecialOperator("ALTER DATABASE", SqlKind.OTHER_DDL);

  private final SqlIdentifier name;
  private final SqlNodeList properties;

  public SqlAlterDatabase(SqlParserPos pos, SqlIdentifier name, SqlNodeList properties) {
    super(pos);
    this.name = name;
    this.properties = properties;
  }

  public SqlIdentifier name() {
    return name;
  }

  /** The properties to set, in the order written. */
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
    writer.keyword("ALTER DATABASE");
    name.unparse(writer, 0, 0);
    writer.keyword("SET");
    SqlDdlUtil.unparseProperties(writer, properties);
  }
}
