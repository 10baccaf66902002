package io.quiver.connector.format.arrow;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quiver.connector.ConnectorException;
import io.quiver.connector.format.FilePart;
import io.quiver.connector.format.FileWriter;
import io.quiver.connector.format.FormatCodec;
import io.quiver.engine.types.ArrowTypes;
import io.quiver.engine.types.Column;
import io.quiver.engine.types.SqlType;
import io.quiver.engine.types.TypeId;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.BitSet;
import java.util.List;
import java.util.Map;
import org.apache.arrow.memory.BufferAllocator;
import org.apache.arrow.memory.RootAllocator;
import org.apache.arrow.vector.BigIntVector;
import org.apache.arrow.vector.VarCharVector;
import org.apache.arrow.vector.VectorSchemaRoot;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ArrowFormatTest {
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
  private static final int ROWS = 20_000;

  private long write(Path file, String compression) throws Exception {
    FormatCodec codec = new ArrowFormat().codec(COLUMNS, compression == null ? Map.of()
        : Map.of("arrow.compression", compression));
    try (VectorSchemaRoot batch = ArrowTypes.newBatch(COLUMNS, allocator); FileWriter writer = codec.writer(file)) {
      batch.allocateNew();
      BigIntVector ids = (BigIntVector) batch.getVector(0);
      VarCharVector names = (VarCharVector) batch.getVector(1);
      for (int i = 0; i < ROWS; i++) {
        ids.setSafe(i, i);
        if (i % 10 == 0) {
          names.setNull(i);
        } else {
          names.setSafe(i, ("name " + (i % 100)).getBytes(StandardCharsets.UTF_8));
        }
      }
      batch.setRowCount(ROWS);
      writer.write(batch, new int[] {0, 1}, null);
      writer.write(batch, new int[] {0, 1}, new int[] {5, 7, 10});
    }
    return Files.size(file);
  }

  private long[] read(Path file) throws Exception {
    BitSet all = new BitSet();
    all.set(0, 2);
    long rows = 0;
    long sum = 0;
    long nulls = 0;
    for (FilePart part : new ArrowFormat().codec(COLUMNS, Map.of()).parts(file, all, List.of())) {
      try (FilePart.Batches batches = part.open(allocator)) {
        for (VectorSchemaRoot next = batches.next(); next != null; next = batches.next()) {
          try (VectorSchemaRoot batch = next) {
            for (int r = 0; r < batch.getRowCount(); r++) {
              sum += ((BigIntVector) batch.getVector(0)).get(r);
              nulls += batch.getVector(1).isNull(r) ? 1 : 0;
              if (!batch.getVector(1).isNull(r)) {
                assertEquals("name " + (((BigIntVector) batch.getVector(0)).get(r) % 100),
                    new String(((VarCharVector) batch.getVector(1)).get(r), StandardCharsets.UTF_8));
              }
            }
            rows += batch.getRowCount();
          }
        }
      }
    }
    return new long[] {rows, sum, nulls};
  }

  @Test
  void filesAreWrittenCompressedAndReadBack() throws Exception {
    long plain = write(dir.resolve("none.arrow"), "none");
    long zstd = write(dir.resolve("zstd.arrow"), null);
    assertTrue(zstd < plain / 3, "zstd " + zstd + " of " + plain + " bytes");
    long lz4 = write(dir.resolve("lz4.arrow"), "lz4");
    assertTrue(lz4 < plain / 2, "lz4 " + lz4 + " of " + plain + " bytes");
    long expectedSum = (long) ROWS * (ROWS - 1) / 2 + 5 + 7 + 10;
    long[] expected = {ROWS + 3, expectedSum, ROWS / 10 + 1};
    for (String name : List.of("none.arrow", "zstd.arrow", "lz4.arrow")) {
      long[] got = read(dir.resolve(name));
      assertEquals(expected[0], got[0], name);
      assertEquals(expected[1], got[1], name);
      assertEquals(expected[2], got[2], name);
    }
  }

  @Test
  void anUnknownCodecIsRefusedNamingTheChoices() {
    ConnectorException e = assertThrows(ConnectorException.class,
        () -> new ArrowFormat().codec(COLUMNS, Map.of("arrow.compression", "snappy")));
    assertEquals(ConnectorException.INVALID_VALUE, e.sqlState());
    assertTrue(e.getMessage().contains("snappy") && e.getMessage().contains("zstd") && e.getMessage().contains("lz4"),
        e.getMessage());
  }
}
