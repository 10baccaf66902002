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

  /** True for {@code INSERT OVERWRITE}. */
  public boolean overwrite() {
    return overwrite;
  }

  @Override
  public void unparse(SqlWriter writer, int leftPrec, int rightPrec) {
    if (!overwrite) {
      super.unparse(writer, leftPrec, rightPrec);
      unparseReturning(writer);
      return;
    }
    // Mirrors SqlInsert.unparse with OVERWRITE in place of INTO.
    writer.startList(SqlWriter.FrameTypeEnum.SELECT);
    writer.sep("INSERT OVERWRITE");
    int opLeft = getOperator().getLeftPrec();
    int opRight = getOperator().getRightPrec();
    getTargetTable().unparse(writer, opLeft, opRight);
    if (getTargetColumnList() != null) {
      getTargetColumnList().unparse(writer, opLeft, opRight);
    }
    writer.newlineAndIndent();
    getSource().unparse(writer, 0, 0);
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
