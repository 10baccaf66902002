package io.quiver.engine.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * A persistent array behaves as a copied list: every older array keeps its elements while newer
 * ones are made from it, across the sizes where the trie grows a level (32, 1,024, 32,768).
 */
class PersistentArrayTest {
  @Test
  void appendsAndReplacementsLeaveOlderArraysAsTheyWere() {
    SplittableRandom random = new SplittableRandom(11);
    List<PersistentArray<Integer>> arrays = new ArrayList<>();
    List<List<Integer>> expected = new ArrayList<>();
    PersistentArray<Integer> array = PersistentArray.empty();
    List<Integer> copy = new ArrayList<>();
    for (int step = 0; step < 40_000; step++) {
      if (copy.isEmpty() || random.nextInt(4) != 0) {
        array = array.plus(step);
        copy.add(step);
      } else {
        int index = random.nextInt(copy.size());
        array = array.with(index, -step);
        copy.set(index, -step);
      }
      if (step % 997 == 0 || Integer.bitCount(copy.size()) == 1) {
        arrays.add(array);
        expected.add(new ArrayList<>(copy));
      }
    }
    for (int i = 0; i < arrays.size(); i++) {
      assertEquals(expected.get(i), arrays.get(i), "array " + i + " of size " + expected.get(i).size());
    }
    assertEquals(copy, array);
  }

  @Test
  void copyOfAListKeepsItsOrderAndRefusesIndexesOutOfRange() {
    List<String> letters = List.of("a", "b", "c");
    PersistentArray<String> array = PersistentArray.copyOf(letters);
    assertEquals(letters, array);
    assertEquals(List.of("a", "x", "c"), array.with(1, "x"));
    assertEquals(letters, array);
    assertThrows(IndexOutOfBoundsException.class, () -> array.get(3));
    assertThrows(IndexOutOfBoundsException.class, () -> array.with(-1, "y"));
    assertEquals(List.of(), PersistentArray.empty());
  }
}
