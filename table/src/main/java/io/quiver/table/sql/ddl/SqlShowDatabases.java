package io.quiver.table.sql.ddl;

import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlOperator;
import org.apache.calcite.sql.SqlSpecialOperator;
import org.apache.calcite.sql.parser.SqlParserPos;

/**
 * {@code SHOW DATABASES [(FROM|IN) catalog] [[NOT] LIKE|ILIKE 'pattern']}: lists the
 * databases of the current (or the named) catalog, as in Flink.
 */
public final class SqlShowDatabases extends SqlShow {
  static final SqlOperator OPERATOR = new SqlSpecialOperator("SHOW DATABASES", SqlKind.OTHER);

  private final ShowFilter filter;

  public SqlShowDatabases(SqlParserPos pos, ShowFilter filter) {
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
