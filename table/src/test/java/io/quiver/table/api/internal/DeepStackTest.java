package io.quiver.table.api.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.quiver.table.api.TableException;
import org.junit.jupiter.api.Test;

class DeepStackTest {
  private static int depth(int n) {
    return n == 0 ? 0 : 1 + depth(n - 1);
  }

  @Test
  void longStatementsRunOnALargeStack() {
    // Far deeper than a default 1 MB stack allows.
    assertEquals(2_000_000, DeepStack.call("x".repeat(DeepStack.LONG_STATEMENT), () -> depth(2_000_000)));
  }

  @Test
  void overflowIsStatementTooComplex() {
    TableException e = assertThrows(TableException.class, () -> DeepStack.call("short", () -> {
      throw new StackOverflowError();
    }));
    assertEquals("54001", e.getSqlState());
    TableException wrapped = assertThrows(TableException.class, () -> DeepStack.call("short", () -> {
      throw new RuntimeException("while converting ...", new StackOverflowError());
    }));
    assertEquals("54001", wrapped.getSqlState());
  }
}
