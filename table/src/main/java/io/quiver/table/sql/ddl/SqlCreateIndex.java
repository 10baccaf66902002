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

/**
 * {@code CREATE [UNIQUE] INDEX [IF NOT EXISTS] [name] ON table [USING method] (column [ASC | DESC], ...)},
 * with the spellings PostgreSQL and MySQL clients send ({@code USING btree} or {@code hash} before
 * ON, after the table or after the columns). Every index is a hash index; the method is accepted
 * and recorded. A missing name is made from the table and columns, as PostgreSQL does.
 */
public final class SqlCreateIndex extends SqlCreate {
  static final SqlOperator OPERATOR = new SqlSpecialOperator("CREATE INDEX", SqlKind.CREATE_INDEX);

  private final SqlIdentifier name;
  private final SqlIdentifier table;
  private final SqlNodeList columns;
  private final boolean unique;
  private final String method;

  public SqlCreateIndex(SqlParserPos pos, SqlIdentifier name, boolean ifNotExists, boolean unique,
      SqlIdentifier table, SqlNodeList columns, String method) {
    super(OPERATOR, pos, false, ifNotExists);
    this.name = name;
    this.table = table;
    this.columns = columns;
    this.unique = unique;
    this.method = method;
  }

  /** The index name, or null when the statement gave none. */
  public SqlIdentifier name() {
    return name;
  }

  public SqlIdentifier table() {
    return table;
  }

  public List<String> columnNames() {
    return columns.stream().map(c -> ((SqlIdentifier) c).getSimple()).toList();
  }

  public boolean unique() {
    return unique;
  }

  public boolean ifNotExists() {
    return ifNotExists;
  }

  /** The access method named by USING, lower case, or null. */
  public String method() {
    return method;
  }

  @Override
  public List<SqlNode> getOperandList() {
    return name == null ? List.of(table, columns) : List.of(name, table, columns);
  }

  @Override
  public void unparse(SqlWriter writer, int leftPrec, int rightPrec) {
    writer.keyword(unique ? "CREATE UNIQUE INDEX" : "CREATE INDEX");
    if (ifNotExists) {
      writer.keyword("IF NOT EXISTS");
    }
    if (name != null) {
      name.unparse(writer, leftPrec, rightPrec);
    }
    writer.keyword("ON");
    table.unparse(writer, leftPrec, rightPrec);
    SqlWriter.Frame frame = writer.startList("(", ")");
    for (SqlNode column : columns) {
      writer.sep(",");
      column.unparse(writer, 0, 0);
    }
    writer.endList(frame);
    if (method != null) {
      writer.keyword("USING");
      writer.identifier(method, false);
    }
  }
}
