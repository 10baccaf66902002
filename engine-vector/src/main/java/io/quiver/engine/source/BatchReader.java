package io.quiver.engine.source;

import org.apache.arrow.vector.VectorSchemaRoot;

/** The batches of one split, pulled one at a time. */
public interface BatchReader extends AutoCloseable {
  /**
   * The next batch, which the caller owns and must close, or null at the end. Columns the scan
   * did not ask for (see {@link ScanRequest#reads}) may be left empty: their vectors hold no values.
   */
  VectorSchemaRoot next();

  @Override
  void close();
}
