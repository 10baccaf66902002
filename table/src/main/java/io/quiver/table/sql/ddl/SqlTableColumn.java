package io.quiver.table.sql.ddl;

import java.util.List;
import org.apache.calcite.sql.SqlCall;
import org.apache.calcite.sql.SqlDataTypeSpec;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlOperator;
import org.apache.calcite.sql.SqlSpecialOperator;
import org.apache.calcite.sql.SqlWriter;
import org.apache.calcite.sql.parser.SqlParserPos;
import org.apache.calcite.util.ImmutableNullableList;

/**
 * One column of {@code CREATE TABLE} or {@code ALTER TABLE ... ADD}:
 * {@code name type [NOT NULL | NULL] [DEFAULT expr] [PRIMARY KEY]}.
 *
 * <p>The type is null only for a bare column name in {@code CREATE TABLE t (a, b) AS query},
 * where the query gives the types.
 */
public final class SqlTableColumn extends SqlCall {
  static final SqlOperator OPERATOR = new SqlSpecialOperator("COLUMN_DECL", SqlKind.COLUMN_DECL);

  private final SqlIdentifier name;
  private final SqlDataTypeSpec type;
  private final boolean nullable;
  private final SqlNode defaultValue;
  private final boolean primaryKey;
  private final Identity identity;
  private final List<SqlTableConstraint> constraints;
  private String comment;

  /**
   * A DEFAULT as the table keeps it: PostgreSQL's {@code now()} (pg_dump writes {@code DEFAULT
   * now()}) is {@code CURRENT_TIMESTAMP}, which a default is evaluated with in either dialect.
   */
  public static SqlNode standardDefault(SqlNode value) {
    if (value instanceof SqlCall call && call.operandCount() == 0
        && call.getOperator() instanceof org.apache.calcite.sql.SqlUnresolvedFunction function
        && function.getName().equalsIgnoreCase("now")) {
      return org.apache.calcite.sql.fun.SqlStdOperatorTable.CURRENT_TIMESTAMP.createCall(call.getParserPosition());
    }
    return value;
  }

  /** {@code GENERATED {ALWAYS | BY DEFAULT} AS IDENTITY [(START WITH n INCREMENT BY m)]}. */
  public record Identity(boolean always, long start, long increment) {}

  public SqlTableColumn(SqlParserPos pos, SqlIdentifier name, SqlDataTypeSpec type,
      boolean nullable, SqlNode defaultValue, boolean primaryKey) {
    this(pos, name, type, nullable, defaultValue, primaryKey, null);
  }

  public SqlTableColumn(SqlParserPos pos, SqlIdentifier name, SqlDataTypeSpec type,
      boolean nullable, SqlNode defaultValue, boolean primaryKey, Identity identity) {
    this(pos, name, type, nullable, defaultValue, primaryKey, identity, List.of());
  }

  public SqlTableColumn(SqlParserPos pos, SqlIdentifier name, SqlDataTypeSpec type,
      boolean nullable, SqlNode defaultValue, boolean primaryKey, Identity identity,
      List<SqlTableConstraint> constraints) {
    super(pos);
    this.constraints = List.copyOf(constraints);
    this.name = name;
    this.type = type;
    this.nullable = nullable;
    this.defaultValue = defaultValue;
    this.primaryKey = primaryKey;
    this.identity = identity;
  }

  /**
   * The constraints written on the column (PRIMARY KEY, UNIQUE, CHECK, REFERENCES), each as a
   * table constraint on this column; NOT NULL is {@link #nullable()}.
   */
  public List<SqlTableConstraint> constraints() {
    return constraints;
  }

  /** The column's {@code COMMENT 'text'}, or null. */
  public String comment() {
    return comment;
  }

  /** This column with the comment its declaration gives (null for none); set by the parser. */
  public SqlTableColumn withComment(String comment) {
    this.comment = comment;
    return this;
  }

  /** The identity generation, or null when the column is not an identity column. */
  public Identity identity() {
    return identity;
  }

  public SqlIdentifier name() {
    return name;
  }

  /** The declared type, or null for a bare name in {@code CREATE TABLE ... AS query}. */
  public SqlDataTypeSpec type() {
    return type;
  }

  /** False when declared {@code NOT NULL}; a column is nullable unless said otherwise. */
  public boolean nullable() {
    return nullable;
  }

  /** The {@code DEFAULT} expression, or null. */
  public SqlNode defaultValue() {
    return defaultValue;
  }

  /** True when the column itself is declared {@code PRIMARY KEY}. */
  public boolean primaryKey() {
    return primaryKey;
  }

  @Override
  public SqlOperator getOperator() {
    return OPERATOR;
  }

  @Override
  public List<SqlNode> getOperandList() {
    return ImmutableNullableList.of(name, type, defaultValue);
  }

  @Override
  public void unparse(SqlWriter writer, int leftPrec, int rightPrec) {
    name.unparse(writer, 0, 0);
    if (type == null) {
      return;
    }
    type.unparse(writer, 0, 0);
    if (identity != null) {
      writer.keyword("GENERATED " + (identity.always() ? "ALWAYS" : "BY DEFAULT") + " AS IDENTITY (START WITH "
          + identity.start() + " INCREMENT BY " + identity.increment() + ")");
    }
    if (!nullable) {
      writer.keyword("NOT NULL");
    }
    if (defaultValue != null) {
      writer.keyword("DEFAULT");
      defaultValue.unparse(writer, 0, 0);
    }
    for (SqlTableConstraint constraint : constraints) {
      constraint.unparse(writer, 0, 0);
    }
  }
}
