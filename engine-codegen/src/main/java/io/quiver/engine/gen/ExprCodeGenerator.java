package io.quiver.engine.gen;

import static io.quiver.engine.gen.JavaTypes.defaultValue;
import static io.quiver.engine.gen.JavaTypes.javaType;

import io.quiver.engine.runtime.LikeMatcher;
import io.quiver.engine.runtime.RowPatternMatcher;
import io.quiver.engine.expr.Call;
import io.quiver.engine.expr.ColumnRef;
import io.quiver.engine.expr.Expr;
import io.quiver.engine.expr.Literal;
import io.quiver.engine.expr.Operator;
import io.quiver.engine.types.SqlType;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * Turns an {@link Expr} into Java statements that compute its value and null flag. Operands are
 * evaluated lazily where SQL allows (AND, OR, CASE), so that a guarded division never runs.
 *
 * <p>The statements of any one expression stay under a length limit derived from
 * {@code table.generated-code.max-length}, whatever the expression's size: a sub-expression whose
 * code would push its parent over the limit is hoisted into a method of its own that leaves its
 * value in member fields, and an n-ary expression (AND, OR, CASE, COALESCE) with too many operands
 * keeps its state in fields and has its steps packed into methods by the {@code MethodSplitter}.
 * Column reads are expressions over {@code row} and fields, so moved code needs no parameters
 * beyond the row.
 */
public final class ExprCodeGenerator {
  /** Generated classes import {@code SqlFunctions}, so the short name keeps the code short. */
  static final String FN = "SqlFunctions";
  /** A hoisted sub-expression's method header, field stores and closing brace take about this much. */
  private static final int HOIST_OVERHEAD = 120;
  /** The code left in place of a hoisted expression, {@code h$123(row);}, is about this long. */
  private static final int CALL_LENGTH = 20;
  /** Longer expressions become a statement, so that no single line outgrows a method. */
  private static final int INLINE_EXPRESSION_LENGTH = 100;

  private final CodeContext context;
  private final ColumnReader columns;
  private final int limit;

  /** {@code columns} gives the code reading an input column at the current row, {@code row}. */
  public ExprCodeGenerator(CodeContext context, ColumnReader columns) {
    this.context = context;
    this.columns = columns;
    this.limit = Math.max(context.maxLength() - 350, context.maxLength() / 2);
  }

  /** The code of {@code expr}, no longer than {@code budget} characters where that is possible. */
  public GeneratedExpr generateWithin(Expr expr, int budget) {
    GeneratedExpr result = generate(expr);
    return result.code().length() > budget ? hoist(result, expr.type()) : result;
  }

  public GeneratedExpr generate(Expr expr) {
    if (expr instanceof ColumnRef ref) {
      return columns.read(ref);
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
      value = io.quiver.engine.runtime.SqlFunctions.utf8(value.toString());
    }
    Object physical = value;
    String field = context.literalField(literal,
        () -> context.addReferenceField(javaType(type), physical, JavaTypes.unboxReference(type, "ref")));
    return GeneratedExpr.constant(field, "false");
  }

  /** True while generating the body of a hoisted constant, whose parts need no hoisting of their own. */
  private boolean inConstant;

  private GeneratedExpr call(Call call) {
    if (!inConstant && isConstantCall(call)) {
      return constant(call);
    }
    return switch (call.operator()) {
      case AND -> junction(call, true);
      case OR -> junction(call, false);
      case CASE -> caseWhen(call);
      case COALESCE -> coalesce(call);
      case IS_NULL, IS_NOT_NULL, IS_TRUE, IS_NOT_TRUE, IS_FALSE, IS_NOT_FALSE -> nullTest(call);
      case IS_DISTINCT_FROM, IS_NOT_DISTINCT_FROM -> distinctFrom(call);
      case CAST -> strict(call.type(), call.operands(), v -> call.type().id().isComposite()
          ? CompositeCode.cast(context, v[0], call.operand(0).type(), call.type())
          : Casts.cast(v[0], call.operand(0).type(), call.type()));
      case ARRAY_VALUE, MULTISET_VALUE, MAP_VALUE, ROW_VALUE -> CompositeCode.construct(context, this, call);
      case ITEM, FIELD_ACCESS, ELEMENT -> CompositeCode.access(context, this, call);
      case LIKE, SIMILAR_TO -> like(call);
      case USER_FUNCTION -> UserFunctionCalls.generate(context, this, call);
      case IN -> InSets.in(this, context, call);
      case LTZ_TO_TIMESTAMP, TIMESTAMP_TO_LTZ -> zoneConversion(call);
      default -> strictCall(call);
    };
  }

