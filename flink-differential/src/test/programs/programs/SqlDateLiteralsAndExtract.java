package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** Date and timestamp literals, EXTRACT. */
public class SqlDateLiteralsAndExtract {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.sql("SELECT DATE '2024-02-29' AS d, TIMESTAMP '2024-02-29 10:11:12' AS ts, TIME '10:11:12' AS t, EXTRACT(YEAR FROM DATE '2024-02-29') AS y, EXTRACT(MONTH FROM TIMESTAMP '2024-02-29 10:11:12') AS m");
  }
}
