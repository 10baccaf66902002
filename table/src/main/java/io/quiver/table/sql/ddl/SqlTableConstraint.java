package io.quiver.table.sql.ddl;

import java.util.List;
import org.apache.calcite.sql.SqlCall;
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
 * One constraint of CREATE TABLE or ALTER TABLE ... ADD, written on a column or as a table
 * element, named ({@code CONSTRAINT name ...}) or not: {@code PRIMARY KEY (a, b) [NOT ENFORCED]},
 * {@code UNIQUE (a)}, {@code CHECK (expr)} or {@code FOREIGN KEY (a) REFERENCES t (b) [ON DELETE
 * action] [ON UPDATE action]}. A column-level constraint is given its column as the list.
 */
public final class SqlTableConstraint extends SqlCall {
  static final SqlOperator OPERATOR = new SqlSpecialOperator("CONSTRAINT", SqlKind.OTHER_DDL);

  /** What the constraint is. */
  public enum Kind { PRIMARY_KEY, UNIQUE, CHECK, FOREIGN_KEY }

  /** A referential action, as the standard names them. */
  public enum Action {
    NO_ACTION("NO ACTION"), RESTRICT("RESTRICT"), CASCADE("CASCADE"), SET_NULL("SET NULL"),
    SET_DEFAULT("SET DEFAULT");

    private final String sql;

    Action(String sql) {
      this.sql = sql;
    }

    public String sql() {
      return sql;
    }
  }

  private final SqlIdentifier name;
  private final Kind kind;
  private final SqlNodeList columns;
  private final SqlNode check;
  private final SqlIdentifier referencedTable;
  private final SqlNodeList referencedColumns;
  private final Action onDelete;
  private final Action onUpdate;
  private final boolean enforced;
  private final boolean columnLevel;

  public SqlTableConstraint(SqlParserPos pos, SqlIdentifier name, Kind kind, SqlNodeList columns, SqlNode check,
      SqlIdentifier referencedTable, SqlNodeList referencedColumns, Action onDelete, Action onUpdate,
      boolean enforced) {
    this(pos, name, kind, columns, check, referencedTable, referencedColumns, onDelete, onUpdate, enforced, false);
  }

  private SqlTableConstraint(SqlParserPos pos, SqlIdentifier name, Kind kind, SqlNodeList columns, SqlNode check,
      SqlIdentifier referencedTable, SqlNodeList referencedColumns, Action onDelete, Action onUpdate,
      boolean enforced, boolean columnLevel) {
    super(pos);
    this.columnLevel = columnLevel;
    this.name = name;
    this.kind = kind;
    this.columns = columns == null ? SqlNodeList.EMPTY : columns;
    this.check = check;
    this.referencedTable = referencedTable;
    this.referencedColumns = referencedColumns == null ? SqlNodeList.EMPTY : referencedColumns;
    this.onDelete = onDelete == null ? Action.NO_ACTION : onDelete;
    this.onUpdate = onUpdate == null ? Action.NO_ACTION : onUpdate;
    this.enforced = enforced;
  }

  /** The same constraint on {@code column}, for one written on a column. */
  public SqlTableConstraint onColumn(SqlIdentifier column) {
    return new SqlTableConstraint(getParserPosition(), name, kind, new SqlNodeList(List.of(column),
        column.getParserPosition()), check, referencedTable, referencedColumns, onDelete, onUpdate, enforced, true);
  }

  /** The name given with CONSTRAINT, or null. */
  public String name() {
    return name == null ? null : name.getSimple();
  }

  public SqlIdentifier nameNode() {
    return name;
  }

  public Kind kind() {
    return kind;
  }

  /** The constrained columns; empty for CHECK. */
  public List<String> columns() {
    return SqlDdlUtil.names(columns);
  }

  /**
   * Rewrites the constrained and the referenced column names through {@code local} and
   * {@code referenced} (the standard dialect gives them the declared spelling of the columns they
   * match ignoring case).
   */
  public void canonicalizeColumns(java.util.function.UnaryOperator<String> local,
      java.util.function.UnaryOperator<String> referenced) {
    rewrite(columns, local);
    rewrite(referencedColumns, referenced);
  }

  private static void rewrite(SqlNodeList names, java.util.function.UnaryOperator<String> spelling) {
    for (int i = 0; i < names.size(); i++) {
      SqlIdentifier id = (SqlIdentifier) names.get(i);
      String canonical = spelling.apply(id.getSimple());
      if (!canonical.equals(id.getSimple())) {
        names.set(i, new SqlIdentifier(canonical, id.getParserPosition()));
      }
    }
  }

  /** The CHECK condition, or null. */
  public SqlNode check() {
    return check;
  }

  /** The referenced table of a FOREIGN KEY, or null. */
  public SqlIdentifier referencedTable() {
    return referencedTable;
  }

  /** The referenced columns; empty when the referenced table's primary key is meant. */
  public List<String> referencedColumns() {
    return SqlDdlUtil.names(referencedColumns);
  }

  public Action onDelete() {
    return onDelete;
  }

  public Action onUpdate() {
    return onUpdate;
  }

  /** False for Flink's {@code NOT ENFORCED}; Quiver checks the constraint either way. */
  public boolean enforced() {
    return enforced;
  }

  @Override
  public SqlOperator getOperator() {
    return OPERATOR;
  }

  @Override
  public List<SqlNode> getOperandList() {
    return ImmutableNullableList.of(name, columns, check, referencedTable, referencedColumns);
  }

  @Override
  public void unparse(SqlWriter writer, int leftPrec, int rightPrec) {
    if (name != null) {
      writer.keyword("CONSTRAINT");
      name.unparse(writer, 0, 0);
    }
    switch (kind) {
      case PRIMARY_KEY -> {
        writer.keyword("PRIMARY KEY");
        if (!columnLevel) {
          SqlDdlUtil.unparseList(writer, columns);
        }
        if (!enforced) {
          writer.keyword("NOT ENFORCED");
        }
      }
      case UNIQUE -> {
        writer.keyword("UNIQUE");
        if (!columnLevel) {
          SqlDdlUtil.unparseList(writer, columns);
        }
      }
      case CHECK -> {
        writer.keyword("CHECK");
        SqlWriter.Frame frame = writer.startList("(", ")");
        check.unparse(writer, 0, 0);
        writer.endList(frame);
      }
      case FOREIGN_KEY -> {
        if (!columnLevel) {
          writer.keyword("FOREIGN KEY");
          SqlDdlUtil.unparseList(writer, columns);
        }
        writer.keyword("REFERENCES");
        referencedTable.unparse(writer, 0, 0);
        if (!referencedColumns.isEmpty()) {
          SqlDdlUtil.unparseList(writer, referencedColumns);
        }
        if (onDelete != Action.NO_ACTION) {
          writer.keyword("ON DELETE " + onDelete.sql());
        }
        if (onUpdate != Action.NO_ACTION) {
          writer.keyword("ON UPDATE " + onUpdate.sql());
        }
      }
    }
  }
}
