package programs;

import static org.apache.flink.table.api.Expressions.*;

import java.util.Arrays;
import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** fromValues as its Javadoc shows it: inferred types, an explicit row type, a list of rows, single values. */
public class ApiDocFromValues {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.table(env.fromValues(row(1, "ABC"), row(2L, "ABCDE")));
    p.table(env.fromValues(
        DataTypes.ROW(DataTypes.FIELD("id", DataTypes.DECIMAL(10, 2)), DataTypes.FIELD("name", DataTypes.STRING())),
        row(1, "ABC"), row(2L, "ABCDE")));
    p.table(env.fromValues(1, 2, 3));
    p.table(env.fromValues("a", null, "b"));
    p.table(env.fromValues(Arrays.asList(row(1, 2.5), row(3, 4.0))));
    p.table(env.fromValues(DataTypes.ROW(DataTypes.FIELD("x", DataTypes.BIGINT()), DataTypes.FIELD("y", DataTypes.DOUBLE())), Arrays.asList(row(1, 2.5), row(3, nullOf(DataTypes.DOUBLE())))));
    p.table(env.fromValues(row(1, "a"), row(null, "x")));
    p.table(env.fromValues(Row.of(1, "row of"), Row.of(2, "another")));
    p.table(env.fromValues(DataTypes.INT(), 5, 6));
    p.table(env.fromValues(row(1.5f, (short) 2, (byte) 3, true, new byte[] {1, 2}, new java.math.BigDecimal("12.345"))));
    p.table(env.fromValues(row(java.time.LocalDate.of(2024, 1, 2), java.time.LocalTime.of(10, 11, 12), java.time.LocalDateTime.of(2024, 1, 2, 3, 4, 5, 6_000_000), java.time.Instant.ofEpochSecond(0))));
    p.table(env.fromValues(row(new int[] {1, 2}, java.util.Map.of("k", 1), row(1, "nested"))));
    p.attempt("mismatch", () -> env.fromValues(row(1, "a"), row(2)).getResolvedSchema());
    p.attempt("incompatible", () -> env.fromValues(row(1), row("a")).getResolvedSchema());
  }
}
