package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** Table API over windows: running sums partitioned and ordered by a time column. */
public class TableOverWindow {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    Table t = env.fromValues(
        DataTypes.ROW(DataTypes.FIELD("k", DataTypes.STRING()), DataTypes.FIELD("ts", DataTypes.TIMESTAMP(3)), DataTypes.FIELD("v", DataTypes.INT())),
        row("a", java.time.LocalDateTime.parse("2024-01-01T10:00:01"), 1), row("a", java.time.LocalDateTime.parse("2024-01-01T10:00:07"), 2),
        row("b", java.time.LocalDateTime.parse("2024-01-01T10:00:03"), 5), row("a", java.time.LocalDateTime.parse("2024-01-01T10:00:12"), 3));
    p.attempt("unbounded range", () -> t.window(Over.partitionBy($("k")).orderBy($("ts")).preceding(UNBOUNDED_RANGE).as("w"))
        .select($("k"), $("ts"), $("v").sum().over($("w")).as("running"), $("v").max().over($("w")).as("top")).getResolvedSchema());
    p.attempt("rows", () -> t.window(Over.partitionBy($("k")).orderBy($("ts")).preceding(rowInterval(1L)).following(CURRENT_ROW).as("w"))
        .select($("k"), $("v"), $("v").sum().over($("w")).as("pair")).getResolvedSchema());
    p.attempt("unbounded rows", () -> t.window(Over.partitionBy($("k")).orderBy($("ts")).preceding(UNBOUNDED_ROW).as("w"))
        .select($("k"), $("v"), $("v").sum().over($("w")).as("run")).getResolvedSchema());
  }
}
