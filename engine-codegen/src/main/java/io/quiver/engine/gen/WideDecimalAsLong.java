package io.quiver.engine.gen;

import io.quiver.engine.expr.Call;
import io.quiver.engine.expr.Expr;
import io.quiver.engine.expr.Operator;
import io.quiver.engine.types.SqlType;
import io.quiver.engine.types.TypeId;
import java.util.ArrayList;
import java.util.List;

/**
 * Wide DECIMAL arithmetic (more than 18 digits by its type) over narrow operands, computed as an
 * unscaled {@code long} while the value fits one. TPC-H's {@code l_extendedprice * l_discount} is
 * typed DECIMAL(31, 4) although every value has at most 17 digits: a {@code BigDecimal} per row
 * made that product, and the SUM over it, cost more than the rest of the query.
 *
 * <p>It applies to a tree of {@code + - *} whose wide nodes are exact (a product's scale is the sum
 * of its operands', a sum's scale is at least theirs, so nothing is rounded) and whose leaves are
 * values held as {@code long}s (integers, DECIMALs of up to 18 digits). The long code uses
 * {@code Math.*Exact}: when an intermediate value leaves the {@code long} range it throws, and
 * the caller computes the row again through {@link #bigDecimal}, the ordinary {@code BigDecimal}
 * code over the same leaf values, which checks each wide result against its type's precision
 * (22003 exactly where the SQL types say). A value that fits a {@code long} has at most 19 digits,
 * so it always fits a wide node's type of at least 19: the long path needs no precision check.
 */
final class WideDecimalAsLong {
  private WideDecimalAsLong() {}

  /** True when {@code expr} is a wide DECIMAL this class computes as a long. */
  static boolean applies(Expr expr) {
    return isWide(expr.type()) && exactTree(expr);
  }

  private static boolean isWide(SqlType type) {
    return type.id() == TypeId.DECIMAL && !type.isLongDecimal();
  }

  private static boolean exactTree(Expr expr) {
    if (!isWide(expr.type())) {
      return Arithmetic.isExactLong(expr.type());
    }
    if (!(expr instanceof Call call) || call.operands().size() != 2) {
      return false;
    }
    int s = expr.type().scale();
    int sa = Arithmetic.scale(call.operand(0).type());
    int sb = Arithmetic.scale(call.operand(1).type());
    boolean exact = switch (call.operator()) {
      case PLUS, MINUS -> sa <= s && sb <= s && s - Math.min(sa, sb) <= 18;
      case TIMES -> sa + sb == s;
      default -> false;
    };
    return exact && exactTree(call.operand(0)) && exactTree(call.operand(1));
  }

  /** The leaves of {@code expr} (its narrow operands), left to right. */
  static List<Expr> leaves(Expr expr) {
    List<Expr> leaves = new ArrayList<>();
    collect(expr, leaves);
    return leaves;
  }

  private static void collect(Expr expr, List<Expr> leaves) {
    if (isWide(expr.type())) {
      ((Call) expr).operands().forEach(e -> collect(e, leaves));
    } else {
      leaves.add(expr);
    }
  }

  /**
   * The Java expression of the unscaled {@code long} value of {@code expr} at its scale, given the
   * terms holding its leaves' values (in {@link #leaves} order); it throws ArithmeticException when
   * a value leaves the range of a {@code long}.
   */
  static String longValue(Expr expr, List<String> leafTerms) {
    return longValue(expr, new java.util.ArrayDeque<>(leafTerms));
  }

  private static String longValue(Expr expr, java.util.Deque<String> terms) {
    if (!isWide(expr.type())) {
      return "(long) " + terms.removeFirst();
    }
    Call call = (Call) expr;
    int s = expr.type().scale();
    String a = longValue(call.operand(0), terms);
    String b = longValue(call.operand(1), terms);
    if (call.operator() == Operator.TIMES) {
      return "Math.multiplyExact(" + a + ", " + b + ")";
    }
    String x = rescaled(a, Arithmetic.scale(call.operand(0).type()), s);
    String y = rescaled(b, Arithmetic.scale(call.operand(1).type()), s);
    return (call.operator() == Operator.PLUS ? "Math.addExact(" : "Math.subtractExact(") + x + ", " + y + ")";
  }

  private static String rescaled(String value, int from, int to) {
    return from == to ? value : "Math.multiplyExact(" + value + ", " + pow10(to - from) + "L)";
  }

  private static long pow10(int n) {
    long p = 1;
    for (int i = 0; i < n; i++) {
      p = Math.multiplyExact(p, 10L);
    }
    return p;
  }

  /** The Java expression of the {@code BigDecimal} value of {@code expr}, as the ordinary code computes it. */
  static String bigDecimal(Expr expr, List<String> leafTerms) {
    return bigDecimal(expr, new java.util.ArrayDeque<>(leafTerms));
  }

  private static String bigDecimal(Expr expr, java.util.Deque<String> terms) {
    if (!isWide(expr.type())) {
      return terms.removeFirst();
    }
    Call call = (Call) expr;
    String a = bigDecimal(call.operand(0), terms);
    String b = bigDecimal(call.operand(1), terms);
    return Arithmetic.binary(call.operator(), a, call.operand(0).type(), b, call.operand(1).type(), expr.type());
  }
}
