package io.quiver.engine.exec;

import io.quiver.engine.expr.Call;
import io.quiver.engine.expr.ColumnRef;
import io.quiver.engine.expr.Expr;
import io.quiver.engine.expr.Literal;
import io.quiver.engine.expr.Operator;
import io.quiver.engine.store.Chunk;
import io.quiver.engine.store.ValueRange;
import io.quiver.engine.types.TypeId;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * The part of a scan's filter that a chunk's zone map can answer: conjuncts {@code column =
 * constant} on integer-like columns. A chunk whose min/max excludes a constant holds no row that
 * passes the filter, so the scan skips it; every other chunk still goes through the whole filter.
 */
final class ZoneMapFilter {
  private static final Set<TypeId> RANGED_TYPES =
      EnumSet.of(TypeId.TINYINT, TypeId.SMALLINT, TypeId.INTEGER, TypeId.BIGINT, TypeId.DATE, TypeId.TIMESTAMP);

  private record Equality(int column, long value) {}

  private final List<Equality> equalities;

  private ZoneMapFilter(List<Equality> equalities) {
    this.equalities = equalities;
  }

  /** The filter's zone-map part, or null when it has none. */
  static ZoneMapFilter of(Expr condition) {
    List<Equality> equalities = new ArrayList<>();
    collect(condition, equalities);
    return equalities.isEmpty() ? null : new ZoneMapFilter(List.copyOf(equalities));
  }

  private static void collect(Expr expr, List<Equality> equalities) {
    if (!(expr instanceof Call call)) {
      return;
    }
    if (call.operator() == Operator.AND) {
      for (Expr operand : call.operands()) {
        collect(operand, equalities);
      }
    } else if (call.operator() == Operator.EQUALS && call.operands().size() == 2) {
      Equality equality = equality(call.operand(0), call.operand(1));
      if (equality == null) {
        equality = equality(call.operand(1), call.operand(0));
      }
      if (equality != null) {
        equalities.add(equality);
      }
    }
  }

  private static Equality equality(Expr left, Expr right) {
    if (left instanceof ColumnRef column && right instanceof Literal literal
        && literal.value() instanceof Number number && (number instanceof Integer || number instanceof Long)
        && RANGED_TYPES.contains(column.type().id()) && column.type().id() == literal.type().id()) {
      return new Equality(column.index(), number.longValue());
    }
    return null;
  }

  /** False when the chunk certainly holds no row that passes the filter. */
  boolean mayMatch(Chunk chunk) {
    for (Equality equality : equalities) {
      ValueRange range = chunk.range(equality.column());
      // No range (all NULL, or a vector kind without one): the chunk is read, to be safe.
      if (range != null && !range.mayContain(equality.value())) {
        return false;
      }
    }
    return true;
  }
}
