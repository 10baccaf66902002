package io.quiver.table.sql.ddl;

import java.util.ArrayList;
import java.util.List;
import org.apache.calcite.sql.SqlCall;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlOperator;
import org.apache.calcite.sql.SqlSpecialOperator;
import org.apache.calcite.sql.SqlWriter;
import org.apache.calcite.sql.parser.SqlParserPos;

/** Flink's {@code ALTER VIEW name RENAME TO newName} and {@code ALTER VIEW name AS query}. */
public final class SqlAlterView extends SqlCall {
  static final SqlOperator OPERATOR = new SqlSpecialOperator("ALTER VIEW", SqlKind.ALTER_VIEW);

  private final SqlIdentifier name;
  private final SqlIdentifier newName;
  private final SqlNode query;

  /** A rename when {@code newName} is given, otherwise a new query for the view. */
  public SqlAlterView(SqlParserPos pos, SqlIdentifier name, SqlIdentifier newName, SqlNode query) {
    super(pos);
    this.name = name;
    this.newName = newName;
    this.query = query;
  }

  public SqlIdentifier name() {
    return name;
  }

  /** The new name of a rename, or null. */
  public SqlIdentifier newName() {
    return newName;
  }

  /** The view's new query, or null for a rename. */
  public SqlNode query() {
    return query;
  }

  @Override
  public SqlOperator getOperator() {
    return OPERATOR;
  }

  @Override
  public List<SqlNode> getOperandList() {
    List<SqlNode> operands = new ArrayList<>();
    operands.add(name);
    operands.add(newName != null ? newName : query);
    return operands;
  }

  @Override
  public void unparse(SqlWriter writer, int leftPrec, int rightPrec) {
    writer.keyword("ALTER VIEW");
    name.unparse(writer, 0, 0);
    if (newName != null) {
      writer.keyword("RENAME TO");
      newName.unparse(writer, 0, 0);
    } else {
      writer.keyword("AS");
      query.unparse(writer, 0, 0);
    }
  }
}
