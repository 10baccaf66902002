package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** coalesce and ifThenElse from Expressions. */
public class TableCoalesceIfThenElse {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    Table t = env.fromValues(DataTypes.ROW(DataTypes.FIELD("a", DataTypes.INT()), DataTypes.FIELD("b", DataTypes.INT())), row(1, null), row(null, 2), row(null, null));
    p.table(t.select(coalesce($("a"), $("b"), lit(0)).as("c"), ifThenElse($("a").isNull(), lit("none"), lit("some")).as("w")).orderBy($("c").asc()));
  }
}
