package io.quiver.connector.format;

import java.io.IOException;
import org.apache.arrow.vector.VectorSchemaRoot;

/** Writes rows of data columns into one new file. */
public interface FileWriter extends AutoCloseable {
  /**
   * Writes the given rows (null: all) of {@code batch}, whose vectors {@code columns} (one per
   * data column, in order) are the data columns.
   */
  void write(VectorSchemaRoot batch, int[] columns, int[] rows) throws IOException;

  /** Finishes the file (footer, flush). */
  @Override
  void close() throws IOException;
}
