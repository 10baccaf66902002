package io.quiver.table.sql.ddl;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.apache.calcite.sql.SqlCreate;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlNodeList;
import org.apache.calcite.sql.SqlOperator;
import org.apache.calcite.sql.SqlSpecialOperator;
import org.apache.calcite.sql.SqlWriter;
import org.apache.calcite.sql.parser.SqlParserPos;
import org.apache.calcite.util.ImmutableNullableList;

/**
 * {@code CREATE [TEMPORARY] TABLE [IF NOT EXISTS] name (column, ..., [PRIMARY KEY (a, b)],
 * [UNIQUE (c)]) [COMMENT 'text'] [WITH ('k' = 'v', ...)] [AS query]}.
 *
 * <p>A primary key may be declared on one column or as a table constraint, not both; the
 * grammar rejects a second one.
 */
public final class SqlCreateTable extends SqlCreate {
  static final SqlOperator OPERATOR = new SqlSpecialOperator("CREATE TABLE", SqlKind.CREATE_TABLE);

  private final SqlIdentifier name;
  private final SqlNodeList columns;
  private final SqlNodeList primaryKeyColumns;
  private final List<SqlNodeList> uniqueKeys;
  private final SqlNode comment;
  private final SqlNodeList properties;
  private final SqlNode query;
  private final boolean temporary;
  private SqlNodeList partitionKeys = SqlNodeList.EMPTY;

  /**
   * Creates the node.
   *
   * @param primaryKeyColumns the table-level primary key's columns, empty when there is none
   *     (a column-level primary key stays on its column)
   * @param comment a character literal, or null
   * @param query the query of {@code CREATE TABLE ... AS query}, or null
   */
  public SqlCreateTable(SqlParserPos pos, SqlIdentifier name, SqlNodeList columns,
      SqlNodeList primaryKeyColumns, List<SqlNodeList> uniqueKeys, SqlNode comment,
      SqlNodeList properties, SqlNode query, boolean temporary, boolean ifNotExists) {
    super(OPERATOR, pos, false, ifNotExists);
    this.name = name;
    this.columns = columns;
    this.primaryKeyColumns = primaryKeyColumns;
    this.uniqueKeys = List.copyOf(uniqueKeys);
    this.comment = comment;
    this.properties = properties;
    this.query = query;
    this.temporary = temporary;
  }

  /** Sets the columns of {@code PARTITIONED BY (...)} (connectors); returns this node. */
  public SqlCreateTable withPartitionKeys(SqlNodeList keys) {
    this.partitionKeys = keys;
    return this;
  }

  /** The columns of {@code PARTITIONED BY}, empty when there is none. */
  public List<String> partitionKeys() {
    List<String> keys = new ArrayList<>();
    for (SqlNode key : partitionKeys) {
      keys.add(((SqlIdentifier) key).getSimple());
    }
    return keys;
  }

  /** Where PARTITIONED BY stands in the text, for messages. */
  public SqlNodeList partitionKeyList() {
    return partitionKeys;
  }

  public SqlIdentifier name() {
    return name;
  }

  /** The declared columns in order; empty for {@code CREATE TABLE t AS query}. */
  public List<SqlTableColumn> columns() {
    List<SqlTableColumn> list = new ArrayList<>(columns.size());
    for (SqlNode column : columns) {
      list.add((SqlTableColumn) column);
    }
    return Collections.unmodifiableList(list);
  }

  /** The primary key's column names, wherever declared; empty when there is none. */
  public List<String> primaryKey() {
    if (!primaryKeyColumns.isEmpty()) {
      return SqlDdlUtil.names(primaryKeyColumns);
    }
    for (SqlTableColumn column : columns()) {
      if (column.primaryKey()) {
        return List.of(column.name().getSimple());
      }
    }
    return List.of();
  }

  /** The column names of each {@code UNIQUE (...)} constraint, in order. */
  public List<List<String>> uniqueKeys() {
    List<List<String>> keys = new ArrayList<>(uniqueKeys.size());
    for (SqlNodeList key : uniqueKeys) {
      keys.add(SqlDdlUtil.names(key));
    }
    return Collections.unmodifiableList(keys);
  }

  public boolean ifNotExists() {
    return ifNotExists;
  }

  public boolean temporary() {
    return temporary;
  }

  /** The {@code COMMENT} text, or null. */
  public String comment() {
    return comment == null ? null : SqlDdlUtil.stringValue(comment);
  }

  /** The {@code WITH} properties in declaration order; empty when there is no WITH. */
  public Map<String, String> properties() {
    return SqlDdlUtil.toMap(properties);
  }

  /** The query of {@code CREATE TABLE ... AS query}, or null. */
  public SqlNode query() {
    return query;
  }

  @Override
  public List<SqlNode> getOperandList() {
    return ImmutableNullableList.of(name, columns, primaryKeyColumns, comment, properties, query);
  }

  @Override
  public void unparse(SqlWriter writer, int leftPrec, int rightPrec) {
    writer.keyword("CREATE");
    if (temporary) {
      writer.keyword("TEMPORARY");
    }
    writer.keyword("TABLE");
    if (ifNotExists) {
      writer.keyword("IF NOT EXISTS");
    }
    name.unparse(writer, leftPrec, rightPrec);
    if (!columns.isEmpty()) {
      unparseElements(writer);
    }
    SqlDdlUtil.unparseComment(writer, comment);
    if (!partitionKeys.isEmpty()) {
      writer.keyword("PARTITIONED BY");
      SqlDdlUtil.unparseList(writer, partitionKeys);
    }
    SqlDdlUtil.unparseWith(writer, properties);
    if (query != null) {
      writer.keyword("AS");
      writer.newlineAndIndent();
      query.unparse(writer, 0, 0);
    }
  }

  private void unparseElements(SqlWriter writer) {
    SqlWriter.Frame frame = writer.startList("(", ")");
    for (SqlNode column : columns) {
      writer.sep(",");
      column.unparse(writer, 0, 0);
    }
    if (!primaryKeyColumns.isEmpty()) {
      writer.sep(",");
      writer.keyword("PRIMARY KEY");
      SqlDdlUtil.unparseList(writer, primaryKeyColumns);
    }
    for (SqlNodeList key : uniqueKeys) {
      writer.sep(",");
      writer.keyword("UNIQUE");
      SqlDdlUtil.unparseList(writer, key);
    }
    writer.endList(frame);
  }
}
