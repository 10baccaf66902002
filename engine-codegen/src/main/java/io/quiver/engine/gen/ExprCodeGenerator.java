package io.quiver.engine.gen;

import static io.quiver.engine.gen.JavaTypes.defaultValue;
import static io.quiver.engine.gen.JavaTypes.javaType;

import io.quiver.engine.exec.LikeMatcher;
import io.quiver.engine.expr.Call;
import io.quiver.engine.expr.ColumnRef;
import io.quiver.engine.expr.Expr;
import io.quiver.engine.expr.Literal;
import io.quiver.engine.expr.Operator;
import io.quiver.engine.types.SqlType;
import io.quiver.engine.types.TypeId;
import java.math.BigDecimal;
import java.util.List;
import java.util.function.IntFunction;

/**
 * Turns an {@link Expr} into Java statements that compute its value and null flag. Operands are
 * evaluated lazily where SQL allows (AND, OR, CASE), so that a guarded division never runs.
 */
public final class ExprCodeGenerator {
  static final String FN = "io.quiver.engine.exec.SqlFunctions";

  private final CodeContext context;
  private final IntFunction<GeneratedExpr> columnReader;

  /** {@code columnReader} gives the code reading input column {@code i} of the current row. */
  public ExprCodeGenerator(CodeContext context, IntFunction<GeneratedExpr> columnReader) {
    this.context = context;
    this.columnReader = columnReader;
  }

  public GeneratedExpr generate(Expr expr) {
    if (expr instanceof ColumnRef ref) {
      return columnReader.apply(ref.index());
    }
    if (expr instanceof Literal literal) {
      return literal(literal);
    }
    return call((Call) expr);
  }

  private GeneratedExpr literal(Literal literal) {
    SqlType type = literal.type();
    if (literal.value() == null) {
      return GeneratedExpr.constant(defaultValue(type), "true");
    }
    Object value = literal.value();
    if (type.id().isCharacter()) {
      value = FnBytes.utf8(value.toString());
    }
    String field = context.addReferenceField(javaType(type), value, JavaTypes.unboxReference(type, "ref"));
    return GeneratedExpr.constant(field, "false");
  }

  private GeneratedExpr call(Call call) {
    return switch (call.operator()) {
      case AND -> and(call);
      case OR -> or(call);
      case CASE -> caseWhen(call);
      case COALESCE -> coalesce(call);
      case IS_NULL, IS_NOT_NULL, IS_TRUE, IS_NOT_TRUE, IS_FALSE, IS_NOT_FALSE -> nullTest(call);
      case IS_DISTINCT_FROM, IS_NOT_DISTINCT_FROM -> distinctFrom(call);
      case CAST -> {
        GeneratedExpr operand = generate(call.operand(0));
        yield strict(call.type(), List.of(operand), v -> Casts.cast(v[0], call.operand(0).type(), call.type()));
      }
      case LIKE, SIMILAR_TO -> like(call);
      default -> strictCall(call);
    };
  }

  /** A call whose result is NULL when any operand is NULL; otherwise computed from the values. */
  private GeneratedExpr strictCall(Call call) {
    List<GeneratedExpr> operands = call.operands().stream().map(this::generate).toList();
    List<SqlType> types = call.operands().stream().map(Expr::type).toList();
    SqlType type = call.type();
    return strict(type, operands, v -> switch (call.operator()) {
      case PLUS, MINUS, TIMES, DIVIDE, MOD -> DateTimeArithmetic.applies(types.get(0), types.get(1), type)
          ? DateTimeArithmetic.binary(call.operator(), v[0], types.get(0), v[1], types.get(1), type)
          : Arithmetic.binary(call.operator(), v[0], types.get(0), v[1], types.get(1), type);
      case NEGATE -> Arithmetic.negate(v[0], type);
      case EQUALS, NOT_EQUALS, LESS_THAN, LESS_THAN_OR_EQUAL, GREATER_THAN, GREATER_THAN_OR_EQUAL ->
          Comparisons.compare(call.operator(), v[0], types.get(0), v[1], types.get(1));
      case NOT -> "!" + v[0];
      default -> ScalarFunctions.generate(call.operator(), v, types, type);
    });
  }

