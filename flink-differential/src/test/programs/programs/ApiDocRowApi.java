package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;
import org.apache.flink.types.RowKind;

/** Row: positional and named rows, kinds, project, join, copy, equality, nested toString. */
public class ApiDocRowApi {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    Row positional = Row.of(1, "a", null, new int[] {1, 2}, java.util.Map.of("k", 1));
    p.value("positional", positional);
    p.value("arity", positional.getArity());
    Row named = Row.withNames();
    named.setField("id", 7);
    named.setField("name", "x");
    p.value("named", named);
    p.value("names", named.getFieldNames(true));
    p.value("byName", named.getField("name"));
    Row kinded = Row.ofKind(RowKind.UPDATE_BEFORE, 1, "old");
    p.value("kinded", kinded + " " + kinded.getKind() + " " + kinded.getKind().shortString() + " " + kinded.getKind().toByteValue());
    p.value("project", Row.project(Row.of(1, 2, 3), new int[] {2, 0}));
    p.value("join", Row.join(Row.of(1), Row.of("b", 2.5)));
    p.value("copy", Row.copy(positional));
    p.value("equal", Row.of(1, new int[] {1}).equals(Row.of(1, new int[] {1})) + " " + Row.of(1, "a").equals(Row.of(1, "a")));
    p.value("nested", Row.of(Row.of(1, Row.of("x")), new String[] {"p", null}, new Row[] {Row.of(1)}));
    Row positional2 = Row.withPositions(2);
    positional2.setField(0, "z");
    p.value("withPositions", positional2);
    p.attempt("nameOnPositional", () -> positional.getField("id"));
    p.attempt("missingName", () -> named.getField("nope"));
    p.value("kinds", java.util.Arrays.toString(RowKind.values()));
    p.value("fromByte", RowKind.fromByteValue((byte) 3));
  }
}
