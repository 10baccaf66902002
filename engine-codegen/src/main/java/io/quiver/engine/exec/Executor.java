package io.quiver.engine.exec;

import io.quiver.engine.runtime.AggregateKernel;
import io.quiver.engine.runtime.CalcKernel;
import io.quiver.engine.runtime.SqlFunctions;
import io.quiver.engine.error.EngineException;
import io.quiver.engine.expr.ColumnRef;
import io.quiver.engine.expr.Expr;
import io.quiver.engine.gen.AggregateGenerator;
import io.quiver.engine.gen.CalcGenerator;
import io.quiver.engine.gen.JoinPipelineGenerator;
import io.quiver.engine.runtime.JoinPipelineKernel;
import io.quiver.engine.plan.AggregateCall;
import io.quiver.engine.plan.Calc;
import io.quiver.engine.plan.ExternalScan;
import io.quiver.engine.plan.HashAggregate;
import io.quiver.engine.plan.HashJoin;
import io.quiver.engine.plan.JoinType;
import io.quiver.engine.plan.NestedLoopJoin;
import io.quiver.engine.plan.IndexLookup;
import io.quiver.engine.plan.Limit;
import io.quiver.engine.plan.PhysicalNode;
import io.quiver.engine.plan.RecursiveUnion;
import io.quiver.engine.plan.WorkTableScan;
import io.quiver.engine.plan.SetOp;
import io.quiver.engine.plan.Sort;
import io.quiver.engine.plan.SortKey;
import io.quiver.engine.plan.TableScan;
import io.quiver.engine.plan.AccumulatorAggregate;
import io.quiver.engine.plan.TableFunctionJoin;
import io.quiver.engine.plan.UnionAll;
import io.quiver.engine.plan.Values;
import io.quiver.engine.plan.Window;
import io.quiver.engine.sort.BatchSorter;
import io.quiver.engine.sort.SortOrder;
import io.quiver.engine.sort.TopNSorter;
import io.quiver.engine.types.ArrowTypes;
import io.quiver.engine.types.Column;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.util.ArrayList;
import java.util.List;
import org.apache.arrow.vector.VectorSchemaRoot;

/**
 * Turns a physical plan into a tree of batch sources. Filters and projections are fused into the
 * generated class of the operator they feed: a Calc over a scan is one generated loop, and a Calc
 * under an aggregation is folded into the aggregation's own loop.
 */
public final class Executor {
  private final ExecContext context;
  private final RecursiveUnionSource.WorkTables workTables = new RecursiveUnionSource.WorkTables();

  public Executor(ExecContext context) {
    this.context = context;
  }

  /**
   * The batches of {@code node}'s result. Closing the source ends the query: its context's memory
   * goes back (see {@link ExecContext#close}). A failure, whether opening or pulling, releases
   * what the plan held at once and reaches the caller as an SQL error (53200 over the memory
   * limit), so the session can go on.
   */
  public BatchSource open(PhysicalNode node) {
    return root(() -> node(node));
  }

  private BatchSource root(java.util.function.Supplier<BatchSource> opener) {
    BatchSource source;
    try {
      source = opener.get();
    } catch (RuntimeException e) {
      context.close();
      throw context.translate(e);
    }
    return new QuerySource(source, context);
  }

  /** The root of a query's source tree: translates failures and ends the query when closed. */
  private static final class QuerySource implements BatchSource {
    private final BatchSource source;
    private final ExecContext context;
    private boolean closed;

    QuerySource(BatchSource source, ExecContext context) {
      this.source = source;
      this.context = context;
    }

    @Override
    public List<Column> columns() {
      return source.columns();
    }

    @Override
    public VectorSchemaRoot next() {
      try {
        return closed ? null : source.next();
      } catch (RuntimeException e) {
        close();
        throw context.translate(e);
      }
    }

    @Override
    public void close() {
      if (!closed) {
        closed = true;
        try {
          source.close();
        } finally {
          context.close();
        }
      }
    }
  }

