package programs;

import static org.apache.flink.table.api.Expressions.$;
import static org.apache.flink.table.api.Expressions.row;

import org.apache.flink.table.api.Table;
import org.apache.flink.table.api.TableEnvironment;

/** fromValues infers a schema from the literals. */
public class FromValuesSchema {
  public static void run(TableEnvironment env, Probe p) {
    Table t = env.fromValues(row(1, "a", 2.5), row(2, "bb", 3.0)).as("id", "name", "score");
    p.table(t);
    p.rows(t.select($("id"), $("name")));
  }
}
