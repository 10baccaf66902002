package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** Row.of, toString, kinds, equality. */
public class ApiRowBasics {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    Row r = Row.of(1, "a", null);
    p.value("row", r);
    p.value("arity", r.getArity());
    p.value("kind", r.getKind());
    p.value("field1", r.getField(1));
    p.value("equals", r.equals(Row.of(1, "a", null)));
    Row d = Row.ofKind(org.apache.flink.types.RowKind.DELETE, 5);
    p.value("delete", d);
    p.value("shortString", d.getKind().shortString());
  }
}