  private BatchSource node(PhysicalNode node) {
    if (node instanceof TableScan scan) {
      return Sources.scan(scan.columns(), scan.version(), context);
    }
    if (node instanceof IndexLookup lookup) {
      return IndexLookupSource.open(lookup, context);
    }
    if (node instanceof ExternalScan scan) {
      return new ExternalSource(scan.table(), io.quiver.engine.source.ScanRequest.ALL, context);
    }
    if (node instanceof Values values) {
      return Sources.values(values.columns(), values.rows(), context.allocator());
    }
    if (context.generatedJoins() && JoinPipelines.applies(node)) {
      return joinPipeline(JoinPipelines.cut(node));
    }
    if (node instanceof Calc calc) {
      return calcNode(calc.input(), calc.condition(), calc.projects(), calc.columns());
    }
    if (node instanceof HashAggregate aggregate) {
      return aggregate(aggregate);
    }
    if (node instanceof Sort sort) {
      return sort(sort);
    }
    if (node instanceof HashJoin join) {
      return join(join.left(), join.right(), join.joinType(), join.leftKeys(), join.rightKeys(), join.buildLeft(),
          join.residual(), join.columns());
    }
    if (node instanceof NestedLoopJoin join) {
      return join(join.left(), join.right(), join.joinType(), new int[0], new int[0], false, join.condition(),
          join.columns());
    }
    if (node instanceof SetOp setOp) {
      List<BatchSource> inputs = openAll(setOp.inputs());
      return new SetOpSource(inputs.get(0), inputs.get(1), setOp.kind(), setOp.all(), setOp.columns(), context);
    }
    if (node instanceof Window window) {
      return new WindowSource(node(window.input()), window, context);
    }
    if (node instanceof Limit limit) {
      return Sources.limit(node(limit.input()), limit.offset(), limit.fetch());
    }
    if (node instanceof AccumulatorAggregate aggregate) {
      return new AccumulatorAggregateSource(node(aggregate.input()), aggregate, context.allocator());
    }
    if (node instanceof TableFunctionJoin join) {
      return new TableFunctionJoinSource(node(join.input()), join, context.allocator());
    }
    if (node instanceof RecursiveUnion recursive) {
      return new RecursiveUnionSource(recursive, node(recursive.seed()), r -> node(r.step()), workTables, context);
    }
    if (node instanceof WorkTableScan scan) {
      return workTables.scan(scan.workTable(), scan.columns());
    }
    UnionAll union = (UnionAll) node;
    return Sources.concat(union.columns(), openAll(union.inputs()));
  }

  /** Opens every input, closing those already open if one fails. */
  List<BatchSource> openAll(List<PhysicalNode> inputs) {
    List<BatchSource> sources = new ArrayList<>();
    try {
      for (PhysicalNode input : inputs) {
        sources.add(node(input));
      }
      return sources;
    } catch (RuntimeException e) {
      sources.forEach(BatchSource::close);
      throw e;
    }
  }

  /** A generated filter-and-project loop over {@code input}, writing {@code outputs}. */
  public BatchSource calc(PhysicalNode input, Expr condition, List<Expr> projects, List<Column> outputs) {
    return root(() -> calcNode(input, condition, projects, outputs));
  }

  private BatchSource calcNode(PhysicalNode input, Expr condition, List<Expr> projects, List<Column> outputs) {
    CalcKernels kernels = context.calcKernels();
    CalcKernel kernel = kernels != null ? kernels.kernel(context, small(input), condition, projects, outputs)
        : instantiate(
            new CalcGenerator(context.maxGeneratedCodeLength(), small(input)).generate(condition, projects, outputs),
            new Class<?>[] {Object[].class});
    ZoneMapFilter zoneMap = condition != null && input instanceof TableScan ? ZoneMapFilter.of(condition) : null;
    BatchSource rows = input instanceof ExternalScan scan ? scan(scan, condition, projects)
        : zoneMap == null ? node(input)
        : Sources.scan(input.columns(), ((TableScan) input).version(), zoneMap, context);
    return new CalcSource(rows, kernel, outputs, context);
  }

  /**
   * An external scan told what the generated loop above it reads: only those columns are
   * decoded, and the filter's simple conjuncts let it skip partitions, files and row groups.
   */
  private BatchSource scan(ExternalScan scan, Expr condition, List<Expr> expressions) {
    return new ExternalSource(scan.table(), ScanPredicates.request(condition, expressions), context);
  }

