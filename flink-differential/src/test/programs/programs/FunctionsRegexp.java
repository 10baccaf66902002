package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** REGEXP_REPLACE, REGEXP_EXTRACT and REGEXP. */
public class FunctionsRegexp {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.sql("SELECT REGEXP_REPLACE('a1b22c333', '[0-9]+', '#') AS r, REGEXP_EXTRACT('foo123bar', '([a-z]+)([0-9]+)', 2) AS e, REGEXP('abc', '^a.c$') AS m, REGEXP_EXTRACT('xyz', '([0-9]+)', 1) AS none");
  }
}