  /** Generates null propagation around {@code compute}, which sees the operands' value terms. */
  private GeneratedExpr strict(SqlType type, List<GeneratedExpr> operands, ValueCode compute) {
    String value = context.newName("v");
    String isNull = context.newName("n");
    StringBuilder code = new StringBuilder();
    code.append(javaType(type)).append(' ').append(value).append(" = ").append(defaultValue(type)).append(";\n");
    code.append("boolean ").append(isNull).append(" = true;\n");
    String[] values = new String[operands.size()];
    StringBuilder close = new StringBuilder();
    // Evaluate operands one by one so that a later one is not computed once an earlier is NULL.
    for (int i = 0; i < operands.size(); i++) {
      GeneratedExpr operand = operands.get(i);
      code.append(operand.code());
      values[i] = operand.value();
      if (!operand.isNull().equals("false")) {
        code.append("if (!").append(operand.isNull()).append(") {\n");
        close.append("}\n");
      }
    }
    code.append(isNull).append(" = false;\n");
    code.append(value).append(" = ").append(compute.apply(values)).append(";\n");
    code.append(close);
    return new GeneratedExpr(code.toString(), value, isNull);
  }

  private GeneratedExpr and(Call call) {
    return junction(call, true);
  }

  private GeneratedExpr or(Call call) {
    return junction(call, false);
  }

  /**
   * AND (isAnd) or OR over any number of operands, three-valued: a FALSE operand decides AND (a
   * TRUE one decides OR) even when another is NULL, and the operands after it are not evaluated.
   */
  private GeneratedExpr junction(Call call, boolean isAnd) {
    String value = context.newName("v");
    String sawNull = context.newName("n");
    String decided = context.newName("d");
    String decisive = isAnd ? "false" : "true";
    StringBuilder code = new StringBuilder();
    code.append("boolean ").append(value).append(" = ").append(isAnd).append(";\n");
    code.append("boolean ").append(sawNull).append(" = false;\n");
    code.append("boolean ").append(decided).append(" = false;\n");
    StringBuilder close = new StringBuilder();
    for (int i = 0; i < call.operands().size(); i++) {
      GeneratedExpr operand = generate(call.operand(i));
      if (i > 0) {
        code.append("if (!").append(decided).append(") {\n");
        close.append("}\n");
      }
      code.append(operand.code());
      code.append("if (").append(operand.isNull()).append(") { ").append(sawNull).append(" = true; }\n");
      code.append("else if (").append(operand.value()).append(" == ").append(decisive).append(") { ")
          .append(value).append(" = ").append(decisive).append("; ").append(decided).append(" = true; }\n");
    }
    code.append(close);
    String isNull = context.newName("n");
    code.append("boolean ").append(isNull).append(" = !").append(decided).append(" && ").append(sawNull).append(";\n");
    return new GeneratedExpr(code.toString(), value, isNull);
  }

  private GeneratedExpr caseWhen(Call call) {
    SqlType type = call.type();
    String value = context.newName("v");
    String isNull = context.newName("n");
    StringBuilder code = new StringBuilder();
    code.append(javaType(type)).append(' ').append(value).append(" = ").append(defaultValue(type)).append(";\n");
    code.append("boolean ").append(isNull).append(" = true;\n");
    List<Expr> operands = call.operands();
    StringBuilder close = new StringBuilder();
    int i = 0;
    for (; i + 1 < operands.size(); i += 2) {
      GeneratedExpr condition = generate(operands.get(i));
      GeneratedExpr result = generate(operands.get(i + 1));
      code.append(condition.code());
      code.append("if (!(").append(condition.isNull()).append(") && ").append(condition.value()).append(") {\n");
      code.append(assign(value, isNull, result, operands.get(i + 1).type(), type));
      code.append("} else {\n");
      close.append("}\n");
    }
    if (i < operands.size()) {
      code.append(assign(value, isNull, generate(operands.get(i)), operands.get(i).type(), type));
    }
    code.append(close);
    return new GeneratedExpr(code.toString(), value, isNull);
  }

