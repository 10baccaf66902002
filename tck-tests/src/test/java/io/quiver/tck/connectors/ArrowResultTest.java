package io.quiver.tck.connectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quiver.tck.JdbcTarget;
import io.quiver.tck.JdbcTestBase;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.apache.arrow.memory.BufferAllocator;
import org.apache.arrow.vector.BigIntVector;
import org.apache.arrow.vector.VarCharVector;
import org.apache.arrow.vector.VectorSchemaRoot;
import org.apache.arrow.vector.ipc.ArrowReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code ResultSet.unwrap(ArrowReader.class)}: a query's batches handed out as Arrow vectors,
 * the engine's own (no copy), and their memory released when the reader closes.
 */
class ArrowResultTest extends JdbcTestBase {
  @TempDir
  Path dir;

  @Test
  void unwrapGivesTheEnginesBatchesAndCloseReleasesThem() throws Exception {
    if (target == JdbcTarget.REMOTE) {
      // Remote results travel as frames: there are no vectors to hand out, and unwrap says so.
      try (ResultSet rs = statement.executeQuery("SELECT 1")) {
        assertTrue(!rs.isWrapperFor(ArrowReader.class));
        assertThrows(SQLException.class, () -> rs.unwrap(ArrowReader.class));
      }
      return;
    }
    // A private database, so that its allocator holds nothing but this test's results.
    try (Connection c = DriverManager.getConnection("jdbc:quiver:mem:"); Statement s = c.createStatement()) {
      String path = dir.resolve("n.csv").toString().replace("'", "''");
      s.execute("CREATE TABLE n (id BIGINT, name VARCHAR) WITH ('connector' = 'filesystem', 'path' = '"
          + dir.resolve("n").toString().replace("'", "''") + "', 'format' = 'csv')");
      s.execute("INSERT INTO n SELECT CAST(x AS BIGINT), 'row-' || CAST(x AS VARCHAR) FROM"
          + " (VALUES (1), (2), (3), (4), (5), (6), (7), (8), (9), (10)) AS v(x)");
      BufferAllocator engine;
      long rows = 0;
      long sum = 0;
      try (ResultSet rs = s.executeQuery("SELECT id, name FROM n WHERE id > 2")) {
        assertTrue(rs.isWrapperFor(ArrowReader.class));
        try (ArrowReader reader = rs.unwrap(ArrowReader.class)) {
          VectorSchemaRoot root = reader.getVectorSchemaRoot();
          assertEquals("id", root.getSchema().getFields().get(0).getName());
          assertTrue(reader.loadNextBatch());
          engine = root.getVector(0).getAllocator();
          assertTrue(engine.getAllocatedMemory() > 0, "the batch's memory is the engine's");
          do {
            BigIntVector ids = (BigIntVector) root.getVector(0);
            VarCharVector names = (VarCharVector) root.getVector(1);
            for (int i = 0; i < root.getRowCount(); i++) {
              sum += ids.get(i);
              assertEquals("row-" + ids.get(i), new String(names.get(i), java.nio.charset.StandardCharsets.UTF_8));
            }
            rows += root.getRowCount();
          } while (reader.loadNextBatch());
        }
        // The result set has handed its rows over.
        assertTrue(!rs.next());
      }
      assertEquals(8, rows);
      assertEquals(52, sum);
      assertEquals(0, engine.getAllocatedMemory(), "closing the reader released every batch");

      // A second query's vectors come from the engine's allocator tree too (each query has a child
      // allocator of the database's): no copy into an allocator of the reader's.
      try (ResultSet rs = s.executeQuery("SELECT id FROM n"); ArrowReader reader = rs.unwrap(ArrowReader.class)) {
        assertTrue(reader.loadNextBatch());
        BufferAllocator second = reader.getVectorSchemaRoot().getVector(0).getAllocator();
        assertSame(engine.getParentAllocator(), second.getParentAllocator());
        assertTrue(second.getAllocatedMemory() > 0, "the batch's memory is the query's");
      }
      assertEquals(0, engine.getAllocatedMemory());

      // After next() the rows are the cursor's: unwrap refuses rather than hand out half a result.
      try (ResultSet rs = s.executeQuery("SELECT id FROM n")) {
        assertTrue(rs.next());
        SQLException late = assertThrows(SQLException.class, () -> rs.unwrap(ArrowReader.class));
        assertEquals("0A000", late.getSQLState());
      }
      assertTrue(path.endsWith("n.csv"));
    }
  }
}
