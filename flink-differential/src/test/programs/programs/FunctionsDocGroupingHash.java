package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** Grouping functions (GROUPING, GROUPING_ID, GROUP_ID) and hash functions. */
public class FunctionsDocGroupingHash {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    env.createTemporaryView("T", env.fromValues(row("a", "x", 1), row("a", "y", 2), row("b", "x", 3)).as("f1", "f2", "v"));
    p.sql("SELECT f1, f2, GROUPING(f1), GROUPING(f1, f2), GROUPING_ID(f1, f2), SUM(v) FROM T GROUP BY CUBE (f1, f2) ORDER BY GROUPING_ID(f1, f2), f1, f2");
    p.sql("SELECT f1, GROUP_ID(), COUNT(*) FROM T GROUP BY GROUPING SETS ((f1), (f1)) ORDER BY f1");
    p.sql("SELECT MD5('a'), SHA1('a'), SHA224('a'), SHA256('a'), SHA384(''), SHA512(''), SHA2('a', 256)");
    p.sql("SELECT MD5(CAST(NULL AS STRING)), SHA2('a', 7)");
  }
}