  private BatchSource join(PhysicalNode left, PhysicalNode right, JoinType type, int[] leftKeys, int[] rightKeys,
      boolean buildLeft, Expr residual, List<Column> columns) {
    CalcKernel residualKernel = residual == null ? null : predicate(residual);
    BatchSource leftSource = node(left);
    BatchSource rightSource;
    try {
      rightSource = node(right);
    } catch (RuntimeException e) {
      leftSource.close();
      throw e;
    }
    return new JoinSource(leftSource, rightSource, type, leftKeys, rightKeys, buildLeft, residualKernel, columns,
        context);
  }

  /**
   * A generated join pipeline: its build sides are opened (and drained when first pulled) as
   * sources of their own, its probe source feeds the generated loop.
   */
  private BatchSource joinPipeline(JoinPipelines.Pipeline pipeline) {
    JoinPipelineKernel kernel = instantiate(new JoinPipelineGenerator(context.maxGeneratedCodeLength())
        .generate(pipeline.sourceColumns, pipeline.filter, pipeline.levels, pipeline.columns, pipeline.outputs),
        new Class<?>[] {Object[].class});
    List<BatchSource> opened = new ArrayList<>();
    try {
      List<JoinPipelineSource.BuildInput> builds = new ArrayList<>();
      for (JoinPipelines.Build build : pipeline.builds) {
        BatchSource source = node(build.node());
        opened.add(source);
        builds.add(new JoinPipelineSource.BuildInput(source, build.keys(), build.longKeyed(), build.type()));
      }
      BatchSource probe;
      if (pipeline.source instanceof TableScan scan && pipeline.filter != null) {
        probe = Sources.scan(scan.columns(), scan.version(), ZoneMapFilter.of(pipeline.filter), context);
      } else {
        probe = node(pipeline.source);
      }
      return new JoinPipelineSource(probe, builds, kernel, pipeline.outputs, context);
    } catch (RuntimeException e) {
      opened.forEach(BatchSource::close);
      throw e;
    }
  }

  /** A generated kernel writing {@code condition} as the one BOOLEAN column of its output. */
  private CalcKernel predicate(Expr condition) {
    List<Column> match = List.of(new Column("match", io.quiver.engine.types.SqlType.of(
        io.quiver.engine.types.TypeId.BOOLEAN)));
    return instantiate(new CalcGenerator(context.maxGeneratedCodeLength()).generate(null, List.of(condition), match),
        new Class<?>[] {Object[].class});
  }

  /**
   * A table of fewer rows is aggregated on the calling thread even when it has several chunks:
   * the workers' hand-over and the second (combining) class to compile cost more than they save.
   */
  static final long PARALLEL_MIN_ROWS = 2048;

  /** Whether {@code node} produces at most {@link CalcGenerator#COMPACT_MAX_ROWS} rows, as far as its inputs tell. */
  static boolean small(PhysicalNode node) {
    return rowBound(node) <= CalcGenerator.COMPACT_MAX_ROWS;
  }

  /** An upper bound of the rows {@code node} produces; {@link Long#MAX_VALUE} where unknown. */
  static long rowBound(PhysicalNode node) {
    if (node instanceof TableScan scan) {
      return scan.version().rowCount();
    }
    if (node instanceof Values values) {
      return values.rows().size();
    }
    if (node instanceof Calc || node instanceof HashAggregate || node instanceof Sort || node instanceof Limit
        || node instanceof Window) {
      return rowBound(node.inputs().get(0));
    }
    if (node instanceof HashJoin || node instanceof NestedLoopJoin || node instanceof SetOp
        || node instanceof UnionAll) {
      // At most every pair, plus each side's unmatched rows (or every row of a union).
      long product = 1;
      long sum = 0;
      for (PhysicalNode input : node.inputs()) {
        long bound = rowBound(input);
        if (bound > CalcGenerator.COMPACT_MAX_ROWS) {
          return Long.MAX_VALUE;
        }
        product *= Math.max(1, bound);
        sum += bound;
      }
      return product + sum;
    }
    return Long.MAX_VALUE;
  }

