package io.quiver.table.sql.ddl;

import java.util.ArrayList;
import java.util.List;
import org.apache.calcite.sql.SqlCall;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlNodeList;
import org.apache.calcite.sql.SqlOperator;
import org.apache.calcite.sql.SqlSpecialOperator;
import org.apache.calcite.sql.SqlWriter;
import org.apache.calcite.sql.parser.SqlParserPos;

/**
 * A query with a locking clause: {@code query FOR { UPDATE | NO KEY UPDATE | SHARE | KEY SHARE }
 * [OF table, ...] [NOWAIT | SKIP LOCKED]}. Not a query kind itself, so that nothing plans it by
 * mistake: the statement executor runs {@link #query()} and records the locks.
 */
public final class SqlLockingQuery extends SqlCall {
  static final SqlOperator OPERATOR = new SqlSpecialOperator("FOR UPDATE", SqlKind.OTHER);

  /** What the clause asks for: rows to be written (UPDATE) or only kept from change (SHARE). */
  public enum Strength { UPDATE, SHARE }

  /** What to do with a row another transaction has locked. */
  public enum WaitPolicy { WAIT, NOWAIT, SKIP_LOCKED }

  private final SqlNode query;
  private final Strength strength;
  private final SqlNodeList tables;
  private final WaitPolicy waitPolicy;

  public SqlLockingQuery(SqlParserPos pos, SqlNode query, Strength strength, SqlNodeList tables,
      WaitPolicy waitPolicy) {
    super(pos);
    this.query = query;
    this.strength = strength;
    this.tables = tables;
    this.waitPolicy = waitPolicy;
  }

  public SqlNode query() {
    return query;
  }

  public Strength strength() {
    return strength;
  }

  /** The tables named by OF, each as written (possibly qualified); empty when OF is absent. */
  public List<List<String>> tables() {
    List<List<String>> names = new ArrayList<>();
    for (SqlNode table : tables) {
      names.add(((SqlIdentifier) table).names);
    }
    return names;
  }

  public WaitPolicy waitPolicy() {
    return waitPolicy;
  }

  @Override
  public SqlOperator getOperator() {
    return OPERATOR;
  }

  @Override
  public List<SqlNode> getOperandList() {
    return List.of(query, tables);
  }

  @Override
  public void unparse(SqlWriter writer, int leftPrec, int rightPrec) {
    query.unparse(writer, 0, 0);
    writer.keyword("FOR " + strength);
    if (!tables.isEmpty()) {
      writer.keyword("OF");
      tables.unparse(writer, 0, 0);
    }
    if (waitPolicy != WaitPolicy.WAIT) {
      writer.keyword(waitPolicy == WaitPolicy.NOWAIT ? "NOWAIT" : "SKIP LOCKED");
    }
  }
}
