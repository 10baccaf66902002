package io.quiver.engine.store;

import java.util.Objects;
import org.apache.arrow.vector.VectorSchemaRoot;

/**
 * An immutable slice of a table: one Arrow record batch. Readers must not modify or close it;
 * it is released when the table that owns it is dropped (or, if it never got committed, when its
 * transaction rolls back). Chunks are compared by identity: deletion masks and write conflicts
 * refer to a chunk, not to its contents.
 */
public final class Chunk {
  private final VectorSchemaRoot batch;

  public Chunk(VectorSchemaRoot batch) {
    this.batch = Objects.requireNonNull(batch, "batch is null");
  }

  public VectorSchemaRoot batch() {
    return batch;
  }

  public int rowCount() {
    return batch.getRowCount();
  }
}
