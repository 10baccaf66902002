package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** TO_DATE and TO_TIMESTAMP parse strings. */
public class SqlToDateToTimestamp {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.sql("SELECT TO_DATE('2024-03-04') AS d, TO_TIMESTAMP('2024-03-04 05:06:07') AS ts");
  }
}
