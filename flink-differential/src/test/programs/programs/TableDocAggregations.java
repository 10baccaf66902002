package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** groupBy aggregation, distinct aggregation and distinct from the Table API documentation. */
public class TableDocAggregations {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    Table orders = env.fromValues(row("x", 1, 2.0), row("x", 1, 3.0), row("y", 5, 4.0), row("y", 7, 1.0), row("y", 7, 1.0)).as("a", "b", "c");
    p.table(orders.groupBy($("a")).select($("a"), $("b").sum().as("d")).orderBy($("a").asc()));
    p.table(orders.groupBy($("a")).select($("a"), $("b").sum().distinct().as("d"), $("b").count().distinct().as("cd"), $("c").avg().as("ac")).orderBy($("a").asc()));
    p.table(orders.groupBy($("a")).select($("a"), $("b").min(), $("b").max(), $("b").avg(), $("b").count(), $("c").sum0(), $("b").stddevPop(), $("b").varSamp()).orderBy($("a").asc()));
    p.table(orders.distinct().orderBy($("a").asc(), $("b").asc()));
    p.table(orders.select($("b").sum().as("s"), $("b").count().as("n"), lit(1).count().as("ones")));
    p.table(orders.groupBy($("a"), $("b")).select($("a"), $("b"), $("c").max().as("m")).where($("m").isGreater(1.5)).orderBy($("a").asc(), $("b").asc()));
  }
}
