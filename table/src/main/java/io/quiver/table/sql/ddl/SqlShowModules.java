package io.quiver.table.sql.ddl;

import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlOperator;
import org.apache.calcite.sql.SqlSpecialOperator;
import org.apache.calcite.sql.parser.SqlParserPos;

/**
 * {@code SHOW [FULL] MODULES}: lists the modules in use; with FULL, also the loaded but unused
 * ones, with a used flag.
 */
public final class SqlShowModules extends SqlShow {
  static final SqlOperator USED = new SqlSpecialOperator("SHOW MODULES", SqlKind.OTHER);
  static final SqlOperator FULL = new SqlSpecialOperator("SHOW FULL MODULES", SqlKind.OTHER);

  private final boolean full;

  public SqlShowModules(SqlParserPos pos, boolean full) {
    super(pos);
    this.full = full;
  }

  /** True for {@code SHOW FULL MODULES}. */
  public boolean full() {
    return full;
  }

  @Override
  public SqlOperator getOperator() {
    return full ? FULL : USED;
  }
}
