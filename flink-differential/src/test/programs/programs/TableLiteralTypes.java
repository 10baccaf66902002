package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** lit() of Java values has Flink's types. */
public class TableLiteralTypes {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    Table t = env.fromValues(1).as("x");
    p.table(t.select(lit(1).as("i"), lit(2L).as("l"), lit("txt").as("s"), lit(1.5).as("d"), lit(true).as("b"), lit(new java.math.BigDecimal("12.340")).as("dec"), lit(java.time.LocalDate.of(2024, 2, 29)).as("dt")));
  }
}
