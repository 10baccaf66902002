package io.quiver.table.sql.ddl;

import java.util.List;
import org.apache.calcite.sql.SqlCall;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlOperator;
import org.apache.calcite.sql.SqlSpecialOperator;
import org.apache.calcite.sql.SqlWriter;
import org.apache.calcite.sql.parser.SqlParserPos;

/**
 * A transaction-control statement as scripts and shells write it: {@code BEGIN}, {@code START
 * TRANSACTION [modes]}, {@code COMMIT}, {@code END}, {@code ROLLBACK}, and the savepoint
 * statements ({@code SAVEPOINT s}, {@code RELEASE [SAVEPOINT] s}, {@code ROLLBACK TO [SAVEPOINT]
 * s}), which Quiver refuses when they run.
 */
public final class SqlTransactionControl extends SqlCall {
  static final SqlOperator OPERATOR = new SqlSpecialOperator("TRANSACTION CONTROL", SqlKind.OTHER);

  /** What the statement asks for. */
  public enum Action {
    BEGIN("BEGIN"),
    COMMIT("COMMIT"),
    ROLLBACK("ROLLBACK"),
    SAVEPOINT("SAVEPOINT"),
    RELEASE_SAVEPOINT("RELEASE SAVEPOINT"),
    ROLLBACK_TO_SAVEPOINT("ROLLBACK TO SAVEPOINT");

    private final String sql;

    Action(String sql) {
      this.sql = sql;
    }

    public String sql() {
      return sql;
    }
  }

  /** The isolation levels SQL names, strongest last. */
  public enum Isolation {
    READ_UNCOMMITTED("READ UNCOMMITTED"),
    READ_COMMITTED("READ COMMITTED"),
    REPEATABLE_READ("REPEATABLE READ"),
    SERIALIZABLE("SERIALIZABLE");

    private final String sql;

    Isolation(String sql) {
      this.sql = sql;
    }

    public String sql() {
      return sql;
    }
  }

  private final Action action;
  private final Isolation isolation;
  private final boolean readOnly;
  private final SqlIdentifier savepoint;

  public SqlTransactionControl(SqlParserPos pos, Action action, Isolation isolation, boolean readOnly,
      SqlIdentifier savepoint) {
    super(pos);
    this.action = action;
    this.isolation = isolation;
    this.readOnly = readOnly;
    this.savepoint = savepoint;
  }

  public Action action() {
    return action;
  }

  /** The level BEGIN / START TRANSACTION asked for; null when it named none. */
  public Isolation isolation() {
    return isolation;
  }

  /** True for {@code START TRANSACTION READ ONLY}. */
  public boolean readOnly() {
    return readOnly;
  }

  /** The savepoint named, null for the statements that name none. */
  public SqlIdentifier savepoint() {
    return savepoint;
  }

  @Override
  public SqlOperator getOperator() {
    return OPERATOR;
  }

  @Override
  public List<SqlNode> getOperandList() {
    return List.of();
  }

  @Override
  public void unparse(SqlWriter writer, int leftPrec, int rightPrec) {
    writer.keyword(action == Action.BEGIN ? "START TRANSACTION" : action.sql());
    if (isolation != null) {
      writer.keyword("ISOLATION LEVEL " + isolation.sql());
    }
    if (readOnly) {
      writer.keyword("READ ONLY");
    }
    if (savepoint != null) {
      savepoint.unparse(writer, leftPrec, rightPrec);
    }
  }
}
