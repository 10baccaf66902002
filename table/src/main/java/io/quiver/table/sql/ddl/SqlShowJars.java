package io.quiver.table.sql.ddl;

import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlOperator;
import org.apache.calcite.sql.SqlSpecialOperator;
import org.apache.calcite.sql.parser.SqlParserPos;

/** Flink's {@code SHOW JARS}: the jars {@code ADD JAR} added, of which Quiver has none. */
public final class SqlShowJars extends SqlShow {
  static final SqlOperator OPERATOR = new SqlSpecialOperator("SHOW JARS", SqlKind.OTHER);

  public SqlShowJars(SqlParserPos pos) {
    super(pos);
  }

  @Override
  public SqlOperator getOperator() {
    return OPERATOR;
  }
}
