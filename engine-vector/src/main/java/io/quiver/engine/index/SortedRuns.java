package io.quiver.engine.index;

import java.util.Arrays;

/**
 * An append-only multiset of (key, row) pairs, ordered by key, for the range lookups of a
 * {@link HashIndex}: sorted runs on primitive arrays, merged like an LSM tree. A committed chunk
 * becomes a small sorted run; a run merges into the one before it while that one is at most
 * twice its size, so runs shrink geometrically from the first (at most about log2 of the rows
 * of them), each pair is merged O(log rows) times over its life, and a range is a binary search
 * per run. Pairs are never removed: the index's owner filters the rows a snapshot does not hold.
 *
 * <p>Not thread-safe: the owning index guards it with its lock.
 */
final class SortedRuns {
  /** Sees one pair in a range; returns false to stop. */
  interface PairVisitor {
    boolean visit(long key, int row);
  }

  private long[][] runKeys = new long[4][];
  private int[][] runRows = new int[4][];
  private int runs;
  private long size;

  /** The number of pairs held. */
  long size() {
    return size;
  }

  int runCount() {
    return runs;
  }

  void clear() {
    runKeys = new long[4][];
    runRows = new int[4][];
    runs = 0;
    size = 0;
  }

  /**
   * Takes in the first {@code length} pairs of the arrays (which it keeps and sorts in place, so
   * the caller must not reuse them) as a new run, then merges runs of similar size.
   */
  void add(long[] keys, int[] rows, int length) {
    if (length == 0) {
      return;
    }
    if (keys.length != length) {
      keys = Arrays.copyOf(keys, length);
      rows = Arrays.copyOf(rows, length);
    }
    sort(keys, rows);
    if (runs == runKeys.length) {
      runKeys = Arrays.copyOf(runKeys, runs * 2);
      runRows = Arrays.copyOf(runRows, runs * 2);
    }
    runKeys[runs] = keys;
    runRows[runs] = rows;
    runs++;
    size += length;
    while (runs >= 2 && runKeys[runs - 2].length <= 2L * runKeys[runs - 1].length) {
      merge(runs - 2);
    }
  }

  /** How many pairs have {@code low <= key <= high}. */
  long count(long low, long high) {
    if (low > high) {
      return 0;
    }
    long count = 0;
    for (int r = 0; r < runs; r++) {
      long[] keys = runKeys[r];
      count += firstAbove(keys, high) - firstAtLeast(keys, low);
    }
    return count;
  }

  /** Visits the pairs with {@code low <= key <= high}, run by run, in key order within a run. */
  void visit(long low, long high, PairVisitor visitor) {
    if (low > high) {
      return;
    }
    for (int r = 0; r < runs; r++) {
      long[] keys = runKeys[r];
      int[] rows = runRows[r];
      int end = firstAbove(keys, high);
      for (int i = firstAtLeast(keys, low); i < end; i++) {
        if (!visitor.visit(keys[i], rows[i])) {
          return;
        }
      }
    }
  }

  /** Merges run {@code r} and run {@code r + 1}, the last, into one. */
  private void merge(int r) {
    long[] leftKeys = runKeys[r];
    int[] leftRows = runRows[r];
    long[] rightKeys = runKeys[r + 1];
    int[] rightRows = runRows[r + 1];
    int length = leftKeys.length + rightKeys.length;
    long[] keys = new long[length];
    int[] rows = new int[length];
    mergeInto(leftKeys, leftRows, 0, leftKeys.length, rightKeys, rightRows, 0, rightKeys.length, keys, rows, 0);
    runKeys[r] = keys;
    runRows[r] = rows;
    runKeys[r + 1] = null;
    runRows[r + 1] = null;
    runs--;
  }

  /** A stable merge of two sorted slices into {@code keys, rows} from {@code to}: on equal keys the left one first. */
  private static void mergeInto(long[] aKeys, int[] aRows, int a, int aEnd, long[] bKeys, int[] bRows, int b, int bEnd,
      long[] keys, int[] rows, int to) {
    while (a < aEnd && b < bEnd) {
      if (bKeys[b] < aKeys[a]) {
        keys[to] = bKeys[b];
        rows[to++] = bRows[b++];
      } else {
        keys[to] = aKeys[a];
        rows[to++] = aRows[a++];
      }
    }
    int left = aEnd - a;
    System.arraycopy(aKeys, a, keys, to, left);
    System.arraycopy(aRows, a, rows, to, left);
    to += left;
    System.arraycopy(bKeys, b, keys, to, bEnd - b);
    System.arraycopy(bRows, b, rows, to, bEnd - b);
  }

  /** Sorts the pairs by key, stably (rows of one key stay in the order given): a bottom-up merge sort. */
  static void sort(long[] keys, int[] rows) {
    int n = keys.length;
    if (isSorted(keys)) {
      return;
    }
    long[] fromKeys = keys;
    int[] fromRows = rows;
    long[] toKeys = new long[n];
    int[] toRows = new int[n];
    int width = 16;
    for (int start = 0; start < n; start += width) {
      insertionSort(keys, rows, start, Math.min(n, start + width));
    }
    for (; width < n; width *= 2) {
      for (int start = 0; start < n; start += 2 * width) {
        int middle = Math.min(n, start + width);
        int end = Math.min(n, start + 2 * width);
        mergeInto(fromKeys, fromRows, start, middle, fromKeys, fromRows, middle, end, toKeys, toRows, start);
      }
      long[] k = fromKeys;
      fromKeys = toKeys;
      toKeys = k;
      int[] r = fromRows;
      fromRows = toRows;
      toRows = r;
    }
    if (fromKeys != keys) {
      System.arraycopy(fromKeys, 0, keys, 0, n);
      System.arraycopy(fromRows, 0, rows, 0, n);
    }
  }

  private static boolean isSorted(long[] keys) {
    for (int i = 1; i < keys.length; i++) {
      if (keys[i] < keys[i - 1]) {
        return false;
      }
    }
    return true;
  }

  private static void insertionSort(long[] keys, int[] rows, int start, int end) {
    for (int i = start + 1; i < end; i++) {
      long key = keys[i];
      int row = rows[i];
      int j = i - 1;
      while (j >= start && keys[j] > key) {
        keys[j + 1] = keys[j];
        rows[j + 1] = rows[j];
        j--;
      }
      keys[j + 1] = key;
      rows[j + 1] = row;
    }
  }

  /** The first index whose key is at least {@code key}. */
  private static int firstAtLeast(long[] keys, long key) {
    int low = 0;
    int high = keys.length;
    while (low < high) {
      int mid = (low + high) >>> 1;
      if (keys[mid] < key) {
        low = mid + 1;
      } else {
        high = mid;
      }
    }
    return low;
  }

  /** The first index whose key is above {@code key}. */
  private static int firstAbove(long[] keys, long key) {
    int low = 0;
    int high = keys.length;
    while (low < high) {
      int mid = (low + high) >>> 1;
      if (keys[mid] <= key) {
        low = mid + 1;
      } else {
        high = mid;
      }
    }
    return low;
  }
}
