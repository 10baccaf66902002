package io.quiver.engine.source;

import org.apache.arrow.memory.BufferAllocator;

/** One morsel of an external table's scan: a file, or a part of one, read on its own. */
public interface Split {
  /** Where the rows come from (file, row group), for messages. */
  String describe();

  /** Starts reading; the reader's batches are allocated from {@code allocator}. */
  BatchReader open(BufferAllocator allocator);

  /**
   * Starts reading, keeping in {@code resources} what the same worker's next splits can use again
   * (an open file); {@code resources} closes it, not the reader.
   */
  default BatchReader open(BufferAllocator allocator, SplitResources resources) {
    return open(allocator);
  }
}
