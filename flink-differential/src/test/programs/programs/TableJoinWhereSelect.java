package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** an inner join with its condition in join(right, predicate), then a filter. */
public class TableJoinWhereSelect {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    Table orders = env.fromValues(row(1, 10, 5), row(2, 20, 1), row(3, 10, 2)).as("oid", "cid", "qty");
    Table customers = env.fromValues(row(10, "ann"), row(20, "bob")).as("id", "name");
    p.table(orders.join(customers, $("cid").isEqual($("id"))).where($("qty").isGreater(1)).select($("oid"), $("name"), $("qty")).orderBy($("oid").asc()));
    p.table(orders.join(customers, $("cid").isEqual($("id"))).groupBy($("name")).select($("name"), $("qty").sum().as("total")).orderBy($("name").asc()));
  }
}
