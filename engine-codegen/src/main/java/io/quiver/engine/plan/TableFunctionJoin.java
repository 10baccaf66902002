package io.quiver.engine.plan;

import io.quiver.engine.expr.ColumnRef;
import io.quiver.engine.expr.Expr;
import io.quiver.engine.expr.Literal;
import io.quiver.engine.types.Column;
import java.util.List;
import java.util.Objects;

/**
 * Joins each input row with the rows a table function emits for it (SQL's
 * {@code LATERAL TABLE(f(...))}): the output is the input's columns followed by the function's.
 * With {@code leftOuter}, a row for which the function emits nothing is kept with NULLs.
 * Arguments are input columns or literals.
 */
public record TableFunctionJoin(PhysicalNode input, String functionName, RowExpander function, List<Expr> arguments,
    boolean leftOuter, List<Column> columns) implements PhysicalNode {
  public TableFunctionJoin {
    Objects.requireNonNull(input, "input is null");
    Objects.requireNonNull(function, "function is null");
    arguments = List.copyOf(arguments);
    for (Expr argument : arguments) {
      if (!(argument instanceof ColumnRef) && !(argument instanceof Literal)) {
        throw new IllegalArgumentException("table function arguments are columns or literals, not " + argument);
      }
    }
    columns = List.copyOf(columns);
  }

  @Override
  public List<PhysicalNode> inputs() {
    return List.of(input);
  }

  @Override
  public String describe() {
    return "TableFunctionJoin(" + functionName + arguments + (leftOuter ? ", left outer" : "") + ")";
  }
}
