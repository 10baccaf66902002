package io.quiver.table.planner;

import java.util.ArrayList;
import java.util.List;
import org.apache.calcite.rel.RelNode;
import org.apache.calcite.rel.RelShuttleImpl;
import org.apache.calcite.rel.core.JoinInfo;
import org.apache.calcite.rel.core.JoinRelType;
import org.apache.calcite.rel.logical.LogicalAggregate;
import org.apache.calcite.rel.logical.LogicalJoin;
import org.apache.calcite.rel.logical.LogicalProject;
import org.apache.calcite.rel.metadata.RelMetadataQuery;
import org.apache.calcite.rex.RexInputRef;
import org.apache.calcite.rex.RexNode;
import org.apache.calcite.tools.RelBuilder;

/**
 * Aggregates only the groups a join can use: in {@code X JOIN (SELECT k, agg(...) FROM R GROUP BY
 * k) ON x.a = k}, the aggregate's input is first semi-joined with the values {@code a} can take, so
 * that a selective X keeps the aggregation small. This is the shape decorrelation gives a
 * correlated scalar subquery (TPC-H Q17, Q20, Q2): without it, all of {@code lineitem} is grouped
 * by part to answer for a few thousand parts.
 *
 * <p>The values of {@code a} are read from the smallest input that determines them: the inner
 * joins X is made of can only drop rows, so the input of X that {@code a} comes from holds every
 * value X can have (and perhaps more, which costs time, never an answer). A group is computed
 * from all its rows or not at all, since the semi-join keeps or drops rows by the group key
 * alone. Applied where the estimates say there are far fewer candidate keys than groups.
 */
final class SemiJoinBeforeAggregate extends RelShuttleImpl {
  /** Apply when the key values number at most this share of the aggregate's groups. */
  private static final double MAX_KEY_SHARE = 0.25;

  private final RelBuilder relBuilder;

  private SemiJoinBeforeAggregate(RelBuilder relBuilder) {
    this.relBuilder = relBuilder;
  }

  static RelNode apply(RelNode rel, RelBuilder relBuilder) {
    return rel.accept(new SemiJoinBeforeAggregate(relBuilder));
  }

  @Override
  public RelNode visit(LogicalJoin join) {
    LogicalJoin visited = (LogicalJoin) super.visit(join);
    if (visited.getJoinType() != JoinRelType.INNER) {
      return visited;
    }
    JoinInfo info = JoinInfo.createWithStrictEquality(visited.getLeft(), visited.getRight(), visited.getCondition());
    if (info.leftKeys.isEmpty()) {
      return visited;
    }
    RelNode right = reduced(visited.getRight(), info.rightKeys, visited.getLeft(), info.leftKeys);
    if (right != null) {
      return visited.copy(visited.getTraitSet(), List.of(visited.getLeft(), right));
    }
    RelNode left = reduced(visited.getLeft(), info.leftKeys, visited.getRight(), info.rightKeys);
    if (left != null) {
      return visited.copy(visited.getTraitSet(), List.of(left, visited.getRight()));
    }
    return visited;
  }

  /**
   * {@code side} with a semi-join under its aggregate, when {@code side} is an aggregate (under
   * at most a projection) grouped by the keys it is joined on; null when the rewrite does not apply.
   */
  private RelNode reduced(RelNode side, List<Integer> sideKeys, RelNode other, List<Integer> otherKeys) {
    LogicalProject project = side instanceof LogicalProject p ? p : null;
    if (!((project == null ? side : project.getInput()) instanceof LogicalAggregate aggregate)
        || aggregate.getGroupSets().size() != 1 || aggregate.getGroupCount() == 0) {
      return null;
    }
    List<Integer> groupColumns = new ArrayList<>();
    List<Integer> keyColumns = new ArrayList<>();
    for (int i = 0; i < sideKeys.size(); i++) {
      int field = sideKeys.get(i);
      if (project != null) {
        if (!(project.getProjects().get(field) instanceof RexInputRef ref)) {
          continue;
        }
        field = ref.getIndex();
      }
      if (field < aggregate.getGroupCount()) {
        groupColumns.add(aggregate.getGroupSet().nth(field));
        keyColumns.add(otherKeys.get(i));
      }
    }
    if (groupColumns.isEmpty()) {
      return null;
    }
    KeySource source = KeySource.of(other, keyColumns);
    RelMetadataQuery mq = side.getCluster().getMetadataQuery();
    Double keys = mq.getRowCount(source.rel());
    Double groups = mq.getRowCount(aggregate);
    if (keys == null || groups == null || keys > MAX_KEY_SHARE * groups) {
      return null;
    }
    relBuilder.push(aggregate.getInput());
    relBuilder.push(source.rel());
    List<RexNode> equalities = new ArrayList<>();
    for (int i = 0; i < groupColumns.size(); i++) {
      equalities.add(relBuilder.equals(
          relBuilder.field(2, 0, groupColumns.get(i)), relBuilder.field(2, 1, source.columns().get(i))));
    }
    RelNode semiJoined = relBuilder.semiJoin(equalities).build();
    RelNode newAggregate = aggregate.copy(aggregate.getTraitSet(), List.of(semiJoined));
    return project == null ? newAggregate : project.copy(project.getTraitSet(), List.of(newAggregate));
  }

  /** The smallest input of an inner-join tree that holds every value its key columns can take. */
  private record KeySource(RelNode rel, List<Integer> columns) {
    static KeySource of(RelNode rel, List<Integer> columns) {
      if (rel instanceof LogicalJoin join
          && (join.getJoinType() == JoinRelType.INNER || join.getJoinType() == JoinRelType.SEMI)) {
        int leftWidth = join.getLeft().getRowType().getFieldCount();
        if (columns.stream().allMatch(c -> c < leftWidth)) {
          return of(join.getLeft(), columns);
        }
        if (join.getJoinType() == JoinRelType.INNER && columns.stream().allMatch(c -> c >= leftWidth)) {
          return of(join.getRight(), columns.stream().map(c -> c - leftWidth).toList());
        }
      }
      if (rel instanceof LogicalProject project) {
        List<Integer> inputColumns = new ArrayList<>();
        for (int column : columns) {
          if (!(project.getProjects().get(column) instanceof RexInputRef ref)) {
            return new KeySource(rel, columns);
          }
          inputColumns.add(ref.getIndex());
        }
        return of(project.getInput(), inputColumns);
      }
      return new KeySource(rel, columns);
    }
  }
}
