package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** Creating a table twice fails; IF NOT EXISTS does not. */
public class SqlCreateTableTwice {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.sql("CREATE TABLE t (a INT) WITH ('connector' = 'datagen')");
    p.sql("CREATE TABLE t (a INT) WITH ('connector' = 'datagen')");
    p.sql("CREATE TABLE IF NOT EXISTS t (a INT) WITH ('connector' = 'datagen')");
  }
}
