package io.quiver.table.sql.ddl;

import java.util.List;
import org.apache.calcite.sql.SqlDrop;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlOperator;
import org.apache.calcite.sql.SqlWriter;
import org.apache.calcite.sql.parser.SqlParserPos;

/** {@code DROP [TEMPORARY] kind [IF EXISTS] name}: what the DROP statements have in common. */
public abstract class SqlDropObject extends SqlDrop {
  private final SqlIdentifier name;
  private final boolean temporary;

  SqlDropObject(SqlOperator operator, SqlParserPos pos, SqlIdentifier name, boolean ifExists,
      boolean temporary) {
    super(operator, pos, ifExists);
    this.name = name;
    this.temporary = temporary;
  }

  public SqlIdentifier name() {
    return name;
  }

  public boolean ifExists() {
    return ifExists;
  }

  public boolean temporary() {
    return temporary;
  }

  /** The object kind as written after DROP, such as {@code TABLE} or {@code SYSTEM FUNCTION}. */
  abstract String kind();

  /** Writes what follows the name; nothing by default. */
  void unparseSuffix(SqlWriter writer) {}

  @Override
  public List<SqlNode> getOperandList() {
    return List.of(name);
  }

  @Override
  public void unparse(SqlWriter writer, int leftPrec, int rightPrec) {
    writer.keyword("DROP");
    if (temporary) {
      writer.keyword("TEMPORARY");
    }
    writer.keyword(kind());
    if (ifExists) {
      writer.keyword("IF EXISTS");
    }
    name.unparse(writer, leftPrec, rightPrec);
    unparseSuffix(writer);
  }
}
