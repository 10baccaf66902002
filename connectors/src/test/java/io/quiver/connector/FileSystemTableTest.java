package io.quiver.connector;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quiver.connector.file.FileSystemTable;
import io.quiver.connector.file.TableWrite;
import io.quiver.engine.source.BatchReader;
import io.quiver.engine.source.ColumnPredicate;
import io.quiver.engine.source.ScanRequest;
import io.quiver.engine.source.Split;
import io.quiver.engine.types.ArrowTypes;
import io.quiver.engine.types.Column;
import io.quiver.engine.types.SqlType;
import io.quiver.engine.types.TypeId;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.BitSet;
import java.util.List;
import java.util.Map;
import org.apache.arrow.memory.BufferAllocator;
import org.apache.arrow.memory.RootAllocator;
import org.apache.arrow.vector.BigIntVector;
import org.apache.arrow.vector.IntVector;
import org.apache.arrow.vector.VarCharVector;
import org.apache.arrow.vector.VectorSchemaRoot;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FileSystemTableTest {
  @TempDir
  Path dir;

  private final BufferAllocator allocator = new RootAllocator();

  @AfterEach
  void noLeak() {
    assertEquals(0, allocator.getAllocatedMemory(), "every batch was closed");
    allocator.close();
  }

  private static final List<Column> COLUMNS = List.of(new Column("id", SqlType.of(TypeId.BIGINT)),
      new Column("name", SqlType.varchar(100)));

  private static Map<String, String> options(Path path, String format, String... more) {
    java.util.Map<String, String> options = new java.util.HashMap<>(Map.of("connector", "filesystem",
        "path", path.toString(), "format", format));
    for (int i = 0; i < more.length; i += 2) {
      options.put(more[i], more[i + 1]);
    }
    return options;
  }

  private long[] readAll(FileSystemTable table, ScanRequest request) {
    long rows = 0;
    long sum = 0;
    for (Split split : table.splits(request)) {
      try (BatchReader reader = split.open(allocator)) {
        for (VectorSchemaRoot next = reader.next(); next != null; next = reader.next()) {
          try (VectorSchemaRoot batch = next) {
            rows += batch.getRowCount();
            BigIntVector ids = (BigIntVector) batch.getVector(0);
            for (int i = 0; i < batch.getRowCount(); i++) {
              sum += ids.isNull(i) ? 0 : ids.get(i);
            }
          }
        }
      }
    }
    return new long[] {rows, sum};
  }

  @Test
  void parquetRowGroupsOutsideTheFilterAreSkipped() throws Exception {
    Path file = dir.resolve("t.parquet");
    try (Connection duck = DriverManager.getConnection("jdbc:duckdb:"); Statement s = duck.createStatement()) {
      s.execute("COPY (SELECT i::BIGINT AS id, 'n' || i AS name FROM range(10000) r(i)) TO '" + file
          + "' (FORMAT PARQUET, ROW_GROUP_SIZE 2048)");
    }
    FileSystemTable table = TableFactories.create("t", COLUMNS, List.of(), options(file, "parquet"));
    // DuckDB writes row groups of 2048 rows: [0, 2048), [2048, 4096), ...
    assertEquals(5, table.splits(ScanRequest.ALL).size());
    ScanRequest between = new ScanRequest(null, List.of(new ColumnPredicate(0, ColumnPredicate.Op.GE, 2500L),
        new ColumnPredicate(0, ColumnPredicate.Op.LT, 3100L)));
    // Only row group [2048, 4096) may hold such ids.
    assertEquals(1, table.splits(between).size());
    assertEquals(10000, readAll(table, ScanRequest.ALL)[0]);
    assertEquals(0, table.splits(new ScanRequest(null, List.of(new ColumnPredicate(0, ColumnPredicate.Op.IS_NULL,
        null)))).size());
  }

  /** Every row of the splits in the given order: (id, name) as text, one worker's resources reused or none. */
  private List<String> rowsOf(List<Split> splits, io.quiver.engine.source.SplitResources resources) {
    List<String> rows = new java.util.ArrayList<>();
    for (Split split : splits) {
      try (BatchReader reader = resources == null ? split.open(allocator) : split.open(allocator, resources)) {
        for (VectorSchemaRoot next = reader.next(); next != null; next = reader.next()) {
          try (VectorSchemaRoot batch = next) {
            for (int i = 0; i < batch.getRowCount(); i++) {
              rows.add(batch.getVector(0).getObject(i) + "," + batch.getVector(1).getObject(i));
            }
          }
        }
      }
    }
    return rows;
  }

  @Test
  void aWorkerReadsManyRowGroupsThroughOneOpenFile() throws Exception {
    Path file = dir.resolve("groups.parquet");
    try (Connection duck = DriverManager.getConnection("jdbc:duckdb:"); Statement s = duck.createStatement()) {
      s.execute("COPY (SELECT i::BIGINT AS id, CASE WHEN i % 7 = 0 THEN NULL ELSE 'n' || (i % 13) END AS name"
          + " FROM range(20000) r(i)) TO '" + file + "' (FORMAT PARQUET, ROW_GROUP_SIZE 2048)");
    }
    FileSystemTable table = TableFactories.create("t", COLUMNS, List.of(), options(file, "parquet"));
    List<Split> splits = new java.util.ArrayList<>(table.splits(ScanRequest.ALL));
    assertTrue(splits.size() >= 8, splits.size() + " row groups");
    // Row groups out of order, each after another through the same reader of the file.
    java.util.Collections.shuffle(splits, new java.util.Random(3));
    List<String> alone = rowsOf(splits, null);
    List<String> reused;
    try (io.quiver.engine.source.SplitResources resources = new io.quiver.engine.source.SplitResources()) {
      reused = rowsOf(splits, resources);
      // A second scan's splits through the same worker's resources (another projection).
      BitSet idOnly = new BitSet();
      idOnly.set(0);
      assertEquals(20000, table.splits(new ScanRequest(idOnly, List.of())).stream()
          .mapToLong(split -> {
            long n = 0;
            try (BatchReader reader = split.open(allocator, resources)) {
              for (VectorSchemaRoot next = reader.next(); next != null; next = reader.next()) {
                try (VectorSchemaRoot batch = next) {
                  n += batch.getRowCount();
                }
              }
            }
            return n;
          }).sum());
    }
    assertEquals(20000, alone.size());
    assertEquals(alone, reused);
  }

  @Test
  void onlyRequestedColumnsAreDecoded() throws Exception {
    Path file = dir.resolve("p.csv");
    Files.writeString(file, "1,a\n2,b\n", StandardCharsets.UTF_8);
    FileSystemTable table = TableFactories.create("p", COLUMNS, List.of(), options(file, "csv"));
    BitSet idOnly = new BitSet();
    idOnly.set(0);
    Split split = table.splits(new ScanRequest(idOnly, List.of())).get(0);
    try (BatchReader reader = split.open(allocator); VectorSchemaRoot batch = reader.next()) {
      assertEquals(2, batch.getRowCount());
      assertEquals(3L, ((BigIntVector) batch.getVector(0)).get(0) + ((BigIntVector) batch.getVector(0)).get(1));
      assertEquals(0, ((VarCharVector) batch.getVector(1)).getValueCount(), "name was not decoded");
    }
  }

  @Test
  void csvQuotesEscapesAndLineEndings() throws Exception {
    Path file = dir.resolve("q.csv");
    Files.writeString(file, "1,\"a,\"\"b\"\"\r\nc\"\r\n\n2,plain\r\n3,\"\"", StandardCharsets.UTF_8);
    FileSystemTable table = TableFactories.create("q", COLUMNS, List.of(), options(file, "csv"));
    try (BatchReader reader = table.splits(ScanRequest.ALL).get(0).open(allocator);
        VectorSchemaRoot batch = reader.next()) {
      assertEquals(3, batch.getRowCount());
      VarCharVector names = (VarCharVector) batch.getVector(1);
      assertEquals("a,\"b\"\r\nc", new String(names.get(0), StandardCharsets.UTF_8));
      assertEquals("plain", new String(names.get(1), StandardCharsets.UTF_8));
      assertEquals("", new String(names.get(2), StandardCharsets.UTF_8));
    }
  }

  @Test
  void writeIsInvisibleUntilCommitAndAbortLeavesNothing() throws Exception {
    Path root = dir.resolve("w");
    List<Column> columns = List.of(new Column("a", SqlType.of(TypeId.INTEGER)));
    FileSystemTable table = TableFactories.create("w", columns, List.of(), options(root, "csv"));
    try (VectorSchemaRoot batch = ArrowTypes.newBatch(columns, allocator)) {
      batch.allocateNew();
      ((IntVector) batch.getVector(0)).setSafe(0, 7);
      batch.setRowCount(1);
      try (TableWrite write = table.begin(false)) {
        write.write(batch);
        try (var files = Files.list(root)) {
          assertTrue(files.allMatch(p -> p.getFileName().toString().startsWith(".")), "only a hidden file so far");
        }
        write.abort();
      }
      try (var files = Files.list(root)) {
        assertEquals(0, files.count());
      }
      try (TableWrite write = table.begin(false)) {
        write.write(batch);
        write.commit();
      }
    }
    try (var files = Files.list(root)) {
      List<Path> all = files.toList();
      assertEquals(1, all.size());
      assertTrue(all.get(0).getFileName().toString().matches("part-[0-9a-f-]+-0\\.csv"), all.toString());
      assertEquals("7\n", Files.readString(all.get(0)));
    }
  }

  @Test
  void unknownFormatOptionListsTheSupportedOnes() {
    ConnectorException e = assertThrows(ConnectorException.class, () -> TableFactories.create("t", COLUMNS, List.of(),
        options(dir, "json", "json.timestamp-format", "SQL")));
    assertEquals("42704", e.sqlState());
    assertTrue(e.getMessage().contains("json.timestamp-format\n") && e.getMessage().contains("json.timestamp-format.standard"),
        e.getMessage());
    ConnectorException value = assertThrows(ConnectorException.class, () -> TableFactories.create("t", COLUMNS,
        List.of(), options(dir, "json", "json.timestamp-format.standard", "RFC")));
    assertEquals("22023", value.sqlState());
  }
}
