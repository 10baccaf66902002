package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** Named rows: withNames, getField(String), getFieldNames. */
public class ApiNamedRows {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    Row r = Row.withNames();
    r.setField("a", 1);
    r.setField("b", "x");
    p.value("row", r);
    p.value("a", r.getField("a"));
    p.value("names", r.getFieldNames(true));
  }
}
