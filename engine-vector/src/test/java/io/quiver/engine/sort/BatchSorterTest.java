package io.quiver.engine.sort;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.quiver.engine.batch.Vectors;
import io.quiver.engine.types.ArrowTypes;
import io.quiver.engine.types.Column;
import io.quiver.engine.types.SqlType;
import io.quiver.engine.types.TypeId;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.apache.arrow.memory.RootAllocator;
import org.apache.arrow.vector.VectorSchemaRoot;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class BatchSorterTest {
  private static final List<Column> COLUMNS =
      List.of(new Column("k", SqlType.of(TypeId.INTEGER)), new Column("s", SqlType.varchar(10)));
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

  private VectorSchemaRoot batch(Object[]... rows) {
    VectorSchemaRoot batch = ArrowTypes.newBatch(COLUMNS, allocator);
    batch.allocateNew();
    for (int r = 0; r < rows.length; r++) {
      Vectors.set(batch.getVector(0), r, rows[r][0]);
      Vectors.set(batch.getVector(1), r, rows[r][1]);
    }
    batch.setRowCount(rows.length);
    return batch;
  }

  private List<List<Object>> sort(List<SortOrder> orders, long offset, long fetch) {
    List<List<Object>> rows = new ArrayList<>();
    try (BatchSorter sorter = new BatchSorter(ArrowTypes.schema(COLUMNS), orders)) {
      sorter.add(batch(new Object[] {3, "c"}, new Object[] {null, "n"}, new Object[] {1, "a"}));
      sorter.add(batch(new Object[] {2, "b"}, new Object[] {1, "z"}));
      for (VectorSchemaRoot out : sorter.finish(allocator, offset, fetch)) {
        try (out) {
          for (int r = 0; r < out.getRowCount(); r++) {
            rows.add(Arrays.asList(Vectors.get(out.getVector(0), r), Vectors.get(out.getVector(1), r)));
          }
        }
      }
    }
    return rows;
  }

  @Test
  void sortsAcrossBatchesStablyWithNullsWhereAsked() {
    assertEquals(List.of(Arrays.asList(1, "a"), Arrays.asList(1, "z"), Arrays.asList(2, "b"), Arrays.asList(3, "c"),
        Arrays.asList(null, "n")), sort(List.of(new SortOrder(0, false, false)), 0, -1));
    assertEquals(List.of(Arrays.asList(null, "n"), Arrays.asList(3, "c"), Arrays.asList(2, "b")),
        sort(List.of(new SortOrder(0, true, true)), 0, 3));
  }

  @Test
  void secondKeyBreaksTiesAndTheWindowIsApplied() {
    assertEquals(List.of(Arrays.asList(1, "z"), Arrays.asList(1, "a")),
        sort(List.of(new SortOrder(0, false, false), new SortOrder(1, true, false)), 0, 2));
    assertEquals(List.of(Arrays.asList(null, "n")), sort(List.of(new SortOrder(1, false, false)), 3, 1));
  }

  @Test
  void aCheckpointThatThrowsStopsALongSortAndLeaksNothing() {
    int rows = 3 * RowOrdering.CHECKPOINT_ROWS;
    List<Integer> calls = new ArrayList<>();
    try (BatchSorter sorter = new BatchSorter(ArrowTypes.schema(COLUMNS), List.of(new SortOrder(0, false, false)))) {
      VectorSchemaRoot batch = ArrowTypes.newBatch(COLUMNS, allocator);
      batch.allocateNew();
      for (int r = 0; r < rows; r++) {
        Vectors.set(batch.getVector(0), r, rows - r);
        Vectors.set(batch.getVector(1), r, "x");
      }
      batch.setRowCount(rows);
      sorter.add(batch);
      IllegalStateException stopped = org.junit.jupiter.api.Assertions.assertThrows(IllegalStateException.class,
          () -> sorter.finish(allocator, 0, -1, () -> {
            calls.add(1);
            if (calls.size() == 2) {
              throw new IllegalStateException("cancelled");
            }
          }));
      assertEquals("cancelled", stopped.getMessage());
    }
    assertEquals(2, calls.size(), "the sort went on after its checkpoint threw");
  }
}
