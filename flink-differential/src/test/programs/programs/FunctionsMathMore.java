package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** LOG with a base, TRUNCATE, MOD of negatives, ROUND of decimals, CEIL and FLOOR of decimals, RAND bounds, UUID length. */
public class FunctionsMathMore {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.sql("SELECT LOG(2, 8) AS lg, TRUNCATE(12.345, 1) AS tr, MOD(-7, 3) AS md, ROUND(12.345, 1) AS r1, ROUND(15.5) AS r0, ROUND(1234.5, -2) AS rm, CEIL(1.25) AS ce, FLOOR(-1.25) AS fl, RAND() < 1 AS rnd, CHAR_LENGTH(UUID()) AS ul");
  }
}
