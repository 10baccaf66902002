package io.quiver.table.sql.ddl;

import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlOperator;
import org.apache.calcite.sql.SqlSpecialOperator;
import org.apache.calcite.sql.parser.SqlParserPos;

/**
 * Flink's {@code SHOW PROCEDURES [FROM|IN database] [[NOT] LIKE 'pattern']}: refused, as Flink's
 * in-memory catalog refuses it, having no procedures.
 */
public final class SqlShowProcedures extends SqlShow {
  static final SqlOperator OPERATOR = new SqlSpecialOperator("SHOW PROCEDURES", SqlKind.OTHER);

  public SqlShowProcedures(SqlParserPos pos) {
    super(pos);
  }

  @Override
  public SqlOperator getOperator() {
    return OPERATOR;
  }
}
