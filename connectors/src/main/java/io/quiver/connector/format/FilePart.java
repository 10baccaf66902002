package io.quiver.connector.format;

import java.io.IOException;
import org.apache.arrow.memory.BufferAllocator;
import org.apache.arrow.vector.VectorSchemaRoot;

/** A file, or a part of one, read on its own: one morsel of a scan. */
public interface FilePart {
  String describe();

  /** Its batches of data columns; a column the scan does not read may be left empty. */
  Batches open(BufferAllocator allocator) throws IOException;

  /** {@link #open(BufferAllocator)}, keeping what the worker's next parts can use in {@code resources}. */
  default Batches open(BufferAllocator allocator, io.quiver.engine.source.SplitResources resources) throws IOException {
    return open(allocator);
  }

  /** Batches pulled one at a time. */
  interface Batches extends AutoCloseable {
    /** The next batch (the caller closes it), or null at the end. */
    VectorSchemaRoot next() throws IOException;

    @Override
    void close() throws IOException;
  }
}
