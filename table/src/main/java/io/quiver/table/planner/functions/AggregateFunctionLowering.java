package io.quiver.table.planner.functions;

import io.quiver.engine.plan.Accumulator;
import io.quiver.engine.plan.AccumulatorAggregate;
import io.quiver.engine.plan.AccumulatorCall;
import io.quiver.engine.plan.PhysicalNode;
import io.quiver.engine.types.SqlType;
import io.quiver.table.api.ValidationException;
import io.quiver.table.functions.UserDefinedFunction;
import io.quiver.table.planner.TypeConversion;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.apache.calcite.rel.core.Aggregate;
import org.apache.calcite.rel.core.AggregateCall;

/**
 * Lowers an aggregation that calls a user-defined aggregate function, or one that needs all of a
 * group's values (PERCENTILE_CONT, PERCENTILE_DISC, MODE), to the engine's
 * {@link AccumulatorAggregate}; built-in COUNT, SUM, MIN, MAX, AVG and LISTAGG next to it run as
 * accumulators too.
 */
public final class AggregateFunctionLowering {
  private final Consumer<UserDefinedFunction> opener;

  public AggregateFunctionLowering(Consumer<UserDefinedFunction> opener) {
    this.opener = opener;
  }

  /** Whether the aggregation calls a user-defined aggregate function. */
  public static boolean callsUserFunction(Aggregate aggregate) {
    return aggregate.getAggCallList().stream().anyMatch(c -> c.getAggregation() instanceof UserAggregateSqlFunction);
  }

  /**
   * Whether the aggregation calls an aggregate that needs all of a group's values (PERCENTILE_CONT,
   * PERCENTILE_DISC, MODE) or has no generated form (ARG_MAX, ARG_MIN), which runs as an accumulator too.
   */
  public static boolean callsOrderedSetFunction(Aggregate aggregate) {
    return aggregate.getAggCallList().stream().anyMatch(c -> switch (c.getAggregation().getKind()) {
      case PERCENTILE_CONT, PERCENTILE_DISC, MODE, ARG_MAX, ARG_MIN -> true;
      default -> false;
    });
  }

  public PhysicalNode lower(Aggregate aggregate, PhysicalNode input) {
    if (aggregate.getGroupType() != Aggregate.Group.SIMPLE) {
      throw unsupported("GROUPING SETS with user-defined or ordered-set aggregate functions");
    }
    List<AccumulatorCall> calls = new ArrayList<>();
    for (AggregateCall call : aggregate.getAggCallList()) {
      if (call.isDistinct() || call.filterArg >= 0) {
        throw unsupported("DISTINCT or FILTER next to a user-defined or ordered-set aggregate function");
      }
      List<SqlType> argumentTypes = call.getArgList().stream().map(i -> input.columns().get(i).type()).toList();
      Accumulator accumulator;
      List<Integer> arguments = call.getArgList();
      org.apache.calcite.sql.SqlKind kind = call.getAggregation().getKind();
      if (kind == org.apache.calcite.sql.SqlKind.PERCENTILE_CONT || kind == org.apache.calcite.sql.SqlKind.PERCENTILE_DISC) {
        // The fraction, then the value WITHIN GROUP (ORDER BY value) names.
        List<org.apache.calcite.rel.RelFieldCollation> order = call.collation.getFieldCollations();
        if (order.size() != 1 || arguments.size() != 1) {
          throw unsupported(call.getAggregation().getName() + " without exactly one ORDER BY value");
        }
        boolean continuous = kind == org.apache.calcite.sql.SqlKind.PERCENTILE_CONT;
        if (continuous && !input.columns().get(order.get(0).getFieldIndex()).type().id().isNumeric()) {
          throw new ValidationException("PERCENTILE_CONT orders by a number, not "
              + input.columns().get(order.get(0).getFieldIndex()).type(), null, "42883", 0, 0);
        }
        accumulator = OrderedSetAccumulators.percentile(continuous, order.get(0).direction.isDescending(),
            TypeConversion.toSqlType(call.getType()));
        arguments = List.of(arguments.get(0), order.get(0).getFieldIndex());
      } else if (kind == org.apache.calcite.sql.SqlKind.MODE) {
        accumulator = OrderedSetAccumulators.mode();
      } else if (call.getAggregation() instanceof UserAggregateSqlFunction function) {
        Method accumulate = EvalMethods.choose(function.function().getClass(), "accumulate", argumentTypes, 1);
        opener.accept(function.function());
        accumulator = new UserAccumulator(function.function(), accumulate, argumentTypes,
            TypeConversion.toSqlType(call.getType()));
      } else {
        accumulator = BuiltInAccumulators.of(call.getAggregation().getKind().name(), TypeConversion.toSqlType(call.getType()));
        if (accumulator == null) {
          throw unsupported("aggregate " + call.getAggregation().getName()
              + " next to a user-defined or ordered-set aggregate function");
        }
      }
      calls.add(new AccumulatorCall(call.getAggregation().getName(), accumulator, arguments));
    }
    return new AccumulatorAggregate(input, aggregate.getGroupSet().toArray(), calls,
        TypeConversion.toColumns(aggregate.getRowType()));
  }

  private static ValidationException unsupported(String what) {
    return new ValidationException(what + " is not supported yet", null, "0A000", 0, 0);
  }
}
