package programs;

import org.apache.flink.table.api.*;

/** UNION, INTERSECT, EXCEPT, IN and EXISTS subqueries and WITH of the queries pages (ordered: a set operation's order is not defined). */
public class Doc120SqlSetOpsAndSubqueries {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.run("CREATE TEMPORARY VIEW t1 AS SELECT * FROM (VALUES ('c'), ('a'), ('b'), ('b'), ('c')) AS t(s)");
    p.run("CREATE TEMPORARY VIEW t2 AS SELECT * FROM (VALUES ('d'), ('e'), ('a'), ('b'), ('b')) AS t(s)");
    p.sql("(SELECT s FROM t1) UNION (SELECT s FROM t2) ORDER BY s");
    p.sql("(SELECT s FROM t1) UNION ALL (SELECT s FROM t2) ORDER BY s");
    p.sql("(SELECT s FROM t1) INTERSECT (SELECT s FROM t2) ORDER BY s");
    p.sql("(SELECT s FROM t1) INTERSECT ALL (SELECT s FROM t2) ORDER BY s");
    p.sql("(SELECT s FROM t1) EXCEPT (SELECT s FROM t2) ORDER BY s");
    p.sql("(SELECT s FROM t1) EXCEPT ALL (SELECT s FROM t2) ORDER BY s");
    p.sql("SELECT s FROM t1 WHERE s IN (SELECT s FROM t2) ORDER BY s");
    p.sql("SELECT s FROM t1 WHERE s NOT IN (SELECT s FROM t2) ORDER BY s");
    p.sql("WITH counted AS (SELECT s, COUNT(*) AS c FROM t1 GROUP BY s) SELECT s, c FROM counted WHERE c > 1 ORDER BY s");
  }
}
