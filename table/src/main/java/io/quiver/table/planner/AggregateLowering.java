package io.quiver.table.planner;

import io.quiver.engine.expr.Call;
import io.quiver.engine.expr.ColumnRef;
import io.quiver.engine.expr.Expr;
import io.quiver.engine.expr.Literal;
import io.quiver.engine.expr.Operator;
import io.quiver.engine.plan.AggregateCall;
import io.quiver.engine.plan.AggregateFunction;
import io.quiver.engine.plan.Calc;
import io.quiver.engine.plan.HashAggregate;
import io.quiver.engine.plan.PhysicalNode;
import io.quiver.engine.plan.UnionAll;
import io.quiver.engine.types.Column;
import io.quiver.engine.types.SqlType;
import io.quiver.engine.types.TypeId;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.apache.calcite.rel.RelNode;
import org.apache.calcite.rel.core.Aggregate;
import org.apache.calcite.rex.RexLiteral;
import org.apache.calcite.util.ImmutableBitSet;

/**
 * Lowers a Calcite aggregate to hash aggregations. Aggregates with a FILTER read a computed
 * column {@code CASE WHEN filter THEN arg END} (every function lowered here ignores NULLs);
 * SINGLE_VALUE becomes MIN plus a row count checked afterwards (SQLSTATE 21000 on a second
 * row); LITERAL_AGG and GROUPING() become constants; GROUPING SETS become one aggregation per
 * set, unioned, with NULL in place of the keys a set does not group by. JSON_ARRAYAGG and
 * JSON_OBJECTAGG are a LISTAGG of each row's JSON member, put in brackets.
 */
final class AggregateLowering {
  private static final SqlType BIGINT = SqlType.of(TypeId.BIGINT).withNullable(false);
  private static final SqlType BOOLEAN = SqlType.of(TypeId.BOOLEAN);

  private final RexLowering rex;
  private final Function<RelNode, PhysicalNode> lowerInput;

  AggregateLowering(RexLowering rex, Function<RelNode, PhysicalNode> lowerInput) {
    this.rex = rex;
    this.lowerInput = lowerInput;
  }

  PhysicalNode lower(Aggregate aggregate) {
    PhysicalNode input = lowerInput.apply(aggregate.getInput());
    List<Column> inputColumns = input.columns();
    List<Expr> projects = new ArrayList<>();
    List<Column> projected = new ArrayList<>(inputColumns);
    for (int i = 0; i < inputColumns.size(); i++) {
      projects.add(new ColumnRef(i, inputColumns.get(i).type()));
    }
    // Arguments of filtered aggregates, as computed columns.
    List<Integer> arguments = new ArrayList<>();
    for (org.apache.calcite.rel.core.AggregateCall call : aggregate.getAggCallList()) {
      boolean grouping = switch (call.getAggregation().getKind()) {
        case GROUPING, GROUPING_ID, GROUP_ID, LITERAL_AGG -> true;
        default -> false;
      };
      if (grouping) {
        arguments.add(-1);
        continue;
      }
      boolean twoArguments = call.getAggregation().getKind() == org.apache.calcite.sql.SqlKind.LISTAGG
          || call.getAggregation() == org.apache.calcite.sql.fun.SqlStdOperatorTable.JSON_OBJECTAGG;
      if (call.getArgList().size() > (twoArguments ? 2 : 1)) {
        throw RexLowering.unsupported("aggregate " + call);
      }
      if (!call.collation.getFieldCollations().isEmpty()
          && !(orderedInput(call) && call.collation.equals(aggregate.getAggCallList().stream()
              .filter(c -> !c.collation.getFieldCollations().isEmpty()).findFirst().orElseThrow().collation))) {
        throw RexLowering.unsupported("WITHIN GROUP in aggregate " + call
            + (orderedInput(call) ? " (aggregates of one query ordered differently)" : ""));
      }
      if (call.getAggregation().getKind() == org.apache.calcite.sql.SqlKind.ARRAY_AGG
          && (call.filterArg >= 0 || call.ignoreNulls())) {
        // A filtered-out row would read as a NULL element (see the filtered column below).
        throw RexLowering.unsupported("FILTER or IGNORE NULLS in aggregate " + call);
      }
      if (call.isDistinct()) {
        throw RexLowering.unsupported("DISTINCT in aggregate " + call);
      }
      int argument = call.getArgList().isEmpty() ? -1 : call.getArgList().get(0);
      Expr member = jsonMember(call, projects);
      if (member != null) {
        projects.add(member);
        projected.add(new Column("$json" + projected.size(), member.type()));
        argument = projected.size() - 1;
      }
      if (call.filterArg >= 0) {
        Expr value = argument < 0 ? new Literal(1L, BIGINT) : projects.get(argument);
        SqlType type = value.type().withNullable(true);
        Expr filter = projects.get(call.filterArg);
        projects.add(new Call(Operator.CASE, List.of(filter, value, Literal.nullOf(type)), type));
        projected.add(new Column("$filtered" + projected.size(), type));
        argument = projected.size() - 1;
      }
      arguments.add(argument);
    }
    if (projected.size() > inputColumns.size()) {
      input = new Calc(input, null, projects, projected);
    }
    // LISTAGG(x, s) WITHIN GROUP (ORDER BY ...), ARRAY_AGG(x ORDER BY ...): the aggregation keeps
    // its input's order within each group, so the input is sorted first (one order per query).
    for (org.apache.calcite.rel.core.AggregateCall call : aggregate.getAggCallList()) {
      if (!call.collation.getFieldCollations().isEmpty()) {
        List<io.quiver.engine.plan.SortKey> keys = new ArrayList<>();
        for (org.apache.calcite.rel.RelFieldCollation field : call.collation.getFieldCollations()) {
          boolean descending = field.direction.isDescending();
          boolean nullsFirst = switch (field.nullDirection) {
            case FIRST -> true;
            case LAST -> false;
            case UNSPECIFIED -> descending;
          };
          if (input.columns().get(field.getFieldIndex()).type().id().isComposite()) {
            throw RexLowering.unsupported("ORDER BY a value of type " + input.columns().get(field.getFieldIndex()).type());
          }
          keys.add(new io.quiver.engine.plan.SortKey(field.getFieldIndex(), descending, nullsFirst));
        }
        input = new io.quiver.engine.plan.Sort(input, keys, 0, -1);
        break;
      }
    }
    List<Column> columns = RelLowering.columns(aggregate);
    if (aggregate.getGroupType() == Aggregate.Group.SIMPLE) {
      return forGroupSet(aggregate, input, arguments, aggregate.getGroupSet(), columns);
    }
    List<PhysicalNode> sets = new ArrayList<>();
    for (ImmutableBitSet groupSet : aggregate.getGroupSets()) {
      sets.add(forGroupSet(aggregate, input, arguments, groupSet, columns));
    }
    return new UnionAll(sets, columns);
  }

