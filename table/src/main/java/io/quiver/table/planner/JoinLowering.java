package io.quiver.table.planner;

import io.quiver.engine.expr.ColumnRef;
import io.quiver.engine.expr.Expr;
import io.quiver.engine.plan.Calc;
import io.quiver.engine.plan.HashJoin;
import io.quiver.engine.plan.JoinType;
import io.quiver.engine.plan.NestedLoopJoin;
import io.quiver.engine.plan.PhysicalNode;
import io.quiver.engine.types.Column;
import io.quiver.engine.types.SqlType;
import io.quiver.engine.types.TypeId;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.apache.calcite.plan.RelOptUtil;
import org.apache.calcite.rel.RelNode;
import org.apache.calcite.rel.core.Join;
import org.apache.calcite.rel.metadata.RelMetadataQuery;
import org.apache.calcite.rel.type.RelDataType;
import org.apache.calcite.rex.RexBuilder;
import org.apache.calcite.rex.RexCall;
import org.apache.calcite.rex.RexInputRef;
import org.apache.calcite.rex.RexNode;
import org.apache.calcite.rex.RexShuttle;
import org.apache.calcite.rex.RexUtil;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.util.ImmutableBitSet;

/**
 * Lowers a Calcite join: equality conjuncts between a left-only and a right-only expression
 * become hash keys (computed into extra columns, cast to a common type, when they are not plain
 * columns of one key type), the other conjuncts a residual; with no keys it becomes a
 * nested-loop join. The smaller input, by Calcite's row count estimate, is built.
 */
final class JoinLowering {
  private final RexBuilder rexBuilder;
  private final RexLowering rex;
  private final Function<RelNode, PhysicalNode> lowerInput;

  JoinLowering(RexBuilder rexBuilder, RexLowering rex, Function<RelNode, PhysicalNode> lowerInput) {
    this.rexBuilder = rexBuilder;
    this.rex = rex;
    this.lowerInput = lowerInput;
  }

  PhysicalNode lower(Join join) {
    JoinType type = switch (join.getJoinType()) {
      case INNER -> JoinType.INNER;
      case LEFT -> JoinType.LEFT;
      case RIGHT -> JoinType.RIGHT;
      case FULL -> JoinType.FULL;
      case SEMI -> JoinType.SEMI;
      case ANTI -> JoinType.ANTI;
      default -> throw RexLowering.unsupported(join.getJoinType() + " join");
    };
    int leftCount = join.getLeft().getRowType().getFieldCount();
    int rightCount = join.getRight().getRowType().getFieldCount();
    List<RexNode> leftKeys = new ArrayList<>();
    List<RexNode> rightKeys = new ArrayList<>();
    List<RexNode> residual = new ArrayList<>();
    // (a = b AND x) OR (a = b AND y) has the key a = b: pull such common factors out of ORs.
    RexNode condition = RexUtil.pullFactors(rexBuilder, join.getCondition());
    for (RexNode conjunct : RelOptUtil.conjunctions(condition)) {
      if (!splitKey(conjunct, leftCount, rightCount, leftKeys, rightKeys)) {
        if (!conjunct.isAlwaysTrue()) {
          residual.add(conjunct);
        }
      }
    }
    List<Column> columns = RelLowering.columns(join);
    PhysicalNode left = lowerInput.apply(join.getLeft());
    PhysicalNode right = lowerInput.apply(join.getRight());
    if (leftKeys.isEmpty()) {
      Expr loopCondition = residual.isEmpty() ? null : rex.lower(RexUtil.composeConjunction(rexBuilder, residual));
      return new NestedLoopJoin(left, right, type, loopCondition, columns);
    }
    // Bring each key pair to one type, so that equal values serialise to equal bytes.
    List<RexNode> leftKeyExprs = new ArrayList<>();
    List<RexNode> rightKeyExprs = new ArrayList<>();
    for (int k = 0; k < leftKeys.size(); k++) {
      RexNode l = leftKeys.get(k);
      RexNode r = rightKeys.get(k);
      SqlType lt = TypeConversion.toSqlType(l.getType());
      SqlType rt = TypeConversion.toSqlType(r.getType());
      if (!sameKeyEncoding(lt, rt)) {
        RelDataType common = rexBuilder.getTypeFactory().leastRestrictive(List.of(l.getType(), r.getType()));
        if (common == null) {
          throw RexLowering.unsupported("joining " + l.getType() + " with " + r.getType());
        }
        l = rexBuilder.makeCast(rexBuilder.getTypeFactory().createTypeWithNullability(common, l.getType().isNullable()), l, true, false);
        r = rexBuilder.makeCast(rexBuilder.getTypeFactory().createTypeWithNullability(common, r.getType().isNullable()), r, true, false);
      }
      leftKeyExprs.add(l);
      rightKeyExprs.add(r);
    }
    KeyedInput keyedLeft = keyed(left, leftKeyExprs);
    KeyedInput keyedRight = keyed(right, rightKeyExprs);
    int leftExtra = keyedLeft.node.columns().size() - leftCount;
    Expr residualExpr = null;
    if (!residual.isEmpty()) {
      RexNode shifted = RexUtil.composeConjunction(rexBuilder, residual).accept(new RexShuttle() {
        @Override
        public RexNode visitInputRef(RexInputRef ref) {
          return ref.getIndex() < leftCount ? ref : new RexInputRef(ref.getIndex() + leftExtra, ref.getType());
        }
      });
      residualExpr = rex.lower(shifted);
    }
    boolean buildLeft = type.projectsRight() && buildLeft(join);
    if (leftExtra == 0 && keyedRight.node.columns().size() == rightCount) {
      return new HashJoin(left, right, type, keyedLeft.keys, keyedRight.keys, residualExpr, buildLeft, columns);
    }
    List<Column> joinColumns = new ArrayList<>(keyedLeft.node.columns());
    if (type.projectsRight()) {
      joinColumns.addAll(keyedRight.node.columns());
    }
    joinColumns = nullableWhereOuter(joinColumns, keyedLeft.node.columns().size(), type);
    HashJoin hashJoin = new HashJoin(keyedLeft.node, keyedRight.node, type, keyedLeft.keys, keyedRight.keys,
        residualExpr, buildLeft, joinColumns);
    // Drop the computed key columns again.
    List<Expr> projects = new ArrayList<>();
    for (int i = 0; i < columns.size(); i++) {
      int source = i < leftCount ? i : i + leftExtra;
      projects.add(new ColumnRef(source, joinColumns.get(source).type()));
    }
    return new Calc(hashJoin, null, projects, columns);
  }

