package io.quiver.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * A table written the way an ORM writes it: single-row INSERTs in auto-commit (a chunk per row),
 * between them batches (large chunks), UPDATEs and DELETEs that mark rows of many chunks deleted and
 * a rolled-back transaction. Scans read neighbouring small chunks as one batch; every answer is
 * checked against a model of the table kept in the test, serially and with two workers.
 */
class SmallChunkScanTest extends JdbcTestBase {
  private final TreeMap<Integer, Integer> model = new TreeMap<>();

  @Test
  void scansOfManySmallChunksSeeEveryLiveRowOnce() throws SQLException {
    statement.execute("CREATE TABLE t (id INTEGER NOT NULL, v INTEGER)");
    SplittableRandom random = new SplittableRandom(5);
    int nextId = 0;
    try (PreparedStatement one = connection.prepareStatement("INSERT INTO t VALUES (?, ?)");
        PreparedStatement batch = connection.prepareStatement("INSERT INTO t VALUES (?, ?)")) {
      for (int round = 0; round < 6; round++) {
        for (int i = 0; i < 250; i++) {
          int v = random.nextInt(1000);
          one.setInt(1, nextId);
          one.setInt(2, v);
          one.executeUpdate();
          model.put(nextId++, v);
        }
        for (int i = 0; i < 1500; i++) {
          int v = random.nextInt(1000);
          batch.setInt(1, nextId);
          batch.setInt(2, v);
          batch.addBatch();
          model.put(nextId++, v);
        }
        batch.executeBatch();
        int modulus = 3 + round;
        int floor = nextId - 2000;
        assertEquals(count(id -> id % modulus == 1 && id > floor),
            statement.executeUpdate("DELETE FROM t WHERE MOD(id, " + modulus + ") = 1 AND id > " + floor));
        model.keySet().removeIf(id -> id % modulus == 1 && id > floor);
        int residue = round;
        statement.executeUpdate("UPDATE t SET v = v + 1 WHERE MOD(id, 11) = " + residue);
        model.replaceAll((id, v) -> id % 11 == residue ? v + 1 : v);
      }
    }
    connection.setAutoCommit(false);
    statement.executeUpdate("DELETE FROM t WHERE id < 500");
    statement.executeUpdate("INSERT INTO t VALUES (-1, 5)");
    connection.rollback();
    connection.setAutoCommit(true);

    for (String parallelism : List.of("1", "2")) {
      statement.execute("SET 'table.exec.resource.default-parallelism' = '" + parallelism + "'");
      long sum = model.values().stream().mapToLong(Integer::longValue).sum();
      assertEquals(List.of(List.of((long) model.size(), sum, model.firstKey(), model.lastKey())),
          rows("SELECT COUNT(*), SUM(CAST(v AS BIGINT)), MIN(id), MAX(id) FROM t"), "parallelism " + parallelism);
      assertEquals(List.of(List.of((long) count(id -> model.get(id) > 900))),
          rows("SELECT COUNT(*) FROM t WHERE v > 900"));
      List<List<Object>> expected = new ArrayList<>();
      for (Map.Entry<Integer, Integer> row : model.entrySet()) {
        expected.add(List.of(row.getKey(), row.getValue()));
      }
      assertEquals(expected, rows("SELECT id, v FROM t ORDER BY id"));
      List<List<Object>> between = new ArrayList<>();
      model.subMap(1000, true, 1300, true).forEach((id, v) -> between.add(List.of(id, v)));
      assertEquals(between, rows("SELECT id, v FROM t WHERE id BETWEEN 1000 AND 1300 ORDER BY id"));
    }
  }

  private long count(java.util.function.IntPredicate idMatches) {
    return model.keySet().stream().filter(idMatches::test).count();
  }
}