  private BatchSource aggregate(HashAggregate aggregate) {
    PhysicalNode input = aggregate.input();
    Expr condition = null;
    List<Expr> inputExprs;
    if (input instanceof Calc calc && !(context.generatedJoins() && JoinPipelines.applies(calc))) {
      // A Calc over a join stays in the join's pipeline, which then writes only its projections.
      condition = calc.condition();
      inputExprs = calc.projects();
      input = calc.input();
    } else {
      List<Column> columns = input.columns();
      inputExprs = new ArrayList<>();
      for (int i = 0; i < columns.size(); i++) {
        inputExprs.add(new ColumnRef(i, columns.get(i).type()));
      }
    }
    List<Expr> keys = new ArrayList<>();
    for (int key : aggregate.groupKeys()) {
      keys.add(inputExprs.get(key));
    }
    List<AggregateGenerator.Aggregate> aggregates = new ArrayList<>();
    for (AggregateCall call : aggregate.aggregates()) {
      Expr argument = call.argument() < 0 ? null : inputExprs.get(call.argument());
      Expr separator = call.separator() < 0 ? null : inputExprs.get(call.separator());
      aggregates.add(new AggregateGenerator.Aggregate(call.function(), argument, call.type(), separator));
    }
    if (input instanceof TableScan scan && scan.version().chunks().size() >= 2
        && scan.version().rowCount() >= PARALLEL_MIN_ROWS && runsInParallel(condition, keys, aggregates)) {
      ZoneMapFilter zoneMap = condition == null ? null : ZoneMapFilter.of(condition);
      return parallelAggregate(ParallelAggregateSource.chunks(scan.version(), zoneMap, context), condition, keys,
          aggregates, aggregate);
    }
    if (input instanceof ExternalScan scan && runsInParallel(condition, keys, aggregates)) {
      // The splits are the morsels: each worker decodes the splits it takes and aggregates them.
      List<io.quiver.engine.source.Split> splits = scan.table().splits(ScanPredicates.request(condition, inputExprs));
      return parallelAggregate(ParallelAggregateSource.splits(splits, context), condition, keys, aggregates,
          aggregate);
    }
    var generated = new AggregateGenerator(context.maxGeneratedCodeLength(), small(input))
        .generate(condition, keys, aggregates, aggregate.columns());
    VectorSchemaRoot out = ArrowTypes.newBatch(aggregate.columns(), context.allocator());
    AggregateKernel kernel;
    try {
      out.allocateNew();
      kernel = instantiate(generated, new Class<?>[] {Object[].class, VectorSchemaRoot.class}, out);
    } catch (RuntimeException e) {
      out.close();
      throw e;
    }
    BatchSource rows;
    try {
      rows = input instanceof ExternalScan scan ? scan(scan, condition, inputExprs) : node(input);
    } catch (RuntimeException e) {
      kernel.close();
      throw e;
    }
    return new AggregateSource(rows, kernel, aggregate.columns(), context);
  }

  /**
   * Whether an aggregation straight over a scan runs on several workers: the query has workers
   * (and, for a table, the table more than one chunk: the morsels), no user-defined function is
   * called (its object would be shared by the workers' kernels, and need not be thread-safe), and
   * no LISTAGG or ARRAY_AGG (their values follow the order of the input, which workers would shuffle).
   */
  private boolean runsInParallel(Expr condition, List<Expr> keys, List<AggregateGenerator.Aggregate> aggregates) {
    if (context.parallelism() < 2
        || aggregates.stream().anyMatch(a -> a.function() == io.quiver.engine.plan.AggregateFunction.LISTAGG
            || a.function() == io.quiver.engine.plan.AggregateFunction.ARRAY_AGG)) {
      return false;
    }
    List<Expr> all = new ArrayList<>(keys);
    if (condition != null) {
      all.add(condition);
    }
    aggregates.forEach(a -> {
      if (a.argument() != null) {
        all.add(a.argument());
      }
    });
    return all.stream().noneMatch(Executor::callsUserFunction);
  }

  private static boolean callsUserFunction(Expr expr) {
    return expr instanceof io.quiver.engine.expr.Call call
        && (call.operator() == io.quiver.engine.expr.Operator.USER_FUNCTION
            || call.operands().stream().anyMatch(Executor::callsUserFunction));
  }

