package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** Tumble, Slide and Session group windows on a rowtime attribute declared with a WATERMARK. */
public class TableDocGroupWindowsRowtime {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    env.executeSql("CREATE TABLE src (a STRING, b INT, rowtime TIMESTAMP(3), WATERMARK FOR rowtime AS rowtime - INTERVAL '1' SECOND) "
        + "WITH ('connector' = 'datagen', 'number-of-rows' = '1')");
    env.createTemporaryView("orders", env.fromValues(
        DataTypes.ROW(DataTypes.FIELD("a", DataTypes.STRING()), DataTypes.FIELD("b", DataTypes.INT()), DataTypes.FIELD("rowtime", DataTypes.TIMESTAMP(3))),
        row("x", 1, java.time.LocalDateTime.parse("2024-01-01T10:00:01")),
        row("x", 2, java.time.LocalDateTime.parse("2024-01-01T10:03:00")),
        row("y", 3, java.time.LocalDateTime.parse("2024-01-01T10:04:30")),
        row("x", 4, java.time.LocalDateTime.parse("2024-01-01T10:20:00"))));
    p.value("srcSchema", env.from("src").getResolvedSchema());
    Table orders = env.from("orders");
    p.table(orders.window(Tumble.over(lit(5).minutes()).on($("rowtime")).as("w")).groupBy($("a"), $("w"))
        .select($("a"), $("w").start(), $("w").end(), $("w").rowtime(), $("b").sum().as("d")).orderBy($("a").asc(), $("EXPR$0").asc()));
    p.table(orders.window(Slide.over(lit(10).minutes()).every(lit(5).minutes()).on($("rowtime")).as("w")).groupBy($("w"))
        .select($("w").start().as("s"), $("w").end().as("e"), $("b").count().as("n")).orderBy($("s").asc()));
    p.table(orders.window(Session.withGap(lit(2).minutes()).on($("rowtime")).as("w")).groupBy($("a"), $("w"))
        .select($("a"), $("w").start().as("s"), $("w").end().as("e"), $("b").sum().as("d")).orderBy($("a").asc(), $("s").asc()));
  }
}
