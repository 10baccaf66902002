package io.quiver.engine.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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

/** Chunks survive the trip through IPC bytes, compressed or not, and own their memory after it. */
class ArrowChunksTest {
  private static final List<Column> COLUMNS = List.of(new Column("x", SqlType.of(TypeId.INTEGER)),
      new Column("s", SqlType.varchar(20)));
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

  private VectorSchemaRoot batch(int rows) {
    VectorSchemaRoot batch = ArrowTypes.newBatch(COLUMNS, allocator);
    batch.allocateNew();
    for (int i = 0; i < rows; i++) {
      Vectors.set(batch.getVector(0), i, i);
      if (i % 3 != 0) {
        Vectors.set(batch.getVector(1), i, "value " + i);
      }
    }
    batch.setRowCount(rows);
    return batch;
  }

  @Test
  void compressedAndPlainRoundTrips() throws Exception {
    try (VectorSchemaRoot original = batch(1000)) {
      for (boolean compressed : new boolean[] {false, true}) {
        byte[] bytes = compressed ? ArrowChunks.toFile(original) : ArrowChunks.toStream(original);
        try (VectorSchemaRoot copy = compressed ? ArrowChunks.fromFile(bytes, allocator)
            : ArrowChunks.fromStream(bytes, allocator)) {
          assertEquals(original.contentToTSVString(), copy.contentToTSVString());
          assertEquals(original.getSchema(), copy.getSchema());
        }
        if (compressed) {
          assertTrue(bytes.length < ArrowChunks.toStream(original).length, "ZSTD makes the chunk smaller");
        }
      }
      assertEquals(1000, original.getRowCount());
    }
  }
}
