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
import io.quiver.table.operations.JoinQueryOperation;
import io.quiver.table.operations.ProjectQueryOperation;
import io.quiver.table.operations.QueryOperation;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * Group windows computed in batch: each row gets the start and end of its window(s) (tumbling:
 * one; sliding: every window holding it, through a table function), and the rows are grouped by
 * those columns and the other keys. {@code $("w").start()} and {@code $("w").end()} read them.
 * Session windows depend on the order of rows and are not supported yet.
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
    if (window.getKind() == GroupWindow.Kind.SESSION) {
      throw new ValidationException("Session windows are not supported yet", null, "0A000", 0, 0);
    }
    SqlRenderContext context = table.context();
    String alias = window.getAlias();
    String start = ApiExpression.quote(alias + "$start");
    String end = ApiExpression.quote(alias + "$end");
    long size = micros(window.getSize());
    String time = ((ApiExpression) window.getTimeField()).toSql(context);
    QueryOperation withStart;
    if (window.getKind() == GroupWindow.Kind.TUMBLE) {
      String fn = context.inlineFunction(new WindowFunctions.TumbleStart());
      withStart = new ProjectQueryOperation(table.getQueryOperation(),
          List.of("*", fn + "(" + time + ", CAST(" + size + " AS BIGINT)) AS " + start));
    } else {
      long slide = micros(window.getSlide());
      String fn = context.inlineFunction(new WindowFunctions.SlideStarts());
      withStart = new JoinQueryOperation(table.getQueryOperation(), null, "LATERAL TABLE(" + fn + "(" + time
          + ", CAST(" + size + " AS BIGINT), CAST(" + slide + " AS BIGINT))) AS `W`(" + start + ")",
          JoinQueryOperation.JoinType.INNER, null);
    }
    String endFn = context.inlineFunction(new WindowFunctions.WindowEnd());
    QueryOperation withEnd = new ProjectQueryOperation(withStart,
        List.of("*", endFn + "(" + start + ", CAST(" + size + " AS BIGINT)) AS " + end));
    List<String> groupings = new ArrayList<>();
    for (ApiExpression key : keys) {
      if (alias.equals(key.fieldName())) {
        groupings.add(start);
        groupings.add(end);
      } else {
        groupings.add(key.toSql(context));
      }
    }
    return new TableImpl(table.env(),
        new AggregateQueryOperation(withEnd, groupings, TableImpl.projections(selection, context)));
  }

  private static long micros(Expression interval) {
    Duration duration = interval instanceof ApiExpression e ? e.intervalDuration() : null;
    if (duration == null || duration.isNegative() || duration.isZero()) {
      throw new ValidationException("A group window needs a positive time interval such as lit(10).minutes(), not "
          + interval + "; row-count windows are not supported in batch.");
    }
    return duration.toNanos() / 1_000;
  }
}
