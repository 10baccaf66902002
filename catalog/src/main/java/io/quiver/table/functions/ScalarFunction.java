package io.quiver.table.functions;

/**
 * A user-defined function mapping scalar values to one scalar value. Declare one or more public
 * {@code eval} methods; the one whose parameter types fit the argument types is called, e.g.
 *
 * <pre>{@code
 * public class HashCode extends ScalarFunction {
 *   public int eval(String s) { return s.hashCode(); }
 *   public int eval(Integer i) { return i; }
 * }
 * }</pre>
 *
 * Parameters and results use the external Java classes of the SQL types: {@code Integer/int} for
 * INT, {@code Long/long} for BIGINT, {@code String} for CHAR and VARCHAR, {@code BigDecimal} for
 * DECIMAL (with a {@code @DataTypeHint} giving its precision, as Flink requires), {@code byte[]} for
 * BYTES, {@code LocalDate} for DATE, {@code LocalDateTime} for TIMESTAMP. A primitive parameter
 * receiving NULL makes the result NULL without calling {@code eval}.
 */
public abstract class ScalarFunction extends UserDefinedFunction {
  private static final long serialVersionUID = 1L;

  @Override
  public final FunctionKind getKind() {
    return FunctionKind.SCALAR;
  }
}
