package io.quiver.engine.expr;

import io.quiver.engine.types.SqlType;
import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;

/** An operator applied to operands; the result type was derived by the planner. */
public record Call(Operator operator, List<Expr> operands, SqlType type) implements Expr {
  public Call {
    Objects.requireNonNull(operator, "operator is null");
    Objects.requireNonNull(type, "type is null");
    operands = List.copyOf(operands);
  }

  public Expr operand(int i) {
    return operands.get(i);
  }

  @Override
  public String toString() {
    return operator + operands.stream().map(Object::toString).collect(Collectors.joining(", ", "(", ")"));
  }
}
