package io.quiver.table.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quiver.types.Row;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.arrow.vector.IntVector;
import org.apache.arrow.vector.ipc.ArrowReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Connector tables through the Table API: TableDescriptor, and results as Arrow batches. */
class ConnectorTableApiTest {
  @TempDir
  Path dir;

  private final TableEnvironment env = TableEnvironment.create(EnvironmentSettings.inBatchMode());

  private static List<Row> rows(TableResult result) {
    List<Row> rows = new ArrayList<>();
    try (var it = result.collect()) {
      it.forEachRemaining(rows::add);
    }
    return rows;
  }

  @Test
  void descriptorMakesAFilesystemTable() {
    env.createTemporaryTable("t", TableDescriptor.forConnector("filesystem")
        .schema(Schema.newBuilder().column("a", DataTypes.INT()).column("p", DataTypes.STRING()).build())
        .option("path", dir.resolve("t").toString())
        .format("json")
        .partitionedBy("p")
        .build());
    env.executeSql("INSERT INTO t VALUES (1, 'x'), (2, 'y'), (3, 'x')");
    assertEquals("[+I[x, 4]]", rows(env.executeSql("SELECT p, SUM(a) FROM t WHERE p = 'x' GROUP BY p")).toString());
  }

  @Test
  void descriptorWithUnknownOptionFails() {
    ValidationException e = assertThrows(ValidationException.class, () -> env.createTemporaryTable("t",
        TableDescriptor.forConnector("filesystem")
            .schema(Schema.newBuilder().column("a", DataTypes.INT()).build())
            .option("path", dir.toString()).format("csv").option("csv.field-delimter", ";").build()));
    assertEquals("42704", e.getSqlState());
    assertTrue(e.getMessage().contains("csv.field-delimter") && e.getMessage().contains("csv.field-delimiter"),
        e.getMessage());
    ValidationException kafka = assertThrows(ValidationException.class, () -> env.createTable("k",
        TableDescriptor.forConnector("kafka").schema(Schema.newBuilder().column("a", DataTypes.INT()).build()).build()));
    assertEquals("42704", kafka.getSqlState());
    assertTrue(kafka.getMessage().contains("'kafka'"), kafka.getMessage());
  }

  @Test
  void collectArrowHandsOutTheBatches() throws Exception {
    long total = 0;
    try (ArrowReader reader = env.executeSql("SELECT x * 2 FROM (VALUES (1), (2), (3)) AS v(x)").collectArrow()) {
      while (reader.loadNextBatch()) {
        IntVector v = (IntVector) reader.getVectorSchemaRoot().getVector(0);
        for (int i = 0; i < v.getValueCount(); i++) {
          total += v.get(i);
        }
      }
    }
    assertEquals(12, total);
  }
}
