package programs;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;
import org.apache.flink.types.RowKind;

/** Row's API: of, ofKind, withNames, withPositions, copy, join, project, equals and toString. */
public class Doc120ApiRowOperations {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    Row positioned = Row.of(1, "a", null);
    p.value("of", positioned + " arity " + positioned.getArity() + " kind " + positioned.getKind());
    Row deleted = Row.ofKind(RowKind.DELETE, 2, "b");
    p.value("ofKind", deleted + " " + deleted.getKind().shortString() + " " + deleted.getKind().toByteValue());
    Row named = Row.withNames();
    named.setField("id", 7);
    named.setField("name", "seven");
    p.value("named", named + " " + named.getFieldNames(false) + " " + named.getField("name"));
    Row positions = Row.withPositions(3);
    positions.setField(1, "mid");
    p.value("withPositions", positions);
    p.value("copy", Row.copy(positioned) + " " + Row.copy(positioned).equals(positioned));
    p.value("join", Row.join(Row.of(1), Row.of("x", true)));
    p.value("project", Row.project(Row.of("a", "b", "c"), new int[] {2, 0}));
    p.value("hash", Row.of(1, "a").hashCode() == Row.of(1, "a").hashCode());
    p.value("nested", Row.of(Row.of(1, new int[] {1, 2}), new String[] {"x"}, java.util.Map.of("k", 1)));
    p.value("kinds", java.util.Arrays.toString(RowKind.values()));
    p.attempt("by name on positional", () -> positioned.getField("x"));
    p.attempt("out of range", () -> positioned.getField(5));
    p.attempt("set unknown name", () -> {
      named.setField(4, "x");
      return named;
    });
  }
}
