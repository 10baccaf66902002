package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;

/** The Table API page's aggregations: groupBy, distinct aggregates, aggregates without a key. */
public class Doc120TableApiGroupByAgg {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    Table orders = env.fromValues(
        DataTypes.ROW(DataTypes.FIELD("a", DataTypes.STRING()), DataTypes.FIELD("b", DataTypes.INT()), DataTypes.FIELD("c", DataTypes.DOUBLE())),
        row("x", 1, 1.0), row("x", 2, 2.0), row("y", 3, 4.0), row("y", 3, 8.0), row("z", null, 1.0));
    p.table(orders.groupBy($("a")).select($("a"), $("b").sum().as("d"), $("c").avg(), $("b").count(), $("c").max()).orderBy($("a")));
    p.table(orders.groupBy($("a")).select($("a"), $("b").sum().distinct().as("d"), $("b").count().distinct()).orderBy($("a")));
    p.table(orders.select($("b").sum(), $("c").min(), $("a").count(), $("c").stddevPop(), $("c").varSamp()));
    p.table(orders.distinct().orderBy($("a"), $("c")));
    p.table(orders.groupBy($("a")).select($("a"), $("b").collect()).orderBy($("a")));
    p.table(orders.groupBy($("a")).aggregate($("b").sum().as("s")).select($("a"), $("s")).orderBy($("a")));
  }
}
