package io.quiver.table.sql.ddl;

import org.apache.calcite.sql.SqlCall;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlOperator;
import org.apache.calcite.sql.SqlSpecialOperator;
import org.apache.calcite.sql.SqlWriter;
import org.apache.calcite.sql.parser.SqlParserPos;

/** {@code ALTER TABLE name ...}; each subclass is one kind of change. */
public abstract class SqlAlterTable extends SqlCall {
  static final SqlOperator OPERATOR = new SqlSpecialOperator("ALTER TABLE", SqlKind.ALTER_TABLE);

  private final SqlIdentifier name;
  private final boolean ifExists;

  SqlAlterTable(SqlParserPos pos, SqlIdentifier name) {
    this(pos, name, false);
  }

  SqlAlterTable(SqlParserPos pos, SqlIdentifier name, boolean ifExists) {
    super(pos);
    this.name = name;
    this.ifExists = ifExists;
  }

  /** {@code ALTER TABLE IF EXISTS}: a missing table is no error. */
  public boolean ifExists() {
    return ifExists;
  }

  public SqlIdentifier name() {
    return name;
  }

  @Override
  public SqlOperator getOperator() {
    return OPERATOR;
  }

  /** Writes the change that follows {@code ALTER TABLE name}. */
  abstract void unparseChange(SqlWriter writer);

  @Override
  public void unparse(SqlWriter writer, int leftPrec, int rightPrec) {
    writer.keyword("ALTER TABLE");
    if (ifExists) {
      writer.keyword("IF EXISTS");
    }
    name.unparse(writer, leftPrec, rightPrec);
    unparseChange(writer);
  }
}
