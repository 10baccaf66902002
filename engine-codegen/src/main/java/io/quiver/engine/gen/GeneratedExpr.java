package io.quiver.engine.gen;

/**
 * The code that evaluates an expression: statements to run, then the Java term holding the value
 * and the term that is true when the value is SQL NULL (the (code, resultTerm, nullTerm) triple
 * of Flink's generator).
 */
public record GeneratedExpr(String code, String value, String isNull) {
  /** A constant that needs no statements. */
  public static GeneratedExpr constant(String value, String isNull) {
    return new GeneratedExpr("", value, isNull);
  }
}
