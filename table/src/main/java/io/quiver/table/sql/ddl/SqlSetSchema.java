package io.quiver.table.sql.ddl;

import java.util.ArrayList;
import java.util.List;
import org.apache.calcite.sql.SqlCall;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlLiteral;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlOperator;
import org.apache.calcite.sql.SqlSpecialOperator;
import org.apache.calcite.sql.SqlWriter;
import org.apache.calcite.sql.parser.SqlParserPos;

/**
 * PostgreSQL's {@code SET search_path TO a, b} and the standard {@code SET SCHEMA a}: the session's
 * current database becomes the first of the names that is a database.
 */
public final class SqlSetSchema extends SqlCall {
  static final SqlOperator OPERATOR = new SqlSpecialOperator("SET SCHEMA", SqlKind.OTHER);

  private final List<SqlNode> names;
  private final boolean searchPath;

  public SqlSetSchema(SqlParserPos pos, List<SqlNode> names, boolean searchPath) {
    super(pos);
    this.names = List.copyOf(names);
    this.searchPath = searchPath;
  }

  /** True for PostgreSQL's search_path, which passes over schemas that do not exist. */
  public boolean searchPath() {
    return searchPath;
  }

  /** The schemas named, in order, each as its parts ({@code cat.db} gives two). */
  public List<List<String>> schemas() {
    List<List<String>> schemas = new ArrayList<>();
    for (SqlNode name : names) {
      if (name instanceof SqlIdentifier identifier) {
        schemas.add(identifier.names);
      } else {
        // A quoted string names one schema, or several separated by commas ('a, b').
        for (String part : ((SqlLiteral) name).getValueAs(String.class).split(",")) {
          String trimmed = part.strip();
          if (trimmed.length() > 1 && trimmed.startsWith("\"") && trimmed.endsWith("\"")) {
            trimmed = trimmed.substring(1, trimmed.length() - 1);
          }
          if (!trimmed.isEmpty()) {
            schemas.add(List.of(trimmed));
          }
        }
      }
    }
    return schemas;
  }

  @Override
  public SqlOperator getOperator() {
    return OPERATOR;
  }

  @Override
  public List<SqlNode> getOperandList() {
    return names;
  }

  @Override
  public void unparse(SqlWriter writer, int leftPrec, int rightPrec) {
    writer.keyword(searchPath ? "SET search_path TO" : "SET SCHEMA");
    SqlWriter.Frame frame = writer.startList("", "");
    for (SqlNode name : names) {
      writer.sep(",");
      name.unparse(writer, leftPrec, rightPrec);
    }
    writer.endList(frame);
  }
}
