package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** orderBy with desc, fetch and offset. */
public class TableOrderByFetchOffset {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    Table t = env.fromValues(5, 3, 9, 1, 7).as("x");
    p.table(t.orderBy($("x").desc()).fetch(2));
    p.table(t.orderBy($("x").asc()).offset(1).fetch(2));
    p.table(t.orderBy($("x").asc()).offset(3));
  }
}
