package io.quiver.engine.gen;

import io.quiver.engine.runtime.BytesInSet;
import io.quiver.engine.runtime.LongInSet;
import io.quiver.engine.expr.Call;
import io.quiver.engine.expr.Expr;
import io.quiver.engine.expr.Literal;
import io.quiver.engine.types.SqlType;
import io.quiver.engine.types.TypeId;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * Code for {@code x IN (constants)}: the constants become one hash set held in a field, so the
 * generated code is the same short lookup for ten constants or ten thousand, and queries that
 * differ only in the list share one compiled class.
 */
public final class InSets {
  private InSets() {}

  /** True when an IN list over values of {@code type} can be a hash set. */
  public static boolean supports(SqlType type) {
    return switch (type.id()) {
      case TINYINT, SMALLINT, INTEGER, BIGINT, DATE, TIMESTAMP, VARCHAR -> true;
      case DECIMAL -> type.isLongDecimal();
      default -> false;
    };
  }

  static GeneratedExpr in(ExprCodeGenerator generator, CodeContext context, Call call) {
    Expr probe = call.operand(0);
    List<Expr> constants = call.operands().subList(1, call.operands().size());
    String set;
    String lookup;
    if (probe.type().id() == TypeId.VARCHAR) {
      byte[][] values = new byte[constants.size()][];
      for (int i = 0; i < values.length; i++) {
        Object value = constant(constants.get(i));
        values[i] = value == null ? null : value.toString().getBytes(StandardCharsets.UTF_8);
      }
      set = context.addReferenceField(BytesInSet.class.getName(), new BytesInSet(values), "(" + BytesInSet.class.getName() + ") ref");
      lookup = ".contains(";
    } else if (supports(probe.type())) {
      Long[] values = new Long[constants.size()];
      for (int i = 0; i < values.length; i++) {
        Object value = constant(constants.get(i));
        values[i] = value == null ? null : ((Number) value).longValue();
      }
      set = context.addReferenceField(LongInSet.class.getName(), new LongInSet(values), "(" + LongInSet.class.getName() + ") ref");
      lookup = ".contains((long) ";
    } else {
      throw new UnsupportedOperationException("IN list over " + probe.type());
    }
    GeneratedExpr found = generator.strictOver(call.type(), List.of(probe), ops -> {
      GeneratedExpr.StringSlice s = ops.get(0).slice();
      return s != null
          ? set + ".containsAt(" + s.data() + ", " + s.start() + ", " + s.end() + ")"
          : set + lookup + ops.get(0).value() + ")";
    });
    // x IN (.., NULL) is UNKNOWN, not FALSE, when x is not found.
    String isNull = context.newName("n");
    return new GeneratedExpr(
        found.code() + "boolean " + isNull + " = " + found.isNull() + " || (!" + found.value() + " && " + set + ".containsNull());\n",
        found.value(), isNull);
  }

  private static Object constant(Expr expr) {
    if (!(expr instanceof Literal literal)) {
      throw new IllegalArgumentException("IN list element is not a constant: " + expr);
    }
    return literal.value();
  }
}
