package io.quiver.engine.exec;

import io.quiver.engine.expr.Call;
import io.quiver.engine.expr.ColumnRef;
import io.quiver.engine.expr.Expr;
import io.quiver.engine.expr.Literal;
import io.quiver.engine.expr.Operator;
import io.quiver.engine.gen.JoinPipelineGenerator;
import io.quiver.engine.plan.Calc;
import io.quiver.engine.plan.HashJoin;
import io.quiver.engine.plan.JoinType;
import io.quiver.engine.plan.PhysicalNode;
import io.quiver.engine.plan.TableScan;
import io.quiver.engine.types.Column;
import io.quiver.engine.types.SqlType;
import io.quiver.engine.types.TypeId;
import java.util.ArrayList;
import java.util.List;

/**
 * Cuts a pipeline of hash-join probes out of a physical plan: a chain of generated-joinable
 * {@link HashJoin}s, each probing with the rows of the one below, with the {@link Calc}s between
 * and above them, down to the probe source (any node; a Calc over a table scan is folded in as
 * the first filter). The build sides are the pipeline's breakers: each is opened as a source of
 * its own (and may be a pipeline itself).
 *
 * <p>Generated: INNER joins (either side built), LEFT joins building the right side, SEMI and
 * ANTI joins, on keys whose two sides serialise alike. The rest (RIGHT and FULL joins, LEFT
 * joins building the left side, joins without equality keys, keys of composite or interval type)
 * runs on the hand-written {@link JoinSource}.
 */
final class JoinPipelines {
  private JoinPipelines() {}

  /** True when {@code node} is a join, or Calcs over one, that a generated pipeline runs. */
  static boolean applies(PhysicalNode node) {
    if (node instanceof Calc calc) {
      return applies(calc.input());
    }
    return node instanceof HashJoin join && generated(join);
  }

  static boolean generated(HashJoin join) {
    JoinType type = join.joinType();
    boolean typeOk = type == JoinType.INNER || type == JoinType.SEMI || type == JoinType.ANTI
        || (type == JoinType.LEFT && !join.buildLeft());
    if (!typeOk || join.leftKeys().length == 0) {
      return false;
    }
    List<Column> left = join.left().columns();
    List<Column> right = join.right().columns();
    for (int i = 0; i < join.leftKeys().length; i++) {
      String l = JoinPipelineGenerator.keyEncoding(left.get(join.leftKeys()[i]).type());
      String r = JoinPipelineGenerator.keyEncoding(right.get(join.rightKeys()[i]).type());
      if (l == null || !l.equals(r)) {
        return false;
      }
    }
    return true;
  }

  /** A build side: the node to open and drain, and how its table is keyed. */
  record Build(PhysicalNode node, int[] keys, boolean longKeyed, JoinType type) {}

  /** A pipeline cut out of the plan, ready to generate. */
  static final class Pipeline {
    PhysicalNode source;
    /** The source's columns as the pipeline reads them (a folded Calc's input columns). */
    List<Column> sourceColumns;
    Expr filter;
    final List<JoinPipelineGenerator.Level> levels = new ArrayList<>();
    final List<Build> builds = new ArrayList<>();
    /** The current output, as expressions over the column space. */
    List<Expr> columns;
    List<Column> outputs;
    int spaceSize;
  }

