package io.quiver.table.sql.ddl;

import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlOperator;
import org.apache.calcite.sql.SqlSpecialOperator;
import org.apache.calcite.sql.parser.SqlParserPos;

/**
 * {@code SHOW TABLES [[NOT] LIKE 'pattern']}: lists the tables of the current database, those whose
 * names match (or, with NOT, do not match) the SQL LIKE pattern when one is given, as in Flink.
 */
public final class SqlShowTables extends SqlShow {
  static final SqlOperator OPERATOR = new SqlSpecialOperator("SHOW TABLES", SqlKind.OTHER);

  private final String likePattern;
  private final boolean notLike;

  public SqlShowTables(SqlParserPos pos) {
    this(pos, null, false);
  }

  public SqlShowTables(SqlParserPos pos, String likePattern, boolean notLike) {
    super(pos);
    this.likePattern = likePattern;
    this.notLike = notLike;
  }

  /** The LIKE pattern, or null when every table is listed. */
  public String likePattern() {
    return likePattern;
  }

  public boolean notLike() {
    return notLike;
  }

  @Override
  public SqlOperator getOperator() {
    return OPERATOR;
  }
}
