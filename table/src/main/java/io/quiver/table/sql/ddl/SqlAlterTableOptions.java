package io.quiver.table.sql.ddl;

import java.util.List;
import java.util.Map;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlNodeList;
import org.apache.calcite.sql.SqlWriter;
import org.apache.calcite.sql.parser.SqlParserPos;

/** {@code ALTER TABLE name SET ('k' = 'v', ...)}: adds or replaces table properties. */
public final class SqlAlterTableOptions extends SqlAlterTable {
  private final SqlNodeList properties;

  public SqlAlterTableOptions(SqlParserPos pos, SqlIdentifier name, SqlNodeList properties) {
    super(pos, name);
    this.properties = properties;
  }

  public Map<String, String> properties() {
    return SqlDdlUtil.toMap(properties);
  }

  @Override
  public List<SqlNode> getOperandList() {
    return List.of(name(), properties);
  }

  @Override
  void unparseChange(SqlWriter writer) {
    writer.keyword("SET");
    SqlDdlUtil.unparseProperties(writer, properties);
  }
}
