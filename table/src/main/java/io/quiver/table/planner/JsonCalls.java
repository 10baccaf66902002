package io.quiver.table.planner;

import io.quiver.engine.expr.Call;
import io.quiver.engine.expr.Expr;
import io.quiver.engine.expr.Literal;
import io.quiver.engine.expr.Operator;
import io.quiver.engine.types.SqlType;
import io.quiver.engine.types.TypeId;
import io.quiver.table.planner.functions.JavaBuiltinFunction;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import org.apache.calcite.rex.RexCall;
import org.apache.calcite.rex.RexLiteral;
import org.apache.calcite.rex.RexNode;
import org.apache.calcite.sql.SqlJsonConstructorNullClause;
import org.apache.calcite.sql.SqlJsonExistsErrorBehavior;
import org.apache.calcite.sql.SqlJsonQueryEmptyOrErrorBehavior;
import org.apache.calcite.sql.SqlJsonQueryWrapperBehavior;
import org.apache.calcite.sql.SqlJsonValueEmptyOrErrorBehavior;

/**
 * Flink's JSON functions, lowered to calls of the function library (which reads paths with
 * Calcite's JSON runtime, as Flink's do): JSON_VALUE, JSON_QUERY and JSON_EXISTS with their
 * default behaviours (NULL on empty and on error; FALSE on error; no array wrapper), and
 * JSON_OBJECT and JSON_ARRAY built member by member. Other ON EMPTY / ON ERROR / wrapper clauses
 * are refused with 0A000.
 */
final class JsonCalls {
  private static final Set<Object> DEFAULT_BEHAVIOURS = Set.of(SqlJsonValueEmptyOrErrorBehavior.NULL,
      SqlJsonQueryEmptyOrErrorBehavior.NULL, SqlJsonQueryWrapperBehavior.WITHOUT_ARRAY, SqlJsonExistsErrorBehavior.FALSE);
  private static final SqlType BOOLEAN = SqlType.of(TypeId.BOOLEAN).withNullable(false);
  private static final SqlType TEXT = SqlType.of(TypeId.VARCHAR).withNullable(false);

  private JsonCalls() {}

  /** The engine's expression for a JSON function call, or null if {@code call} is none. */
  static Expr lower(RexCall call, SqlType type, Function<RexNode, Expr> lower) {
    String name = call.getOperator().getName();
    return switch (name) {
      case "JSON_VALUE", "JSON_QUERY", "JSON_EXISTS" -> query(name, call, type, lower);
      case "JSON_OBJECT" -> constructor(call, type, lower, true);
      case "JSON_ARRAY" -> constructor(call, type, lower, false);
      default -> null;
    };
  }

  private static Expr query(String name, RexCall call, SqlType type, Function<RexNode, Expr> lower) {
    List<RexNode> operands = call.getOperands();
    for (RexNode extra : operands.subList(2, operands.size())) {
      if (!(extra instanceof RexLiteral literal) || !(literal.isNull() || DEFAULT_BEHAVIOURS.contains(literal.getValue()))) {
        throw RexLowering.unsupported(name + " with " + extra);
      }
    }
    List<Expr> arguments = List.of(lower.apply(document(operands.get(0))), lower.apply(operands.get(1)));
    String method = switch (name) {
      case "JSON_VALUE" -> "jsonValue";
      case "JSON_QUERY" -> "jsonQuery";
      default -> "jsonExists";
    };
    if (name.equals("JSON_EXISTS") || type.id().isCharacter()) {
      return JavaBuiltinFunction.libraryCall(method, arguments, type);
    }
    // JSON_VALUE(... RETURNING type): the text, cast
    Expr text = JavaBuiltinFunction.libraryCall(method, arguments, SqlType.of(TypeId.VARCHAR).withNullable(true));
    return new Call(Operator.CAST, List.of(text), type);
  }

  private static Expr constructor(RexCall call, SqlType type, Function<RexNode, Expr> lower, boolean object) {
    List<RexNode> operands = call.getOperands();
    boolean absentOnNull = operands.get(0) instanceof RexLiteral clause
        && clause.getValue() == SqlJsonConstructorNullClause.ABSENT_ON_NULL;
    Expr result = new Literal(object ? "{}" : "[]", TEXT);
    for (int i = 1; i < operands.size(); i += object ? 2 : 1) {
      RexNode value = operands.get(object ? i + 1 : i);
      List<Expr> arguments = new ArrayList<>();
      arguments.add(result);
      if (object) {
        arguments.add(lower.apply(operands.get(i)));
      }
      arguments.add(lower.apply(document(value)));
      arguments.add(new Literal(absentOnNull, BOOLEAN));
      arguments.add(new Literal(isJson(value), BOOLEAN));
      result = JavaBuiltinFunction.libraryCall(object ? "jsonObjectPut" : "jsonArrayAdd", arguments, TEXT);
    }
    return result.type().equals(type) ? result : new Call(Operator.CAST, List.of(result), type);
  }

  /** {@code x FORMAT JSON} is {@code x}, read as JSON text. */
  private static RexNode document(RexNode node) {
    return node instanceof RexCall call && call.getOperator().getName().equals("JSON_VALUE_EXPRESSION")
        ? call.getOperands().get(0)
        : node;
  }

  /** Whether a member's value is JSON text already: a nested constructor or {@code FORMAT JSON}. */
  private static boolean isJson(RexNode node) {
    return node instanceof RexCall call && Set.of("JSON_OBJECT", "JSON_ARRAY", "JSON_VALUE_EXPRESSION")
        .contains(call.getOperator().getName());
  }
}
