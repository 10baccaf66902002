package io.quiver.engine.source;

import org.apache.arrow.memory.BufferAllocator;

/** One morsel of an external table's scan: a file, or a part of one, read on its own. */
public interface Split {
  /** Where the rows come from (file, row group), for messages. */
  String describe();

  /** Starts reading; the reader's batches are allocated from {@code allocator}. */
  BatchReader open(BufferAllocator allocator);
}
