package io.quiver.engine.exec;

import org.apache.arrow.vector.VectorSchemaRoot;

/**
 * The base of generated filter-and-project pipelines: one loop over a batch that keeps the rows
 * passing the condition and writes the projected columns.
 */
public abstract class CalcKernel {
  protected final Object[] refs;

  protected CalcKernel(Object[] refs) {
    this.refs = refs;
  }

  /** Writes the output rows for {@code in} into {@code out} from row 0; returns how many. */
  public abstract int process(VectorSchemaRoot in, VectorSchemaRoot out);
}
