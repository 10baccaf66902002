package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** EXTRACT of each part of a date and a timestamp. */
public class SqlExtractParts {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.sql("SELECT EXTRACT(YEAR FROM DATE '2024-03-15') AS y, EXTRACT(MONTH FROM DATE '2024-03-15') AS m, EXTRACT(DAY FROM DATE '2024-03-15') AS d, EXTRACT(HOUR FROM TIMESTAMP '2024-03-15 13:14:15') AS h, EXTRACT(MINUTE FROM TIMESTAMP '2024-03-15 13:14:15') AS mi, EXTRACT(SECOND FROM TIMESTAMP '2024-03-15 13:14:15') AS s");
  }
}
