package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** SHOW FUNCTIONS lists Flink's built-in functions. */
public class SqlShowFunctions {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.sql("SHOW FUNCTIONS");
  }
}
