package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** Flink's LOG2 and LOG with a base. */
public class SqlLog2 {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.sql("SELECT LOG2(8) AS a, LOG(2, 8) AS b");
  }
}
