package io.quiver.table.sql.ddl;

import java.util.List;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlWriter;
import org.apache.calcite.sql.parser.SqlParserPos;

/** {@code ALTER TABLE name RENAME TO newName}. */
public final class SqlAlterTableRename extends SqlAlterTable {
  private final SqlIdentifier newName;

  public SqlAlterTableRename(SqlParserPos pos, SqlIdentifier name, SqlIdentifier newName) {
    this(pos, name, newName, false);
  }

  public SqlAlterTableRename(SqlParserPos pos, SqlIdentifier name, SqlIdentifier newName, boolean ifExists) {
    super(pos, name, ifExists);
    this.newName = newName;
  }

  public SqlIdentifier newName() {
    return newName;
  }

  @Override
  public List<SqlNode> getOperandList() {
    return List.of(name(), newName);
  }

  @Override
  void unparseChange(SqlWriter writer) {
    writer.keyword("RENAME TO");
    newName.unparse(writer, 0, 0);
  }
}
