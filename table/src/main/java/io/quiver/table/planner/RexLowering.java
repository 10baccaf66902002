package io.quiver.table.planner;

import io.quiver.engine.expr.Call;
import io.quiver.engine.expr.ColumnRef;
import io.quiver.engine.expr.Expr;
import io.quiver.engine.expr.Literal;
import io.quiver.engine.expr.Operator;
import io.quiver.engine.types.SqlType;
import io.quiver.table.api.ValidationException;
import io.quiver.table.planner.functions.UserFunctionLowering;
import io.quiver.table.planner.functions.UserScalarSqlFunction;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.LocalDateTime;
import java.util.List;
import java.util.Locale;
import org.apache.calcite.rel.type.RelDataType;
import org.apache.calcite.rex.RexBuilder;
import org.apache.calcite.rex.RexCall;
import org.apache.calcite.rex.RexDynamicParam;
import org.apache.calcite.rex.RexInputRef;
import org.apache.calcite.rex.RexLiteral;
import org.apache.calcite.rex.RexNode;
import org.apache.calcite.rex.RexUtil;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.type.SqlTypeUtil;
import org.apache.calcite.util.DateString;
import org.apache.calcite.util.TimestampString;

/** Lowers Calcite row expressions to the engine's physical expressions. */
final class RexLowering {
  private final RexBuilder rexBuilder;
  private final UserFunctionLowering userFunctions;
  private final List<Literal> parameters;
  private final java.time.ZoneId sessionZone;
  private final LocalTimeZoneLowering zoned;
  private final CurrentValues.SessionNames sessionNames;

  /**
   * Lowers expressions whose {@code ?} markers take the given values, reading TIMESTAMP WITH LOCAL
   * TIME ZONE values and the current time in {@code sessionZone}, and CURRENT_USER and its kin
   * from {@code sessionNames}.
   */
  RexLowering(RexBuilder rexBuilder, UserFunctionLowering userFunctions, List<Literal> parameters,
      java.time.ZoneId sessionZone, CurrentValues.SessionNames sessionNames) {
    this.rexBuilder = rexBuilder;
    this.sessionNames = sessionNames;
    this.userFunctions = userFunctions;
    this.parameters = parameters;
    this.sessionZone = sessionZone;
    this.zoned = new LocalTimeZoneLowering(sessionZone);
  }

  /** The zone in which TIMESTAMP WITH LOCAL TIME ZONE values are read as wall-clock times. */
  java.time.ZoneId sessionZone() {
    return sessionZone;
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
    if (node instanceof org.apache.calcite.rex.RexFieldAccess access) {
      SqlType position = SqlType.of(io.quiver.engine.types.TypeId.INTEGER).withNullable(false);
      return new Call(Operator.FIELD_ACCESS, List.of(lower(access.getReferenceExpr()),
          new Literal(access.getField().getIndex(), position)), TypeConversion.toSqlType(access.getType()));
    }
    throw unsupported("expression " + node);
  }

