package io.quiver.table.sql.ddl;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlNodeList;
import org.apache.calcite.sql.SqlWriter;
import org.apache.calcite.sql.parser.SqlParserPos;

/** {@code ALTER TABLE name ADD column} or {@code ALTER TABLE name ADD (column, ...)}. */
public final class SqlAlterTableAdd extends SqlAlterTable {
  private final SqlNodeList columns;

  private final boolean ifNotExists;

  public SqlAlterTableAdd(SqlParserPos pos, SqlIdentifier name, SqlNodeList columns) {
    this(pos, name, columns, false, false);
  }

  /** @param ifNotExists {@code ADD COLUMN IF NOT EXISTS}: a column of that name already there is skipped */
  public SqlAlterTableAdd(SqlParserPos pos, SqlIdentifier name, SqlNodeList columns, boolean ifExists,
      boolean ifNotExists) {
    super(pos, name, ifExists);
    this.ifNotExists = ifNotExists;
    this.columns = columns;
  }

  public boolean ifNotExists() {
    return ifNotExists;
  }

  /** The added columns, in order. */
  public List<SqlTableColumn> columns() {
    List<SqlTableColumn> list = new ArrayList<>(columns.size());
    for (SqlNode column : columns) {
      list.add((SqlTableColumn) column);
    }
    return Collections.unmodifiableList(list);
  }

  @Override
  public List<SqlNode> getOperandList() {
    return List.of(name(), columns);
  }

  @Override
  void unparseChange(SqlWriter writer) {
    writer.keyword("ADD");
    SqlDdlUtil.unparseList(writer, columns);
  }
}