  /**
   * True for a call over literals only (directly or through such calls) whose value is the same
   * at every row: TPC-H's {@code DATE '1994-01-01' + INTERVAL '1' YEAR} and {@code 0.06 - 0.01}
   * stay in the plan (Calcite's constant reduction is off) and were computed again for each row.
   * User functions may not be deterministic; composite constructors make objects a consumer may
   * keep; IN, LIKE and SIMILAR TO prepare their constants themselves.
   */
  private static boolean isConstantCall(Call call) {
    switch (call.operator()) {
      case USER_FUNCTION, CARDINALITY_VIOLATION, IN, LIKE, SIMILAR_TO, ARRAY_VALUE, MULTISET_VALUE, MAP_VALUE,
          ROW_VALUE, ITEM, FIELD_ACCESS, ELEMENT, CARDINALITY -> {
        return false;
      }
      default -> {
        if (call.operands().isEmpty() || call.type().id().isComposite()) {
          return false;
        }
        for (Expr operand : call.operands()) {
          if (!(operand instanceof Literal) && !(operand instanceof Call c && isConstantCall(c))) {
            return false;
          }
        }
        return true;
      }
    }
  }

  /**
   * A constant call computed once per kernel, at its first use: the row loop tests one field.
   * Computing it at the first use, not before the loop, keeps its errors (a division by zero)
   * where they were: only when a row needs the value.
   */
  private GeneratedExpr constant(Call call) {
    GeneratedExpr e;
    inConstant = true;
    try {
      e = call(call);
    } finally {
      inConstant = false;
    }
    if (e.code().isEmpty() && isConstant(e.isNull()) && e.value().matches("[\\w$.]+")) {
      return e;
    }
    String method = context.newName("constant");
    String ready = context.addField("boolean", "cr", null);
    String value = context.addField(javaType(call.type()), "cv", null);
    String isNull = isConstant(e.isNull()) ? e.isNull() : context.addField("boolean", "cn", null);
    StringBuilder body = new StringBuilder();
    body.append("  private void ").append(method).append("() {\n").append(e.code());
    body.append(value).append(" = ").append(e.value()).append(";\n");
    if (!isNull.equals(e.isNull())) {
      body.append(isNull).append(" = ").append(e.isNull()).append(";\n");
    }
    body.append(ready).append(" = true;\n  }\n");
    context.addMethod(body.toString());
    return new GeneratedExpr("if (!" + ready + ") {\n  " + method + "();\n}\n", value, isNull);
  }

  /** The zone is a field made once from the literal, so that no row parses a zone id. */
  private GeneratedExpr zoneConversion(Call call) {
    Literal zoneId = (Literal) call.operand(0);
    java.time.ZoneId zone = java.time.ZoneId.of(zoneId.value().toString());
    String field = context.literalField(zoneId,
        () -> context.addReferenceField("java.time.ZoneId", zone, "(java.time.ZoneId) ref"));
    String method = call.operator() == Operator.LTZ_TO_TIMESTAMP ? "toLocal" : "toInstant";
    return strict(call.type(), List.of(call.operand(1)),
        v -> "io.quiver.engine.runtime.SessionZone." + method + "(" + v[0] + ", " + field + ")");
  }

