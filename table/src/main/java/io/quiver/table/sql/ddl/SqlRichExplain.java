package io.quiver.table.sql.ddl;

import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.apache.calcite.sql.SqlCall;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlOperator;
import org.apache.calcite.sql.SqlSpecialOperator;
import org.apache.calcite.sql.SqlWriter;
import org.apache.calcite.sql.parser.SqlParserPos;

/**
 * Flink's {@code EXPLAIN [PLAN FOR | detail, ...] statement}, where a detail is one of
 * {@code ESTIMATED_COST}, {@code CHANGELOG_MODE}, {@code JSON_EXECUTION_PLAN},
 * {@code PLAN_ADVICE}, {@code CODEGEN}. Calcite's forms with modifiers, such as
 * {@code EXPLAIN PLAN AS JSON FOR ...}, still parse as Calcite's {@code SqlExplain}.
 */
public final class SqlRichExplain extends SqlCall {
  static final SqlOperator OPERATOR = new SqlSpecialOperator("EXPLAIN", SqlKind.EXPLAIN);

  private SqlNode statement;
  private final Set<String> details;

  public SqlRichExplain(SqlParserPos pos, SqlNode statement, Set<String> details) {
    super(pos);
    this.statement = statement;
    this.details = Collections.unmodifiableSet(new LinkedHashSet<>(details));
  }

  /** The explained query or DML statement. */
  public SqlNode statement() {
    return statement;
  }

  /** The requested details by keyword, upper case, in order written; empty for none. */
  public Set<String> details() {
    return details;
  }

  @Override
  public SqlOperator getOperator() {
    return OPERATOR;
  }

  @Override
  public List<SqlNode> getOperandList() {
    return List.of(statement);
  }

  /** The validator rewrites the statement in place, as it does for Calcite's SqlExplain. */
  @Override
  public void setOperand(int i, SqlNode operand) {
    if (i != 0) {
      throw new IllegalArgumentException("Invalid operand index " + i);
    }
    statement = operand;
  }

  @Override
  public void unparse(SqlWriter writer, int leftPrec, int rightPrec) {
    writer.keyword("EXPLAIN");
    if (details.isEmpty()) {
      writer.keyword("PLAN FOR");
    } else {
      writer.keyword(String.join(", ", details));
    }
    writer.newlineAndIndent();
    statement.unparse(writer, leftPrec, rightPrec);
  }
}
