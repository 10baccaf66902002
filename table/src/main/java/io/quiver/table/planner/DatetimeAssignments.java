package io.quiver.table.planner;

import java.util.List;
import org.apache.calcite.rel.type.RelDataType;
import org.apache.calcite.rel.type.RelDataTypeField;
import org.apache.calcite.sql.SqlCall;
import org.apache.calcite.sql.SqlCharStringLiteral;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlInsert;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlNodeList;
import org.apache.calcite.sql.SqlUpdate;
import org.apache.calcite.sql.fun.SqlStdOperatorTable;
import org.apache.calcite.sql.type.SqlTypeName;
import org.apache.calcite.sql.type.SqlTypeUtil;
import org.apache.calcite.sql.validate.SqlValidatorCatalogReader;
import org.apache.calcite.sql.validate.SqlValidatorTable;
import org.apache.calcite.util.Util;

/**
 * In the standard dialect a string literal assigned to a DATE, TIME or TIMESTAMP column (in
 * {@code INSERT ... VALUES} and {@code UPDATE ... SET}) is a value of the column's type, as in
 * PostgreSQL: {@code INSERT INTO t (d) VALUES ('2000-01-03')}. Before validation each such literal
 * is wrapped in a CAST to the column's type (a malformed one fails with 22007 when it runs).
 */
final class DatetimeAssignments {
  private DatetimeAssignments() {}

  /**
   * The default (Flink) dialect refuses a string assigned to a DATE, TIME or TIMESTAMP column;
   * Calcite checks INSERT, and this checks the SET list of UPDATE the same way (42804).
   */
  static void refuseStringLiterals(SqlNode statement, SqlValidatorCatalogReader catalogReader) {
    if (statement instanceof SqlUpdate update && update.getTargetTable() instanceof SqlIdentifier target) {
      RelDataType row = rowType(catalogReader, target);
      if (row == null) {
        return;
      }
      SqlNodeList columns = update.getTargetColumnList();
      SqlNodeList sources = update.getSourceExpressionList();
      for (int i = 0; i < columns.size() && i < sources.size(); i++) {
        RelDataType type = columnType(row, columns, i);
        if (cast(sources.get(i), type) != sources.get(i)) {
          org.apache.calcite.sql.parser.SqlParserPos pos = sources.get(i).getParserPosition();
          throw new io.quiver.table.api.ValidationException("Cannot assign to target field '" + columns.get(i)
              + "' of type " + type.getFullTypeString() + " from a character string; write "
              + type.getSqlTypeName().getName() + " '...' (or use the standard dialect)", null, "42804",
              pos.getLineNum(), pos.getColumnNum());
        }
      }
    }
  }

  /** Rewrites {@code statement} in place; statements other than INSERT and UPDATE are left alone. */
  static void castStringLiterals(SqlNode statement, SqlValidatorCatalogReader catalogReader) {
    if (statement instanceof SqlInsert insert && insert.getTargetTable() instanceof SqlIdentifier target) {
      RelDataType row = rowType(catalogReader, target);
      if (row == null || !(insert.getSource() instanceof SqlCall values) || values.getKind() != SqlKind.VALUES) {
        return;
      }
      SqlNodeList columns = insert.getTargetColumnList();
      for (SqlNode rowNode : values.getOperandList()) {
        if (rowNode instanceof SqlCall rowCall && rowCall.getKind() == SqlKind.ROW) {
          for (int i = 0; i < rowCall.operandCount(); i++) {
            RelDataType type = columnType(row, columns, i);
            rowCall.setOperand(i, cast(rowCall.operand(i), type));
          }
        }
      }
    } else if (statement instanceof SqlUpdate update && update.getTargetTable() instanceof SqlIdentifier target) {
      RelDataType row = rowType(catalogReader, target);
      if (row == null) {
        return;
      }
      SqlNodeList columns = update.getTargetColumnList();
      SqlNodeList sources = update.getSourceExpressionList();
      for (int i = 0; i < columns.size() && i < sources.size(); i++) {
        sources.set(i, cast(sources.get(i), columnType(row, columns, i)));
      }
    }
  }

  private static RelDataType rowType(SqlValidatorCatalogReader catalogReader, SqlIdentifier target) {
    SqlValidatorTable table = catalogReader.getTable(target.names);
    return table == null ? null : table.getRowType();
  }

  private static RelDataType columnType(RelDataType row, SqlNodeList columns, int i) {
    if (columns == null) {
      return i < row.getFieldCount() ? row.getFieldList().get(i).getType() : null;
    }
    if (i >= columns.size() || !(columns.get(i) instanceof SqlIdentifier column)) {
      return null;
    }
    // UPDATE t SET t.c = ... (jOOQ qualifies its SET targets): the column is the last name.
    RelDataTypeField field = row.getField(Util.last(column.names), false, false);
    return field == null ? null : field.getType();
  }

  private static SqlNode cast(SqlNode value, RelDataType type) {
    if (type == null || !(value instanceof SqlCharStringLiteral)
        || !List.of(SqlTypeName.DATE, SqlTypeName.TIME, SqlTypeName.TIMESTAMP).contains(type.getSqlTypeName())) {
      return value;
    }
    return SqlStdOperatorTable.CAST.createCall(value.getParserPosition(), value,
        SqlTypeUtil.convertTypeToSpec(type).withNullable(true));
  }
}
