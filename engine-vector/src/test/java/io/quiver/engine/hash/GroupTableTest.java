package io.quiver.engine.hash;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class GroupTableTest {
  private static KeyBuffer key(Long value, String text) {
    KeyBuffer key = new KeyBuffer();
    if (value == null) {
      key.putNull();
    } else {
      key.putLong(value);
    }
    if (text == null) {
      key.putNull();
    } else {
      key.putBytes(text.getBytes(java.nio.charset.StandardCharsets.UTF_8));
    }
    return key;
  }

  @Test
  void equalKeysShareAGroupAndNewKeysGetDenseIds() {
    GroupTable table = new GroupTable();
    assertEquals(0, table.findOrInsert(key(1L, "a")));
    assertEquals(1, table.findOrInsert(key(1L, "b")));
    assertEquals(0, table.findOrInsert(key(1L, "a")));
    assertEquals(2, table.findOrInsert(key(null, "a")));
    assertEquals(3, table.findOrInsert(key(null, null)));
    assertEquals(3, table.findOrInsert(key(null, null)));
    assertEquals(4, table.size());
  }

  @Test
  void nullIsNotConfusedWithAnyValue() {
    GroupTable table = new GroupTable();
    int nullGroup = table.findOrInsert(key(null, "x"));
    int zeroGroup = table.findOrInsert(key(0L, "x"));
    assertEquals(2, table.size());
    assertEquals(nullGroup, table.findOrInsert(key(null, "x")));
    assertEquals(zeroGroup, table.findOrInsert(key(0L, "x")));
  }

  @Test
  void survivesGrowthWithManyKeys() {
    GroupTable table = new GroupTable();
    for (long i = 0; i < 100_000; i++) {
      assertEquals(i, table.findOrInsert(key(i, "k" + (i % 7))));
    }
    for (long i = 0; i < 100_000; i += 997) {
      assertEquals(i, table.findOrInsert(key(i, "k" + (i % 7))));
    }
    assertEquals(100_000, table.size());
  }

  @Test
  void negativeZeroGroupsWithZero() {
    GroupTable table = new GroupTable();
    KeyBuffer zero = new KeyBuffer();
    zero.putDouble(0.0);
    KeyBuffer negativeZero = new KeyBuffer();
    negativeZero.putDouble(-0.0);
    assertEquals(table.findOrInsert(zero), table.findOrInsert(negativeZero));
  }
}
