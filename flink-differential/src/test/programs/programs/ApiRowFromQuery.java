package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** Rows collected from a query: getField by position. */
public class ApiRowFromQuery {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    java.util.Iterator<Row> it = env.executeSql("SELECT 1 AS a, 'x' AS b").collect();
    Row r = it.next();
    p.value("row", r);
    p.value("a", r.getField(0));
    p.value("b", r.getField(1));
    p.value("byName", r.getField("b"));
  }
}
