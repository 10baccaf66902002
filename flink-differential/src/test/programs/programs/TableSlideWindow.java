package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** Table API sliding group windows in batch. */
public class TableSlideWindow {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    Table t = env.fromValues(
        DataTypes.ROW(DataTypes.FIELD("k", DataTypes.STRING()), DataTypes.FIELD("ts", DataTypes.TIMESTAMP(3)), DataTypes.FIELD("v", DataTypes.INT())),
        row("a", java.time.LocalDateTime.parse("2024-01-01T10:00:01"), 1), row("a", java.time.LocalDateTime.parse("2024-01-01T10:00:07"), 2),
        row("b", java.time.LocalDateTime.parse("2024-01-01T10:00:03"), 5), row("a", java.time.LocalDateTime.parse("2024-01-01T10:00:09"), 3));
    p.table(t.window(Slide.over(lit(10).seconds()).every(lit(5).seconds()).on($("ts")).as("w"))
        .groupBy($("w"), $("k")).select($("k"), $("w").start().as("s"), $("w").end().as("e"), $("v").sum().as("total")).orderBy($("k").asc(), $("s").asc()));

  }
}
