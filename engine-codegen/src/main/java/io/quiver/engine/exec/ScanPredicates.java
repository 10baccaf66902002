package io.quiver.engine.exec;

import io.quiver.engine.expr.Call;
import io.quiver.engine.expr.ColumnRef;
import io.quiver.engine.expr.Expr;
import io.quiver.engine.expr.Literal;
import io.quiver.engine.expr.Operator;
import io.quiver.engine.source.ColumnPredicate;
import io.quiver.engine.source.ScanRequest;
import io.quiver.engine.types.TypeId;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

/**
 * What an external scan is told of the operator above it: the columns its expressions read, and
 * the conjuncts {@code column op constant} of its filter (constants of the column's own type),
 * which the table uses to skip partitions, files and row groups. The whole filter still runs.
 */
final class ScanPredicates {
  private ScanPredicates() {}

  static ScanRequest request(Expr condition, List<Expr> projects) {
    BitSet columns = new BitSet();
    collectColumns(condition, columns);
    projects.forEach(p -> collectColumns(p, columns));
    List<ColumnPredicate> predicates = new ArrayList<>();
    collect(condition, predicates);
    return new ScanRequest(columns, predicates);
  }

  private static void collectColumns(Expr expr, BitSet columns) {
    if (expr instanceof ColumnRef ref) {
      columns.set(ref.index());
    } else if (expr instanceof Call call) {
      call.operands().forEach(o -> collectColumns(o, columns));
    }
  }

  private static void collect(Expr expr, List<ColumnPredicate> out) {
    if (!(expr instanceof Call call)) {
      return;
    }
    switch (call.operator()) {
      case AND -> call.operands().forEach(o -> collect(o, out));
      case IS_NULL, IS_NOT_NULL -> {
        if (call.operand(0) instanceof ColumnRef ref) {
          out.add(new ColumnPredicate(ref.index(),
              call.operator() == Operator.IS_NULL ? ColumnPredicate.Op.IS_NULL : ColumnPredicate.Op.IS_NOT_NULL, null));
        }
      }
      case EQUALS, LESS_THAN, LESS_THAN_OR_EQUAL, GREATER_THAN, GREATER_THAN_OR_EQUAL -> {
        ColumnPredicate.Op op = op(call.operator());
        if (call.operand(0) instanceof ColumnRef ref && call.operand(1) instanceof Literal literal) {
          add(ref, op, literal, out);
        } else if (call.operand(1) instanceof ColumnRef ref && call.operand(0) instanceof Literal literal) {
          add(ref, flip(op), literal, out);
        }
      }
      default -> { }
    }
  }

  private static void add(ColumnRef ref, ColumnPredicate.Op op, Literal literal, List<ColumnPredicate> out) {
    Object value = literal.value();
    TypeId column = ref.type().id();
    if (value == null || column != literal.type().id()) {
      return;
    }
    // DECIMALs compare only at the column's own scale; the planner casts constants to it.
    if (column == TypeId.DECIMAL && literal.type().scale() != ref.type().scale()) {
      return;
    }
    if (value instanceof Integer || value instanceof Long || value instanceof Double || value instanceof String
        || value instanceof BigDecimal || value instanceof Boolean) {
      out.add(new ColumnPredicate(ref.index(), op, value));
    }
  }

  private static ColumnPredicate.Op op(Operator operator) {
    return switch (operator) {
      case EQUALS -> ColumnPredicate.Op.EQ;
      case LESS_THAN -> ColumnPredicate.Op.LT;
      case LESS_THAN_OR_EQUAL -> ColumnPredicate.Op.LE;
      case GREATER_THAN -> ColumnPredicate.Op.GT;
      default -> ColumnPredicate.Op.GE;
    };
  }

  private static ColumnPredicate.Op flip(ColumnPredicate.Op op) {
    return switch (op) {
      case LT -> ColumnPredicate.Op.GT;
      case LE -> ColumnPredicate.Op.GE;
      case GT -> ColumnPredicate.Op.LT;
      case GE -> ColumnPredicate.Op.LE;
      default -> op;
    };
  }
}
