package io.quiver.table.planner;

import io.quiver.engine.expr.Expr;
import io.quiver.engine.expr.Literal;
import io.quiver.engine.plan.AggregateCall;
import io.quiver.engine.plan.AggregateFunction;
import io.quiver.engine.plan.Calc;
import io.quiver.engine.plan.HashAggregate;
import io.quiver.engine.plan.Limit;
import io.quiver.engine.plan.PhysicalNode;
import io.quiver.engine.plan.Sort;
import io.quiver.engine.plan.SortKey;
import io.quiver.engine.plan.TableScan;
import io.quiver.engine.plan.UnionAll;
import io.quiver.engine.plan.Values;
import io.quiver.engine.store.ColumnarTable;
import io.quiver.engine.store.TableVersion;
import io.quiver.engine.types.Column;
import io.quiver.engine.types.SqlType;
import io.quiver.table.planner.functions.AggregateFunctionLowering;
import io.quiver.table.planner.functions.LateralCalcPullUp;
import io.quiver.table.planner.functions.TableFunctionLowering;
import io.quiver.table.planner.functions.UserFunctionLowering;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.apache.calcite.rel.RelFieldCollation;
import org.apache.calcite.rel.RelNode;
import org.apache.calcite.rel.core.Aggregate;
import org.apache.calcite.rel.core.Filter;
import org.apache.calcite.rel.core.Join;
import org.apache.calcite.rel.core.Project;
import org.apache.calcite.rel.core.Intersect;
import org.apache.calcite.rel.core.Minus;
import org.apache.calcite.rel.core.SetOp;
import org.apache.calcite.rel.core.Union;
import org.apache.calcite.rel.logical.LogicalCalc;
import org.apache.calcite.rel.logical.LogicalSort;
import org.apache.calcite.rel.logical.LogicalTableScan;
import org.apache.calcite.rel.logical.LogicalValues;
import org.apache.calcite.rex.RexBuilder;
import org.apache.calcite.rex.RexLiteral;
import org.apache.calcite.rex.RexNode;
import org.apache.calcite.rex.RexProgram;

/**
 * Lowers an optimized logical plan to the engine's physical operators. Each Calcite node maps to
 * one engine node; anything the engine cannot run yet is rejected with SQLSTATE 0A000.
 */
final class RelLowering {
  private final RexLowering rex;
  private final Function<ColumnarTable, TableVersion> versions;
  private final JoinLowering joins;
  private final AggregateLowering aggregates;
  private final WindowLowering windows;

  private final TableFunctionLowering tableFunctions;
  private final AggregateFunctionLowering userAggregates;
  /** A plan already lowered (and computed) elsewhere for a subtree, or null: sub-plans shared by a job. */
  private Function<RelNode, PhysicalNode> reuse = rel -> null;

  /**
   * Lowers a plan whose {@code ?} markers take the given values, in the given session time zone,
   * with the session's names for CURRENT_USER and its kin.
   */
  RelLowering(RexBuilder rexBuilder, Function<ColumnarTable, TableVersion> versions, UserFunctionLowering userFunctions,
      TableFunctionLowering tableFunctions, AggregateFunctionLowering userAggregates, List<Literal> parameters,
      java.time.ZoneId sessionZone, CurrentValues.SessionNames sessionNames) {
    this.rex = new RexLowering(rexBuilder, userFunctions, parameters, sessionZone, sessionNames);
    this.versions = versions;
    this.tableFunctions = tableFunctions;
    this.userAggregates = userAggregates;
    this.joins = new JoinLowering(rexBuilder, rex, this::lower);
    this.aggregates = new AggregateLowering(rex, this::lower);
    this.windows = new WindowLowering(this::lower);
  }

  /** Lowers subtrees for which {@code reuse} answers a plan to that plan. */
  RelLowering reusing(Function<RelNode, PhysicalNode> reuse) {
    this.reuse = java.util.Objects.requireNonNull(reuse, "reuse is null");
    return this;
  }

