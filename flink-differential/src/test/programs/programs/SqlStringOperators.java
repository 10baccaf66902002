package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** string operators: ||, UPPER, LOWER, TRIM variants, POSITION, REPLACE, SUBSTRING FROM FOR, CHAR_LENGTH. */
public class SqlStringOperators {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.sql("SELECT 'ab' || 'cd' AS c, UPPER('mIx') AS u, LOWER('MiX') AS l, TRIM('  x  ') AS t, TRIM(LEADING 'x' FROM 'xxaxx') AS tl, TRIM(TRAILING 'x' FROM 'xxaxx') AS tt, POSITION('c' IN 'abcabc') AS p, REPLACE('banana', 'an', 'AN') AS r, SUBSTRING('flinkster' FROM 2 FOR 4) AS s, CHAR_LENGTH('héllo') AS n");
  }
}