  /** Whether the aggregate follows its input's order, so that sorting the input orders it. */
  private static boolean orderedInput(org.apache.calcite.rel.core.AggregateCall call) {
    return call.getAggregation().getKind() == org.apache.calcite.sql.SqlKind.LISTAGG
        || call.getAggregation().getKind() == org.apache.calcite.sql.SqlKind.ARRAY_AGG;
  }

  /** One hash aggregation over {@code groupSet}, projected to the aggregate's full output. */
  private PhysicalNode forGroupSet(Aggregate aggregate, PhysicalNode input, List<Integer> arguments,
      ImmutableBitSet groupSet, List<Column> columns) {
    List<Column> inputColumns = input.columns();
    int[] keys = groupSet.toArray();
    List<Column> physicalColumns = new ArrayList<>();
    for (int key : keys) {
      physicalColumns.add(inputColumns.get(key));
    }
    List<AggregateCall> calls = new ArrayList<>();
    List<Expr> outputs = new ArrayList<>();
    ImmutableBitSet fullGroup = aggregate.getGroupSet();
    int keyIndex = 0;
    for (int key : fullGroup) {
      SqlType type = columns.get(outputs.size()).type();
      outputs.add(groupSet.get(key) ? new ColumnRef(keyIndex++, type) : Literal.nullOf(type));
    }
    List<org.apache.calcite.rel.core.AggregateCall> aggCalls = aggregate.getAggCallList();
    for (int a = 0; a < aggCalls.size(); a++) {
      org.apache.calcite.rel.core.AggregateCall call = aggCalls.get(a);
      SqlType type = TypeConversion.toSqlType(call.getType());
      int argument = arguments.get(a);
      switch (call.getAggregation().getKind()) {
        case LITERAL_AGG -> outputs.add(RexLowering.literal((RexLiteral) call.rexList.get(0)));
        case GROUPING, GROUPING_ID -> outputs.add(new Literal(grouping(call.getArgList(), groupSet), type));
        case GROUP_ID -> outputs.add(new Literal(0L, type));
        case SINGLE_VALUE -> {
          int value = add(calls, physicalColumns, keys.length, AggregateFunction.MIN, argument, type, call.getName());
          int count = add(calls, physicalColumns, keys.length, AggregateFunction.COUNT, -1, BIGINT, "$count");
          Expr tooMany = new Call(Operator.GREATER_THAN,
              List.of(new ColumnRef(count, BIGINT), new Literal(1L, BIGINT)), BOOLEAN);
          Expr fail = new Call(Operator.CARDINALITY_VIOLATION, List.of(), type);
          outputs.add(new Call(Operator.CASE, List.of(tooMany, fail, new ColumnRef(value, type)), type));
        }
        case JSON_ARRAYAGG, JSON_OBJECTAGG -> {
          // The members joined by ',' (LISTAGG of the computed member column), in brackets.
          SqlType text = SqlType.of(TypeId.VARCHAR);
          int members = add(calls, physicalColumns, keys.length, AggregateFunction.LISTAGG, argument, text, call.getName());
          boolean array = call.getAggregation().getKind() == org.apache.calcite.sql.SqlKind.JSON_ARRAYAGG;
          SqlType literal = text.withNullable(false);
          Expr joined = new Call(Operator.COALESCE, List.of(new ColumnRef(members, text), new Literal("", literal)), literal);
          Expr open = new Call(Operator.CONCAT, List.of(new Literal(array ? "[" : "{", literal), joined), literal);
          outputs.add(new Call(Operator.CONCAT, List.of(open, new Literal(array ? "]" : "}", literal)), type));
        }
        case LISTAGG -> {
          int separator = call.getArgList().size() > 1 ? call.getArgList().get(1) : -1;
          outputs.add(new ColumnRef(add(calls, physicalColumns, keys.length,
              new AggregateCall(AggregateFunction.LISTAGG, argument, type, columnName(calls, call.getName()), separator)),
              type));
        }
        default -> {
          AggregateFunction function = switch (call.getAggregation().getKind()) {
            case COUNT -> AggregateFunction.COUNT;
            case SUM -> AggregateFunction.SUM;
            case SUM0 -> AggregateFunction.SUM0;
            case MIN, ANY_VALUE -> AggregateFunction.MIN;
            case MAX -> AggregateFunction.MAX;
            case ARRAY_AGG -> AggregateFunction.ARRAY_AGG;
            default -> throw RexLowering.unsupported("aggregate function " + call.getAggregation().getName());
          };
          if ((function == AggregateFunction.MIN || function == AggregateFunction.MAX) && type.id().isComposite()
              && call.getAggregation().getKind() != org.apache.calcite.sql.SqlKind.ANY_VALUE) {
            throw RexLowering.unsupported(call.getAggregation().getName() + " of a value of type " + type);
          }
          if (function == AggregateFunction.ARRAY_AGG && argument < 0) {
            throw RexLowering.unsupported("aggregate " + call);
          }
          int index = add(calls, physicalColumns, keys.length, function, argument, type, call.getName());
          outputs.add(new ColumnRef(index, type));
        }
      }
    }
    HashAggregate hashAggregate = new HashAggregate(input, keys, calls, physicalColumns);
    if (isIdentity(outputs, physicalColumns, columns)) {
      return hashAggregate;
    }
    return new Calc(hashAggregate, null, outputs, columns);
  }

