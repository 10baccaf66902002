package io.quiver.engine.runtime;

import org.apache.arrow.vector.VectorSchemaRoot;

/**
 * The base of generated filter-and-project pipelines: one loop over a batch that keeps the rows
 * passing the condition and writes the projected columns.
 */
public abstract class CalcKernel extends GeneratedKernel {
  protected CalcKernel(Object[] refs) {
    super(refs);
  }

  /**
   * Writes the output rows for {@code in} into {@code out} from row 0; returns how many. The
   * kernel grows {@code out}'s vectors as needed; the caller sets the row count.
   */
  public abstract int process(VectorSchemaRoot in, VectorSchemaRoot out);
}