  private GeneratedExpr coalesce(Call call) {
    SqlType type = call.type();
    String value = context.newName("v");
    String isNull = context.newName("n");
    StringBuilder code = new StringBuilder();
    code.append(javaType(type)).append(' ').append(value).append(" = ").append(defaultValue(type)).append(";\n");
    code.append("boolean ").append(isNull).append(" = true;\n");
    StringBuilder close = new StringBuilder();
    for (int i = 0; i < call.operands().size(); i++) {
      if (i > 0) {
        code.append("if (").append(isNull).append(") {\n");
        close.append("}\n");
      }
      code.append(assign(value, isNull, generate(call.operand(i)), call.operand(i).type(), type));
    }
    code.append(close);
    return new GeneratedExpr(code.toString(), value, isNull);
  }

  private String assign(String value, String isNull, GeneratedExpr result, SqlType from, SqlType to) {
    return result.code()
        + isNull + " = " + result.isNull() + ";\n"
        + "if (!" + isNull + ") { " + value + " = " + Casts.cast(result.value(), from, to) + "; }\n";
  }

  private GeneratedExpr nullTest(Call call) {
    GeneratedExpr operand = generate(call.operand(0));
    String v = operand.value();
    String n = operand.isNull();
    String test = switch (call.operator()) {
      case IS_NULL -> n;
      case IS_NOT_NULL -> "!(" + n + ")";
      case IS_TRUE -> "(!(" + n + ") && " + v + ")";
      case IS_NOT_TRUE -> "((" + n + ") || !" + v + ")";
      case IS_FALSE -> "(!(" + n + ") && !" + v + ")";
      case IS_NOT_FALSE -> "((" + n + ") || " + v + ")";
      default -> throw new IllegalStateException();
    };
    String value = context.newName("v");
    return new GeneratedExpr(operand.code() + "boolean " + value + " = " + test + ";\n", value, "false");
  }

  private GeneratedExpr distinctFrom(Call call) {
    GeneratedExpr a = generate(call.operand(0));
    GeneratedExpr b = generate(call.operand(1));
    String equal = Comparisons.compare(Operator.EQUALS, a.value(), call.operand(0).type(), b.value(), call.operand(1).type());
    String value = context.newName("v");
    String same = "((" + a.isNull() + ") && (" + b.isNull() + ")) || (!(" + a.isNull() + ") && !(" + b.isNull() + ") && " + equal + ")";
    String test = call.operator() == Operator.IS_NOT_DISTINCT_FROM ? same : "!(" + same + ")";
    return new GeneratedExpr(a.code() + b.code() + "boolean " + value + " = " + test + ";\n", value, "false");
  }

  private GeneratedExpr like(Call call) {
    GeneratedExpr input = generate(call.operand(0));
    if (!(call.operand(1) instanceof Literal pattern) || pattern.value() == null) {
      throw new UnsupportedOperationException("LIKE needs a constant pattern");
    }
    Character escape = null;
    if (call.operands().size() > 2 && call.operand(2) instanceof Literal esc && esc.value() != null) {
      escape = esc.value().toString().charAt(0);
    }
    Object compiled = call.operator() == Operator.SIMILAR_TO
        ? new io.quiver.engine.exec.SimilarMatcher(pattern.value().toString(), escape)
        : new LikeMatcher(pattern.value().toString(), escape);
    String type = compiled.getClass().getName();
    String matcher = context.addReferenceField(type, compiled, "(" + type + ") ref");
    return strict(call.type(), List.of(input), v -> matcher + ".matches(" + v[0] + ")");
  }

  @FunctionalInterface
  private interface ValueCode {
    String apply(String[] values);
  }

  /** Byte conversions done once at generation time. */
  private static final class FnBytes {
    static byte[] utf8(String s) {
      return s.getBytes(java.nio.charset.StandardCharsets.UTF_8);
    }
  }

  static String bigDecimalOf(String value, SqlType type) {
    return switch (type.id()) {
      case DECIMAL -> type.isLongDecimal() ? FN + ".toBigDecimal(" + value + ", " + type.scale() + ")" : value;
      case REAL, DOUBLE -> FN + ".toBigDecimal((double) " + value + ")";
      default -> BigDecimal.class.getName() + ".valueOf((long) " + value + ")";
    };
  }
}
