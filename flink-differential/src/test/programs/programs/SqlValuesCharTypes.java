package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** VALUES of string literals of different lengths. */
public class SqlValuesCharTypes {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.sql("SELECT * FROM (VALUES ('a', 1), ('bbb', 2)) AS t(s, n)");
  }
}
