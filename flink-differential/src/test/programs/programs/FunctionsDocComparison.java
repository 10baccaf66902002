package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** Comparison functions of the system functions page, in SQL. */
public class FunctionsDocComparison {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.sql("SELECT 1 = 1, 1 <> 2, 1 > 2, 1 >= 1, 1 < 2, 1 <= 0, CAST(NULL AS INT) = 1");
    p.sql("SELECT 1 IS DISTINCT FROM NULL, CAST(NULL AS INT) IS NOT DISTINCT FROM CAST(NULL AS INT), 2 IS NOT DISTINCT FROM 2");
    p.sql("SELECT 12 BETWEEN 10 AND 15, 12 BETWEEN SYMMETRIC 15 AND 10, 12 BETWEEN ASYMMETRIC 15 AND 10, 12 NOT BETWEEN 10 AND 11");
    p.sql("SELECT 'TEST' LIKE 'T_S%', 'A_B' LIKE 'A!_B' ESCAPE '!', 'TEST' NOT LIKE '%X', 'TEST' SIMILAR TO 'T(E|A)ST', 'abc' NOT SIMILAR TO 'a.c'");
    p.sql("SELECT 4 IN (1, 2, 3), 2 IN (1, 2, NULL), 4 NOT IN (1, 2, 3), 'x' IN ('x', 'y')");
    p.sql("SELECT TRUE IS TRUE, FALSE IS NOT TRUE, CAST(NULL AS BOOLEAN) IS UNKNOWN, NOT TRUE, TRUE OR NULL, FALSE AND NULL, CAST(NULL AS BOOLEAN) IS NOT FALSE");
  }
}
