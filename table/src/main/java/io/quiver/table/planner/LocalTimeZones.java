package io.quiver.table.planner;

import io.quiver.engine.expr.ColumnRef;
import io.quiver.engine.expr.Expr;
import io.quiver.engine.plan.Calc;
import io.quiver.engine.plan.PhysicalNode;
import io.quiver.table.planner.functions.UserFunctionLowering;
import java.util.ArrayList;
import java.util.List;
import org.apache.calcite.rel.type.RelDataType;
import org.apache.calcite.sql.type.SqlTypeName;

/**
 * A query's TIMESTAMP WITH LOCAL TIME ZONE columns leave the engine as UTC TIMESTAMPs; the last
 * step of the plan shows them in the session time zone, as Flink prints them.
 */
final class LocalTimeZones {
  private LocalTimeZones() {}

  static PhysicalNode showLocal(PhysicalNode physical, RelDataType rowType, UserFunctionLowering functions) {
    if (rowType.getFieldList().stream()
        .noneMatch(f -> f.getType().getSqlTypeName() == SqlTypeName.TIMESTAMP_WITH_LOCAL_TIME_ZONE)) {
      return physical;
    }
    List<Expr> projects = new ArrayList<>();
    for (int i = 0; i < physical.columns().size(); i++) {
      Expr column = new ColumnRef(i, physical.columns().get(i).type());
      boolean local = rowType.getFieldList().get(i).getType().getSqlTypeName()
          == SqlTypeName.TIMESTAMP_WITH_LOCAL_TIME_ZONE;
      projects.add(local ? functions.shiftZone(column, false) : column);
    }
    return new Calc(physical, null, projects, physical.columns());
  }

  /** Shifts the given columns from the session time zone to UTC, for rows written to LTZ columns. */
  static PhysicalNode toUtc(PhysicalNode physical, java.util.Set<Integer> columns, UserFunctionLowering functions) {
    if (columns.isEmpty()) {
      return physical;
    }
    List<Expr> projects = new ArrayList<>();
    for (int i = 0; i < physical.columns().size(); i++) {
      Expr column = new ColumnRef(i, physical.columns().get(i).type());
      projects.add(columns.contains(i) ? functions.shiftZone(column, true) : column);
    }
    return new Calc(physical, null, projects, physical.columns());
  }
}