  /** A call whose result is NULL when any operand is NULL; otherwise computed from the values. */
  private GeneratedExpr strictCall(Call call) {
    List<SqlType> types = call.operands().stream().map(Expr::type).toList();
    SqlType type = call.type();
    return strictOver(type, call.operands(), ops -> {
      String onSlices = StringSlices.code(call.operator(), ops, types);
      return onSlices != null ? onSlices : compute(call, ops.stream().map(GeneratedExpr::value).toArray(String[]::new), types);
    });
  }

  private String compute(Call call, String[] v, List<SqlType> types) {
    SqlType type = call.type();
    return switch (call.operator()) {
      case PLUS, MINUS, TIMES, DIVIDE, MOD -> DateTimeArithmetic.applies(types.get(0), types.get(1), type)
          ? DateTimeArithmetic.binary(call.operator(), v[0], types.get(0), v[1], types.get(1), type)
          : Arithmetic.binary(call.operator(), v[0], types.get(0), v[1], types.get(1), type);
      case NEGATE -> Arithmetic.negate(v[0], type);
      case EQUALS, NOT_EQUALS, LESS_THAN, LESS_THAN_OR_EQUAL, GREATER_THAN, GREATER_THAN_OR_EQUAL ->
          Comparisons.compare(call.operator(), v[0], types.get(0), v[1], types.get(1));
      case CARDINALITY -> CompositeCode.cardinality(v[0]);
      case NOT -> "!" + v[0];
      default -> ScalarFunctions.generate(call.operator(), v, types, type);
    };
  }

  /**
   * Generates null propagation around {@code compute}, which sees the operands' value terms and
   * must be free of side effects on the context (it may run more than once while fitting).
   */
  GeneratedExpr strict(SqlType type, List<Expr> operandExprs, ValueCode compute) {
    return strictOver(type, operandExprs, ops -> compute.apply(ops.stream().map(GeneratedExpr::value).toArray(String[]::new)));
  }

  /** Like {@link #strict}, with {@code compute} seeing the operands' whole results (slices too). */
  GeneratedExpr strictOver(SqlType type, List<Expr> operandExprs, Function<List<GeneratedExpr>, String> compute) {
    List<GeneratedExpr> operands = operandExprs.stream().map(this::generate).toList();
    return fit(operands, operandExprs.stream().map(Expr::type).toList(), ops -> {
      String value = context.newName("v");
      if (ops.stream().allMatch(op -> op.isNull().equals("false"))) {
        // No operand can be NULL (NOT NULL columns, constants, the loop without null checks).
        StringBuilder code = new StringBuilder();
        for (GeneratedExpr op : ops) {
          code.append(op.code());
        }
        String computed = compute.apply(ops);
        if (code.length() == 0 && computed.length() <= INLINE_EXPRESSION_LENGTH) {
          // A short expression over operands that need no statements stays an expression, so
          // that its parent (a comparison in an AND, say) becomes one plain Java expression.
          return GeneratedExpr.constant("(" + computed + ")", "false");
        }
        code.append(javaType(type)).append(' ').append(value).append(" = ").append(compute.apply(ops)).append(";\n");
        return new GeneratedExpr(code.toString(), value, "false");
      }
      String isNull = context.newName("n");
      StringBuilder code = new StringBuilder();
      code.append(javaType(type)).append(' ').append(value).append(" = ").append(defaultValue(type)).append(";\n");
      code.append("boolean ").append(isNull).append(" = true;\n");
      StringBuilder close = new StringBuilder();
      // Evaluate operands one by one so that a later one is not computed once an earlier is NULL.
      for (GeneratedExpr operand : ops) {
        code.append(operand.code());
        if (!operand.isNull().equals("false")) {
          code.append("if (!").append(operand.isNull()).append(") {\n");
          close.append("}\n");
        }
      }
      code.append(isNull).append(" = false;\n");
      code.append(value).append(" = ").append(compute.apply(ops)).append(";\n");
      code.append(close);
      return new GeneratedExpr(code.toString(), value, isNull);
    });
  }