  private static int add(List<AggregateCall> calls, List<Column> physicalColumns, int keyCount,
      AggregateFunction function, int argument, SqlType type, String name) {
    return add(calls, physicalColumns, keyCount, new AggregateCall(function, argument, type, columnName(calls, name)));
  }

  private static int add(List<AggregateCall> calls, List<Column> physicalColumns, int keyCount, AggregateCall call) {
    calls.add(call);
    physicalColumns.add(new Column(call.name(), call.type()));
    return keyCount + calls.size() - 1;
  }

  private static String columnName(List<AggregateCall> calls, String name) {
    return name == null ? "$agg" + calls.size() : name;
  }

  /**
   * The member a JSON_ARRAYAGG (its value as JSON, NULL skipped: ABSENT ON NULL) or a
   * JSON_OBJECTAGG (its {@code "key":value}, a NULL value as null: NULL ON NULL) adds per row; null
   * for other aggregates. Other ON NULL clauses are not supported yet.
   */
  private static Expr jsonMember(org.apache.calcite.rel.core.AggregateCall call, List<Expr> projects) {
    org.apache.calcite.sql.SqlAggFunction function = call.getAggregation();
    boolean array = function.getKind() == org.apache.calcite.sql.SqlKind.JSON_ARRAYAGG;
    if (!array && function.getKind() != org.apache.calcite.sql.SqlKind.JSON_OBJECTAGG) {
      return null;
    }
    if (function != org.apache.calcite.sql.fun.SqlStdOperatorTable.JSON_ARRAYAGG
        && function != org.apache.calcite.sql.fun.SqlStdOperatorTable.JSON_OBJECTAGG) {
      throw RexLowering.unsupported(function.getName() + " with this ON NULL clause");
    }
    List<Expr> arguments = call.getArgList().stream().map(projects::get).toList();
    return io.quiver.table.planner.functions.JavaBuiltinFunction.libraryCall(
        array ? "jsonArrayMember" : "jsonObjectMember", arguments, SqlType.of(TypeId.VARCHAR));
  }

  /** GROUPING(a, b, ...): bit i (from the left) is 1 when argument i is not grouped in this set. */
  private static long grouping(List<Integer> args, ImmutableBitSet groupSet) {
    long bits = 0;
    for (int arg : args) {
      bits = (bits << 1) | (groupSet.get(arg) ? 0 : 1);
    }
    return bits;
  }

  private static boolean isIdentity(List<Expr> outputs, List<Column> physical, List<Column> columns) {
    if (outputs.size() != physical.size()) {
      return false;
    }
    for (int i = 0; i < outputs.size(); i++) {
      if (!(outputs.get(i) instanceof ColumnRef ref) || ref.index() != i
          || !physical.get(i).type().equals(columns.get(i).type())) {
        return false;
      }
    }
    return true;
  }
}
