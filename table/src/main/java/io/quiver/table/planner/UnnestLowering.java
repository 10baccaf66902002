package io.quiver.table.planner;

import io.quiver.engine.expr.ColumnRef;
import io.quiver.engine.expr.Expr;
import io.quiver.engine.plan.Calc;
import io.quiver.engine.plan.PhysicalNode;
import io.quiver.engine.plan.RowExpander;
import io.quiver.engine.plan.TableFunctionJoin;
import io.quiver.engine.types.ArrayData;
import io.quiver.engine.types.Column;
import io.quiver.engine.types.MapData;
import io.quiver.engine.types.RowData;
import io.quiver.engine.types.SqlType;
import io.quiver.engine.types.TypeId;
import io.quiver.table.api.ValidationException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;
import org.apache.calcite.rel.RelNode;
import org.apache.calcite.rel.core.JoinRelType;
import org.apache.calcite.rel.core.Uncollect;
import org.apache.calcite.rel.logical.LogicalCalc;
import org.apache.calcite.rel.logical.LogicalCorrelate;
import org.apache.calcite.rel.logical.LogicalProject;
import org.apache.calcite.rel.logical.LogicalValues;
import org.apache.calcite.rex.RexCorrelVariable;
import org.apache.calcite.rex.RexFieldAccess;
import org.apache.calcite.rex.RexNode;

/**
 * Lowers UNNEST (Calcite's {@link Uncollect}) to the engine's {@link TableFunctionJoin}, with a
 * built-in expander that emits one row per element: an ARRAY's or MULTISET's element (a ROW
 * element as its fields), a MAP's key and value, then the 1-based position WITH ORDINALITY.
 * {@code t CROSS JOIN UNNEST(t.a)} is a Correlate over an Uncollect of the left row's columns;
 * a standalone {@code UNNEST(ARRAY[...])} joins over its own input and keeps the element columns.
 */
final class UnnestLowering {
  private UnnestLowering() {}

  /** The physical plan of {@code correlate}, or null when its right side is not an UNNEST of the left row. */
  static PhysicalNode lower(LogicalCorrelate correlate, Function<RelNode, PhysicalNode> lowerInput) {
    RelNode right = correlate.getRight();
    while (right instanceof org.apache.calcite.plan.hep.HepRelVertex vertex) {
      right = vertex.getCurrentRel();
    }
    if (!(right instanceof Uncollect uncollect)) {
      return null;
    }
    List<RexNode> collections = collections(strip(uncollect.getInput()));
    if (collections == null) {
      return null;
    }
    if (correlate.getJoinType() != JoinRelType.INNER && correlate.getJoinType() != JoinRelType.LEFT) {
      throw unsupported("a " + correlate.getJoinType() + " join with UNNEST");
    }
    PhysicalNode input = lowerInput.apply(correlate.getLeft());
    List<Expr> arguments = new ArrayList<>();
    for (RexNode operand : collections) {
      if (operand instanceof RexFieldAccess access && access.getReferenceExpr() instanceof RexCorrelVariable) {
        int index = access.getField().getIndex();
        arguments.add(new ColumnRef(index, input.columns().get(index).type()));
      } else {
        throw unsupported("UNNEST of " + operand + " (unnest a column of the joined table)");
      }
    }
    return new TableFunctionJoin(input, "UNNEST", expander(arguments, uncollect.withOrdinality), arguments,
        correlate.getJoinType() == JoinRelType.LEFT, TypeConversion.toColumns(correlate.getRowType()));
  }

  /** A standalone UNNEST: its input's columns are the collections; the result is their elements. */
  static PhysicalNode lower(Uncollect uncollect, Function<RelNode, PhysicalNode> lowerInput) {
    PhysicalNode series = generateSeries(uncollect, lowerInput);
    if (series != null) {
      return series;
    }
    PhysicalNode input = lowerInput.apply(uncollect.getInput());
    List<Expr> arguments = new ArrayList<>();
    for (int i = 0; i < input.columns().size(); i++) {
      arguments.add(new ColumnRef(i, input.columns().get(i).type()));
    }
    List<Column> elements = TypeConversion.toColumns(uncollect.getRowType());
    List<Column> joined = new ArrayList<>(input.columns());
    joined.addAll(elements);
    PhysicalNode join = new TableFunctionJoin(input, "UNNEST", expander(arguments, uncollect.withOrdinality), arguments,
        false, joined);
    List<Expr> projects = new ArrayList<>();
    for (int i = 0; i < elements.size(); i++) {
      projects.add(new ColumnRef(input.columns().size() + i, elements.get(i).type()));
    }
    return new Calc(join, null, projects, elements);
  }

