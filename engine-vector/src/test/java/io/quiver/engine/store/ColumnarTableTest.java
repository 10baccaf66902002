package io.quiver.engine.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.quiver.engine.batch.Vectors;
import io.quiver.engine.types.ArrowTypes;
import io.quiver.engine.types.Column;
import io.quiver.engine.types.SqlType;
import io.quiver.engine.types.TypeId;
import java.util.List;
import org.apache.arrow.memory.RootAllocator;
import org.apache.arrow.vector.VectorSchemaRoot;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class ColumnarTableTest {
  private static final List<Column> COLUMNS = List.of(new Column("x", SqlType.of(TypeId.INTEGER)));
  private RootAllocator allocator;

  @BeforeEach
  void setUp() {
    allocator = new RootAllocator();
  }

  @AfterEach
  void tearDown() {
    assertEquals(0, allocator.getAllocatedMemory(), "leaked Arrow memory");
    allocator.close();
  }

  private VectorSchemaRoot batch(int... values) {
    VectorSchemaRoot batch = ArrowTypes.newBatch(COLUMNS, allocator);
    batch.allocateNew();
    for (int i = 0; i < values.length; i++) {
      Vectors.set(batch.getVector(0), i, values[i]);
    }
    batch.setRowCount(values.length);
    return batch;
  }

  @Test
  void eachAppendCommitsANewVersionAndOldSnapshotsStayIntact() {
    try (ColumnarTable table = new ColumnarTable(COLUMNS)) {
      TableVersion empty = table.snapshot();
      assertEquals(2, table.append(List.of(batch(1, 2))));
      TableVersion first = table.snapshot();
      assertEquals(1, table.append(List.of(batch(3), batch())));
      assertEquals(0, empty.rowCount());
      assertEquals(2, first.rowCount());
      assertEquals(3, table.snapshot().rowCount());
      assertEquals(2, table.snapshot().chunks().size());
      assertEquals(first.number() + 1, table.snapshot().number());
    }
  }

  @Test
  void deletionsMakeANewVersionWhileOldSnapshotsKeepTheirRows() {
    TransactionManager transactions = new TransactionManager();
    try (ColumnarTable table = new ColumnarTable(COLUMNS)) {
      transactions.commitNow(table, table.newChunks(List.of(batch(1, 2, 3))));
      TableVersion before = table.snapshot();
      Chunk chunk = before.chunks().get(0);
      Transaction delete = transactions.begin();
      java.util.BitSet rows = new java.util.BitSet();
      rows.set(1);
      delete.write(table, TableChanges.NONE.plusDeletions(java.util.Map.of(chunk, DeletionMask.of(rows))));
      assertEquals(2, delete.read(table).rowCount());
      assertEquals(3, table.snapshot().rowCount());
      delete.commit();
      assertEquals(2, table.snapshot().rowCount());
      assertEquals(3, before.rowCount());
      try (VectorSchemaRoot live = LiveRows.of(chunk, table.snapshot().deletions(0), allocator)) {
        assertEquals(List.of(1, 3), List.of(Vectors.get(live.getVector(0), 0), Vectors.get(live.getVector(0), 1)));
      }
    }
  }

  @Test
  void aSecondWriterOfTheSameRowFailsWith40001() {
    TransactionManager transactions = new TransactionManager();
    try (ColumnarTable table = new ColumnarTable(COLUMNS)) {
      transactions.commitNow(table, table.newChunks(List.of(batch(1, 2))));
      Chunk chunk = table.snapshot().chunks().get(0);
      java.util.BitSet rows = new java.util.BitSet();
      rows.set(0);
      Transaction first = transactions.begin();
      Transaction second = transactions.begin();
      first.write(table, TableChanges.NONE.plusDeletions(java.util.Map.of(chunk, DeletionMask.of(rows))));
      second.write(table, TableChanges.NONE.plusDeletions(java.util.Map.of(chunk, DeletionMask.of(rows))));
      first.commit();
      io.quiver.engine.error.EngineException e =
          assertThrows(io.quiver.engine.error.EngineException.class, second::commit);
      assertEquals("40001", e.sqlState());
      assertEquals(1, table.snapshot().rowCount());
    }
  }

  @Test
  void aBatchOfAnotherSchemaIsRejected() {
    try (ColumnarTable table = new ColumnarTable(COLUMNS);
        VectorSchemaRoot other = ArrowTypes.newBatch(List.of(new Column("y", SqlType.of(TypeId.BIGINT))), allocator)) {
      other.allocateNew();
      other.setRowCount(1);
      assertThrows(IllegalArgumentException.class, () -> table.append(List.of(other)));
    }
  }
}
