package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** Table API session group windows (Flink 1.20 refuses them over a column that is not a time attribute) in batch. */
public class TableSessionWindow {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    Table t = env.fromValues(
        DataTypes.ROW(DataTypes.FIELD("k", DataTypes.STRING()), DataTypes.FIELD("ts", DataTypes.TIMESTAMP(3)), DataTypes.FIELD("v", DataTypes.INT())),
        row("a", java.time.LocalDateTime.parse("2024-01-01T10:00:01"), 1), row("a", java.time.LocalDateTime.parse("2024-01-01T10:00:07"), 2),
        row("b", java.time.LocalDateTime.parse("2024-01-01T10:00:03"), 5), row("a", java.time.LocalDateTime.parse("2024-01-01T10:00:09"), 3));
    p.table(t.window(Session.withGap(lit(10).seconds()).on($("ts")).as("w"))
        .groupBy($("w"), $("k")).select($("k"), $("w").start().as("s"), $("w").end().as("e"), $("v").count().as("n")).orderBy($("k").asc(), $("s").asc()));
  }
}
