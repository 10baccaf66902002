package io.quiver.engine.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.quiver.engine.error.EngineException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Random;
import org.apache.arrow.memory.RootAllocator;
import org.apache.arrow.vector.DecimalVector;
import org.junit.jupiter.api.Test;

/**
 * The long fast paths of DECIMALs past 18 digits agree with BigDecimal arithmetic and with
 * Arrow's own reader and writer, on both sides of the 64-bit boundary.
 */
class WideDecimalTest {
  private static long randomLong(Random random) {
    return switch (random.nextInt(4)) {
      case 0 -> random.nextInt(2_000_001) - 1_000_000;
      case 1 -> random.nextLong() >> random.nextInt(40);
      case 2 -> random.nextBoolean() ? Long.MAX_VALUE - random.nextInt(3) : Long.MIN_VALUE + random.nextInt(3);
      default -> random.nextLong();
    };
  }

  @Test
  void productsOfLongsEqualBigDecimalProducts() {
    Random random = new Random(7);
    for (int i = 0; i < 20_000; i++) {
      long a = randomLong(random);
      long b = randomLong(random);
      BigDecimal expected = BigDecimal.valueOf(a, 2).multiply(BigDecimal.valueOf(b, 2));
      assertEquals(expected, SqlFunctions.multiplyToDecimal(a, b, 38, 4), a + " * " + b);
    }
  }

  @Test
  void aProductPastThePrecisionIsAnError() {
    assertThrows(EngineException.class, () -> SqlFunctions.multiplyToDecimal(Long.MAX_VALUE, Long.MAX_VALUE, 20, 0));
  }

  @Test
  void slotsWrittenAndReadAgreeWithArrow() {
    Random random = new Random(9);
    try (RootAllocator allocator = new RootAllocator(); DecimalVector vector = new DecimalVector("d", allocator, 38, 4)) {
      vector.allocateNew(4);
      BigDecimal[] values = new BigDecimal[3000];
      for (int row = 0; row < values.length; row++) {
        BigInteger unscaled = BigInteger.valueOf(randomLong(random));
        if (random.nextInt(3) == 0) {
          unscaled = unscaled.multiply(BigInteger.valueOf(randomLong(random)));
        }
        values[row] = new BigDecimal(unscaled, 4);
        // Past the initial capacity: the writer grows the vector as setSafe does.
        SqlFunctions.setDecimal(vector, row, values[row]);
      }
      vector.setValueCount(values.length);
      for (int row = 0; row < values.length; row++) {
        assertEquals(values[row], vector.getObject(row), "row " + row);
        assertEquals(values[row], SqlFunctions.decimalAt(vector, row), "row " + row);
      }
      // A value of another scale takes Arrow's checked path, which refuses it.
      assertThrows(UnsupportedOperationException.class, () -> SqlFunctions.setDecimal(vector, 0, BigDecimal.ONE));
    }
  }
}
