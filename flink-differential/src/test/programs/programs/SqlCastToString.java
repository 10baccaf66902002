package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** CAST to STRING, Flink's name for VARCHAR(2147483647). */
public class SqlCastToString {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.sql("SELECT CAST(42 AS STRING) AS s, CAST(DATE '2024-05-06' AS STRING) AS d");
  }
}
