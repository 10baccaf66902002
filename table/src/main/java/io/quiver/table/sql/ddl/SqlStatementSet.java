package io.quiver.table.sql.ddl;

import java.util.List;
import org.apache.calcite.sql.SqlCall;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlOperator;
import org.apache.calcite.sql.SqlSpecialOperator;
import org.apache.calcite.sql.SqlWriter;
import org.apache.calcite.sql.parser.SqlParserPos;

/**
 * Flink's {@code EXECUTE STATEMENT SET BEGIN INSERT ...; INSERT ...; END}: the INSERTs run as one
 * statement set (one job in Flink, one transaction here). {@code BEGIN STATEMENT SET}, the SQL
 * client's interactive form, parses to a set with no statements, which a TableEnvironment refuses
 * as Flink's does.
 */
public final class SqlStatementSet extends SqlCall {
  static final SqlOperator OPERATOR = new SqlSpecialOperator("EXECUTE STATEMENT SET", SqlKind.OTHER);

  private final List<SqlQuiverInsert> inserts;
  private final boolean begin;

  public SqlStatementSet(SqlParserPos pos, List<SqlQuiverInsert> inserts, boolean begin) {
    super(pos);
    this.inserts = List.copyOf(inserts);
    this.begin = begin;
  }

  public List<SqlQuiverInsert> inserts() {
    return inserts;
  }

  /** Whether this is the SQL client's {@code BEGIN STATEMENT SET}. */
  public boolean begin() {
    return begin;
  }

  @Override
  public SqlOperator getOperator() {
    return OPERATOR;
  }

  @Override
  public List<SqlNode> getOperandList() {
    return List.copyOf(inserts);
  }

  @Override
  public void unparse(SqlWriter writer, int leftPrec, int rightPrec) {
    if (begin) {
      writer.keyword("BEGIN STATEMENT SET");
      return;
    }
    writer.keyword("EXECUTE STATEMENT SET BEGIN");
    for (SqlQuiverInsert insert : inserts) {
      insert.unparse(writer, 0, 0);
      writer.sep(";");
    }
    writer.keyword("END");
  }
}