  /**
   * Composes {@code operands} with {@code compose}; while the result is longer than the limit,
   * hoists the longest operand into a method of its own and composes again.
   */
  GeneratedExpr fit(List<GeneratedExpr> operands, List<SqlType> types,
      Function<List<GeneratedExpr>, GeneratedExpr> compose) {
    List<GeneratedExpr> current = new ArrayList<>(operands);
    GeneratedExpr result = compose.apply(current);
    while (result.code().length() > limit) {
      int longest = 0;
      for (int i = 1; i < current.size(); i++) {
        if (current.get(i).code().length() > current.get(longest).code().length()) {
          longest = i;
        }
      }
      if (current.isEmpty() || current.get(longest).code().length() <= CALL_LENGTH) {
        break;
      }
      current.set(longest, hoist(current.get(longest), types.get(longest)));
      result = compose.apply(current);
    }
    return result;
  }

  /**
   * Moves the statements of {@code e} into a method of their own that stores the value and null
   * flag in member fields; the code left behind is one call.
   */
  GeneratedExpr hoist(GeneratedExpr e, SqlType type) {
    if (e.code().isEmpty()) {
      return e;
    }
    String method = context.newName("h");
    String value = context.addField(javaType(type), "hv", null);
    String isNull = isConstant(e.isNull()) ? e.isNull() : context.addField("boolean", "hn", null);
    StringBuilder body = new StringBuilder();
    body.append("  private void ").append(method).append("(int row) {\n").append(e.code());
    body.append(value).append(" = ").append(e.value()).append(";\n");
    if (!isNull.equals(e.isNull())) {
      body.append(isNull).append(" = ").append(e.isNull()).append(";\n");
    }
    body.append("  }\n");
    context.addMethod(body.toString());
    return new GeneratedExpr(method + "(row);\n", value, isNull);
  }

  private static boolean isConstant(String term) {
    return term.equals("false") || term.equals("true");
  }

  /**
   * AND (isAnd) or OR over any number of operands, three-valued: a FALSE operand decides AND (a
   * TRUE one decides OR) even when another is NULL, and the operands after it are not evaluated.
   */
  private GeneratedExpr junction(Call call, boolean isAnd) {
    List<GeneratedExpr> operands = call.operands().stream().map(this::generate).toList();
    if (operands.stream().allMatch(op -> op.code().isEmpty() && op.isNull().equals("false"))) {
      // Plain Java short-circuit logic when no operand needs statements or can be NULL.
      String join = isAnd ? " && " : " || ";
      return GeneratedExpr.constant("(" + String.join(join, operands.stream().map(GeneratedExpr::value).toList()) + ")", "false");
    }
    Sequence seq = new Sequence();
    String value = seq.state("boolean", "v", String.valueOf(isAnd));
    String sawNull = seq.state("boolean", "n", "false");
    String decided = seq.state("boolean", "d", "false");
    String decisive = isAnd ? "false" : "true";
    for (int i = 0; i < call.operands().size(); i++) {
      String guard = i == 0 ? null : "!" + decided;
      seq.step(guard, List.of(operands.get(i)), List.of(call.operand(i).type()), ops -> {
        GeneratedExpr operand = ops.get(0);
        return operand.code()
            + "if (" + operand.isNull() + ") { " + sawNull + " = true; }\n"
            + "else if (" + operand.value() + " == " + decisive + ") { "
            + value + " = " + decisive + "; " + decided + " = true; }\n";
      });
    }
    String isNull = context.newName("n");
    return seq.finish("boolean " + isNull + " = !" + decided + " && " + sawNull + ";\n", value, isNull);
  }

