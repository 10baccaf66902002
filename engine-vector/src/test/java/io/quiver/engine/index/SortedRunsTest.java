package io.quiver.engine.index;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class SortedRunsTest {
  @Test
  void rangesOverManyRunsOfRandomSizesFindWhatALinearSearchFinds() {
    Random random = new Random(42);
    SortedRuns runs = new SortedRuns();
    List<long[]> pairs = new ArrayList<>();
    int row = 0;
    for (int chunk = 0; chunk < 300; chunk++) {
      int n = random.nextInt(5) == 0 ? 1 + random.nextInt(2000) : random.nextInt(40);
      long[] keys = new long[n];
      int[] rows = new int[n];
      for (int i = 0; i < n; i++) {
        keys[i] = random.nextInt(10) == 0 ? (random.nextBoolean() ? Long.MIN_VALUE : Long.MAX_VALUE)
            : random.nextInt(500) - 250;
        rows[i] = row++;
        pairs.add(new long[] {keys[i], rows[i]});
      }
      runs.add(keys, rows, n);
      assertEquals(pairs.size(), runs.size());
      // Runs shrink geometrically: a handful, however many chunks came.
      assertTrue(runs.runCount() <= 64 - Long.numberOfLeadingZeros(Math.max(1, runs.size())) + 1, runs.runCount() + " runs");
      if (chunk % 25 == 0 || chunk == 299) {
        for (int q = 0; q < 50; q++) {
          long low = q == 0 ? Long.MIN_VALUE : random.nextInt(600) - 300;
          long high = q == 1 ? Long.MAX_VALUE : low + random.nextInt(100) - 10;
          List<Long> expected = new ArrayList<>();
          for (long[] pair : pairs) {
            if (pair[0] >= low && pair[0] <= high) {
              expected.add(pair[1]);
            }
          }
          List<Long> found = new ArrayList<>();
          runs.visit(low, high, (key, r) -> {
            assertTrue(key >= low && key <= high);
            found.add((long) r);
            return true;
          });
          assertEquals(expected.size(), runs.count(low, high), low + ".." + high);
          found.sort(null);
          assertEquals(expected, found, low + ".." + high);
        }
      }
    }
  }

  @Test
  void sortIsStableAndOrdersByKey() {
    Random random = new Random(7);
    for (int n : new int[] {0, 1, 2, 15, 16, 17, 100, 1000, 4097}) {
      long[] keys = new long[n];
      int[] rows = new int[n];
      for (int i = 0; i < n; i++) {
        keys[i] = random.nextInt(Math.max(1, n / 4));
        rows[i] = i;
      }
      SortedRuns.sort(keys, rows);
      for (int i = 1; i < n; i++) {
        assertTrue(keys[i - 1] < keys[i] || (keys[i - 1] == keys[i] && rows[i - 1] < rows[i]), "n=" + n + " at " + i);
      }
    }
  }

  @Test
  void aVisitorThatStopsEndsTheVisit() {
    SortedRuns runs = new SortedRuns();
    runs.add(new long[] {3, 1, 2}, new int[] {0, 1, 2}, 3);
    runs.add(new long[] {2}, new int[] {3}, 1);
    int[] seen = {0};
    runs.visit(1, 3, (key, row) -> ++seen[0] < 2);
    assertEquals(2, seen[0]);
    assertEquals(0, runs.count(3, 2));
  }
}
