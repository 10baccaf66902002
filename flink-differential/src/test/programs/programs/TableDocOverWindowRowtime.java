package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** Over windows on a rowtime attribute of a DDL table (datagen sequence, so the rows are known). */
public class TableDocOverWindowRowtime {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    env.executeSql("CREATE TABLE events (id INT, k AS id % 2, rowtime AS TO_TIMESTAMP_LTZ(id * 1000, 3), "
        + "WATERMARK FOR rowtime AS rowtime) WITH ('connector' = 'datagen', 'number-of-rows' = '6', "
        + "'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '6')");
    p.value("schema", env.from("events").getResolvedSchema());
    Table t = env.from("events");
    p.attempt("unboundedRange", () -> t.window(Over.partitionBy($("k")).orderBy($("rowtime")).preceding(UNBOUNDED_RANGE).as("w"))
        .select($("id"), $("k"), $("id").sum().over($("w")).as("s"), $("id").count().over($("w")).as("c")).getResolvedSchema());
    p.attempt("rowInterval", () -> t.window(Over.partitionBy($("k")).orderBy($("rowtime")).preceding(rowInterval(1L)).following(CURRENT_ROW).as("w"))
        .select($("id"), $("k"), $("id").max().over($("w")).as("m")).getResolvedSchema());
    p.attempt("timeInterval", () -> t.window(Over.orderBy($("rowtime")).preceding(lit(2).seconds()).as("w"))
        .select($("id"), $("id").sum().over($("w")).as("s")).getResolvedSchema());
  }
}