  PhysicalNode lower(RelNode rel) {
    PhysicalNode reused = reuse.apply(rel);
    if (reused != null) {
      return reused;
    }
    return lowerHere(rel);
  }

  /** Lowers {@code rel} itself (its inputs may still be reused). */
  /**
   * Refuses, as Flink's planner does, to read a sink-only connector table (blackhole) or an
   * unbounded one (datagen without a row count or sequence) in batch mode.
   */
  private static void checkSource(CatalogSchemas.ManagedTable table) {
    if (!(table.table().external() instanceof io.quiver.connector.ConnectorTable connector)) {
      return;
    }
    String message = null;
    if (!connector.isSource()) {
      message = io.quiver.connector.ConnectorTable.wrongDirection(connector.connector(), true).getMessage();
    } else if (connector instanceof io.quiver.connector.datagen.DataGenTable generated && !generated.isBounded()) {
      message = "Querying an unbounded table '" + table.identifier().asSummaryString()
          + "' in batch mode is not allowed. The table source is unbounded.";
    }
    if (message != null) {
      throw new io.quiver.table.api.ValidationException(message, null, "42809", 0, 0);
    }
  }

  PhysicalNode lowerHere(RelNode rel) {
    if (rel instanceof Aggregate userAggregate && (AggregateFunctionLowering.callsUserFunction(userAggregate)
        || AggregateFunctionLowering.callsOrderedSetFunction(userAggregate))) {
      return userAggregates.lower(userAggregate, lower(userAggregate.getInput()));
    }
    if (rel instanceof org.apache.calcite.rel.core.RepeatUnion recursive) {
      return recursiveUnion(recursive);
    }
    if (rel instanceof org.apache.calcite.rel.core.TableSpool spool) {
      // Within a recursive union, which keeps each run's rows itself.
      return lower(spool.getInput());
    }
    if (rel instanceof LogicalTableScan scan && scan.getTable().unwrap(org.apache.calcite.schema.TransientTable.class) != null) {
      return new io.quiver.engine.plan.WorkTableScan(workTableName(scan.getTable()), columns(rel));
    }
    if (rel instanceof LogicalTableScan scan) {
      CatalogSchemas.ManagedTable table = scan.getTable().unwrap(CatalogSchemas.ManagedTable.class);
      InformationSchema.ViewTable information = scan.getTable().unwrap(InformationSchema.ViewTable.class);
      if (information != null) {
        return informationRows(scan, information);
      }
      if (table == null) {
        throw RexLowering.unsupported("scanning " + scan.getTable().getQualifiedName());
      }
      if (table.table().external() != null) {
        checkSource(table);
        return new io.quiver.engine.plan.ExternalScan(table.identifier().asSummaryString(), table.table().external());
      }
      return new TableScan(table.identifier().asSummaryString(), table.table().storage(),
          versions.apply(table.table().storage()));
    }
    if (rel instanceof LogicalValues values) {
      return values(values);
    }
    if (rel instanceof org.apache.calcite.rel.logical.LogicalCorrelate correlate) {
      RelNode pulledUp = LateralCalcPullUp.apply(correlate);
      if (pulledUp != null) {
        return lower(pulledUp);
      }
      PhysicalNode join = tableFunctions.lower(correlate, this::lower, RexLowering::literal);
      if (join != null) {
        return join;
      }
      PhysicalNode unnest = UnnestLowering.lower(correlate, this::lower);
      if (unnest != null) {
        return unnest;
      }
    }
    if (rel instanceof org.apache.calcite.rel.core.Uncollect uncollect) {
      return UnnestLowering.lower(uncollect, this::lower);
    }
    if (rel instanceof LogicalCalc calc) {
      RexProgram program = calc.getProgram();
      Expr condition = program.getCondition() == null ? null : rex.lower(program.expandLocalRef(program.getCondition()));
      List<Expr> projects = program.getProjectList().stream().map(r -> rex.lower(program.expandLocalRef(r))).toList();
      return filtered(lower(calc.getInput()), condition, projects, columns(rel));
    }
    if (rel instanceof Project project) {
      return new Calc(lower(project.getInput()), null, project.getProjects().stream().map(rex::lower).toList(), columns(rel));
    }
    if (rel instanceof Filter filter) {
      PhysicalNode input = lower(filter.getInput());
      List<Expr> identity = new ArrayList<>();
      List<Column> columns = input.columns();
      for (int i = 0; i < columns.size(); i++) {
        identity.add(new io.quiver.engine.expr.ColumnRef(i, columns.get(i).type()));
      }
      return filtered(input, rex.lower(filter.getCondition()), identity, columns(rel));
    }
    if (rel instanceof org.apache.calcite.rel.core.Window window) {
      return windows.lower(window);
    }
    if (rel instanceof Join join) {
      return joins.lower(join);
    }
    if (rel instanceof Aggregate aggregate) {
      return aggregates.lower(aggregate);
    }
    if (rel instanceof LogicalSort sort) {
      return sort(sort);
    }
    if (rel instanceof Union union) {
      UnionAll all = new UnionAll(union.getInputs().stream().map(this::lower).toList(), columns(rel));
      // UNION (distinct): group by every column, computing nothing.
      return union.all ? all : new HashAggregate(all, allColumns(all), List.of(), all.columns());
    }
    if (rel instanceof SetOp setOp && (rel instanceof Intersect || rel instanceof Minus)) {
      io.quiver.engine.plan.SetOp.Kind kind = rel instanceof Intersect
          ? io.quiver.engine.plan.SetOp.Kind.INTERSECT : io.quiver.engine.plan.SetOp.Kind.EXCEPT;
      List<Column> columns = columns(rel);
      PhysicalNode result = lower(setOp.getInputs().get(0));
      for (int i = 1; i < setOp.getInputs().size(); i++) {
        result = new io.quiver.engine.plan.SetOp(result, lower(setOp.getInputs().get(i)), kind, setOp.all, columns);
      }
      return result;
    }
    throw RexLowering.unsupported(rel.getRelTypeName());
  }

