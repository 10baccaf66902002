package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** Row kinds, Row.ofKind, named rows, equality and copies. */
public class ApiRowKindsAndFields {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    Row a = Row.ofKind(org.apache.flink.types.RowKind.UPDATE_AFTER, 1, "x");
    p.value("a", a);
    p.value("kind", a.getKind() + " " + a.getKind().shortString() + " " + a.getKind().toByteValue());
    for (org.apache.flink.types.RowKind k : org.apache.flink.types.RowKind.values()) {
      p.value("rowkind", k + " " + k.shortString());
    }
    Row b = Row.of(1, "x");
    p.value("equal", b.equals(Row.of(1, "x")) + " " + (b.hashCode() == Row.of(1, "x").hashCode()) + " " + b.equals(a));
    Row named = Row.withNames();
    named.setField("id", 7);
    named.setField("name", "n");
    p.value("named", named + " " + named.getField("id") + " " + named.getFieldNames(true));
    Row pos = Row.withPositions(2);
    pos.setField(0, "p");
    p.value("positions", pos + " arity " + pos.getArity());
    p.value("copy", Row.copy(b) + " join " + Row.join(b, Row.of(true)));
    p.value("project", Row.project(Row.of(1, 2, 3), new int[] {2, 0}));
  }
}
