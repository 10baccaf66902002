package io.quiver.engine.gen;

/**
 * The code that evaluates an expression: statements to run, then the Java term holding the value
 * and the term that is true when the value is SQL NULL (the (code, resultTerm, nullTerm) triple
 * of Flink's generator).
 *
 * <p>A string read straight from an input column also carries its {@link StringSlice}: where its
 * bytes lie in the Arrow buffer. Comparisons, LIKE, IN and copies to the output use the slice and
 * allocate nothing; only a consumer that needs a {@code byte[]} evaluates {@link #value()}.
 */
public record GeneratedExpr(String code, String value, String isNull, StringSlice slice) {
  public GeneratedExpr(String code, String value, String isNull) {
    this(code, value, isNull, null);
  }

  /** A constant that needs no statements. */
  public static GeneratedExpr constant(String value, String isNull) {
    return new GeneratedExpr("", value, isNull);
  }

  /**
   * The bytes {@code [start, end)} at address {@code data}, in the Arrow buffer {@code buffer};
   * each is a Java expression over {@code row} and fields.
   */
  public record StringSlice(String data, String start, String end, String buffer) {}
}
