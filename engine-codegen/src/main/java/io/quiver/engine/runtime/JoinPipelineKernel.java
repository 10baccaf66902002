package io.quiver.engine.runtime;

import io.quiver.engine.hash.JoinChains;
import org.apache.arrow.vector.VectorSchemaRoot;

/**
 * The base of generated join pipelines: one loop that takes a probe batch's rows through a
 * filter, one or more hash-join probes (each against a build side that is already a single
 * batch and its hash table) and the filters and projections above them, writing the result rows
 * straight into the output batch. No intermediate batch is made between the joins.
 *
 * <p>The loop's position (probe row, the current entry of every join, which level comes next)
 * lives in fields, so a probe batch whose matches overflow one output batch is resumed by the
 * next {@link #fill} call where it stopped.
 */
public abstract class JoinPipelineKernel extends GeneratedKernel {
  protected JoinPipelineKernel(Object[] refs) {
    super(refs);
  }

  /** Hands join {@code level} (from 1, the innermost probe first) its build rows and their table. */
  public abstract void setBuild(int level, VectorSchemaRoot build, JoinChains table);

  /** Starts on a new probe batch. */
  public abstract void start(VectorSchemaRoot probe);

  /**
   * Writes up to {@code capacity} result rows into {@code out} from row 0 and returns how many;
   * the caller sets the row count. Once the probe batch is used up, {@link #exhausted} is true.
   */
  public abstract int fill(VectorSchemaRoot out, int capacity);

  public abstract boolean exhausted();
}
