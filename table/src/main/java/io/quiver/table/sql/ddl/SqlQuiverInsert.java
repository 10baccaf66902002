package io.quiver.table.sql.ddl;

import org.apache.calcite.sql.SqlInsert;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlNodeList;
import org.apache.calcite.sql.SqlWriter;
import org.apache.calcite.sql.parser.SqlParserPos;

/**
 * {@code INSERT INTO} or {@code INSERT OVERWRITE table [(columns)] query}. Every top-level INSERT
 * or UPSERT parses to this class, so callers test one type; with {@code overwrite()} false it is
 * exactly Calcite's {@link SqlInsert}. OVERWRITE replaces the table's rows with the query's.
 */
public final class SqlQuiverInsert extends SqlInsert {
  private final boolean overwrite;
  /** The items of {@code RETURNING ...}, or null without the clause. */
  private SqlNodeList returning;
  /** What a row whose key another row has does; null: the statement fails (23505). */
  private OnConflict conflict;

  /**
   * What INSERT does with a row whose PRIMARY KEY or UNIQUE key a row of the table (or an earlier
   * row of the same statement) already has.
   */
  public enum OnConflict {
    /** SQLite's {@code INSERT OR REPLACE} and {@code REPLACE INTO}: the old row is deleted. */
    REPLACE("INSERT OR REPLACE"),
    /** MySQL's {@code REPLACE INTO}: as REPLACE, and each deleted row counts as a changed row too. */
    REPLACE_COUNTING_DELETED("REPLACE"),
    /**
     * SQLite's {@code INSERT OR IGNORE}, MySQL's {@code INSERT IGNORE}, PostgreSQL's
     * {@code ON CONFLICT [(columns)] DO NOTHING}: the new row is left out.
     */
    IGNORE("INSERT OR IGNORE"),
    /**
     * PostgreSQL's {@code ON CONFLICT (columns) DO UPDATE SET ... [WHERE ...]}: the row that has the
     * key is updated instead ({@code EXCLUDED} names the proposed row).
     */
    UPDATE("INSERT");

    private final String keyword;

    OnConflict(String keyword) {
      this.keyword = keyword;
    }
  }

  /** ON CONFLICT's columns (the key whose conflicts it resolves), or null: every key's. */
  private SqlNodeList conflictColumns;
  /** DO UPDATE's SET columns, their values and its WHERE condition (null without one). */
  private SqlNodeList updateColumns;
  private SqlNodeList updateValues;
  private SqlNode updateCondition;

  public SqlQuiverInsert(SqlParserPos pos, SqlNodeList keywords, SqlNode targetTable,
      SqlNode source, SqlNodeList columnList, boolean overwrite) {
    super(pos, keywords, targetTable, source, columnList);
    this.overwrite = overwrite;
  }

  /** Sets the {@code RETURNING} items (null: none); returns this node. */
  public SqlQuiverInsert withReturning(SqlNodeList items) {
    this.returning = items;
    return this;
  }

  /** The {@code RETURNING} items, or null when the statement has none. */
  public SqlNodeList returning() {
    return returning;
  }

  /** Sets what a row with an existing key does, and for which key's columns (null: every key). */
  public SqlQuiverInsert withConflict(OnConflict conflict, SqlNodeList columns) {
    this.conflict = conflict;
    this.conflictColumns = columns;
    return this;
  }

  /** Sets ON CONFLICT ... DO UPDATE's SET columns and values and its WHERE condition (or null). */
  public SqlQuiverInsert withConflictUpdate(SqlNodeList columns, SqlNodeList values, SqlNode condition) {
    this.updateColumns = columns;
    this.updateValues = values;
    this.updateCondition = condition;
    return this;
  }

  public SqlNodeList updateColumns() {
    return updateColumns;
  }

  public SqlNodeList updateValues() {
    return updateValues;
  }

  /** DO UPDATE's WHERE condition, or null. */
  public SqlNode updateCondition() {
    return updateCondition;
  }

  /** What a row with an existing key does; null when the statement fails on it. */
  public OnConflict conflict() {
    return conflict;
  }

  /** The columns of {@code ON CONFLICT (columns)}, or null. */
  public SqlNodeList conflictColumns() {
    return conflictColumns;
  }

  /** True for {@code INSERT OVERWRITE}. */
  public boolean overwrite() {
    return overwrite;
  }

  @Override
  public void unparse(SqlWriter writer, int leftPrec, int rightPrec) {
    if (conflict != null) {
      unparseWithConflict(writer);
      return;
    }
    if (!overwrite) {
      super.unparse(writer, leftPrec, rightPrec);
      unparseReturning(writer);
      return;
    }
    // Mirrors SqlInsert.unparse with OVERWRITE in place of INTO.
    unparseInsert(writer, "INSERT OVERWRITE");
    unparseReturning(writer);
  }

  /** What SqlInsert.unparse writes, with {@code keyword} in place of {@code INSERT INTO}. */
  private void unparseInsert(SqlWriter writer, String keyword) {
    writer.startList(SqlWriter.FrameTypeEnum.SELECT);
    writer.sep(keyword);
    int opLeft = getOperator().getLeftPrec();
    int opRight = getOperator().getRightPrec();
    getTargetTable().unparse(writer, opLeft, opRight);
    if (getTargetColumnList() != null) {
      getTargetColumnList().unparse(writer, opLeft, opRight);
    }
    writer.newlineAndIndent();
    getSource().unparse(writer, 0, 0);
  }

  /**
   * {@code INSERT OR REPLACE INTO ...}, {@code REPLACE INTO ...}, {@code INSERT OR IGNORE INTO ...},
   * or {@code INSERT INTO ... ON CONFLICT (columns) DO NOTHING | DO UPDATE SET ... [WHERE ...]}.
   */
  private void unparseWithConflict(SqlWriter writer) {
    boolean onConflict = conflictColumns != null || conflict == OnConflict.UPDATE;
    unparseInsert(writer, (onConflict ? "INSERT" : conflict.keyword) + " INTO");
    if (onConflict) {
      writer.keyword(conflictColumns == null && conflict == OnConflict.UPDATE ? "ON DUPLICATE KEY" : "ON CONFLICT");
      if (conflictColumns != null) {
        SqlWriter.Frame columns = writer.startList("(", ")");
        for (SqlNode column : conflictColumns) {
          writer.sep(",");
          column.unparse(writer, 0, 0);
        }
        writer.endList(columns);
      }
      if (conflict == OnConflict.UPDATE) {
        writer.keyword(conflictColumns == null ? "UPDATE" : "DO UPDATE SET");
        SqlWriter.Frame set = writer.startList(SqlWriter.FrameTypeEnum.UPDATE_SET_LIST);
        for (int i = 0; i < updateColumns.size(); i++) {
          writer.sep(",");
          updateColumns.get(i).unparse(writer, 0, 0);
          writer.keyword("=");
          updateValues.get(i).unparse(writer, 0, 0);
        }
        writer.endList(set);
        if (updateCondition != null) {
          writer.keyword("WHERE");
          updateCondition.unparse(writer, 0, 0);
        }
      } else {
        writer.keyword("DO NOTHING");
      }
    }
    unparseReturning(writer);
  }

  private void unparseReturning(SqlWriter writer) {
    if (returning != null) {
      writer.keyword("RETURNING");
      SqlWriter.Frame frame = writer.startList(SqlWriter.FrameTypeEnum.SELECT_LIST);
      for (SqlNode item : returning) {
        writer.sep(",");
        item.unparse(writer, 0, 0);
      }
      writer.endList(frame);
    }
  }
}
