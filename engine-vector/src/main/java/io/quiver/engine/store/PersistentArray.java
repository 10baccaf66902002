package io.quiver.engine.store;

import java.util.AbstractList;
import java.util.List;
import java.util.RandomAccess;

/**
 * An immutable array that shares structure with the arrays made from it: a 32-way trie whose
 * {@link #plus} and {@link #with} copy only the path to the changed slot (a few dozen references)
 * instead of the whole array. A table version holds its chunks and deletion masks in these, so a
 * commit that appends one chunk or deletes rows of one chunk costs the same however many chunks the
 * table has (copying the lists made a long run of single-row commits quadratic).
 */
final class PersistentArray<T> extends AbstractList<T> implements RandomAccess {
  private static final int BITS = 5;
  private static final int WIDTH = 1 << BITS;
  private static final int MASK = WIDTH - 1;
  private static final PersistentArray<?> EMPTY = new PersistentArray<>(new Object[WIDTH], 0, 0);

  /** Inner nodes hold child nodes; the nodes at level 0 hold the elements. */
  private final Object[] root;
  /** The root's level times {@link #BITS}: 0 when the root holds the elements. */
  private final int shift;
  private final int size;

  private PersistentArray(Object[] root, int shift, int size) {
    this.root = root;
    this.shift = shift;
    this.size = size;
  }

  @SuppressWarnings("unchecked")
  static <T> PersistentArray<T> empty() {
    return (PersistentArray<T>) EMPTY;
  }

  static <T> PersistentArray<T> copyOf(List<? extends T> elements) {
    if (elements instanceof PersistentArray<?> shared) {
      @SuppressWarnings("unchecked")
      PersistentArray<T> same = (PersistentArray<T>) shared;
      return same;
    }
    PersistentArray<T> result = empty();
    for (T element : elements) {
      result = result.plus(element);
    }
    return result;
  }

  @Override
  public int size() {
    return size;
  }

  @Override
  @SuppressWarnings("unchecked")
  public T get(int index) {
    if (index < 0 || index >= size) {
      throw new IndexOutOfBoundsException("index " + index + " of " + size);
    }
    Object[] node = root;
    for (int level = shift; level > 0; level -= BITS) {
      node = (Object[]) node[(index >>> level) & MASK];
    }
    return (T) node[index & MASK];
  }

  /** This array with {@code element} in place of the one at {@code index}. */
  PersistentArray<T> with(int index, T element) {
    if (index < 0 || index >= size) {
      throw new IndexOutOfBoundsException("index " + index + " of " + size);
    }
    return new PersistentArray<>(assoc(root, shift, index, element), shift, size);
  }

  /** This array with {@code element} appended. */
  PersistentArray<T> plus(T element) {
    if (size == capacity(shift)) {
      Object[] taller = new Object[WIDTH];
      taller[0] = root;
      return new PersistentArray<>(assoc(taller, shift + BITS, size, element), shift + BITS, size + 1);
    }
    return new PersistentArray<>(assoc(root, shift, size, element), shift, size + 1);
  }

  private static long capacity(int shift) {
    return 1L << (shift + BITS);
  }

  /** A copy of the path from {@code node} down to {@code index}, with the element set; missing nodes are made. */
  private static Object[] assoc(Object[] node, int level, int index, Object element) {
    Object[] copy = node == null ? new Object[WIDTH] : node.clone();
    int slot = (index >>> level) & MASK;
    if (level == 0) {
      copy[slot] = element;
    } else {
      copy[slot] = assoc((Object[]) copy[slot], level - BITS, index, element);
    }
    return copy;
  }
}
