package io.quiver.engine.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quiver.engine.error.EngineException;
import org.apache.arrow.memory.BufferAllocator;
import org.apache.arrow.memory.RootAllocator;
import org.junit.jupiter.api.Test;

/** A refused charge names the limit it did not fit in: the query's own, or the database's cap. */
class QueryMemoryTest {
  private static final long MB = 1 << 20;

  @Test
  void aChargeOverTheQueryLimitNamesTheQueryLimit() {
    try (BufferAllocator root = new RootAllocator(); QueryMemoryPool pool = new QueryMemoryPool(root, 64 * MB);
        QueryMemory query = pool.newQuery(MB, "table.exec.resource.query-memory");
        HeapCharge charge = query.charge("a hash table")) {
      EngineException e = assertThrows(EngineException.class, () -> charge.resize(2 * MB));
      assertEquals("53200", e.sqlState());
      assertTrue(e.getMessage().contains("its limit of 1 MB (table.exec.resource.query-memory) for a hash table"),
          e.getMessage());
    }
  }

  @Test
  void aChargeOverTheDatabaseCapNamesTheCap() {
    try (BufferAllocator root = new RootAllocator(); QueryMemoryPool pool = new QueryMemoryPool(root, 4 * MB);
        QueryMemory query = pool.newQuery(64 * MB, "table.exec.resource.query-memory");
        HeapCharge charge = query.charge("a hash table")) {
      EngineException e = assertThrows(EngineException.class, () -> charge.resize(8 * MB));
      assertEquals("53200", e.sqlState());
      assertTrue(e.getMessage().contains("(" + QueryMemoryPool.CAP_OPTION + ")"), e.getMessage());
    }
  }

  @Test
  void memoryGivenBackBeforeTheMessageIsWrittenStillNamesTheQueryLimit() {
    // A parallel query's other workers may release memory between a refused charge and the message.
    try (BufferAllocator root = new RootAllocator(); QueryMemoryPool pool = new QueryMemoryPool(root, 64 * MB);
        QueryMemory query = pool.newQuery(MB, "table.exec.resource.query-memory")) {
      EngineException e = query.exceeded(MB / 2, "a hash table");
      assertTrue(e.getMessage().contains("its limit of 1 MB (table.exec.resource.query-memory)"), e.getMessage());
    }
  }
}
