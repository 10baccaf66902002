package io.quiver.table.api;

/** Something whose plan can be shown: a {@link Table}, a {@link TablePipeline}, a {@link StatementSet}. */
public interface Explainable<SELF extends Explainable<SELF>> {
  /** The plan in the given layout, with the extra details asked for. */
  String explain(ExplainFormat format, ExplainDetail... extraDetails);

  /** The plan as text. */
  default String explain(ExplainDetail... extraDetails) {
    return explain(ExplainFormat.TEXT, extraDetails);
  }

  /** Prints {@link #explain(ExplainDetail...)} to standard output and returns this, for chaining. */
  @SuppressWarnings("unchecked")
  default SELF printExplain(ExplainDetail... extraDetails) {
    System.out.println(explain(extraDetails));
    return (SELF) this;
  }
}
