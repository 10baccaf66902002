package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** String expressions of the Table API: upperCase, lowerCase, charLength, substring, trim, like, position. */
public class TableStringExpressions {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    Table t = env.fromValues(row("  Apple "), row("banana")).as("s");
    p.table(t.select($("s").upperCase().as("u"), $("s").lowerCase().as("l"), $("s").charLength().as("n"), $("s").trim().as("t"), $("s").substring(2, 3).as("sub"), $("s").like("%an%").as("lk"), lit("an").position($("s")).as("pos")));
  }
}