  private Expr call(RexCall call) {
    SqlType type = TypeConversion.toSqlType(call.getType());
    SqlKind kind = call.getKind();
    if (kind == SqlKind.SEARCH) {
      Expr in = InLists.lower(this, rexBuilder, call);
      return in != null ? in : lower(RexUtil.expandSearch(rexBuilder, null, call));
    }
    Literal current = CurrentValues.lower(call, type, sessionZone, sessionNames);
    if (current != null) {
      return current;
    }
    if (kind == SqlKind.REINTERPRET) {
      return reinterpret(lower(call.getOperands().get(0)), type);
    }
    if (kind == SqlKind.PLUS_PREFIX) {
      return lower(call.getOperands().get(0));
    }
    if (kind == SqlKind.CAST && call.getOperands().get(0).getType().equals(call.getType())) {
      return lower(call.getOperands().get(0));
    }
    if (kind == SqlKind.CAST && cutsString(call.getOperands().get(0).getType(), call.getType())) {
      return truncatingCast(lower(call.getOperands().get(0)), type);
    }
    if (kind == SqlKind.SAFE_CAST) {
      return tryCast(lower(call.getOperands().get(0)), type);
    }
    if (call.getOperator() instanceof io.quiver.table.planner.functions.JavaBuiltinFunction builtin) {
      return builtin.lower(call.getOperands().stream().map(this::lower).toList(), type, sessionZone);
    }
    if (call.getOperator() instanceof UserScalarSqlFunction function) {
      return userFunctions.lower(function, call.getOperands().stream().map(this::lower).toList(), type);
    }
    Expr json = JsonCalls.lower(call, type, this::lower);
    if (json != null) {
      return json;
    }
    if (kind == SqlKind.CONCAT_WITH_NULL) {
      return concatSkippingNulls(call.getOperands().stream().map(this::lower).toList(), type);
    }
    Operator operator = operator(call);
    List<Expr> operands = call.getOperands().stream().map(this::lower).toList();
    if (operator == Operator.CONCAT) {
      operands = operands.stream().map(RexLowering::unpaddedText).toList();
    }
    return switch (operator) {
      case CAST -> {
        Expr throughZone = zoned.cast(operands.get(0), type);
        yield throughZone != null ? throughZone : new Call(operator, operands, type);
      }
      case EXTRACT, FLOOR, CEIL, DATE_FORMAT -> zoned.readingWallClock(operator, operands, type);
      default -> new Call(operator, operands, type);
    };
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
      case SIMILAR -> Operator.SIMILAR_TO;
      case POSITION -> Operator.POSITION;
      case FLOOR -> Operator.FLOOR;
      case CEIL -> Operator.CEIL;
      case TIMESTAMP_ADD -> Operator.TIMESTAMP_ADD;
      case TIMESTAMP_DIFF -> Operator.TIMESTAMP_DIFF;
      case TRIM -> Operator.TRIM;
      case EXTRACT -> Operator.EXTRACT;
      case ARRAY_VALUE_CONSTRUCTOR -> Operator.ARRAY_VALUE;
      case MAP_VALUE_CONSTRUCTOR -> Operator.MAP_VALUE;
      case ROW -> Operator.ROW_VALUE;
      case ITEM -> Operator.ITEM;
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
      case "OCTET_LENGTH" -> Operator.OCTET_LENGTH;
      case "SUBSTRING" -> Operator.SUBSTRING;
      case "ABS" -> Operator.ABS;
      case "MOD" -> Operator.MOD;
      case "REPLACE" -> Operator.REPLACE;
      case "LPAD" -> Operator.LPAD;
      case "RPAD" -> Operator.RPAD;
      case "ROUND" -> Operator.ROUND;
      case "TRUNCATE" -> Operator.TRUNCATE;
      case "POWER" -> Operator.POWER;
      case "SQRT" -> Operator.SQRT;
      case "LN" -> Operator.LN;
      case "LOG10" -> Operator.LOG10;
      case "EXP" -> Operator.EXP;
      case "SIGN" -> Operator.SIGN;
      case "DATE_FORMAT" -> Operator.DATE_FORMAT;
      case "CARDINALITY" -> Operator.CARDINALITY;
      case "ELEMENT" -> Operator.ELEMENT;
      default -> throw unsupported("function " + call.getOperator().getName());
    };
  }

  /**
   * Flink's TRY_CAST: NULL where CAST would fail. Text read as a number, boolean, date or
   * timestamp goes through the library's lenient readers; every other cast cannot fail on a
   * value's content and is a plain CAST.
   */
  private Expr tryCast(Expr operand, SqlType type) {
    if (!operand.type().id().isCharacter()) {
      return operand.type().equals(type) ? operand : new Call(Operator.CAST, List.of(operand), type);
    }
    String method = switch (type.id()) {
      case TINYINT -> "tryTinyint";
      case SMALLINT -> "trySmallint";
      case INTEGER -> "tryInt";
      case BIGINT -> "tryBigint";
      case REAL -> "tryFloat";
      case DOUBLE -> "tryDouble";
      case DECIMAL -> "tryDecimal";
      case BOOLEAN -> "tryBoolean";
      case DATE -> "tryDate";
      case TIMESTAMP -> "tryTimestamp";
      default -> null;
    };
    if (method == null) {
      return new Call(Operator.CAST, List.of(operand), type);
    }
    List<Expr> arguments = new java.util.ArrayList<>(List.of(operand));
    if (type.id() == io.quiver.engine.types.TypeId.DECIMAL) {
      SqlType integer = SqlType.of(io.quiver.engine.types.TypeId.INTEGER).withNullable(false);
      arguments.add(new Literal(type.precision(), integer));
      arguments.add(new Literal(type.scale(), integer));
    }
    return io.quiver.table.planner.functions.JavaBuiltinFunction.libraryCall(method, arguments, type.withNullable(true));
  }

  /** Whether a CAST takes a character string to a shorter character type. */
  private static boolean cutsString(RelDataType from, RelDataType to) {
    return SqlTypeUtil.inCharFamily(from) && SqlTypeUtil.inCharFamily(to)
        && to.getPrecision() != RelDataType.PRECISION_NOT_SPECIFIED && to.getPrecision() < Integer.MAX_VALUE
        && (from.getPrecision() == RelDataType.PRECISION_NOT_SPECIFIED || from.getPrecision() > to.getPrecision());
  }

  /**
   * An explicit CAST to a shorter character type keeps the first characters: the standard only
   * warns of the truncation, and PostgreSQL truncates. (Storing a too-long string in a column
   * still raises 22001: INSERT and UPDATE convert with a checking cast of their own.)
   */
  private static Expr truncatingCast(Expr operand, SqlType type) {
    SqlType position = SqlType.of(io.quiver.engine.types.TypeId.INTEGER).withNullable(false);
    Expr head = new Call(Operator.SUBSTRING, List.of(operand, new Literal(1, position),
        new Literal(type.precision(), position)),
        new SqlType(io.quiver.engine.types.TypeId.VARCHAR, type.precision(), 0, operand.type().nullable()));
    return new Call(Operator.CAST, List.of(head), type);
  }

  /**
   * A CHAR literal concatenated as the VARCHAR literal of its text: its spaces are its value, not
   * padding ({@code 'a' || ' ' || 'b'} is {@code 'a b'} in Flink and in PostgreSQL), while the
   * concatenation trims a CHAR value's padding when it reads it as text.
   */
  private static Expr unpaddedText(Expr operand) {
    if (operand instanceof io.quiver.engine.expr.Literal literal && literal.type().id() == io.quiver.engine.types.TypeId.CHAR
        && literal.value() instanceof String text) {
      return new io.quiver.engine.expr.Literal(text,
          new SqlType(io.quiver.engine.types.TypeId.VARCHAR, text.length(), 0, literal.type().nullable()));
    }
    if (operand instanceof Call inner && inner.operator() == Operator.CONCAT && inner.type().id() == io.quiver.engine.types.TypeId.CHAR) {
      // the text of a concatenation has no padding either: 'a' || ' ' || 'b'
      return new Call(Operator.CONCAT, inner.operands(),
          new SqlType(io.quiver.engine.types.TypeId.VARCHAR, inner.type().precision(), 0, inner.type().nullable()));
    }
    return operand;
  }

  /** PostgreSQL's CONCAT: a NULL argument counts as the empty string. */
  private static Expr concatSkippingNulls(List<Expr> operands, SqlType type) {
    List<Expr> nonNull = operands.stream().map(operand -> operand.type().nullable()
        ? new Call(Operator.COALESCE, List.of(operand, new Literal("", operand.type().withNullable(false))),
            operand.type().withNullable(false))
        : operand).toList();
    return new Call(Operator.CONCAT, nonNull, type);
  }

  /**
   * Calcite's REINTERPRET sees an interval as its internal count: months, or milliseconds for
   * day-time intervals (which Quiver holds in microseconds), and its rewrites (TIMESTAMPDIFF,
   * interval casts) compute with those counts.
   */
  private static Expr reinterpret(Expr operand, SqlType type) {
    io.quiver.engine.types.TypeId from = operand.type().id();
    io.quiver.engine.types.TypeId to = type.id();
    SqlType bigint = SqlType.of(io.quiver.engine.types.TypeId.BIGINT).withNullable(type.nullable());
    if (from == io.quiver.engine.types.TypeId.INTERVAL_DAY_TIME && !to.isInterval()) {
      Expr millis = new Call(Operator.DIVIDE, List.of(asBigint(operand), new Literal(1000L, bigint)), bigint);
      return new Call(Operator.CAST, List.of(millis), type);
    }
    if (to == io.quiver.engine.types.TypeId.INTERVAL_DAY_TIME && !from.isInterval()) {
      Expr micros = new Call(Operator.TIMES, List.of(new Call(Operator.CAST, List.of(operand), bigint),
          new Literal(1000L, bigint)), bigint);
      return new Call(Operator.CAST, List.of(micros), type);
    }
    if (from == to || (from.isInterval() && !to.isInterval()) || (to.isInterval() && !from.isInterval())) {
      return from == to ? operand : new Call(Operator.CAST, List.of(asBigint(operand)), type);
    }
    return new Call(Operator.CAST, List.of(operand), type);
  }

  /** An interval's count as a BIGINT, whatever its qualifier. */
  private static Expr asBigint(Expr operand) {
    SqlType bigint = SqlType.of(io.quiver.engine.types.TypeId.BIGINT).withNullable(operand.type().nullable());
    if (!operand.type().id().isInterval()) {
      return operand;
    }
    // A YEAR TO MONTH or DAY TO SECOND qualifier makes CAST take the raw count (unit size 1 month / 1 micro).
    SqlType raw = new SqlType(operand.type().id(), operand.type().id() == io.quiver.engine.types.TypeId.INTERVAL_YEAR_MONTH ? 1 : 6,
        0, operand.type().nullable());
    return new Call(Operator.CAST, List.of(new Call(Operator.CAST, List.of(operand), raw)), bigint);
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
      case TIMESTAMP, TIMESTAMP_LTZ -> timestampMicros(literal.getValueAs(TimestampString.class));
      // From the text, which keeps the microseconds that getMillisOfDay drops.
      case TIME -> java.time.LocalTime.parse(literal.getValueAs(org.apache.calcite.util.TimeString.class).toString())
          .toNanoOfDay() / 1000;
      case BINARY -> java.util.Arrays.copyOf(literal.getValueAs(org.apache.calcite.avatica.util.ByteString.class).getBytes(),
          Math.max(type.precision(), literal.getValueAs(org.apache.calcite.avatica.util.ByteString.class).length()));
      case VARBINARY -> literal.getValueAs(org.apache.calcite.avatica.util.ByteString.class).getBytes();
      // Calcite holds year-month intervals in months and day-time ones in milliseconds.
      case INTERVAL_YEAR_MONTH -> literal.getValueAs(BigDecimal.class).longValueExact();
      case INTERVAL_DAY_TIME -> Math.multiplyExact(literal.getValueAs(BigDecimal.class).longValueExact(), 1000L);
      case NULL -> null;
      case ARRAY, MULTISET, MAP, ROW -> throw unsupported("a " + type.id() + " literal");
    };
  }

  static long timestampMicros(TimestampString timestamp) {
    return io.quiver.engine.runtime.SqlFunctions.toMicros(LocalDateTime.parse(timestamp.toString().replace(' ', 'T')));
  }

  static ValidationException unsupported(String what) {
    return new ValidationException(what + " is not supported yet", null, "0A000", 0, 0);
  }

}
