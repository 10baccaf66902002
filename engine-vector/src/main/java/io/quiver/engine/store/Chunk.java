package io.quiver.engine.store;

import java.util.Objects;
import org.apache.arrow.vector.VectorSchemaRoot;

/**
 * An immutable slice of a table: one Arrow record batch. Readers must not modify or close it;
 * it is released when the table that owns it is dropped.
 */
public record Chunk(VectorSchemaRoot batch) {
  public Chunk {
    Objects.requireNonNull(batch, "batch is null");
  }

  public int rowCount() {
    return batch.getRowCount();
  }
}
