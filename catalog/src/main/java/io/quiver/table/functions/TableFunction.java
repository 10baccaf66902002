package io.quiver.table.functions;

/**
 * A user-defined function mapping scalar values to zero, one or more rows: its {@code eval}
 * methods call {@link #collect} for each row they emit. Used with {@code LATERAL TABLE(f(x))} in
 * SQL and {@code joinLateral}/{@code flatMap} in the Table API.
 *
 * @param <T> the type of emitted rows
 */
public abstract class TableFunction<T> extends UserDefinedFunction {
  private static final long serialVersionUID = 1L;

  private transient Collector<T> collector;

  /** Where {@link #collect} sends rows; set by the engine before each {@code eval}. */
  public final void setCollector(Collector<T> collector) {
    this.collector = collector;
  }

  /** Emits one row. */
  protected final void collect(T row) {
    if (collector == null) {
      throw new IllegalStateException("collect() called outside eval()");
    }
    collector.collect(row);
  }

  /**
   * The type of the emitted rows, for a function whose {@code T} does not tell it (such as
   * {@link io.quiver.types.Row}): a ROW type names and types its columns. Null (the default)
   * takes the type from a {@link io.quiver.table.annotation.FunctionHint} or
   * {@link io.quiver.table.annotation.DataTypeHint}, else from {@code T}.
   */
  public io.quiver.table.types.DataType getResultType() {
    return null;
  }

  @Override
  public final FunctionKind getKind() {
    return FunctionKind.TABLE;
  }

  /** Receives the rows of a table function. */
  @FunctionalInterface
  public interface Collector<T> {
    void collect(T row);
  }
}
