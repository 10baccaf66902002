package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** EXECUTE STATEMENT SET BEGIN ... END runs several INSERTs as one job. */
public class SqlStatementSetBlock {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.run("CREATE TABLE s1 (n INT, s STRING) WITH ('connector' = 'blackhole')");
    p.run("CREATE TABLE s2 (n INT) WITH ('connector' = 'blackhole')");
    p.run("CREATE TEMPORARY VIEW src AS SELECT * FROM (VALUES (1, 'a'), (2, 'b')) AS t(n, s)");
    p.sql("EXECUTE STATEMENT SET BEGIN INSERT INTO s1 SELECT n, s FROM src; INSERT INTO s2 SELECT n FROM src; END");
    p.sql("EXECUTE STATEMENT SET BEGIN INSERT INTO s2 VALUES (5); END;");
    p.sql("BEGIN STATEMENT SET");
    p.sql("EXECUTE INSERT INTO s2 VALUES (6)");
    p.sql("EXECUTE STATEMENT SET BEGIN SELECT 1; END");
  }
}
