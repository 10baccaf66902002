package io.quiver.connector;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quiver.connector.datagen.DataGenTable;
import io.quiver.connector.file.TableWrite;
import io.quiver.engine.source.BatchReader;
import io.quiver.engine.source.ScanRequest;
import io.quiver.engine.types.Column;
import io.quiver.engine.types.SqlType;
import io.quiver.engine.types.TypeId;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.arrow.memory.BufferAllocator;
import org.apache.arrow.memory.RootAllocator;
import org.apache.arrow.vector.IntVector;
import org.apache.arrow.vector.VarCharVector;
import org.apache.arrow.vector.VectorSchemaRoot;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class DataGenAndBlackHoleTest {
  private static final List<Column> COLUMNS = List.of(new Column("id", SqlType.of(TypeId.INTEGER)),
      new Column("name", SqlType.of(TypeId.VARCHAR)));
  private final BufferAllocator allocator = new RootAllocator();

  @AfterEach
  void closeAllocator() {
    allocator.close();
  }

  private List<String> rows(ConnectorTable table) {
    List<String> rows = new ArrayList<>();
    try (BatchReader reader = table.splits(ScanRequest.ALL).get(0).open(allocator)) {
      for (VectorSchemaRoot next = reader.next(); next != null; next = reader.next()) {
        try (VectorSchemaRoot batch = next) {
          IntVector ids = (IntVector) batch.getVector(0);
          VarCharVector names = (VarCharVector) batch.getVector(1);
          for (int r = 0; r < batch.getRowCount(); r++) {
            rows.add(ids.get(r) + ":" + names.getObject(r));
          }
        }
      }
    }
    return rows;
  }

  @Test
  void sequencesCountFromStartAndStopAtTheRowCount() {
    ConnectorTable table = TableFactories.connect("t", COLUMNS, List.of(), Map.of("connector", "datagen",
        "number-of-rows", "3", "fields.id.kind", "sequence", "fields.id.start", "5", "fields.id.end", "100",
        "fields.name.kind", "sequence", "fields.name.start", "1", "fields.name.end", "9"));
    assertEquals(List.of("5:1", "6:2", "7:3"), rows(table));
    assertEquals(List.of("5:1", "6:2", "7:3"), rows(table), "every read starts the sequences again");
    assertFalse(table.isSink());
  }

  @Test
  void theShortestSequenceEndsTheTable() {
    ConnectorTable table = TableFactories.connect("t", COLUMNS, List.of(), Map.of("connector", "datagen",
        "number-of-rows", "10", "fields.id.kind", "sequence", "fields.id.start", "1", "fields.id.end", "2",
        "fields.name.length", "4"));
    List<String> rows = rows(table);
    assertEquals(2, rows.size());
    assertTrue(rows.get(1).matches("2:[0-9a-f]{4}"), rows.get(1));
  }

  @Test
  void randomIntegersStayWithinTheirBounds() {
    ConnectorTable table = TableFactories.connect("t", COLUMNS, List.of(), Map.of("connector", "datagen",
        "number-of-rows", "2000", "fields.id.min", "-2", "fields.id.max", "2"));
    for (String row : rows(table)) {
      int id = Integer.parseInt(row.substring(0, row.indexOf(':')));
      assertTrue(id >= -2 && id <= 2, row);
    }
  }

  @Test
  void withoutARowCountTheTableIsUnbounded() {
    DataGenTable table = (DataGenTable) TableFactories.connect("t", COLUMNS, List.of(), Map.of("connector", "datagen"));
    assertFalse(table.isBounded());
    assertEquals("0A000", assertThrows(ConnectorException.class, () -> table.splits(ScanRequest.ALL)).sqlState());
  }

  @Test
  void unknownOptionsAndFieldsAreRefused() {
    ConnectorException e = assertThrows(ConnectorException.class, () -> TableFactories.connect("t", COLUMNS,
        List.of(), Map.of("connector", "datagen", "fields.nope.kind", "sequence")));
    assertEquals("42704", e.sqlState());
    assertTrue(e.getMessage().contains("fields.nope.kind"), e.getMessage());
    assertEquals("42601", assertThrows(ConnectorException.class, () -> TableFactories.connect("t", COLUMNS,
        List.of(), Map.of("connector", "datagen", "fields.id.kind", "sequence", "fields.id.start", "1"))).sqlState());
  }

  @Test
  void blackHoleSwallowsWritesAndCannotBeRead() {
    ConnectorTable table = TableFactories.connect("t", COLUMNS, List.of(), Map.of("connector", "blackhole"));
    assertFalse(table.isSource());
    try (VectorSchemaRoot batch = VectorSchemaRoot.create(io.quiver.engine.types.ArrowTypes.schema(COLUMNS), allocator);
        TableWrite write = table.begin(false)) {
      batch.allocateNew();
      batch.setRowCount(0);
      write.write(batch);
      write.commit();
    }
    ConnectorException e = assertThrows(ConnectorException.class, () -> table.splits(ScanRequest.ALL));
    assertEquals("Connector 'blackhole' can only be used as a sink. It cannot be used as a source.", e.getMessage());
    assertNull(table.accessesFiles() ? "files" : null);
  }
}
