package io.quiver.util;

import java.util.Iterator;

/** An iterator over a resource that must be closed when the caller stops early. */
public interface CloseableIterator<T> extends Iterator<T>, AutoCloseable {
  @Override
  void close();

  /** An iterator without a resource, as Flink's helper. */
  static <T> CloseableIterator<T> adapterForIterator(Iterator<T> iterator) {
    return new CloseableIterator<>() {
      @Override
      public boolean hasNext() {
        return iterator.hasNext();
      }

      @Override
      public T next() {
        return iterator.next();
      }

      @Override
      public void close() {}
    };
  }

  /** An iterator with no elements. */
  static <T> CloseableIterator<T> empty() {
    return adapterForIterator(java.util.Collections.emptyIterator());
  }
}
