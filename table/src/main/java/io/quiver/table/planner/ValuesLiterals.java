package io.quiver.table.planner;

import java.math.BigDecimal;
import org.apache.calcite.sql.SqlCall;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlLiteral;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlNumericLiteral;
import org.apache.calcite.sql.util.SqlBasicVisitor;

/**
 * Writes the exact numeric literals of a VALUES column as approximate ones when the column also
 * holds an approximate literal, as in {@code VALUES (2.25), (1e10)}. The column is DOUBLE either
 * way; but Calcite keeps each literal's own representation in the Values node (BigDecimal beside
 * Double), and its planner then fails with a ClassCastException comparing them.
 */
final class ValuesLiterals extends SqlBasicVisitor<Void> {
  private ValuesLiterals() {}

  /** Rewrites the VALUES lists within {@code node} in place. */
  static void unify(SqlNode node) {
    node.accept(new ValuesLiterals());
  }

  @Override
  public Void visit(SqlCall call) {
    if (call.getKind() == SqlKind.VALUES) {
      unifyColumns(call);
    }
    return super.visit(call);
  }

  private static void unifyColumns(SqlCall values) {
    int width = 0;
    for (SqlNode row : values.getOperandList()) {
      if (!(row instanceof SqlCall rowCall) || rowCall.getKind() != SqlKind.ROW) {
        return;
      }
      width = Math.max(width, rowCall.operandCount());
    }
    for (int column = 0; column < width; column++) {
      if (hasApproximate(values, column)) {
        makeApproximate(values, column);
      }
    }
  }

  private static boolean hasApproximate(SqlCall values, int column) {
    for (SqlNode row : values.getOperandList()) {
      SqlCall rowCall = (SqlCall) row;
      if (column < rowCall.operandCount() && numeric(rowCall.operand(column)) instanceof SqlNumericLiteral n
          && !n.isExact()) {
        return true;
      }
    }
    return false;
  }

  private static void makeApproximate(SqlCall values, int column) {
    for (SqlNode row : values.getOperandList()) {
      SqlCall rowCall = (SqlCall) row;
      if (column >= rowCall.operandCount()) {
        continue;
      }
      SqlNode operand = rowCall.operand(column);
      SqlCall holder = operand.getKind() == SqlKind.MINUS_PREFIX ? (SqlCall) operand : rowCall;
      int index = holder == rowCall ? column : 0;
      if (holder.operand(index) instanceof SqlNumericLiteral n && n.isExact()) {
        BigDecimal value = n.getValueAs(BigDecimal.class);
        holder.setOperand(index, SqlLiteral.createApproxNumeric(value.toPlainString(), n.getParserPosition()));
      }
    }
  }

  /** The literal of a numeric value, looking through a unary minus. */
  private static SqlNode numeric(SqlNode node) {
    return node.getKind() == SqlKind.MINUS_PREFIX ? ((SqlCall) node).operand(0) : node;
  }
}