  /**
   * One partial aggregation per worker over the scan's chunks, and the aggregation that combines
   * their groups: partial COUNTs are summed (SUM0, so an empty input still counts 0), SUMs summed,
   * MINs and MAXs folded again.
   */
  private BatchSource parallelAggregate(ParallelAggregateSource.Morsels morsels, Expr condition, List<Expr> keys,
      List<AggregateGenerator.Aggregate> aggregates, HashAggregate aggregate) {
    List<Column> columns = aggregate.columns();
    List<Expr> combineKeys = new ArrayList<>();
    for (int k = 0; k < keys.size(); k++) {
      combineKeys.add(new ColumnRef(k, columns.get(k).type()));
    }
    List<AggregateGenerator.Aggregate> combined = new ArrayList<>();
    for (int a = 0; a < aggregates.size(); a++) {
      AggregateGenerator.Aggregate partial = aggregates.get(a);
      io.quiver.engine.plan.AggregateFunction function = switch (partial.function()) {
        case COUNT, SUM0 -> io.quiver.engine.plan.AggregateFunction.SUM0;
        case SUM -> io.quiver.engine.plan.AggregateFunction.SUM;
        case MIN -> io.quiver.engine.plan.AggregateFunction.MIN;
        case MAX -> io.quiver.engine.plan.AggregateFunction.MAX;
        case LISTAGG, ARRAY_AGG -> throw new IllegalStateException(partial.function() + " does not run in parallel");
      };
      Column column = columns.get(keys.size() + a);
      combined.add(new AggregateGenerator.Aggregate(function, new ColumnRef(keys.size() + a, column.type()),
          partial.resultType()));
    }
    List<AggregateKernel> kernels = new ArrayList<>();
    try {
      for (int i = 0; i < context.parallelism(); i++) {
        // Generated once per worker, so that each kernel has references of its own (the class
        // itself comes from the cache).
        kernels.add(aggregateKernel(new AggregateGenerator(context.maxGeneratedCodeLength())
            .generate(condition, keys, aggregates, columns), columns));
      }
      AggregateKernel combine = aggregateKernel(new AggregateGenerator(context.maxGeneratedCodeLength())
          .generate(null, combineKeys, combined, columns), columns);
      return new ParallelAggregateSource(morsels, kernels, combine, columns, context);
    } catch (RuntimeException e) {
      kernels.forEach(AggregateKernel::close);
      throw e;
    }
  }

  private AggregateKernel aggregateKernel(io.quiver.engine.gen.GeneratedClass generated, List<Column> columns) {
    VectorSchemaRoot out = ArrowTypes.newBatch(columns, context.allocator());
    try {
      out.allocateNew();
      return instantiate(generated, new Class<?>[] {Object[].class, VectorSchemaRoot.class}, out);
    } catch (RuntimeException e) {
      out.close();
      throw e;
    }
  }

  private BatchSource sort(Sort sort) {
    List<SortOrder> orders = new ArrayList<>();
    for (SortKey key : sort.keys()) {
      orders.add(new SortOrder(key.column(), key.descending(), key.nullsFirst()));
    }
    List<Column> columns = sort.columns();
    if (sort.fetch() >= 0 && sort.offset() + sort.fetch() <= TOP_N_MAX_ROWS) {
      return topN(sort, orders);
    }
    try (BatchSource input = node(sort.input());
        BatchSorter sorter = new BatchSorter(ArrowTypes.schema(columns), orders);
        io.quiver.engine.memory.HeapCharge charge = context.charge("the sort's row index")) {
      VectorSchemaRoot batch;
      long rows = 0;
      while ((batch = input.next()) != null) {
        rows += batch.getRowCount();
        sorter.add(batch);
        // The sort orders a long per row (batch and row) on the heap, next to the batches it holds.
        charge.resize(rows * Long.BYTES);
        context.checkCancelled();
      }
      return Sources.of(columns, sorter.finish(context.allocator(), sort.offset(), sort.fetch(),
          context::checkCancelled));
    }
  }

  /** Limits up to which ORDER BY ... LIMIT keeps a bounded heap instead of sorting everything. */
  private static final long TOP_N_MAX_ROWS = 1_000_000;

