package io.quiver.table.sql.ddl;

import java.util.List;
import java.util.Map;
import org.apache.calcite.sql.SqlCreate;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlNodeList;
import org.apache.calcite.sql.SqlOperator;
import org.apache.calcite.sql.SqlSpecialOperator;
import org.apache.calcite.sql.SqlWriter;
import org.apache.calcite.sql.parser.SqlParserPos;

/**
 * {@code CREATE CATALOG [IF NOT EXISTS] name [WITH ('type' = '...', ...)]}; the properties say
 * which catalog implementation to instantiate and how.
 */
public final class SqlCreateCatalog extends SqlCreate {
  static final SqlOperator OPERATOR = new SqlSpecialOperator("CREATE CATALOG", SqlKind.OTHER_DDL);

  private final SqlIdentifier name;
  private final SqlNodeList properties;

  public SqlCreateCatalog(SqlParserPos pos, SqlIdentifier name, SqlNodeList properties,
      boolean ifNotExists) {
    super(OPERATOR, pos, false, ifNotExists);
    this.name = name;
    this.properties = properties;
  }

  public SqlIdentifier name() {
    return name;
  }

  public Map<String, String> properties() {
    return SqlDdlUtil.toMap(properties);
  }

  public boolean ifNotExists() {
    return ifNotExists;
  }

  @Override
  public List<SqlNode> getOperandList() {
    return List.of(name, properties);
  }

  @Override
  public void unparse(SqlWriter writer, int leftPrec, int rightPrec) {
    writer.keyword("CREATE CATALOG");
    if (ifNotExists) {
      writer.keyword("IF NOT EXISTS");
    }
    name.unparse(writer, leftPrec, rightPrec);
    SqlDdlUtil.unparseWith(writer, properties);
  }
}
