package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** DATE_FORMAT with a Java pattern. */
public class SqlDateFormat {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.sql("SELECT DATE_FORMAT(TIMESTAMP '2024-02-29 10:11:12', 'yyyy/MM/dd HH:mm') AS f");
  }
}