  private BatchSource topN(Sort sort, List<SortOrder> orders) {
    List<Column> columns = sort.columns();
    try (BatchSource input = node(sort.input());
        TopNSorter sorter = new TopNSorter(ArrowTypes.schema(columns), orders, sort.offset(), sort.fetch());
        io.quiver.engine.memory.HeapCharge charge = context.charge("the top-N heap")) {
      // The heap keeps a long per kept row.
      charge.resize((sort.offset() + sort.fetch()) * Long.BYTES);
      VectorSchemaRoot batch;
      while ((batch = input.next()) != null) {
        sorter.add(batch, context.allocator());
        context.checkCancelled();
      }
      return Sources.of(columns, sorter.finish(context.allocator(), sort.offset()));
    }
  }

  @SuppressWarnings("unchecked")
  private <T> T instantiate(io.quiver.engine.gen.GeneratedClass generated, Class<?>[] parameterTypes, Object... extra) {
    Class<?> type = context.compile(generated).type();
    Object[] arguments = new Object[parameterTypes.length];
    arguments[0] = generated.referenceArray();
    System.arraycopy(extra, 0, arguments, 1, extra.length);
    try {
      Constructor<?> constructor = type.getConstructor(parameterTypes);
      return (T) constructor.newInstance(arguments);
    } catch (InvocationTargetException e) {
      throw Errors.translate(e.getCause());
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("cannot instantiate generated " + generated.className(), e);
    }
  }

  /** Runs the generated loop over each input batch. */
  private static final class CalcSource implements BatchSource {
    private final BatchSource input;
    private final CalcKernel kernel;
    private final List<Column> columns;
    private final ExecContext context;

    CalcSource(BatchSource input, CalcKernel kernel, List<Column> columns, ExecContext context) {
      this.input = input;
      this.kernel = kernel;
      this.columns = columns;
      this.context = context;
    }

    @Override
    public List<Column> columns() {
      return columns;
    }

    @Override
    public VectorSchemaRoot next() {
      for (VectorSchemaRoot next = input.next(); next != null; next = input.next()) {
        context.checkCancelled();
        VectorSchemaRoot out = ArrowTypes.newBatch(columns, context.allocator());
        try (VectorSchemaRoot in = next) {
          out.getFieldVectors().forEach(v -> v.setInitialCapacity(in.getRowCount()));
          out.allocateNew();
          int rows = kernel.process(in, out);
          out.setRowCount(rows);
        } catch (RuntimeException e) {
          out.close();
          throw Errors.translate(e);
        }
        if (out.getRowCount() > 0) {
          return out;
        }
        out.close();
      }
      return null;
    }

    @Override
    public void close() {
      input.close();
    }
  }

  /** Drains its input into the generated aggregation, then yields the single result batch. */
  private static final class AggregateSource implements BatchSource {
    private final BatchSource input;
    private final AggregateKernel kernel;
    private final List<Column> columns;
    private final ExecContext context;
    /** The group table and accumulators, charged against the query's limit after each batch. */
    private final io.quiver.engine.memory.HeapCharge charge;
    private boolean done;

    AggregateSource(BatchSource input, AggregateKernel kernel, List<Column> columns, ExecContext context) {
      this.input = input;
      this.kernel = kernel;
      this.columns = columns;
      this.context = context;
      this.charge = context.charge("the hash aggregation's groups");
    }

    @Override
    public List<Column> columns() {
      return columns;
    }

    @Override
    public VectorSchemaRoot next() {
      if (done) {
        return null;
      }
      done = true;
      try {
        for (VectorSchemaRoot next = input.next(); next != null; next = input.next()) {
          try (VectorSchemaRoot in = next) {
            kernel.accumulate(in);
          }
          charge.resize(kernel.heapBytes());
          context.checkCancelled();
        }
        VectorSchemaRoot result = kernel.finish();
        if (result.getRowCount() == 0) {
          result.close();
          return null;
        }
        return result;
      } catch (RuntimeException e) {
        throw Errors.translate(e);
      }
    }

    @Override
    public void close() {
      try {
        kernel.close();
        input.close();
      } finally {
        charge.close();
      }
    }
  }

  /** Maps Java arithmetic failures from generated code to SQL data exceptions. */
  static final class Errors {
    private Errors() {}

    static RuntimeException translate(Throwable e) {
      if (e instanceof EngineException engine) {
        return engine;
      }
      if (e instanceof ArithmeticException arithmetic) {
        return SqlFunctions.overflow(arithmetic);
      }
      if (e instanceof RuntimeException runtime) {
        return runtime;
      }
      return new IllegalStateException(e);
    }
  }
}
