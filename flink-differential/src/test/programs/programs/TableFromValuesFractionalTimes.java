package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** fromValues with fractional seconds: the column precision is the widest value's. */
public class TableFromValuesFractionalTimes {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    Table t = env.fromValues(row(java.time.LocalDate.of(2024, 1, 2), java.time.LocalTime.of(10, 30, 1, 500_000_000), java.time.LocalDateTime.of(2024, 1, 2, 10, 30, 0, 123_000_000)), row(java.time.LocalDate.of(2024, 5, 6), java.time.LocalTime.of(1, 2, 3), java.time.LocalDateTime.of(2024, 5, 6, 1, 2, 3))).as("d", "t", "ts");
    p.table(t);
  }
}
