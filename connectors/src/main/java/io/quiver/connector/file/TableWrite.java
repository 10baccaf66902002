package io.quiver.connector.file;

import org.apache.arrow.vector.VectorSchemaRoot;

/**
 * One statement's writes into a connector table: rows go to hidden files that become part of
 * the table only at {@link #commit}; {@link #abort} removes them, leaving the table as it was.
 */
public interface TableWrite extends AutoCloseable {
  /** Writes a batch with the table's columns, in order. */
  void write(VectorSchemaRoot batch);

  /** Makes the written files visible (replacing the old ones when overwriting). */
  void commit();

  /** Removes what was written; safe after a failed write and after commit (then it does nothing). */
  void abort();

  @Override
  default void close() {
    abort();
  }
}
