package io.quiver.table.sql.ddl;

import java.util.List;
import org.apache.calcite.sql.SqlDataTypeSpec;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlWriter;
import org.apache.calcite.sql.parser.SqlParserPos;
import org.apache.calcite.util.ImmutableNullableList;

/**
 * {@code ALTER TABLE [IF EXISTS] t} and one change of a column or constraint:
 * {@code RENAME [COLUMN] a TO b}, {@code ADD [CONSTRAINT name] constraint},
 * {@code DROP [COLUMN] [IF EXISTS] c}, {@code DROP CONSTRAINT [IF EXISTS] name},
 * {@code ALTER [COLUMN] c SET NOT NULL | DROP NOT NULL | SET DEFAULT expr | DROP DEFAULT |
 * [SET DATA] TYPE type}.
 */
public final class SqlAlterTableChange extends SqlAlterTable {
  /** The kind of change. */
  public enum Kind {
    RENAME_COLUMN, ADD_CONSTRAINT, DROP_COLUMN, DROP_CONSTRAINT, SET_NOT_NULL, DROP_NOT_NULL, SET_DEFAULT,
    DROP_DEFAULT, SET_TYPE
  }

  private final Kind kind;
  private final SqlIdentifier item;
  private final SqlIdentifier newName;
  private final SqlDataTypeSpec type;
  private final SqlNode defaultValue;
  private final SqlTableConstraint constraint;
  private final boolean itemIfExists;

  /**
   * @param item the column (or, for DROP CONSTRAINT, the constraint) changed; null for ADD CONSTRAINT
   * @param itemIfExists {@code DROP [COLUMN | CONSTRAINT] IF EXISTS}
   */
  public SqlAlterTableChange(SqlParserPos pos, SqlIdentifier name, boolean ifExists, Kind kind, SqlIdentifier item,
      SqlIdentifier newName, SqlDataTypeSpec type, SqlNode defaultValue, SqlTableConstraint constraint,
      boolean itemIfExists) {
    super(pos, name, ifExists);
    this.kind = kind;
    this.item = item;
    this.newName = newName;
    this.type = type;
    this.defaultValue = defaultValue;
    this.constraint = constraint;
    this.itemIfExists = itemIfExists;
  }

  public Kind kind() {
    return kind;
  }

  /** The column or constraint named, or null. */
  public SqlIdentifier item() {
    return item;
  }

  /** The new column name of RENAME COLUMN, or null. */
  public SqlIdentifier newName() {
    return newName;
  }

  /** The type of SET DATA TYPE, or null. */
  public SqlDataTypeSpec type() {
    return type;
  }

  /** The expression of SET DEFAULT, or null. */
  public SqlNode defaultValue() {
    return defaultValue;
  }

  /** The constraint of ADD CONSTRAINT, or null. */
  public SqlTableConstraint constraint() {
    return constraint;
  }

  public boolean itemIfExists() {
    return itemIfExists;
  }

  @Override
  public List<SqlNode> getOperandList() {
    return ImmutableNullableList.of(name(), item, newName, type, defaultValue, constraint);
  }

  @Override
  void unparseChange(SqlWriter writer) {
    switch (kind) {
      case RENAME_COLUMN -> {
        writer.keyword("RENAME COLUMN");
        item.unparse(writer, 0, 0);
        writer.keyword("TO");
        newName.unparse(writer, 0, 0);
      }
      case ADD_CONSTRAINT -> {
        writer.keyword("ADD");
        constraint.unparse(writer, 0, 0);
      }
      case DROP_COLUMN, DROP_CONSTRAINT -> {
        writer.keyword(kind == Kind.DROP_COLUMN ? "DROP COLUMN" : "DROP CONSTRAINT");
        if (itemIfExists) {
          writer.keyword("IF EXISTS");
        }
        item.unparse(writer, 0, 0);
      }
      default -> {
        writer.keyword("ALTER COLUMN");
        item.unparse(writer, 0, 0);
        switch (kind) {
          case SET_NOT_NULL -> writer.keyword("SET NOT NULL");
          case DROP_NOT_NULL -> writer.keyword("DROP NOT NULL");
          case SET_DEFAULT -> {
            writer.keyword("SET DEFAULT");
            defaultValue.unparse(writer, 0, 0);
          }
          case DROP_DEFAULT -> writer.keyword("DROP DEFAULT");
          default -> {
            writer.keyword("SET DATA TYPE");
            type.unparse(writer, 0, 0);
          }
        }
      }
    }
  }
}
