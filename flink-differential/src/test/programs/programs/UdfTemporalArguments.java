package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import org.apache.flink.table.functions.ScalarFunction;

/** ScalarFunctions over LocalDate, LocalTime and LocalDateTime arguments and results. */
public class UdfTemporalArguments {
  public static class NextDay extends ScalarFunction {
    public LocalDate eval(LocalDate d) {
      return d == null ? null : d.plusDays(1);
    }
  }

  public static class Describe extends ScalarFunction {
    public String eval(LocalDateTime t) {
      return t.getDayOfWeek() + " " + t.toLocalTime();
    }

    public String eval(LocalTime t) {
      return "time " + t.getHour();
    }
  }

  public static void run(TableEnvironment env, Probe p) throws Exception {
    env.createTemporarySystemFunction("next_day", NextDay.class);
    env.createTemporarySystemFunction("describe_it", Describe.class);
    p.sql("SELECT next_day(DATE '2024-02-28') AS a, next_day(DATE '2024-02-29') AS b, next_day(CAST(NULL AS DATE)) AS c");
    p.sql("SELECT describe_it(TIMESTAMP '2024-03-01 10:20:30') AS a, describe_it(TIME '07:08:09') AS b");
  }
}
