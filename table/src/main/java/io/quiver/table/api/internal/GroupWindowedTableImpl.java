package io.quiver.table.api.internal;

import io.quiver.table.api.ApiExpression;
import io.quiver.table.api.GroupWindow;
import io.quiver.table.api.GroupWindowedTable;
import io.quiver.table.api.Table;
import io.quiver.table.api.ValidationException;
import io.quiver.table.api.WindowGroupedTable;
import io.quiver.table.expressions.Expression;
import io.quiver.table.expressions.SqlRenderContext;
import io.quiver.table.operations.AggregateQueryOperation;
import io.quiver.table.operations.FilterQueryOperation;
import io.quiver.table.operations.JoinQueryOperation;
import io.quiver.table.operations.ProjectQueryOperation;
import io.quiver.table.operations.QueryOperation;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * Group windows computed in batch: each row gets the start and end of its window(s) (tumbling:
 * one; sliding: every window holding it, through a table function; session: see
 * {@link #sessions}), and the rows are grouped by those columns and the other keys.
 * {@code $("w").start()}, {@code $("w").end()} and {@code $("w").rowtime()} (the end less one
 * millisecond, the window's last time as Flink defines it) read them.
 */
final class GroupWindowedTableImpl implements GroupWindowedTable {
  private final TableImpl table;
  private final GroupWindow window;

  GroupWindowedTableImpl(TableImpl table, GroupWindow window) {
    this.table = table;
    this.window = window;
  }

  @Override
  public WindowGroupedTable groupBy(Expression... fields) {
    List<ApiExpression> keys = TableImpl.api(fields);
    String alias = window.getAlias();
    if (keys.stream().noneMatch(k -> alias.equals(k.fieldName()))) {
      throw new ValidationException("A window-grouped table must group by its window alias $(\"" + alias + "\").");
    }
    return selection -> select(keys, TableImpl.api(selection));
  }

  private Table select(List<ApiExpression> keys, List<ApiExpression> selection) {
    SqlRenderContext context = table.context();
    String alias = window.getAlias();
    String start = ApiExpression.quote(alias + "$start");
    String end = ApiExpression.quote(alias + "$end");
    String rowtime = ApiExpression.quote(alias + "$rowtime");
    long size = micros(window.getSize());
    String time = ((ApiExpression) window.getTimeField()).toSql(context);
    String endFn = context.inlineFunction(new WindowFunctions.WindowEnd());
    QueryOperation withEnd;
    if (window.getKind() == GroupWindow.Kind.SESSION) {
      withEnd = sessions(keys, context, time, size);
    } else {
      withEnd = new ProjectQueryOperation(withStart(context, time, size, start),
          List.of("*", millis(endFn + "(" + start + ", CAST(" + size + " AS BIGINT))") + " AS " + end));
    }
    QueryOperation withRowtime = new ProjectQueryOperation(withEnd,
        List.of("*", millis(endFn + "(" + end + ", CAST(" + (-MICROS_PER_MILLI) + " AS BIGINT))") + " AS " + rowtime));
    List<String> groupings = new ArrayList<>();
    for (ApiExpression key : keys) {
      if (alias.equals(key.fieldName())) {
        groupings.add(start);
        groupings.add(end);
        groupings.add(rowtime);
      } else {
        groupings.add(key.toSql(context));
      }
    }
    return new TableImpl(table.env(),
        new AggregateQueryOperation(withRowtime, groupings, TableImpl.aggregateProjections(selection, context)));
  }

  /** A window's start, end or rowtime: TIMESTAMP(3) in Flink, whatever the time column's precision. */
  private static String millis(String timestamp) {
    return "CAST(" + timestamp + " AS TIMESTAMP(3))";
  }

  /** Each row with the start of its tumbling window, or once per sliding window holding it. */
  private QueryOperation withStart(SqlRenderContext context, String time, long size, String start) {
    QueryOperation withStart;
    if (window.getKind() == GroupWindow.Kind.TUMBLE) {
      String fn = context.inlineFunction(new WindowFunctions.TumbleStart());
      withStart = new ProjectQueryOperation(table.getQueryOperation(),
          List.of("*", millis(fn + "(" + time + ", CAST(" + size + " AS BIGINT))") + " AS " + start));
    } else {
      long slide = micros(window.getSlide());
      String fn = context.inlineFunction(new WindowFunctions.SlideStarts());
      withStart = new JoinQueryOperation(table.getQueryOperation(), null, "LATERAL TABLE(" + fn + "(" + time
          + ", CAST(" + size + " AS BIGINT), CAST(" + slide + " AS BIGINT))) AS `W`(" + start + ")",
          JoinQueryOperation.JoinType.INNER, null);
    }
    return withStart;
  }

  /**
   * Session windows: per group of the other keys, rows sorted by time start a new session where
   * the time since the previous row reaches the gap (each row's window [t, t + gap) then no longer
   * overlaps the session's); a running sum of those starts numbers the sessions. A session starts
   * at its first time and ends a gap after its last, as in Flink. Rows without a time belong to no
   * session.
   */
  private QueryOperation sessions(List<ApiExpression> keys, SqlRenderContext context, String time, long gap) {
    String alias = window.getAlias();
    String isNew = ApiExpression.quote(alias + "$new");
    String id = ApiExpression.quote(alias + "$id");
    String endFn = context.inlineFunction(new WindowFunctions.WindowEnd());
    String gapMicros = "CAST(" + gap + " AS BIGINT)";
    List<String> partition = new ArrayList<>();
    for (ApiExpression key : keys) {
      if (!alias.equals(key.fieldName())) {
        partition.add(key.toSql(context));
      }
    }
    String byKeys = partition.isEmpty() ? "" : "PARTITION BY " + String.join(", ", partition) + " ";
    String ordered = "OVER (" + byKeys + "ORDER BY " + time + ")";
    String previous = "LAG(" + time + ") " + ordered;
    QueryOperation timed = new FilterQueryOperation(table.getQueryOperation(), time + " IS NOT NULL");
    QueryOperation marked = new ProjectQueryOperation(timed, List.of("*", "CASE WHEN " + previous + " IS NOT NULL AND "
        + time + " < " + endFn + "(" + previous + ", " + gapMicros + ") THEN 0 ELSE 1 END AS " + isNew));
    // RANGE, the default frame: rows with equal times (peers) get the same number whatever their order.
    QueryOperation numbered = new ProjectQueryOperation(marked, List.of("*", "SUM(" + isNew + ") " + ordered + " AS " + id));
    List<String> sessionKeys = new ArrayList<>(partition);
    sessionKeys.add(id);
    String session = "OVER (PARTITION BY " + String.join(", ", sessionKeys) + ")";
    return new ProjectQueryOperation(numbered, List.of("*",
        millis("MIN(" + time + ") " + session) + " AS " + ApiExpression.quote(alias + "$start"),
        millis(endFn + "(MAX(" + time + ") " + session + ", " + gapMicros + ")") + " AS "
            + ApiExpression.quote(alias + "$end")));
  }

  private static final long MICROS_PER_MILLI = 1_000L;

  private static long micros(Expression interval) {
    Duration duration = interval instanceof ApiExpression e ? e.intervalDuration() : null;
    if (duration == null || duration.isNegative() || duration.isZero()) {
      throw new ValidationException("A group window needs a positive time interval such as lit(10).minutes(), not "
          + interval + "; row-count windows are not supported in batch.");
    }
    return duration.toNanos() / 1_000;
  }
}
