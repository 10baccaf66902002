package io.quiver.table.planner;

import io.quiver.engine.store.TableVersion;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.calcite.plan.hep.HepRelVertex;
import org.apache.calcite.rel.RelNode;
import org.apache.calcite.rel.core.Calc;
import org.apache.calcite.rel.core.Filter;
import org.apache.calcite.rel.core.Join;
import org.apache.calcite.rel.core.JoinInfo;
import org.apache.calcite.rel.core.JoinRelType;
import org.apache.calcite.rel.core.Project;
import org.apache.calcite.rel.core.Sort;
import org.apache.calcite.rel.core.TableScan;
import org.apache.calcite.rel.metadata.BuiltInMetadata;
import org.apache.calcite.rel.metadata.ChainedRelMetadataProvider;
import org.apache.calcite.rel.metadata.DefaultRelMetadataProvider;
import com.google.common.collect.Multimap;
import java.lang.reflect.Method;
import org.apache.calcite.rel.metadata.Metadata;
import org.apache.calcite.rel.metadata.MetadataDef;
import org.apache.calcite.rel.metadata.MetadataHandler;
import org.apache.calcite.rel.metadata.UnboundMetadata;
import org.apache.calcite.rel.metadata.MetadataHandlerProvider;
import org.apache.calcite.rel.metadata.ProxyingMetadataHandlerProvider;
import org.apache.calcite.rel.metadata.ReflectiveRelMetadataProvider;
import org.apache.calcite.rel.metadata.RelMdRowCount;
import org.apache.calcite.rel.metadata.RelMdUtil;
import org.apache.calcite.rel.metadata.RelMetadataProvider;
import org.apache.calcite.rel.metadata.RelMetadataQuery;
import org.apache.calcite.rex.RexInputRef;
import org.apache.calcite.rex.RexNode;
import org.apache.calcite.rex.RexProgram;

/**
 * Calcite's metadata, with inner equi-joins estimated the textbook way, {@code |L| * |R| /
 * max(ndv(left key), ndv(right key))}, instead of with Calcite's fixed 15% selectivity per
 * equality, which cannot tell a key join from a many-to-many one: with it, TPC-H Q5 joined
 * customer with supplier on the nation key first (12 million rows at scale 1) and lineitem after.
 * A key's distinct values are bounded by the value range of the table column it comes from
 * ({@link ColumnRanges}) and by its input's rows. Estimates only change costs (join order, build
 * side), never an answer. Public only because Calcite calls the handler reflectively.
 */
public final class QuiverMetadata {
  static final RelMetadataProvider PROVIDER = ChainedRelMetadataProvider.of(List.of(
      ReflectiveRelMetadataProvider.reflectiveSource(new JoinRowCount(), BuiltInMetadata.RowCount.Handler.class),
      DefaultRelMetadataProvider.INSTANCE));

  /**
   * The metadata handlers of every plan. Calcite's {@code ProxyingMetadataHandlerProvider} builds a
   * proxy per handler class by reflection each time it is asked, and a plan asks for some twenty of
   * them with every new {@link RelMetadataQuery}, which the heuristic planner makes after each rule
   * that fires: about 4% of a small statement's planning. The proxies keep no state of their own
   * (each call dispatches through {@link #PROVIDER} and caches in the query), so one of each serves
   * every plan of the process.
   */
  static final MetadataHandlerProvider HANDLERS =
      new MemoizedHandlers(new ProxyingMetadataHandlerProvider(new ResolvedOnce(PROVIDER)));

  /** A new metadata query over the shared handlers. */
  static RelMetadataQuery newQuery() {
    return new RelMetadataQuery(HANDLERS);
  }

  private QuiverMetadata() {}

  /**
   * Resolves each (node class, metadata kind) pair once. Each metadata call through the proxies
   * asks the provider for the function that computes it, and Calcite's default provider answers
   * by asking each of its two dozen reflective providers in turn, walking the node's superclasses
   * in each. The answer depends on the two classes alone.
   */
  private static final class ResolvedOnce implements RelMetadataProvider {
    private static final Object NONE = new Object();
    private final RelMetadataProvider delegate;
    private final ConcurrentHashMap<List<Class<?>>, Object> resolved = new ConcurrentHashMap<>();

    ResolvedOnce(RelMetadataProvider delegate) {
      this.delegate = delegate;
    }

    @Override
    @SuppressWarnings({"unchecked", "deprecation"})
    public <M extends Metadata> UnboundMetadata<M> apply(Class<? extends RelNode> relClass,
        Class<? extends M> metadataClass) {
      List<Class<?>> key = List.of(relClass, metadataClass);
      Object function = resolved.get(key);
      if (function == null) {
        UnboundMetadata<M> found = delegate.apply(relClass, metadataClass);
        function = found == null ? NONE : found;
        resolved.putIfAbsent(key, function);
      }
      return function == NONE ? null : (UnboundMetadata<M>) function;
    }

