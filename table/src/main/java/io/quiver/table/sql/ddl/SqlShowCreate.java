package io.quiver.table.sql.ddl;

import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlOperator;
import org.apache.calcite.sql.SqlSpecialOperator;
import org.apache.calcite.sql.SqlWriter;
import org.apache.calcite.sql.parser.SqlParserPos;

/** Flink's {@code SHOW CREATE TABLE name} and {@code SHOW CREATE VIEW name}: the DDL that makes the object. */
public final class SqlShowCreate extends SqlShow {
  static final SqlOperator TABLE = new SqlSpecialOperator("SHOW CREATE TABLE", SqlKind.OTHER);
  static final SqlOperator VIEW = new SqlSpecialOperator("SHOW CREATE VIEW", SqlKind.OTHER);

  private final SqlIdentifier name;
  private final boolean view;

  public SqlShowCreate(SqlParserPos pos, SqlIdentifier name, boolean view) {
    super(pos);
    this.name = name;
    this.view = view;
  }

  public SqlIdentifier name() {
    return name;
  }

  /** Whether the statement asks for a view (SHOW CREATE VIEW) rather than a table. */
  public boolean view() {
    return view;
  }

  @Override
  public SqlOperator getOperator() {
    return view ? VIEW : TABLE;
  }

  @Override
  public void unparse(SqlWriter writer, int leftPrec, int rightPrec) {
    writer.keyword(getOperator().getName());
    name.unparse(writer, leftPrec, rightPrec);
  }
}