  /** {@code WITH RECURSIVE name AS (seed UNION [ALL] step)}: the step reads the work table {@code name}. */
  private PhysicalNode recursiveUnion(org.apache.calcite.rel.core.RepeatUnion recursive) {
    if (recursive.iterationLimit >= 0) {
      throw RexLowering.unsupported("a recursive union with an iteration limit");
    }
    return new io.quiver.engine.plan.RecursiveUnion(lower(recursive.getSeedRel()), lower(recursive.getIterativeRel()),
        workTableName(recursive.getTransientTable()), recursive.all, columns(recursive));
  }

  private static String workTableName(org.apache.calcite.plan.RelOptTable table) {
    return String.join(".", table.getQualifiedName());
  }

  /**
   * A filter and projection over the input. A scan under a filter becomes an index lookup when an
   * index serves the filter (see {@link IndexSelection}); when the lookup finds exactly the rows
   * that pass, the filter goes, and a projection of every column as it is goes too, so that a
   * point lookup runs no generated code.
   */
  private static PhysicalNode filtered(PhysicalNode input, Expr condition, List<Expr> projects, List<Column> columns) {
    if (input instanceof TableScan scan) {
      IndexSelection.Choice choice = IndexSelection.choose(scan, condition);
      if (choice != null) {
        if (!choice.answersCondition()) {
          return new Calc(choice.lookup(), condition, projects, columns);
        }
        if (isIdentity(projects, scan.columns(), columns)) {
          return choice.lookup();
        }
        return new Calc(choice.lookup(), null, projects, columns);
      }
    }
    return new Calc(input, condition, projects, columns);
  }

