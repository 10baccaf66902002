package io.quiver.table.planner;

import io.quiver.engine.expr.Call;
import io.quiver.engine.expr.ColumnRef;
import io.quiver.engine.expr.Expr;
import io.quiver.engine.expr.Literal;
import io.quiver.engine.expr.Operator;
import io.quiver.engine.types.SqlType;
import io.quiver.table.api.ValidationException;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.LocalDateTime;
import java.util.List;
import java.util.Locale;
import org.apache.calcite.rex.RexBuilder;
import org.apache.calcite.rex.RexCall;
import org.apache.calcite.rex.RexDynamicParam;
import org.apache.calcite.rex.RexInputRef;
import org.apache.calcite.rex.RexLiteral;
import org.apache.calcite.rex.RexNode;
import org.apache.calcite.rex.RexUtil;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.util.DateString;
import org.apache.calcite.util.TimestampString;

/** Lowers Calcite row expressions to the engine's physical expressions. */
final class RexLowering {
  private final RexBuilder rexBuilder;
  private final List<Literal> parameters;

  RexLowering(RexBuilder rexBuilder) {
    this(rexBuilder, List.of());
  }

  /** Lowers expressions whose {@code ?} markers take the given values. */
  RexLowering(RexBuilder rexBuilder, List<Literal> parameters) {
    this.rexBuilder = rexBuilder;
    this.parameters = parameters;
  }

  /**
   * A marker's value, as a literal: generated code holds literals in fields, so executions with
   * different values share one compiled class.
   */
  Literal parameter(RexDynamicParam param) {
    if (param.getIndex() >= parameters.size()) {
      throw new ValidationException("No value specified for parameter " + (param.getIndex() + 1), null, "07001", 0, 0);
    }
    Literal value = parameters.get(param.getIndex());
    SqlType type = TypeConversion.toSqlType(param.getType());
    return value.type().equals(type) ? value : new Literal(value.value(), type.withNullable(true));
  }

  Expr lower(RexNode node) {
    if (node instanceof RexInputRef ref) {
      return new ColumnRef(ref.getIndex(), TypeConversion.toSqlType(ref.getType()));
    }
    if (node instanceof RexLiteral literal) {
      return literal(literal);
    }
    if (node instanceof RexCall call) {
      return call(call);
    }
    if (node instanceof RexDynamicParam param) {
      return parameter(param);
    }
    throw unsupported("expression " + node);
  }

  private Expr call(RexCall call) {
    SqlType type = TypeConversion.toSqlType(call.getType());
    SqlKind kind = call.getKind();
    if (kind == SqlKind.SEARCH) {
      return lower(RexUtil.expandSearch(rexBuilder, null, call));
    }
    if (kind == SqlKind.PLUS_PREFIX) {
      return lower(call.getOperands().get(0));
    }
    if (kind == SqlKind.CAST && call.getOperands().get(0).getType().equals(call.getType())) {
      return lower(call.getOperands().get(0));
    }
    Operator operator = operator(call);
    List<Expr> operands = call.getOperands().stream().map(this::lower).toList();
    return new Call(operator, operands, type);
  }

  private static Operator operator(RexCall call) {
    return switch (call.getKind()) {
      case PLUS -> Operator.PLUS;
      case MINUS -> Operator.MINUS;
      case TIMES -> Operator.TIMES;
      case DIVIDE -> Operator.DIVIDE;
      case MOD -> Operator.MOD;
      case MINUS_PREFIX -> Operator.NEGATE;
      case EQUALS -> Operator.EQUALS;
      case NOT_EQUALS -> Operator.NOT_EQUALS;
      case LESS_THAN -> Operator.LESS_THAN;
      case LESS_THAN_OR_EQUAL -> Operator.LESS_THAN_OR_EQUAL;
      case GREATER_THAN -> Operator.GREATER_THAN;
      case GREATER_THAN_OR_EQUAL -> Operator.GREATER_THAN_OR_EQUAL;
      case IS_DISTINCT_FROM -> Operator.IS_DISTINCT_FROM;
      case IS_NOT_DISTINCT_FROM -> Operator.IS_NOT_DISTINCT_FROM;
      case AND -> Operator.AND;
      case OR -> Operator.OR;
      case NOT -> Operator.NOT;
      case IS_NULL -> Operator.IS_NULL;
      case IS_NOT_NULL -> Operator.IS_NOT_NULL;
      case IS_TRUE -> Operator.IS_TRUE;
      case IS_NOT_TRUE -> Operator.IS_NOT_TRUE;
      case IS_FALSE -> Operator.IS_FALSE;
      case IS_NOT_FALSE -> Operator.IS_NOT_FALSE;
      case CASE -> Operator.CASE;
      case COALESCE -> Operator.COALESCE;
      case CAST -> Operator.CAST;
      case LIKE -> Operator.LIKE;
      case TRIM -> Operator.TRIM;
      case EXTRACT -> Operator.EXTRACT;
      default -> byName(call);
    };
  }

  private static Operator byName(RexCall call) {
    String name = call.getOperator().getName().toUpperCase(Locale.ROOT);
    return switch (name) {
      case "||", "CONCAT" -> Operator.CONCAT;
      case "UPPER" -> Operator.UPPER;
      case "LOWER" -> Operator.LOWER;
      case "CHAR_LENGTH", "CHARACTER_LENGTH" -> Operator.CHAR_LENGTH;
      case "SUBSTRING" -> Operator.SUBSTRING;
      case "ABS" -> Operator.ABS;
      case "MOD" -> Operator.MOD;
      default -> throw unsupported("function " + call.getOperator().getName());
    };
  }

  static Literal literal(RexLiteral literal) {
    SqlType type = TypeConversion.toSqlType(literal.getType());
    if (literal.isNull()) {
      return Literal.nullOf(type);
    }
    return new Literal(physicalValue(literal, type), type);
  }

  /** The literal's value in the form generated code holds it (see {@link Literal}). */
  static Object physicalValue(RexLiteral literal, SqlType type) {
    return switch (type.id()) {
      case BOOLEAN -> literal.getValueAs(Boolean.class);
      case TINYINT, SMALLINT, INTEGER -> literal.getValueAs(BigDecimal.class).intValueExact();
      case BIGINT -> literal.getValueAs(BigDecimal.class).longValueExact();
      case REAL -> literal.getValueAs(BigDecimal.class).floatValue();
      case DOUBLE -> literal.getValueAs(Double.class);
      case DECIMAL -> {
        BigDecimal value = literal.getValueAs(BigDecimal.class).setScale(type.scale(), RoundingMode.HALF_UP);
        yield type.isLongDecimal() ? value.unscaledValue().longValueExact() : value;
      }
      case CHAR, VARCHAR -> literal.getValue() instanceof Enum<?> symbol
          ? symbol.name()
          : literal.getValueAs(String.class);
      case DATE -> literal.getValueAs(DateString.class).getDaysSinceEpoch();
      case TIMESTAMP -> timestampMicros(literal.getValueAs(TimestampString.class));
      case NULL -> null;
    };
  }

  static long timestampMicros(TimestampString timestamp) {
    return io.quiver.engine.exec.SqlFunctions.toMicros(LocalDateTime.parse(timestamp.toString().replace(' ', 'T')));
  }

  static ValidationException unsupported(String what) {
    return new ValidationException(what + " is not supported yet", null, "0A000", 0, 0);
  }

}