  static Pipeline cut(PhysicalNode node) {
    if (node instanceof Calc calc) {
      Pipeline p = cut(calc.input());
      if (calc.condition() != null) {
        addAfter(p, substitute(calc.condition(), p.columns));
      }
      p.columns = calc.projects().stream().map(e -> substitute(e, p.columns)).toList();
      p.outputs = calc.columns();
      return p;
    }
    HashJoin join = (HashJoin) node;
    boolean buildLeft = join.buildLeft();
    PhysicalNode probeNode = buildLeft ? join.right() : join.left();
    PhysicalNode buildNode = buildLeft ? join.left() : join.right();
    Pipeline p = applies(probeNode) ? cut(probeNode) : leaf(probeNode);
    List<Column> buildColumns = buildNode.columns();
    int leftCount = join.left().columns().size();
    List<Expr> buildRefs = new ArrayList<>();
    for (int c = 0; c < buildColumns.size(); c++) {
      SqlType type = !join.joinType().projectsRight() ? buildColumns.get(c).type()
          : join.columns().get(buildLeft ? c : leftCount + c).type();
      buildRefs.add(new ColumnRef(p.spaceSize + c, type));
    }
    List<Expr> concatenated = new ArrayList<>(buildLeft ? buildRefs : p.columns);
    concatenated.addAll(buildLeft ? p.columns : buildRefs);
    int[] probeKeyIndexes = buildLeft ? join.rightKeys() : join.leftKeys();
    int[] buildKeys = buildLeft ? join.leftKeys() : join.rightKeys();
    List<Expr> probeKeys = new ArrayList<>();
    for (int k : probeKeyIndexes) {
      probeKeys.add(p.columns.get(k));
    }
    boolean longKeyed = buildKeys.length == 1 && isLongKey(probeKeys.get(0).type())
        && isLongKey(buildColumns.get(buildKeys[0]).type());
    Expr residual = join.residual() == null ? null : substitute(join.residual(), concatenated);
    p.levels.add(new JoinPipelineGenerator.Level(join.joinType(), buildColumns, probeKeys, buildKeys, longKeyed,
        residual, null));
    p.builds.add(new Build(buildNode, buildKeys, longKeyed, join.joinType()));
    p.spaceSize += buildColumns.size();
    p.columns = join.joinType().projectsRight() ? concatenated : p.columns;
    p.outputs = join.columns();
    return p;
  }

  /** The probe source: a Calc over a table scan is read from the scan, its filter first in the loop. */
  private static Pipeline leaf(PhysicalNode node) {
    Pipeline p = new Pipeline();
    List<Column> columns;
    if (node instanceof Calc calc && calc.input() instanceof TableScan scan) {
      p.source = scan;
      columns = scan.columns();
      p.filter = calc.condition();
      p.columns = calc.projects();
    } else {
      p.source = node;
      columns = node.columns();
      List<Expr> refs = new ArrayList<>();
      for (int i = 0; i < columns.size(); i++) {
        refs.add(new ColumnRef(i, columns.get(i).type()));
      }
      p.columns = refs;
    }
    p.sourceColumns = columns;
    p.spaceSize = columns.size();
    p.outputs = node.columns();
    return p;
  }

  /** A filter above the last join: ANDed to what that level already applies to its rows. */
  private static void addAfter(Pipeline p, Expr condition) {
    int last = p.levels.size() - 1;
    JoinPipelineGenerator.Level level = p.levels.get(last);
    Expr after = level.after() == null ? condition
        : new Call(Operator.AND, List.of(level.after(), condition), SqlType.of(TypeId.BOOLEAN));
    p.levels.set(last, new JoinPipelineGenerator.Level(level.type(), level.buildColumns(), level.probeKeys(),
        level.buildKeys(), level.longKeyed(), level.residual(), after));
  }

  /** {@code expr} with each column reference replaced by the expression it names in {@code columns}. */
  static Expr substitute(Expr expr, List<Expr> columns) {
    if (expr instanceof ColumnRef ref) {
      return columns.get(ref.index());
    }
    if (expr instanceof Literal) {
      return expr;
    }
    Call call = (Call) expr;
    List<Expr> operands = call.operands().stream().map(o -> substitute(o, columns)).toList();
    return new Call(call.operator(), operands, call.type());
  }

  private static boolean isLongKey(SqlType type) {
    return switch (type.id()) {
      case TINYINT, SMALLINT, INTEGER, BIGINT, DATE, TIMESTAMP -> true;
      default -> false;
    };
  }
}
