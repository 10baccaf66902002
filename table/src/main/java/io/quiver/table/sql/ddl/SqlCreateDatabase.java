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
import org.apache.calcite.util.ImmutableNullableList;

/**
 * {@code CREATE DATABASE [IF NOT EXISTS] [catalog.]name [COMMENT 'text'] [WITH ('k' = 'v')]}.
 */
public final class SqlCreateDatabase extends SqlCreate {
  static final SqlOperator OPERATOR = new SqlSpecialOperator("CREATE DATABASE", SqlKind.OTHER_DDL);

  private final SqlIdentifier name;
  private final SqlNode comment;
  private final SqlNodeList properties;

  public SqlCreateDatabase(SqlParserPos pos, SqlIdentifier name, SqlNode comment,
      SqlNodeList properties, boolean ifNotExists) {
    super(OPERATOR, pos, false, ifNotExists);
    this.name = name;
    this.comment = comment;
    this.properties = properties;
  }

  /** The database name, qualified by its catalog when written {@code catalog.db}. */
  public SqlIdentifier name() {
    return name;
  }

  /** The {@code COMMENT} text, or null. */
  public String comment() {
    return comment == null ? null : SqlDdlUtil.stringValue(comment);
  }

  public Map<String, String> properties() {
    return SqlDdlUtil.toMap(properties);
  }

  public boolean ifNotExists() {
    return ifNotExists;
  }

  @Override
  public List<SqlNode> getOperandList() {
    return ImmutableNullableList.of(name, comment, properties);
  }

  @Override
  public void unparse(SqlWriter writer, int leftPrec, int rightPrec) {
    writer.keyword("CREATE DATABASE");
    if (ifNotExists) {
      writer.keyword("IF NOT EXISTS");
    }
    name.unparse(writer, leftPrec, rightPrec);
    SqlDdlUtil.unparseComment(writer, comment);
    SqlDdlUtil.unparseWith(writer, properties);
  }
}
