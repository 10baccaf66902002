package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** cast through the Table API. */
public class TableCastExpressions {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    Table t = env.fromValues(row(7, "12", 2.75)).as("i", "s", "d");
    p.table(t.select($("i").cast(DataTypes.BIGINT()).as("a"), $("s").cast(DataTypes.INT()).as("b"), $("i").cast(DataTypes.STRING()).as("c"), $("d").cast(DataTypes.DECIMAL(5, 1)).as("e"), $("i").cast(DataTypes.DOUBLE()).as("f")));
  }
}