    @Override
    @SuppressWarnings("deprecation")
    public <M extends Metadata> Multimap<Method, MetadataHandler<M>> handlers(MetadataDef<M> def) {
      return delegate.handlers(def);
    }

    @Override
    public List<MetadataHandler<?>> handlers(Class<? extends MetadataHandler<?>> handlerClass) {
      return delegate.handlers(handlerClass);
    }
  }

  /** Calls {@code handler} once per handler class. */
  private static final class MemoizedHandlers implements MetadataHandlerProvider {
    private final MetadataHandlerProvider delegate;
    private final ConcurrentHashMap<Class<?>, MetadataHandler<?>> handlers = new ConcurrentHashMap<>();

    MemoizedHandlers(MetadataHandlerProvider delegate) {
      this.delegate = delegate;
    }

    @Override
    @SuppressWarnings("unchecked")
    public <MH extends MetadataHandler<?>> MH handler(Class<MH> handlerClass) {
      MetadataHandler<?> handler = handlers.get(handlerClass);
      if (handler == null) {
        handler = delegate.handler(handlerClass);
        MetadataHandler<?> raced = handlers.putIfAbsent(handlerClass, handler);
        if (raced != null) {
          handler = raced;
        }
      }
      return (MH) handler;
    }
  }

  /** Row counts, with equi-joins estimated from the distinct values of their keys. */
  public static final class JoinRowCount extends RelMdRowCount {
    @Override
    public Double getRowCount(Join join, RelMetadataQuery mq) {
      Double estimate = join.getJoinType() == JoinRelType.INNER ? equiJoinRows(join, mq) : null;
      return estimate != null ? estimate : super.getRowCount(join, mq);
    }

    private static Double equiJoinRows(Join join, RelMetadataQuery mq) {
      JoinInfo info = join.analyzeCondition();
      Double left = mq.getRowCount(join.getLeft());
      Double right = mq.getRowCount(join.getRight());
      if (info.leftKeys.isEmpty() || left == null || right == null) {
        return null;
      }
      // With several keys, the most selective pair bounds the result.
      double distinct = 0;
      for (int k = 0; k < info.leftKeys.size(); k++) {
        double l = distinctValues(join.getLeft(), info.leftKeys.get(k), left, mq);
        double r = distinctValues(join.getRight(), info.rightKeys.get(k), right, mq);
        if (l < 0 || r < 0) {
          continue;
        }
        distinct = Math.max(distinct, Math.max(l, r));
      }
      if (distinct == 0) {
        return null;
      }
      double rows = left * right / distinct;
      RexNode residual = info.getRemaining(join.getCluster().getRexBuilder());
      return Math.max(1, rows * RelMdUtil.guessSelectivity(residual));
    }

    /** Distinct values of an input column taken unchanged from an integer-like table column; -1 if unknown. */
    private static double distinctValues(RelNode input, int column, double rows, RelMetadataQuery mq) {
      TableScan scan = null;
      RelNode node = input;
      int index = column;
      // Calcite's column origins stop at the planner's HepRelVertex wrappers, so follow the column here.
      while (scan == null && index >= 0) {
        if (node instanceof HepRelVertex vertex) {
          node = vertex.getCurrentRel();
        } else if (node instanceof TableScan s) {
          scan = s;
        } else if (node instanceof Filter || node instanceof Sort) {
          node = node.getInput(0);
        } else if (node instanceof Project project) {
          index = inputRef(project.getProjects().get(index));
          node = project.getInput();
        } else if (node instanceof Calc calc) {
          RexProgram program = calc.getProgram();
          index = inputRef(program.expandLocalRef(program.getProjectList().get(index)));
          node = calc.getInput();
        } else if (node instanceof Join join && join.getJoinType() == JoinRelType.INNER) {
          int leftCount = join.getLeft().getRowType().getFieldCount();
          node = index < leftCount ? join.getLeft() : join.getRight();
          index = index < leftCount ? index : index - leftCount;
        } else {
          return -1;
        }
      }
      CatalogSchemas.ManagedTable managed = scan == null ? null : scan.getTable().unwrap(CatalogSchemas.ManagedTable.class);
      if (managed == null || managed.table().external() != null) {
        return -1;
      }
      TableVersion version = managed.table().storage().snapshot();
      long range = ColumnRanges.of(version, index, scan.getRowType().getFieldCount());
      return range == ColumnRanges.UNKNOWN ? -1 : Math.max(1, Math.min(range, rows));
    }

    private static int inputRef(RexNode node) {
      return node instanceof RexInputRef ref ? ref.getIndex() : -1;
    }
  }
}
