package io.quiver.table.api;

import static io.quiver.table.api.Expressions.$;
import static io.quiver.table.api.Expressions.lit;
import static io.quiver.table.api.TableApiTest.rows;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.quiver.types.Row;
import java.time.LocalDateTime;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** window(GroupWindow) computed in batch, and window(OverWindow). */
class WindowTest {
  private TableEnvironment env;

  @BeforeEach
  void setUp() {
    env = TableEnvironment.create(EnvironmentSettings.inBatchMode());
    env.executeSql("CREATE TABLE events (ts TIMESTAMP(6), k VARCHAR(3), v INT)");
    env.executeSql("INSERT INTO events VALUES (TIMESTAMP '2024-01-01 00:01:00', 'a', 1),"
        + " (TIMESTAMP '2024-01-01 00:07:00', 'a', 2), (TIMESTAMP '2024-01-01 00:12:00', 'a', 4)");
  }

  @AfterEach
  void tearDown() {
    env.close();
  }

  private static LocalDateTime at(int minute) {
    return LocalDateTime.of(2024, 1, 1, 0, 0).plusMinutes(minute);
  }

  @Test
  void tumblingWindows() {
    Table t = env.from("events").window(Tumble.over(lit(10).minutes()).on($("ts")).as("w"))
        .groupBy($("w"), $("k"))
        .select($("k"), $("w").start().as("s"), $("w").end().as("e"), $("v").sum().as("total"))
        .orderBy($("s"));
    assertEquals(List.of(Row.of("a", at(0), at(10), 3), Row.of("a", at(10), at(20), 4)), rows(t));
  }

  @Test
  void windowBoundsAreMillisecondsAsInFlink() {
    // Over a TIMESTAMP(6) column Flink types a window's start, end and rowtime TIMESTAMP(3).
    env.executeSql("CREATE TABLE fine (ts TIMESTAMP(6), v INT)");
    env.executeSql("INSERT INTO fine VALUES (TIMESTAMP '2024-01-01 00:00:00.000400', 1), (CAST(NULL AS TIMESTAMP(6)), 2)");
    Table t = env.from("fine").window(Tumble.over(lit(10).seconds()).on($("ts")).as("w"))
        .groupBy($("w"))
        .select($("w").start().as("s"), $("w").end().as("e"), $("w").rowtime().as("r"), $("v").sum().as("total"));
    assertEquals("(\n  `s` TIMESTAMP(3),\n  `e` TIMESTAMP(3),\n  `r` TIMESTAMP(3),\n  `total` INT\n)",
        t.getResolvedSchema().toString());
    LocalDateTime start = LocalDateTime.of(2024, 1, 1, 0, 0);
    assertEquals(List.of(Row.of(start, start.plusSeconds(10), start.plusNanos(9_999_000_000L), 1)),
        rows(t.where($("s").isNotNull())));
  }

  @Test
  void slidingWindows() {
    Table t = env.from("events").window(Slide.over(lit(10).minutes()).every(lit(5).minutes()).on($("ts")).as("w"))
        .groupBy($("w"))
        .select($("w").start().as("s"), $("v").sum().as("total"))
        .orderBy($("s"));
    assertEquals(List.of(Row.of(at(-5), 1), Row.of(at(0), 3), Row.of(at(5), 6), Row.of(at(10), 4)), rows(t));
  }

  @Test
  void sessionWindowsSplitWhereTheGapIsReachedPerKey() {
    env.executeSql("INSERT INTO events VALUES (TIMESTAMP '2024-01-01 00:02:00', 'b', 10),"
        + " (TIMESTAMP '2024-01-01 00:03:00', 'b', 20)");
    Table t = env.from("events").window(Session.withGap(lit(6).minutes()).on($("ts")).as("w"))
        .groupBy($("w"), $("k"))
        .select($("k"), $("w").start().as("s"), $("w").end().as("e"), $("w").rowtime().as("r"), $("v").sum().as("total"))
        .orderBy($("k"), $("s"));
    // a: 00:01 and 00:07 are 6 minutes apart, a full gap, so 00:07 opens a session that 00:12 joins.
    assertEquals(List.of(
        Row.of("a", at(1), at(7), at(7).minusNanos(1_000_000), 1),
        Row.of("a", at(7), at(18), at(18).minusNanos(1_000_000), 6),
        Row.of("b", at(2), at(9), at(9).minusNanos(1_000_000), 30)), rows(t));
  }

  @Test
  void sessionWindowsWithoutOtherKeysIgnoreRowsWithoutTime() {
    env.executeSql("INSERT INTO events VALUES (TIMESTAMP '2024-01-01 00:12:00', 'b', 8), (NULL, 'c', 100)");
    Table t = env.from("events").window(Session.withGap(lit(5).minutes()).on($("ts")).as("w"))
        .groupBy($("w"))
        .select($("w").start().as("s"), $("w").end().as("e"), $("v").count().as("n"), $("v").sum().as("total"))
        .orderBy($("s"));
    assertEquals(List.of(Row.of(at(1), at(6), 1L, 1), Row.of(at(7), at(12), 1L, 2), Row.of(at(12), at(17), 2L, 12)),
        rows(t));
  }

  @Test
  void tumblingWindowsHaveARowtime() {
    Table t = env.from("events").window(Tumble.over(lit(10).minutes()).on($("ts")).as("w"))
        .groupBy($("w"))
        .select($("w").rowtime().as("r"), $("v").sum().as("total"))
        .orderBy($("r"));
    assertEquals(List.of(Row.of(at(10).minusNanos(1_000_000), 3), Row.of(at(20).minusNanos(1_000_000), 4)), rows(t));
  }

  @Test
  void overWindowsRenderAsSqlWindows() {
    OverWindow w = Over.partitionBy($("k")).orderBy($("ts")).preceding(Expressions.UNBOUNDED_RANGE).as("w");
    assertEquals("(PARTITION BY `k` ORDER BY `ts` RANGE BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW)", w.toSql());
    Table t = env.from("events").window(w).select($("k"), $("v").sum().over($("w")).as("running"));
    assertEquals(List.of("k", "running"), t.getResolvedSchema().getColumnNames());
  }
}
