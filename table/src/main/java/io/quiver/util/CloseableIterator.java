package io.quiver.util;

import java.util.Iterator;

/** An iterator over a resource that must be closed when the caller stops early. */
public interface CloseableIterator<T> extends Iterator<T>, AutoCloseable {
  @Override
  void close();
}
