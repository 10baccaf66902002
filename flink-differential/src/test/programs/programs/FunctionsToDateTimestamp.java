package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** TO_DATE and TO_TIMESTAMP with formats, and unparsable input. */
public class FunctionsToDateTimestamp {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.sql("SELECT TO_DATE('20240304', 'yyyyMMdd') AS d, TO_TIMESTAMP('04/03/2024 10:11', 'dd/MM/yyyy HH:mm') AS ts, TO_DATE('2024-13-45') AS bad");
  }
}
