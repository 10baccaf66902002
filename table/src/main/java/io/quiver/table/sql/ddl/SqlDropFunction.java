package io.quiver.table.sql.ddl;

import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlOperator;
import org.apache.calcite.sql.SqlSpecialOperator;
import org.apache.calcite.sql.parser.SqlParserPos;

/**
 * {@code DROP [TEMPORARY] [SYSTEM] FUNCTION [IF EXISTS] name}. A system function lives outside
 * every catalog and database, so its name is a single identifier.
 */
public final class SqlDropFunction extends SqlDropObject {
  static final SqlOperator OPERATOR = new SqlSpecialOperator("DROP FUNCTION", SqlKind.DROP_FUNCTION);

  private final boolean system;

  public SqlDropFunction(SqlParserPos pos, SqlIdentifier name, boolean ifExists,
      boolean temporary, boolean system) {
    super(OPERATOR, pos, name, ifExists, temporary);
    this.system = system;
  }

  public boolean system() {
    return system;
  }

  @Override
  String kind() {
    return system ? "SYSTEM FUNCTION" : "FUNCTION";
  }
}
