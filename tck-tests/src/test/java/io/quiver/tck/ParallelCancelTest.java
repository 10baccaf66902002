package io.quiver.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Cancels of aggregations that run on several workers, and of long joins and sorts, at random
 * moments: each ends either with its answer or with 57014, within seconds of the cancel (the
 * workers stop at their next morsel; the latency figure comes from a runner, not this test), and
 * the connection runs the next query with the right answer.
 */
class ParallelCancelTest extends JdbcTestBase {
  private static final long ROWS = 1L << 17;

  private void load() throws SQLException {
    statement.execute("SET 'table.exec.resource.default-parallelism' = '2'");
    statement.execute("CREATE TABLE big (x BIGINT NOT NULL, s VARCHAR(40))");
    statement.execute("INSERT INTO big VALUES (1, 'a'), (2, 'b'), (3, 'c'), (4, 'd')");
    for (int i = 0; i < 15; i++) {
      statement.execute("INSERT INTO big SELECT x + " + (1L << (i + 2)) + ", s FROM big");
    }
  }

  private static final List<String> QUERIES = List.of(
      // a parallel aggregation with costly expressions per row
      "SELECT MOD(x, 7), COUNT(*), SUM(CHAR_LENGTH(REPLACE(REPLACE(CAST(x AS VARCHAR), '1', 'aaaaaaaa'), 'a', 'bbbb')))"
          + " FROM big GROUP BY MOD(x, 7)",
      // a join that runs for hours
      "SELECT COUNT(*) FROM big a JOIN big b ON a.x + b.x < 0",
      // a sort
      "SELECT x FROM big ORDER BY s, MOD(x, 1000), x DESC");

  @Test
  void cancelsAtRandomMomentsEndEveryQueryAndLeaveTheConnectionUsable() throws Exception {
    load();
    Random random = new Random(12);
    for (int round = 0; round < 12; round++) {
      String sql = QUERIES.get(round % QUERIES.size());
      try (Statement running = connection.createStatement()) {
        CompletableFuture<String> outcome = CompletableFuture.supplyAsync(() -> {
          try (ResultSet rs = running.executeQuery(sql)) {
            while (rs.next()) {
              // drain
            }
            return "answer";
          } catch (SQLException e) {
            return e.getSQLState();
          }
        });
        Thread.sleep(random.nextInt(200));
        String result = null;
        for (int attempt = 0; attempt < 10 && result == null; attempt++) {
          running.cancel();
          try {
            result = outcome.get(3, TimeUnit.SECONDS);
          } catch (java.util.concurrent.TimeoutException e) {
            // a cancel that came before the query started finds nothing to stop: cancel again
          }
        }
        assertTrue(result != null, "round " + round + ": the query did not stop");
        assertTrue(result.equals("answer") || result.equals("57014"), "round " + round + ": " + result);
      }
      assertEquals(List.of(List.of(ROWS)), rows("SELECT COUNT(*) FROM big"));
    }
  }
}
