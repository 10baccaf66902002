package io.quiver.table.sql.ddl;

import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlOperator;
import org.apache.calcite.sql.SqlSpecialOperator;
import org.apache.calcite.sql.parser.SqlParserPos;

/**
 * {@code SHOW TABLES [(FROM|IN) [catalog.]database] [[NOT] LIKE 'pattern']}: lists the tables of
 * the current (or the named) database, those whose names match (or, with NOT, do not match) the
 * SQL LIKE pattern when one is given, as in Flink.
 */
public final class SqlShowTables extends SqlShow {
  static final SqlOperator OPERATOR = new SqlSpecialOperator("SHOW TABLES", SqlKind.OTHER);

  private final ShowFilter filter;

  public SqlShowTables(SqlParserPos pos, ShowFilter filter) {
    super(pos);
    this.filter = filter;
  }

  /** The scope and name pattern the statement gives, or {@link ShowFilter#NONE}. */
  public ShowFilter filter() {
    return filter;
  }

  @Override
  public SqlOperator getOperator() {
    return OPERATOR;
  }
}
