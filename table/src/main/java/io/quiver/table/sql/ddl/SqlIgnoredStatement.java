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
 * A statement other databases' dump scripts carry that has no meaning in Quiver and is accepted
 * as doing nothing: MySQL's {@code LOCK TABLES} / {@code UNLOCK TABLES} and statements that are
 * only version comments ({@code /*!40101 SET ... *&#47;}), PostgreSQL's {@code ALTER TABLE ...
 * OWNER TO}, {@code ALTER SEQUENCE ... OWNED BY} and its session settings ({@code SET
 * statement_timeout = 0}). README's "Dump scripts" section lists them.
 */
public final class SqlIgnoredStatement extends SqlCall {
  static final SqlOperator OPERATOR = new SqlSpecialOperator("IGNORED STATEMENT", SqlKind.OTHER);

  private final String what;
  /** The table the statement names, checked to exist; null when it names none. */
  private final org.apache.calcite.sql.SqlIdentifier table;

  public SqlIgnoredStatement(SqlParserPos pos, String what, org.apache.calcite.sql.SqlIdentifier table) {
    super(pos);
    this.what = what;
    this.table = table;
  }

  /** What was written, e.g. {@code LOCK TABLES}. */
  public String what() {
    return what;
  }

  public org.apache.calcite.sql.SqlIdentifier table() {
    return table;
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
    writer.keyword(what);
  }
}
