package io.quiver.table.sql.ddl;

import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlOperator;
import org.apache.calcite.sql.SqlSpecialOperator;
import org.apache.calcite.sql.parser.SqlParserPos;

/**
 * {@code DESCRIBE [TABLE] name} or {@code DESC name}: shows the columns of a table or view; also
 * Flink's {@code SHOW COLUMNS FROM name [[NOT] LIKE 'pattern']}, the same rows filtered by name.
 */
public final class SqlRichDescribeTable extends SqlNamedStatement {
  static final SqlOperator OPERATOR = new SqlSpecialOperator("DESCRIBE", SqlKind.OTHER);

  private final String like;
  private final boolean notLike;

  public SqlRichDescribeTable(SqlParserPos pos, SqlIdentifier name) {
    this(pos, name, null, false);
  }

  public SqlRichDescribeTable(SqlParserPos pos, SqlIdentifier name, String like, boolean notLike) {
    super(pos, OPERATOR, name);
    this.like = like;
    this.notLike = notLike;
  }

  /** The LIKE pattern of SHOW COLUMNS, or null. */
  public String like() {
    return like;
  }

  public boolean notLike() {
    return notLike;
  }
}
