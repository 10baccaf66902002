package io.quiver.table.sql.ddl;

import java.util.List;
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
 * {@code CREATE [OR REPLACE] [TEMPORARY] VIEW [IF NOT EXISTS] name [(a, b, ...)]
 * [COMMENT 'text'] AS query}.
 */
public final class SqlCreateView extends SqlCreate {
  static final SqlOperator OPERATOR = new SqlSpecialOperator("CREATE VIEW", SqlKind.CREATE_VIEW);

  private final SqlIdentifier name;
  private final SqlNodeList columnNames;
  private final SqlNode comment;
  private final SqlNode query;
  private final boolean temporary;

  public SqlCreateView(SqlParserPos pos, SqlIdentifier name, SqlNodeList columnNames,
      SqlNode comment, SqlNode query, boolean orReplace, boolean temporary,
      boolean ifNotExists) {
    super(OPERATOR, pos, orReplace, ifNotExists);
    this.name = name;
    this.columnNames = columnNames;
    this.comment = comment;
    this.query = query;
    this.temporary = temporary;
  }

  public SqlIdentifier name() {
    return name;
  }

  /** The names given to the query's columns; empty when the query's own names are kept. */
  public List<String> columnNames() {
    return SqlDdlUtil.names(columnNames);
  }

  public SqlNode query() {
    return query;
  }

  /** The {@code COMMENT} text, or null. */
  public String comment() {
    return comment == null ? null : SqlDdlUtil.stringValue(comment);
  }

  public boolean orReplace() {
    return getReplace();
  }

  public boolean temporary() {
    return temporary;
  }

  public boolean ifNotExists() {
    return ifNotExists;
  }

  @Override
  public List<SqlNode> getOperandList() {
    return ImmutableNullableList.of(name, columnNames, comment, query);
  }

  @Override
  public void unparse(SqlWriter writer, int leftPrec, int rightPrec) {
    writer.keyword(getReplace() ? "CREATE OR REPLACE" : "CREATE");
    if (temporary) {
      writer.keyword("TEMPORARY");
    }
    writer.keyword("VIEW");
    if (ifNotExists) {
      writer.keyword("IF NOT EXISTS");
    }
    name.unparse(writer, leftPrec, rightPrec);
    if (!columnNames.isEmpty()) {
      SqlDdlUtil.unparseList(writer, columnNames);
    }
    SqlDdlUtil.unparseComment(writer, comment);
    writer.keyword("AS");
    writer.newlineAndIndent();
    query.unparse(writer, 0, 0);
  }
}