  private GeneratedExpr caseWhen(Call call) {
    SqlType type = call.type();
    Sequence seq = new Sequence();
    String value = seq.state(javaType(type), "v", defaultValue(type));
    String isNull = seq.state("boolean", "n", "true");
    String done = seq.state("boolean", "d", "false");
    List<Expr> operands = call.operands();
    int i = 0;
    for (; i + 1 < operands.size(); i += 2) {
      Expr result = operands.get(i + 1);
      seq.step(i == 0 ? null : "!" + done, List.of(operands.get(i), result), ops -> {
        GeneratedExpr condition = ops.get(0);
        return condition.code()
            + "if (!(" + condition.isNull() + ") && " + condition.value() + ") {\n"
            + assign(value, isNull, ops.get(1), result.type(), type)
            + done + " = true;\n}\n";
      });
    }
    if (i < operands.size()) {
      Expr otherwise = operands.get(i);
      seq.step(i == 0 ? null : "!" + done, List.of(otherwise), ops -> assign(value, isNull, ops.get(0), otherwise.type(), type));
    }
    return seq.finish("", value, isNull);
  }

  private GeneratedExpr coalesce(Call call) {
    SqlType type = call.type();
    Sequence seq = new Sequence();
    String value = seq.state(javaType(type), "v", defaultValue(type));
    String isNull = seq.state("boolean", "n", "true");
    for (int i = 0; i < call.operands().size(); i++) {
      Expr operand = call.operand(i);
      seq.step(i == 0 ? null : isNull, List.of(operand), ops -> assign(value, isNull, ops.get(0), operand.type(), type));
    }
    return seq.finish("", value, isNull);
  }

  private String assign(String value, String isNull, GeneratedExpr result, SqlType from, SqlType to) {
    return result.code()
        + isNull + " = " + result.isNull() + ";\n"
        + "if (!" + isNull + ") { " + value + " = " + Casts.cast(result.value(), from, to) + "; }\n";
  }

  private GeneratedExpr nullTest(Call call) {
    Expr operandExpr = call.operand(0);
    return fit(List.of(generate(operandExpr)), List.of(operandExpr.type()), ops -> {
      GeneratedExpr operand = ops.get(0);
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
    });
  }

  private GeneratedExpr distinctFrom(Call call) {
    List<GeneratedExpr> operands = List.of(generate(call.operand(0)), generate(call.operand(1)));
    return fit(operands, List.of(call.operand(0).type(), call.operand(1).type()), ops -> {
      GeneratedExpr a = ops.get(0);
      GeneratedExpr b = ops.get(1);
      String equal = Comparisons.compare(Operator.EQUALS, a.value(), call.operand(0).type(), b.value(), call.operand(1).type());
      String value = context.newName("v");
      String same = "((" + a.isNull() + ") && (" + b.isNull() + ")) || (!(" + a.isNull() + ") && !(" + b.isNull() + ") && " + equal + ")";
      String test = call.operator() == Operator.IS_NOT_DISTINCT_FROM ? same : "!(" + same + ")";
      return new GeneratedExpr(a.code() + b.code() + "boolean " + value + " = " + test + ";\n", value, "false");
    });
  }

  private GeneratedExpr like(Call call) {
    boolean hasEscape = call.operands().size() > 2;
    if (call.operand(1) instanceof Literal pattern && pattern.value() == null
        || hasEscape && call.operand(2) instanceof Literal esc && esc.value() == null) {
      return GeneratedExpr.constant(defaultValue(call.type()), "true");
    }
    boolean similar = call.operator() == Operator.SIMILAR_TO;
    if (!(call.operand(1) instanceof Literal pattern) || hasEscape && !(call.operand(2) instanceof Literal)) {
      return likeRowPattern(call, similar);
    }
    Character escape = hasEscape ? escapeCharacter((Literal) call.operand(2)) : null;
    Object compiled = similar
        ? new io.quiver.engine.runtime.SimilarMatcher(pattern.value().toString(), escape)
        : new LikeMatcher(pattern.value().toString(), escape);
    String type = compiled.getClass().getName();
    String matcher = context.addReferenceField(type, compiled, "(" + type + ") ref");
    return strictOver(call.type(), List.of(call.operand(0)), ops -> {
      GeneratedExpr.StringSlice s = ops.get(0).slice();
      return s == null || similar
          ? matcher + ".matches(" + ops.get(0).value() + ")"
          : matcher + ".matchesAt(" + s.data() + ", " + s.start() + ", " + s.end() + ")";
    });
  }

