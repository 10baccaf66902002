package io.quiver.table.planner;

import io.quiver.engine.expr.Call;
import io.quiver.engine.expr.ColumnRef;
import io.quiver.engine.expr.Expr;
import io.quiver.engine.expr.Literal;
import io.quiver.engine.expr.Operator;
import io.quiver.engine.index.HashIndex;
import io.quiver.engine.plan.IndexLookup;
import io.quiver.engine.plan.TableScan;
import io.quiver.engine.store.TableIndex;
import io.quiver.engine.types.SqlType;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Picks an index for a filter over a table scan. A conjunct {@code col = constant}, an OR of such
 * equalities on one column, or {@code col IN (constants)} gives the column a set of points (the
 * constants are literals here: parameters are bound before lowering); an index whose every column
 * has points is looked up for each combination instead of scanning, when there are few enough
 * lookups to beat reading the table. A unique index wins over another, then the fewer lookups.
 *
 * <p>Without points, conjuncts {@code col < constant} ({@code <=, >, >=}, and so {@code BETWEEN},
 * which arrives as two of them) bound the column, the tightest bound of each side winning; an
 * {@linkplain HashIndex#ordered() ordered} index of that column is looked up over the range when
 * the rows its runs hold in the range (counted exactly) are at most an eighth of the table's. A
 * range lookup keeps the whole filter above it, so that the rows it finds may be a superset (a
 * string's prefix ties, a prepared plan whose tighter bound came from another conjunct), unless
 * the filter is just the range's one or two bounds over an exactly ordered key: then the lookup
 * answers it, as a point lookup does. {@link #rangesStillPay} tells whether a rebound plan's
 * ranges still beat the scan.
 */
final class IndexSelection {
  /** At most this many lookups always beat a scan; past it, only when they are a small share of the rows. */
  static final int ALWAYS_CHEAPER = 64;
  /** Combinations of points tried at most, for a multi-column index. */
  static final int MAX_KEYS = 4096;

  private IndexSelection() {}

  /**
   * An index lookup for a filter; {@code answersCondition} when every conjunct of the filter is a
   * set of points on a column of the index, or a bound of the range looked up, so that the rows
   * found are exactly the rows that pass.
   */
  record Choice(IndexLookup lookup, boolean answersCondition) {}

  /** The lookup that answers the filter's indexed part, or null to scan. */
  static Choice choose(TableScan scan, Expr condition) {
    if (condition == null || scan.table().indexes().isEmpty()) {
      return null;
    }
    Map<Integer, Set<Object>> points = new HashMap<>();
    java.util.Set<Integer> pointColumnsOfEveryConjunct = new java.util.HashSet<>();
    boolean allPoints = true;
    for (Expr conjunct : conjuncts(condition)) {
      Map<Integer, Set<Object>> found = pointsOf(conjunct);
      if (found == null || found.size() != 1) {
        allPoints = false;
      } else {
        pointColumnsOfEveryConjunct.addAll(found.keySet());
      }
      collectPoints(conjunct, points);
    }
    if (points.isEmpty()) {
      return rangeChoice(scan, condition);
    }
    HashIndex best = null;
    List<List<Object>> bestKeys = null;
    for (TableIndex candidate : scan.table().indexes()) {
      if (!(candidate instanceof HashIndex index)) {
        continue;
      }
      List<List<Object>> keys = keys(index, points);
      if (keys == null) {
        continue;
      }
      if (best == null || (index.unique() && !best.unique())
          || (index.unique() == best.unique() && keys.size() < bestKeys.size())) {
        best = index;
        bestKeys = keys;
      }
    }
    if (best == null) {
      return rangeChoice(scan, condition);
    }
    if (bestKeys.size() > ALWAYS_CHEAPER && bestKeys.size() * 8L > scan.version().rowCount()) {
      return null;
    }
    java.util.Set<Integer> indexColumns = new java.util.HashSet<>();
    for (int column : best.columns()) {
      indexColumns.add(column);
    }
    boolean answers = allPoints && indexColumns.containsAll(pointColumnsOfEveryConjunct);
    return new Choice(new IndexLookup(scan.tableName(), scan.table(), scan.version(), best, bestKeys, false), answers);
  }

  /**
   * True when a range lookup of this many rows (its runs' count, replaced and deleted rows
   * included) beats scanning a version of {@code tableRows} live rows: the 1/8 rule of lookups,
   * without their floor, since a range's rows are counted, not guessed (a range over most of a
   * small table scans it).
   */
  private static boolean rangePays(long rows, long tableRows) {
    return rows * 8L <= tableRows;
  }

  // ---- ranges

  /** One side a conjunct bounds a column on: {@code value} is null for a comparison with NULL. */
  private record Bound(int column, Object value, boolean inclusive, boolean low) {}

  /** The range lookup that serves the filter's bounds, or null to scan. */
  private static Choice rangeChoice(TableScan scan, Expr condition) {
    Map<Integer, List<Bound>> bounds = new HashMap<>();
    boolean allBounds = true;
    for (Expr conjunct : conjuncts(condition)) {
      Bound bound = boundOf(conjunct);
      if (bound != null) {
        bounds.computeIfAbsent(bound.column(), c -> new ArrayList<>()).add(bound);
      } else {
        allBounds = false;
      }
    }
    if (bounds.isEmpty()) {
      return null;
    }
    IndexLookup best = null;
    long bestRows = 0;
    for (TableIndex candidate : scan.table().indexes()) {
      if (!(candidate instanceof HashIndex index) || !index.ordered()) {
        continue;
      }
      List<Bound> columnBounds = bounds.get(index.columns()[0]);
      if (columnBounds == null) {
        continue;
      }
      if (columnBounds.stream().anyMatch(b -> b.value() == null)) {
        // A comparison with NULL holds for no row: a lookup of no keys.
        return new Choice(new IndexLookup(scan.tableName(), scan.table(), scan.version(), index, List.of(), false), false);
      }
      IndexLookup.Range range = tightest(index, columnBounds);
      HashIndex.Interval interval = index.interval(range.low(), range.lowInclusive(), range.high(), range.highInclusive());
      long rows = interval == null ? 0 : index.countRange(interval);
      if (best == null || rows < bestRows || (rows == bestRows && index.unique() && !best.index().unique())) {
        best = new IndexLookup(scan.tableName(), scan.table(), scan.version(), index, List.of(), range, false);
        bestRows = rows;
      }
    }
    if (best == null || !rangePays(bestRows, scan.version().rowCount())) {
      return null;
    }
    return new Choice(best, allBounds && bounds.size() == 1 && best.index().exactOrder()
        && answersExactly(bounds.get(best.index().columns()[0])));
  }

  /**
   * Whether the range made of these bounds finds exactly the rows that pass them: at most one
   * bound a side, so that each bound of the range is its own conjunct's, for any values a prepared
   * plan is rebound to (of two lower bounds, which one is tighter depends on the values).
   */
  private static boolean answersExactly(List<Bound> bounds) {
    long lows = bounds.stream().filter(Bound::low).count();
    return lows <= 1 && bounds.size() - lows <= 1;
  }

  /** The range of the tightest lower and upper bound among the column's; a bound that admits nothing wins. */
  private static IndexLookup.Range tightest(HashIndex index, List<Bound> bounds) {
    Bound low = null;
    Bound high = null;
    long lowKey = Long.MIN_VALUE;
    long highKey = Long.MAX_VALUE;
    boolean lowEmpty = false;
    boolean highEmpty = false;
    for (Bound bound : bounds) {
      if (bound.low() && !lowEmpty) {
        HashIndex.Interval alone = index.interval(bound.value(), bound.inclusive(), null, false);
        if (alone == null || low == null || alone.low() > lowKey) {
          low = bound;
          lowEmpty = alone == null;
          lowKey = alone == null ? Long.MAX_VALUE : alone.low();
        }
      } else if (!bound.low() && !highEmpty) {
        HashIndex.Interval alone = index.interval(null, false, bound.value(), bound.inclusive());
        if (alone == null || high == null || alone.high() < highKey) {
          high = bound;
          highEmpty = alone == null;
          highKey = alone == null ? Long.MIN_VALUE : alone.high();
        }
      }
    }
    return new IndexLookup.Range(low == null ? null : low.value(), low != null && low.inclusive(),
        high == null ? null : high.value(), high != null && high.inclusive());
  }

  /** The bound a comparison of a column with a constant puts on the column, or null. */
  private static Bound boundOf(Expr expr) {
    if (!(expr instanceof Call call)) {
      return null;
    }
    Operator operator = call.operator();
    if (operator == Operator.IS_TRUE) {
      return boundOf(call.operand(0));
    }
    boolean low;
    boolean inclusive;
    switch (operator) {
      case GREATER_THAN -> { low = true; inclusive = false; }
      case GREATER_THAN_OR_EQUAL -> { low = true; inclusive = true; }
      case LESS_THAN -> { low = false; inclusive = false; }
      case LESS_THAN_OR_EQUAL -> { low = false; inclusive = true; }
      default -> {
        return null;
      }
    }
    if (call.operand(0) instanceof ColumnRef column) {
      Object value = boundConstant(column, call.operand(1));
      return value == NOT_CONSTANT ? null : new Bound(column.index(), value, inclusive, low);
    }
    if (call.operand(1) instanceof ColumnRef column) {
      // constant < col bounds col from below
      Object value = boundConstant(column, call.operand(0));
      return value == NOT_CONSTANT ? null : new Bound(column.index(), value, inclusive, !low);
    }
    return null;
  }

  /**
   * False when a range lookup of the plan no longer beats a scan: what a prepared plan rebound to
   * other values (or over a table that grew) asks before it runs, to be lowered again if not.
   */
  static boolean rangesStillPay(io.quiver.engine.plan.PhysicalNode plan) {
    if (plan instanceof IndexLookup lookup && lookup.range() != null) {
      IndexLookup.Range range = lookup.range();
      HashIndex.Interval interval = lookup.index().interval(range.low(), range.lowInclusive(), range.high(),
          range.highInclusive());
      return interval == null || rangePays(lookup.index().countRange(interval), lookup.version().rowCount());
    }
    for (io.quiver.engine.plan.PhysicalNode input : plan.inputs()) {
      if (!rangesStillPay(input)) {
        return false;
      }
    }
    return true;
  }

  private static List<Expr> conjuncts(Expr condition) {
    List<Expr> result = new ArrayList<>();
    if (condition instanceof Call call && call.operator() == Operator.AND) {
      for (Expr operand : call.operands()) {
        result.addAll(conjuncts(operand));
      }
    } else {
      result.add(condition);
    }
    return result;
  }

  /** Adds the points one conjunct allows for a column, intersected with those already found. */
  private static void collectPoints(Expr conjunct, Map<Integer, Set<Object>> points) {
    Map<Integer, Set<Object>> found = pointsOf(conjunct);
    if (found == null || found.size() != 1) {
      return;
    }
    found.forEach((column, values) -> points.merge(column, values, (a, b) -> {
      Set<Object> both = new LinkedHashSet<>(a);
      both.retainAll(b);
      return both;
    }));
  }

  /** The column and its points if the expression holds only where the column is one of them, else null. */
  private static Map<Integer, Set<Object>> pointsOf(Expr expr) {
    if (!(expr instanceof Call call)) {
      return null;
    }
    switch (call.operator()) {
      case IS_TRUE:
        return pointsOf(call.operand(0));
      case EQUALS: {
        Map<Integer, Set<Object>> point = point(call.operand(0), call.operand(1));
        return point != null ? point : point(call.operand(1), call.operand(0));
      }
      case IN: {
        if (!(call.operand(0) instanceof ColumnRef column)) {
          return null;
        }
        Set<Object> values = new LinkedHashSet<>();
        for (int i = 1; i < call.operands().size(); i++) {
          Object value = constant(column, call.operand(i));
          if (value == NOT_CONSTANT) {
            return null;
          }
          if (value != null) {
            values.add(value);
          }
        }
        return Map.of(column.index(), values);
      }
      case OR: {
        Integer column = null;
        Set<Object> values = new LinkedHashSet<>();
        for (Expr operand : call.operands()) {
          Map<Integer, Set<Object>> one = pointsOf(operand);
          if (one == null || one.size() != 1) {
            return null;
          }
          Integer c = one.keySet().iterator().next();
          if (column != null && !column.equals(c)) {
            return null;
          }
          column = c;
          values.addAll(one.get(c));
        }
        return column == null ? null : Map.of(column, values);
      }
      default:
        return null;
    }
  }

  private static final Object NOT_CONSTANT = new Object();

  private static Map<Integer, Set<Object>> point(Expr left, Expr right) {
    if (!(left instanceof ColumnRef column)) {
      return null;
    }
    Object value = constant(column, right);
    if (value == NOT_CONSTANT) {
      return null;
    }
    Set<Object> values = new LinkedHashSet<>();
    if (value != null) {
      values.add(value);   // = NULL matches nothing: an empty set of points
    }
    return Map.of(column.index(), values);
  }

  /**
   * The literal's value when it has the column's exact type (so that it compares as the index's
   * key does), null for a NULL literal, or {@link #NOT_CONSTANT}.
   */
  private static Object constant(ColumnRef column, Expr expr) {
    if (!(expr instanceof Literal literal) || !sameKeyType(column.type(), literal.type())) {
      return NOT_CONSTANT;
    }
    return literal.value();
  }

  /**
   * A bound's constant, as {@link #constant}; a VARCHAR column also takes a CHAR literal (what a
   * string literal is), whose blank-padded comparison the index's string bounds allow for.
   */
  private static Object boundConstant(ColumnRef column, Expr expr) {
    if (column.type().id() == io.quiver.engine.types.TypeId.VARCHAR && expr instanceof Literal literal
        && literal.type().id() == io.quiver.engine.types.TypeId.CHAR) {
      return literal.value();
    }
    return constant(column, expr);
  }

  private static boolean sameKeyType(SqlType column, SqlType literal) {
    if (column.id() != literal.id()) {
      return false;
    }
    return switch (column.id()) {
      case DECIMAL -> column.scale() == literal.scale();
      case CHAR -> column.precision() == literal.precision();
      default -> true;
    };
  }

  /** Every combination of the points of the index's columns, or null when a column has none. */
  private static List<List<Object>> keys(HashIndex index, Map<Integer, Set<Object>> points) {
    List<List<Object>> keys = new ArrayList<>();
    keys.add(List.of());
    for (int column : index.columns()) {
      Set<Object> values = points.get(column);
      if (values == null) {
        return null;
      }
      List<List<Object>> longer = new ArrayList<>();
      for (List<Object> key : keys) {
        for (Object value : values) {
          List<Object> next = new ArrayList<>(key);
          next.add(value);
          longer.add(next);
        }
      }
      if (longer.size() > MAX_KEYS) {
        return null;
      }
      keys = longer;
    }
    return keys;
  }
}
