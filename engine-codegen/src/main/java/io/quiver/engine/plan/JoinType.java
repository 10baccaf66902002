package io.quiver.engine.plan;

/**
 * How a join combines its inputs. SEMI and ANTI output only the left columns: the left rows that
 * have at least one match (SEMI) or none (ANTI).
 */
public enum JoinType {
  INNER,
  LEFT,
  RIGHT,
  FULL,
  SEMI,
  ANTI;

  /** True when the output has the right input's columns too. */
  public boolean projectsRight() {
    return this != SEMI && this != ANTI;
  }

  /** True when left rows without a match are kept (padded with NULLs, or alone for ANTI). */
  public boolean keepsUnmatchedLeft() {
    return this == LEFT || this == FULL;
  }

  public boolean keepsUnmatchedRight() {
    return this == RIGHT || this == FULL;
  }
}
