package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** Arithmetic expressions: plus, minus, times, dividedBy, mod, negate, abs, power, sqrt, floor, ceil, round. */
public class TableArithmeticExpressions {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    Table t = env.fromValues(row(7, 2.5), row(-3, 4.0)).as("i", "d");
    p.table(t.select($("i").plus(1).as("a"), $("i").minus(2).as("b"), $("i").times(3).as("c"), $("i").mod(2).as("m"), $("i").abs().as("ab"), $("d").power(2).as("pw"), $("d").sqrt().as("sq"), $("d").floor().as("fl"), $("d").ceil().as("ce"), $("d").round(0).as("r"), $("d").dividedBy(2).as("dv")));
  }
}
