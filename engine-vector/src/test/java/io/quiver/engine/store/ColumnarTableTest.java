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
  void replaceKeepsSlicesReadersHoldAlive() {
    try (ColumnarTable table = new ColumnarTable(COLUMNS)) {
      table.append(List.of(batch(1, 2, 3)));
      VectorSchemaRoot chunk = table.snapshot().chunks().get(0).batch();
      try (VectorSchemaRoot reader = chunk.slice(0, chunk.getRowCount())) {
        table.replace(List.of(batch(9)));
        assertEquals(3, Vectors.get(reader.getVector(0), 2));
      }
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
