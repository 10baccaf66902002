package io.quiver.table.sql.ddl;

import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlOperator;
import org.apache.calcite.sql.SqlSpecialOperator;
import org.apache.calcite.sql.parser.SqlParserPos;

/**
 * {@code SHOW [USER] FUNCTIONS [(FROM|IN) [catalog.]database] [[NOT] LIKE|ILIKE 'pattern']}: lists the functions visible to the session; with USER, only
 * user-defined ones.
 */
public final class SqlShowFunctions extends SqlShow {
  static final SqlOperator ALL = new SqlSpecialOperator("SHOW FUNCTIONS", SqlKind.OTHER);
  static final SqlOperator USER = new SqlSpecialOperator("SHOW USER FUNCTIONS", SqlKind.OTHER);

  private final boolean userOnly;
  private final ShowFilter filter;

  public SqlShowFunctions(SqlParserPos pos, boolean userOnly, ShowFilter filter) {
    super(pos);
    this.userOnly = userOnly;
    this.filter = filter;
  }

  /** The scope and name pattern the statement gives, or {@link ShowFilter#NONE}. */
  public ShowFilter filter() {
    return filter;
  }

  /** True for {@code SHOW USER FUNCTIONS}. */
  public boolean userOnly() {
    return userOnly;
  }

  @Override
  public SqlOperator getOperator() {
    return userOnly ? USER : ALL;
  }
}
