package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** orderBy, offset, fetch and limit on a table of ten rows. */
public class TableDocOrderOffsetFetch {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    Table t = env.fromValues(1, 2, 3, 4, 5, 6, 7, 8, 9, 10).as("a");
    p.table(t.orderBy($("a").desc()));
    p.table(t.orderBy($("a").asc()).fetch(5));
    p.table(t.orderBy($("a").asc()).offset(3).fetch(5));
    p.table(t.orderBy($("a").desc()).limit(2));
    p.table(t.orderBy($("a").desc()).limit(2, 3));
    p.attempt("fetchWithoutOrder", () -> t.fetch(3).getResolvedSchema());
  }
}
