package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** DATE_FORMAT with several patterns, of a TIMESTAMP and of a string. */
public class SqlDateFormatPatterns {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.sql("SELECT DATE_FORMAT(TIMESTAMP '2024-07-04 09:05:06.789', 'yyyy-MM-dd') AS d, DATE_FORMAT(TIMESTAMP '2024-07-04 09:05:06.789', 'HH:mm:ss.SSS') AS t, DATE_FORMAT(TIMESTAMP '2024-07-04 21:05:06', 'dd/MM/yy hh a') AS us, DATE_FORMAT(TIMESTAMP '2024-07-04 09:05:06', 'EEE, MMM d') AS words, DATE_FORMAT('2024-07-04 09:05:06', 'yyyyMMddHHmmss') AS compact");
  }
}
