package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** The Table API documentation's select, as, where and filter examples over an Orders table. */
public class TableDocSelectAs {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    Table orders = env.fromValues(
        DataTypes.ROW(
            DataTypes.FIELD("a", DataTypes.STRING()),
            DataTypes.FIELD("b", DataTypes.INT()),
            DataTypes.FIELD("c", DataTypes.STRING()),
            DataTypes.FIELD("d", DataTypes.DOUBLE())),
        row("red", 1, "x", 1.5), row("blue", 2, "y", 2.25), row("red", 3, "z", null));
    env.createTemporaryView("Orders", orders);
    Table t = env.from("Orders");
    p.table(t.select($("a"), $("c").as("d")));
    p.table(t.select($("*")));
    p.table(t.as("x", "y", "z", "t"));
    p.table(t.where($("b").isEqual(2)));
    p.table(t.filter($("a").isEqual("red")).select($("a"), $("b"), $("d").plus(1)));
    p.table(t.select($("b").plus(1).as("b1"), $("d").times(2), $("a").upperCase()));
  }
}
