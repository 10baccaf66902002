package io.quiver.engine.index;

import io.quiver.engine.hash.KeyBuffer;

/**
 * One key of a {@link HashIndex}, reused from row to row: the value itself for a one-column
 * integer-like key, else the serialized key and its 64-bit hash.
 */
public final class IndexKey {
  long hash;
  final KeyBuffer bytes;

  IndexKey(KeyBuffer bytes) {
    this.bytes = bytes;
  }
}
