package io.quiver.table.codegen;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.quiver.table.api.EnvironmentSettings;
import io.quiver.table.api.TableEnvironment;
import io.quiver.types.Row;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * String operations that read the bytes where they lie in the Arrow buffers (comparisons, LIKE,
 * IN, CHAR_LENGTH, copies to the output) give the same answers as on copied values, with NULLs
 * and multi-byte characters.
 */
class StringsInBuffersTest {
  private TableEnvironment env;

  @BeforeEach
  void setUp() {
    env = TableEnvironment.create(EnvironmentSettings.inBatchMode());
    env.executeSql("CREATE TABLE s (id INT NOT NULL, v VARCHAR(20), c CHAR(5))");
    StressCorpus.await(env.executeSql("INSERT INTO s VALUES (1, 'apple', 'ab'), (2, 'banana', 'b'), (3, NULL, NULL),"
        + " (4, 'cherry pie', 'ab   '), (5, 'größe', 'x'), (6, '', ''), (7, 'apricot', 'zz')"));
  }

  @AfterEach
  void tearDown() {
    env.close();
  }

  private List<Row> ids(String where) {
    return StressCorpus.sortedRows(env.executeSql("SELECT id FROM s WHERE " + where));
  }

  private static List<Row> rows(int... ids) {
    return java.util.Arrays.stream(ids).mapToObj(Row::of).toList();
  }

  @Test
  void comparesWithConstantsOnEitherSide() {
    assertEquals(rows(1), ids("v = 'apple'"));
    assertEquals(rows(2, 4, 5, 6, 7), ids("v <> 'apple'"));
    assertEquals(rows(1, 6, 7), ids("v < 'b'"));
    assertEquals(rows(1, 6, 7), ids("'b' > v"));
    assertEquals(rows(2, 4, 5), ids("v >= 'banana'"));
    assertEquals(rows(5), ids("v > 'grz'"));
  }

  @Test
  void likeMatchesEveryPatternShape() {
    assertEquals(rows(1, 7), ids("v LIKE 'ap%'"));
    assertEquals(rows(1), ids("v LIKE '%le'"));
    assertEquals(rows(2, 4), ids("v LIKE '%an%' OR v LIKE '%ie'"));
    assertEquals(rows(4), ids("v LIKE 'ch_rry%'"));
    assertEquals(rows(5), ids("v LIKE 'gr__e'"));
    assertEquals(rows(2, 4, 5, 6), ids("v NOT LIKE 'ap%'"));
  }

  @Test
  void inListsOfStringsUseTheBuffers() {
    assertEquals(rows(1, 2, 5), ids("v IN ('apple', 'banana', 'größe', 'k1', 'k2', 'k3', 'k4', 'k5', 'k6')"));
    assertEquals(rows(4, 6, 7), ids("v NOT IN ('apple', 'banana', 'größe', 'k1', 'k2', 'k3', 'k4', 'k5', 'k6')"));
  }

  @Test
  void inListsOfNumbersWithManyConstants() {
    assertEquals(rows(2, 3, 5), ids("id IN (2, 3, 5, 11, 13, 17, 19, 23, 29)"));
    assertEquals(rows(1, 4, 6, 7), ids("id NOT IN (2, 3, 5, 11, 13, 17, 19, 23, 29)"));
  }

  @Test
  void lengthsAndCopiesToTheOutput() {
    assertEquals(List.of(Row.of(1, "apple", 5), Row.of(2, "banana", 6), Row.of(3, null, null), Row.of(4, "cherry pie", 10),
        Row.of(5, "größe", 5), Row.of(6, "", 0), Row.of(7, "apricot", 7)),
        StressCorpus.sortedRows(env.executeSql("SELECT id, v, CHAR_LENGTH(v) FROM s")));
  }
}