  /**
   * {@code FROM generate_series(a, b [, step])} (an UNNEST of the standard dialect's scalar
   * GENERATE_SERIES over one row): the values are emitted one by one from a, b and step, never
   * built as an array, which every joined row would carry.
   */
  private static PhysicalNode generateSeries(Uncollect uncollect, Function<RelNode, PhysicalNode> lowerInput) {
    RelNode input = strip(uncollect.getInput());
    List<RexNode> collections = collections(input);
    if (uncollect.withOrdinality || collections == null || collections.size() != 1
        || !(collections.get(0) instanceof org.apache.calcite.rex.RexCall call)
        || !call.getOperator().getName().equals("GENERATE_SERIES")
        || !(call.getOperator() instanceof io.quiver.table.planner.functions.JavaBuiltinFunction)) {
      return null;
    }
    RelNode values = input instanceof LogicalProject project ? project.getInput() : ((LogicalCalc) input).getInput();
    RelNode bounds = LogicalProject.create(values, List.of(), call.getOperands(), (List<String>) null,
        com.google.common.collect.ImmutableSet.of());
    PhysicalNode lowered = lowerInput.apply(bounds);
    List<Expr> arguments = new ArrayList<>();
    for (int i = 0; i < lowered.columns().size(); i++) {
      arguments.add(new ColumnRef(i, lowered.columns().get(i).type()));
    }
    List<Column> elements = TypeConversion.toColumns(uncollect.getRowType());
    List<Column> joined = new ArrayList<>(lowered.columns());
    joined.addAll(elements);
    RowExpander expander = (bound, out) -> {
      if (bound[0] == null || bound[1] == null || bound.length > 2 && bound[2] == null) {
        return;
      }
      long start = ((Number) bound[0]).longValue();
      long stop = ((Number) bound[1]).longValue();
      long step = bound.length > 2 ? ((Number) bound[2]).longValue() : 1;
      if (step == 0) {
        throw new io.quiver.engine.error.EngineException("22023", "step size cannot equal zero");
      }
      for (long v = start; step > 0 ? v <= stop : v >= stop; v += step) {
        out.accept(new Object[] {v});
        if (step > 0 ? v > Long.MAX_VALUE - step : v < Long.MIN_VALUE - step) {
          break;
        }
      }
    };
    PhysicalNode join = new TableFunctionJoin(lowered, "GENERATE_SERIES", expander, arguments, false, joined);
    List<Expr> projects = new ArrayList<>();
    for (int i = 0; i < elements.size(); i++) {
      projects.add(new ColumnRef(lowered.columns().size() + i, elements.get(i).type()));
    }
    return new Calc(join, null, projects, elements);
  }

  /** The expressions a one-row Project or Calc over VALUES computes: the collections to unnest. */
  private static List<RexNode> collections(RelNode rel) {
    if (rel instanceof LogicalProject project && strip(project.getInput()) instanceof LogicalValues) {
      return project.getProjects();
    }
    if (rel instanceof LogicalCalc calc && calc.getProgram().getCondition() == null
        && strip(calc.getInput()) instanceof LogicalValues) {
      return calc.getProgram().getProjectList().stream().map(calc.getProgram()::expandLocalRef).map(r -> (RexNode) r)
          .toList();
    }
    return null;
  }

  private static RelNode strip(RelNode rel) {
    return rel instanceof org.apache.calcite.plan.hep.HepRelVertex vertex ? vertex.getCurrentRel() : rel;
  }

  /**
   * Several collections are unnested side by side, as in the standard: the row count is the
   * longest's, the shorter ones padded with NULLs.
   */
  private static RowExpander expander(List<Expr> arguments, boolean withOrdinality) {
    List<SqlType> types = arguments.stream().map(Expr::type).toList();
    for (SqlType type : types) {
      if (!type.id().isComposite() || type.id() == TypeId.ROW) {
        throw unsupported("UNNEST of a " + type);
      }
    }
    return (values, out) -> {
      int rows = 0;
      for (int i = 0; i < values.length; i++) {
        rows = Math.max(rows, size(values[i]));
      }
      for (int r = 0; r < rows; r++) {
        List<Object> row = new ArrayList<>();
        for (int i = 0; i < values.length; i++) {
          emit(values[i], types.get(i), r, row::add);
        }
        if (withOrdinality) {
          row.add(r + 1);
        }
        out.accept(row.toArray());
      }
    };
  }

  private static int size(Object collection) {
    if (collection instanceof ArrayData array) {
      return array.size();
    }
    return collection instanceof MapData map ? map.size() : 0;
  }

  private static void emit(Object collection, SqlType type, int r, Consumer<Object> row) {
    boolean present = r < size(collection);
    if (type.id() == TypeId.MAP) {
      MapData map = (MapData) collection;
      row.accept(present ? map.keys()[r] : null);
      row.accept(present ? map.values()[r] : null);
      return;
    }
    Object element = present ? ((ArrayData) collection).get(r) : null;
    if (type.elementType().id() == TypeId.ROW) {
      // Calcite's Uncollect flattens a ROW element into its fields.
      for (int f = 0; f < type.elementType().fields().size(); f++) {
        row.accept(element == null ? null : ((RowData) element).get(f));
      }
    } else {
      row.accept(element);
    }
  }

  private static ValidationException unsupported(String what) {
    return new ValidationException(what + " is not supported yet", null, "0A000", 0, 0);
  }
}
