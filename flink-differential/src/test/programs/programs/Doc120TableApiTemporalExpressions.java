package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.table.expressions.TimeIntervalUnit;
import org.apache.flink.table.expressions.TimePointUnit;

/** Temporal expressions of the Table API: toDate, extract, floor, interval literals, temporalOverlaps. */
public class Doc120TableApiTemporalExpressions {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    Table t = env.fromValues(DataTypes.ROW(DataTypes.FIELD("id", DataTypes.INT()), DataTypes.FIELD("d", DataTypes.STRING())),
        row(1, "2024-02-29"), row(2, "1999-12-31"));
    p.table(t.select($("id"), $("d").toDate(), $("d").toDate().extract(TimeIntervalUnit.YEAR), $("d").toDate().plus(lit(3).days())).orderBy($("id")));
    p.table(t.select($("id"), lit("2024-01-02 03:04:05").toTimestamp().floor(TimeIntervalUnit.HOUR), lit("12:30:00").toTime(), lit(2).hours(), lit(5).months()).orderBy($("id")));
    p.table(t.select($("id"), dateFormat(lit("2024-01-02 03:04:05").toTimestamp(), "yyyy-MM"), timestampDiff(TimePointUnit.DAY, lit("2024-01-01").toDate(), $("d").toDate())).orderBy($("id")));
    p.table(t.select($("id"), temporalOverlaps(lit("2:55:00").toTime(), lit(1).hours(), lit("3:30:00").toTime(), lit(2).hours())).orderBy($("id")));
    p.table(t.select($("id"), $("d").toDate().ceil(TimeIntervalUnit.MONTH), $("d").toDate().extract(TimeIntervalUnit.QUARTER)).orderBy($("id")));
  }
}