  private static boolean isIdentity(List<Expr> projects, List<Column> inputs, List<Column> outputs) {
    if (projects.size() != inputs.size() || outputs.size() != inputs.size()) {
      return false;
    }
    for (int i = 0; i < projects.size(); i++) {
      if (!(projects.get(i) instanceof io.quiver.engine.expr.ColumnRef ref) || ref.index() != i
          || !ref.type().equals(inputs.get(i).type()) || !outputs.get(i).type().equals(inputs.get(i).type())) {
        return false;
      }
    }
    return true;
  }

  /** An information_schema view's rows as they are now (read at each lowering, never cached). */
  private PhysicalNode informationRows(LogicalTableScan scan, InformationSchema.ViewTable view) {
    List<Column> columns = new ArrayList<>();
    for (org.apache.calcite.rel.type.RelDataTypeField field : scan.getRowType().getFieldList()) {
      columns.add(new Column(field.getName(), TypeConversion.toSqlType(field.getType())));
    }
    List<List<Literal>> rows = new ArrayList<>();
    for (List<Object> values : view.rows()) {
      List<Literal> row = new ArrayList<>();
      for (int c = 0; c < values.size(); c++) {
        SqlType type = columns.get(c).type();
        Object value = values.get(c);
        row.add(value == null ? Literal.nullOf(type) : new Literal(value, type));
      }
      rows.add(row);
    }
    return new Values(columns, rows);
  }

  private PhysicalNode values(LogicalValues values) {
    List<Column> columns = columns(values);
    List<List<Literal>> rows = new ArrayList<>();
    for (List<RexLiteral> tuple : values.getTuples()) {
      List<Literal> row = new ArrayList<>();
      for (int c = 0; c < tuple.size(); c++) {
        SqlType target = columns.get(c).type();
        RexLiteral literal = tuple.get(c);
        row.add(literal.isNull() ? Literal.nullOf(target) : new Literal(LiteralConversion.convert(literal, target, rex.sessionZone()), target));
      }
      rows.add(row);
    }
    return new Values(columns, rows);
  }

  private PhysicalNode sort(LogicalSort sort) {
    long offset = sort.offset == null ? 0 : longValue(sort.offset);
    long fetch = sort.fetch == null ? -1 : longValue(sort.fetch);
    PhysicalNode input = lower(sort.getInput());
    if (sort.getCollation().getFieldCollations().isEmpty()) {
      return new Limit(input, offset, fetch);
    }
    List<SortKey> keys = new ArrayList<>();
    for (RelFieldCollation field : sort.getCollation().getFieldCollations()) {
      boolean descending = field.direction.isDescending();
      boolean nullsFirst = switch (field.nullDirection) {
        case FIRST -> true;
        case LAST -> false;
        // Unspecified: NULL sorts as the largest value, as in PostgreSQL.
        case UNSPECIFIED -> descending;
      };
      if (input.columns().get(field.getFieldIndex()).type().id().isComposite()) {
        throw RexLowering.unsupported("ORDER BY a value of type " + input.columns().get(field.getFieldIndex()).type());
      }
      keys.add(new SortKey(field.getFieldIndex(), descending, nullsFirst));
    }
    return new Sort(input, keys, offset, fetch);
  }

  private long longValue(RexNode node) {
    if (node instanceof RexLiteral literal) {
      return literal.getValueAs(Long.class);
    }
    if (node instanceof org.apache.calcite.rex.RexDynamicParam param) {
      Object value = rex.parameter(param).value();
      if (value == null || ((Number) value).longValue() < 0) {
        throw new io.quiver.engine.error.EngineException("2201W", "LIMIT and OFFSET must not be negative or NULL");
      }
      return ((Number) value).longValue();
    }
    throw RexLowering.unsupported("a non-constant LIMIT or OFFSET");
  }

  private static int[] allColumns(PhysicalNode node) {
    int[] keys = new int[node.columns().size()];
    for (int i = 0; i < keys.length; i++) {
      keys[i] = i;
    }
    return keys;
  }

  static List<Column> columns(RelNode rel) {
    return TypeConversion.toColumns(rel.getRowType());
  }
}