  private static List<Column> nullableWhereOuter(List<Column> columns, int leftWidth, JoinType type) {
    List<Column> result = new ArrayList<>();
    for (int i = 0; i < columns.size(); i++) {
      Column c = columns.get(i);
      boolean padded = i < leftWidth ? type.keepsUnmatchedRight() : type.keepsUnmatchedLeft();
      result.add(padded ? new Column(c.name(), c.type().withNullable(true)) : c);
    }
    return result;
  }

  private boolean buildLeft(Join join) {
    RelMetadataQuery mq = join.getCluster().getMetadataQuery();
    Double leftRows = mq.getRowCount(join.getLeft());
    Double rightRows = mq.getRowCount(join.getRight());
    return leftRows != null && rightRows != null && leftRows < rightRows;
  }

  /** An input with its key columns: plain columns where possible, else computed and appended. */
  private record KeyedInput(PhysicalNode node, int[] keys) {}

  private KeyedInput keyed(PhysicalNode input, List<RexNode> keyExprs) {
    int width = input.columns().size();
    int[] keys = new int[keyExprs.size()];
    List<Expr> extra = new ArrayList<>();
    for (int k = 0; k < keyExprs.size(); k++) {
      RexNode key = keyExprs.get(k);
      if (key instanceof RexInputRef ref) {
        keys[k] = ref.getIndex();
      } else {
        keys[k] = width + extra.size();
        extra.add(rex.lower(key));
      }
    }
    if (extra.isEmpty()) {
      return new KeyedInput(input, keys);
    }
    List<Expr> projects = new ArrayList<>();
    List<Column> columns = new ArrayList<>(input.columns());
    for (int i = 0; i < width; i++) {
      projects.add(new ColumnRef(i, input.columns().get(i).type()));
    }
    for (int i = 0; i < extra.size(); i++) {
      projects.add(extra.get(i));
      columns.add(new Column("$key" + i, extra.get(i).type()));
    }
    return new KeyedInput(new Calc(input, null, projects, columns), keys);
  }

  /** Splits {@code a = b} with one side over each input into key expressions; false otherwise. */
  private boolean splitKey(RexNode conjunct, int leftCount, int rightCount, List<RexNode> leftKeys,
      List<RexNode> rightKeys) {
    if (conjunct.getKind() != SqlKind.EQUALS) {
      return false;
    }
    RexCall call = (RexCall) conjunct;
    RexNode a = call.getOperands().get(0);
    RexNode b = call.getOperands().get(1);
    ImmutableBitSet leftBits = ImmutableBitSet.range(0, leftCount);
    ImmutableBitSet rightBits = ImmutableBitSet.range(leftCount, leftCount + rightCount);
    ImmutableBitSet aBits = RelOptUtil.InputFinder.bits(a);
    ImmutableBitSet bBits = RelOptUtil.InputFinder.bits(b);
    if (aBits.isEmpty() || bBits.isEmpty() || QuiverConvertlets.commonTypeLosesScale(
        rexBuilder.getTypeFactory(), a.getType(), b.getType())) {
      // No key type holds both sides exactly: the equality stays a residual, compared exactly.
      return false;
    }
    if (leftBits.contains(aBits) && rightBits.contains(bBits)) {
      leftKeys.add(a);
      rightKeys.add(RexUtil.shift(b, -leftCount));
      return true;
    }
    if (leftBits.contains(bBits) && rightBits.contains(aBits)) {
      leftKeys.add(b);
      rightKeys.add(RexUtil.shift(a, -leftCount));
      return true;
    }
    return false;
  }

  /** True when equal values of the two types serialise to equal key bytes (see VectorKeys). */
  static boolean sameKeyEncoding(SqlType a, SqlType b) {
    return encoding(a).equals(encoding(b));
  }

  private static String encoding(SqlType type) {
    return switch (type.id()) {
      case TINYINT, SMALLINT, INTEGER, BIGINT -> "integer";
      case DECIMAL -> "decimal" + type.scale() + (type.isLongDecimal() ? "long" : "big");
      case CHAR -> "char" + type.precision();
      default -> type.id().name();
    };
  }
}
