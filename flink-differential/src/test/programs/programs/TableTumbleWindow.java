package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** A tumbling window over a timestamp column in batch. */
public class TableTumbleWindow {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    Table t = env.fromValues(
        DataTypes.ROW(DataTypes.FIELD("ts", DataTypes.TIMESTAMP(3)), DataTypes.FIELD("v", DataTypes.INT())),
        row(java.time.LocalDateTime.parse("2024-01-01T10:00:01"), 1), row(java.time.LocalDateTime.parse("2024-01-01T10:00:07"), 2), row(java.time.LocalDateTime.parse("2024-01-01T10:00:12"), 3));
    p.table(t.window(Tumble.over(lit(10).seconds()).on($("ts")).as("w")).groupBy($("w")).select($("w").start().as("s"), $("w").end().as("e"), $("v").sum().as("total")).orderBy($("s").asc()));
  }
}