  /**
   * LIKE or SIMILAR TO whose pattern or escape is an expression: the pattern is compiled at run
   * time, by a matcher of this call site that reuses it while it repeats. NULL in any operand
   * gives NULL.
   */
  private GeneratedExpr likeRowPattern(Call call, boolean similar) {
    String type = RowPatternMatcher.class.getName();
    String matcher = context.addReferenceField(type, new RowPatternMatcher(similar), "(" + type + ") ref");
    boolean hasEscape = call.operands().size() > 2;
    return strictOver(call.type(), call.operands(), ops -> {
      String pattern = ops.get(1).value();
      String escape = hasEscape ? ops.get(2).value() : "null";
      GeneratedExpr.StringSlice s = ops.get(0).slice();
      return s == null
          ? matcher + ".matches(" + ops.get(0).value() + ", " + pattern + ", " + escape + ")"
          : matcher + ".matchesAt(" + s.data() + ", " + s.start() + ", " + s.end() + ", " + pattern + ", " + escape + ")";
    });
  }

  private static Character escapeCharacter(Literal escape) {
    return RowPatternMatcher.escapeCharacter(escape.value().toString());
  }

  /**
   * The steps of an n-ary expression, run in order, each guarded by a condition on the state (for
   * example "not yet decided"). Inline, the state is held in locals; when the steps together are
   * too long, the state moves into member fields and the steps into methods.
   */
  private final class Sequence {
    private final List<String[]> state = new ArrayList<>();
    private final List<String> steps = new ArrayList<>();

    String state(String javaType, String prefix, String initial) {
      String name = context.newName(prefix);
      state.add(new String[] {javaType, name, initial});
      return name;
    }

    /** Adds a step computing {@code operands} and then {@code body} over their code and terms. */
    void step(String guard, List<Expr> operands, Function<List<GeneratedExpr>, String> body) {
      step(guard, operands.stream().map(ExprCodeGenerator.this::generate).toList(), operands.stream().map(Expr::type).toList(), body);
    }

    /** Adds a step over operands already generated. */
    void step(String guard, List<GeneratedExpr> generated, List<SqlType> types, Function<List<GeneratedExpr>, String> body) {
      GeneratedExpr step = fit(generated, types,
          ops -> new GeneratedExpr(guard == null ? body.apply(ops) : "if (" + guard + ") {\n" + body.apply(ops) + "}\n", "", ""));
      steps.add(step.code());
    }

    GeneratedExpr finish(String tail, String value, String isNull) {
      StringBuilder code = new StringBuilder();
      for (String[] s : state) {
        code.append(s[0]).append(' ').append(s[1]).append(" = ").append(s[2]).append(";\n");
      }
      steps.forEach(code::append);
      code.append(tail);
      if (code.length() <= limit) {
        return new GeneratedExpr(code.toString(), value, isNull);
      }
      StringBuilder reset = new StringBuilder();
      for (String[] s : state) {
        context.declareField(s[0], s[1], null);
        reset.append(s[1]).append(" = ").append(s[2]).append(";\n");
      }
      int budget = Math.max(limit - reset.length() - tail.length(), CALL_LENGTH * 3);
      return new GeneratedExpr(reset + context.splitRowBlocks(steps, "step", budget) + tail, value, isNull);
    }
  }

  @FunctionalInterface
  interface ValueCode {
    String apply(String[] values);
  }

  static String bigDecimalOf(String value, SqlType type) {
    return switch (type.id()) {
      case DECIMAL -> type.isLongDecimal() ? FN + ".toBigDecimal(" + value + ", " + type.scale() + ")" : value;
      case REAL, DOUBLE -> FN + ".toBigDecimal((double) " + value + ")";
      default -> BigDecimal.class.getName() + ".valueOf((long) " + value + ")";
    };
  }
}
