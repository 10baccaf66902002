package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** IN and NOT IN with many values, of integers and of strings, with NULLs in the list and the operand. */
public class SqlInManyValues {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.run("CREATE TEMPORARY VIEW emp AS SELECT * FROM (VALUES (1, CAST('ann' AS VARCHAR(10)), CAST('eng' AS VARCHAR(10)), 100, CAST(NULL AS INT)), (2, CAST('bob' AS VARCHAR(10)), CAST('eng' AS VARCHAR(10)), 80, 1), (3, CAST('cid' AS VARCHAR(10)), CAST('ops' AS VARCHAR(10)), 90, 1), (4, CAST('dee' AS VARCHAR(10)), CAST('ops' AS VARCHAR(10)), 70, 3), (5, CAST('eve' AS VARCHAR(10)), CAST(NULL AS VARCHAR(10)), 60, 3)) AS t(id, name, dept, salary, boss)");
    p.sql("SELECT id FROM emp WHERE id IN (1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31, 33, 35, 37, 39, 41) ORDER BY id");
    p.sql("SELECT id FROM emp WHERE name NOT IN ('bob', 'zed', 'amy', 'joe', 'kim', 'lee', 'max', 'ned', 'oli', 'pam', 'quin', 'ray', 'sue', 'tom', 'uma', 'val', 'wes', 'xia', 'yan', 'zoe', 'dee') ORDER BY id");
    p.sql("SELECT id, boss IN (1, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 32, 34, 36, 38, 40) AS b FROM emp ORDER BY id");
  }
}
