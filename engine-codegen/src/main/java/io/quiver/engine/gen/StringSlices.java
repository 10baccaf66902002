package io.quiver.engine.gen;

import io.quiver.engine.expr.Operator;
import io.quiver.engine.types.SqlType;
import io.quiver.engine.types.TypeId;
import java.util.List;

/**
 * Code for string operations on values that stay in the Arrow buffers ({@link
 * GeneratedExpr.StringSlice}): comparisons and lengths read the bytes by address, so a filter
 * such as {@code name = 'x'} or {@code name < 'm'} allocates nothing per row.
 */
final class StringSlices {
  private StringSlices() {}

  /** The code of {@code operator} over {@code operands} using a slice, or null when none applies. */
  static String code(Operator operator, List<GeneratedExpr> operands, List<SqlType> types) {
    return switch (operator) {
      case EQUALS, NOT_EQUALS, LESS_THAN, LESS_THAN_OR_EQUAL, GREATER_THAN, GREATER_THAN_OR_EQUAL ->
          compare(operator, operands, types);
      case CHAR_LENGTH -> {
        GeneratedExpr.StringSlice s = operands.get(0).slice();
        yield s == null ? null : "SqlBytes.charLengthAt(" + s.data() + ", " + s.start() + ", " + s.end() + ")";
      }
      default -> null;
    };
  }

  private static String compare(Operator operator, List<GeneratedExpr> operands, List<SqlType> types) {
    if (!types.get(0).id().isCharacter() || !types.get(1).id().isCharacter()) {
      return null;
    }
    boolean pad = types.get(0).id() == TypeId.CHAR || types.get(1).id() == TypeId.CHAR;
    GeneratedExpr a = operands.get(0);
    GeneratedExpr b = operands.get(1);
    // With the slice on the right, compare(a, b) is the negation of compareAt(b, a).
    boolean swapped = a.slice() == null;
    GeneratedExpr.StringSlice s = swapped ? b.slice() : a.slice();
    if (s == null) {
      return null;
    }
    String other = swapped ? a.value() : b.value();
    String args = s.data() + ", " + s.start() + ", " + s.end() + ", " + other + ", " + pad;
    if (operator == Operator.EQUALS || operator == Operator.NOT_EQUALS) {
      return (operator == Operator.NOT_EQUALS ? "!" : "") + "SqlBytes.equalsAt(" + args + ")";
    }
    String symbol = switch (operator) {
      case LESS_THAN -> "<";
      case LESS_THAN_OR_EQUAL -> "<=";
      case GREATER_THAN -> ">";
      default -> ">=";
    };
    String compared = "SqlBytes.compareAt(" + args + ")";
    return swapped ? "(0 " + symbol + " " + compared + ")" : "(" + compared + " " + symbol + " 0)";
  }

  /** A statement appending the slice to a VARCHAR output vector by copying buffer to buffer. */
  static String write(String vector, String row, GeneratedExpr.StringSlice s) {
    return vector + ".setSafe(" + row + ", 1, " + s.start() + ", " + s.end() + ", " + s.buffer() + ");";
  }
}
