package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** LPAD, RPAD, INITCAP, REVERSE, REPEAT. */
public class SqlPadAndInitcap {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.sql("SELECT LPAD('7', 3, '0') AS lp, RPAD('ab', 4, '.') AS rp, INITCAP('hello world') AS ic, REVERSE('abc') AS rv, REPEAT('ab', 3) AS rep");
  }
}
