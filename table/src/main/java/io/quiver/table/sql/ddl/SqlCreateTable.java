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
  private final List<SqlTableConstraint> constraints;
  private final SqlNode comment;
  private final SqlNodeList properties;
  private final SqlNode query;
  private final boolean temporary;
  private SqlNodeList partitionKeys = SqlNodeList.EMPTY;
  /** MySQL's {@code KEY name (c)} / {@code INDEX name (c)} elements: indexes made with the table. */
  private List<SqlCreateIndex> indexes = List.of();
  private List<Watermark> watermarks = List.of();

  /** Flink's {@code WATERMARK FOR rowtime AS expression}. */
  public record Watermark(SqlIdentifier rowtime, SqlNode expression) {}

  /**
   * Creates the node.
   *
   * @param constraints the table-level constraints (column-level ones stay on their columns)
   * @param comment a character literal, or null
   * @param query the query of {@code CREATE TABLE ... AS query}, or null
   */
  public SqlCreateTable(SqlParserPos pos, SqlIdentifier name, SqlNodeList columns,
      List<SqlTableConstraint> constraints, SqlNode comment,
      SqlNodeList properties, SqlNode query, boolean temporary, boolean ifNotExists) {
    super(OPERATOR, pos, false, ifNotExists);
    this.name = name;
    this.columns = columns;
    this.constraints = List.copyOf(constraints);
    this.comment = comment;
    this.properties = properties;
    this.query = query;
    this.temporary = temporary;
  }

  /** Sets the indexes declared among the table's elements; returns this node. */
  /**
   * Flink's {@code LIKE source (INCLUDING ALL EXCLUDING OPTIONS ...)}: the table named and the
   * merging options as written ({@code "EXCLUDING OPTIONS"}, ...), in order.
   */
  public record Like(SqlIdentifier source, List<String> options) {}

  private Like like;

  public SqlCreateTable withLike(Like declared) {
    this.like = declared;
    return this;
  }

  /** The LIKE clause, or null. */
  public Like like() {
    return like;
  }

  public SqlCreateTable withIndexes(List<SqlCreateIndex> declared) {
    this.indexes = List.copyOf(declared);
    return this;
  }

  public List<SqlCreateIndex> indexes() {
    return indexes;
  }

  /** Sets the WATERMARK elements; returns this node. */
  public SqlCreateTable withWatermarks(List<Watermark> declared) {
    this.watermarks = List.copyOf(declared);
    return this;
  }

  public List<Watermark> watermarks() {
    return watermarks;
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

  /** Every constraint, the table's first and then those written on columns, in order. */
  public List<SqlTableConstraint> constraints() {
    List<SqlTableConstraint> all = new ArrayList<>(constraints);
    for (SqlTableColumn column : columns()) {
      all.addAll(column.constraints());
    }
    return Collections.unmodifiableList(all);
  }

  /** The primary key constraint, wherever declared; null when there is none. */
  public SqlTableConstraint primaryKeyConstraint() {
    for (SqlTableConstraint constraint : constraints()) {
      if (constraint.kind() == SqlTableConstraint.Kind.PRIMARY_KEY) {
        return constraint;
      }
    }
    return null;
  }

  /** The primary key's column names, wherever declared; empty when there is none. */
  public List<String> primaryKey() {
    SqlTableConstraint key = primaryKeyConstraint();
    return key == null ? List.of() : key.columns();
  }

  /** The UNIQUE constraints, wherever declared, in order. */
  public List<SqlTableConstraint> uniqueConstraints() {
    return constraints().stream().filter(c -> c.kind() == SqlTableConstraint.Kind.UNIQUE).toList();
  }

  /** The column names of each UNIQUE constraint, in order. */
  public List<List<String>> uniqueKeys() {
    return uniqueConstraints().stream().map(SqlTableConstraint::columns).toList();
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

  /**
   * The query of {@code CREATE TABLE ... AS query WITH NO DATA}: its columns without its rows,
   * {@code SELECT * FROM (query) WHERE FALSE}.
   */
  public static SqlNode withNoData(SqlNode query) {
    SqlParserPos pos = query.getParserPosition();
    SqlNode from = org.apache.calcite.sql.fun.SqlStdOperatorTable.AS.createCall(pos, query,
        new org.apache.calcite.sql.SqlIdentifier("no_data", pos));
    return new org.apache.calcite.sql.SqlSelect(pos, null,
        SqlNodeList.of(org.apache.calcite.sql.SqlIdentifier.star(pos)), from,
        org.apache.calcite.sql.SqlLiteral.createBoolean(false, pos), null, null, null, null, null, null, null, null);
  }

  /** The query of {@code CREATE TABLE ... AS query}, or null. */
  public SqlNode query() {
    return query;
  }

  @Override
  public List<SqlNode> getOperandList() {
    return ImmutableNullableList.of(name, columns, comment, properties, query);
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
    for (SqlTableConstraint constraint : constraints) {
      writer.sep(",");
      constraint.unparse(writer, 0, 0);
    }
    for (Watermark watermark : watermarks) {
      writer.sep(",");
      writer.keyword("WATERMARK FOR");
      watermark.rowtime().unparse(writer, 0, 0);
      writer.keyword("AS");
      watermark.expression().unparse(writer, 0, 0);
    }
    writer.endList(frame);
  }
}
