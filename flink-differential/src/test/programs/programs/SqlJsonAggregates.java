package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** JSON_OBJECTAGG (NULL ON NULL) and JSON_ARRAYAGG (ABSENT ON NULL), grouped and over all rows. */
public class SqlJsonAggregates {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.run("CREATE TEMPORARY VIEW kv AS SELECT * FROM (VALUES ('g1', 'a', 1), ('g1', 'b', 2), ('g2', 'c', 3)) AS t(g, k, v)");
    p.sql("SELECT g, JSON_OBJECTAGG(KEY k VALUE v) AS obj FROM kv GROUP BY g ORDER BY g");
    p.sql("SELECT g, JSON_ARRAYAGG(v) AS arr FROM kv GROUP BY g ORDER BY g");
    p.sql("SELECT JSON_ARRAYAGG(k) AS ks, JSON_OBJECTAGG(KEY k VALUE CAST(NULL AS INT)) AS nulls FROM kv");
    p.sql("SELECT JSON_ARRAYAGG(v) AS none_here FROM kv WHERE v > 10");
  }
}
