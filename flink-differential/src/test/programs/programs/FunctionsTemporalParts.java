package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** YEAR, QUARTER, MONTH, WEEK, DAYOFYEAR, DAYOFMONTH, DAYOFWEEK, HOUR, MINUTE, SECOND. */
public class FunctionsTemporalParts {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.sql("SELECT YEAR(DATE '2024-03-15') AS y, QUARTER(DATE '2024-03-15') AS q, MONTH(DATE '2024-03-15') AS m, WEEK(DATE '2024-03-15') AS w, DAYOFYEAR(DATE '2024-03-15') AS doy, DAYOFMONTH(DATE '2024-03-15') AS dom, DAYOFWEEK(DATE '2024-03-15') AS dow, HOUR(TIMESTAMP '2024-03-15 13:14:15') AS h, MINUTE(TIMESTAMP '2024-03-15 13:14:15') AS mi, SECOND(TIMESTAMP '2024-03-15 13:14:15') AS s");
  }
}
