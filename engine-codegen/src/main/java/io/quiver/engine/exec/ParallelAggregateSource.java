package io.quiver.engine.exec;

import io.quiver.engine.error.EngineException;
import io.quiver.engine.memory.HeapCharge;
import io.quiver.engine.runtime.AggregateKernel;
import io.quiver.engine.source.BatchReader;
import io.quiver.engine.source.Split;
import io.quiver.engine.source.SplitResources;
import io.quiver.engine.store.Chunk;
import io.quiver.engine.store.LiveRows;
import io.quiver.engine.store.TableVersion;
import io.quiver.engine.types.Column;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.arrow.vector.VectorSchemaRoot;

/**
 * The pipeline scan → filter/project → hash aggregation on several workers. The morsels are the
 * chunks of a table version or the splits of an external table (files, Parquet row groups),
 * handed out one at a time from a shared counter; each worker reads the morsels it takes and folds
 * them into its own generated kernel (its thread-local sink state, charged to the query's memory
 * on its own), so an external table's decoding and the aggregation run on the same worker with no
 * queue between them. At the end the partial results, one batch of groups per worker,
 * are combined by a second generated aggregation that folds partial sums, counts, minima and
 * maxima into final ones. The query's thread waits for the workers, polling for cancellation,
 * and on a cancel or a failure stops them all before it returns.
 */
final class ParallelAggregateSource implements BatchSource {
  /** How often the waiting query thread looks at the cancel flag. */
  private static final long POLL_MILLIS = 5;

  /** Where the workers take their morsels from; one instance is shared by all of them. */
  interface Morsels {
    /** Takes morsels until none is left or {@code stopped} says so, giving each batch to {@code sink}. */
    void work(java.util.function.Consumer<VectorSchemaRoot> sink, java.util.function.BooleanSupplier stopped);
  }

  private final Morsels morsels;
  private final List<AggregateKernel> partials;
  private final AggregateKernel combine;
  private final List<Column> columns;
  private final ExecContext context;
  private final List<HeapCharge> charges = new ArrayList<>();
  private volatile boolean stop;
  private boolean done;

  ParallelAggregateSource(Morsels morsels, List<AggregateKernel> partials, AggregateKernel combine,
      List<Column> columns, ExecContext context) {
    this.morsels = morsels;
    this.partials = partials;
    this.combine = combine;
    this.columns = columns;
    this.context = context;
    for (int i = 0; i <= partials.size(); i++) {
      charges.add(context.charge("the hash aggregation's groups"));
    }
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
      runWorkers();
      for (int i = 0; i < partials.size(); i++) {
        try (VectorSchemaRoot partial = partials.get(i).finish()) {
          combine.accumulate(partial);
        }
        charges.get(partials.size()).resize(combine.heapBytes());
      }
      VectorSchemaRoot result = combine.finish();
      if (result.getRowCount() == 0) {
        result.close();
        return null;
      }
      return result;
    } catch (RuntimeException e) {
      throw Executor.Errors.translate(e);
    }
  }

  private void runWorkers() {
    List<Future<?>> futures = new ArrayList<>();
    for (int i = 0; i < partials.size(); i++) {
      AggregateKernel kernel = partials.get(i);
      HeapCharge charge = charges.get(i);
      futures.add(context.workers().submit(() -> work(kernel, charge)));
    }
    RuntimeException failure = null;
    for (Future<?> future : futures) {
      while (true) {
        try {
          future.get(POLL_MILLIS, TimeUnit.MILLISECONDS);
          break;
        } catch (TimeoutException e) {
          if (context.isCancelled()) {
            stop = true;
          }
        } catch (ExecutionException e) {
          stop = true;
          if (failure == null) {
            failure = e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
          }
          break;
        } catch (InterruptedException e) {
          stop = true;
          Thread.currentThread().interrupt();
          if (failure == null) {
            failure = new EngineException(EngineException.QUERY_CANCELED, "query was interrupted");
          }
        }
      }
    }
    if (failure != null) {
      throw failure;
    }
    context.checkCancelled();
  }

  private void work(AggregateKernel kernel, HeapCharge charge) {
    morsels.work(batch -> accumulate(kernel, charge, batch), () -> stop || context.isCancelled());
  }

  /** The chunks of a table version; small chunks are taken one after another until they make a batch worth reading. */
  static Morsels chunks(TableVersion version, ZoneMapFilter zoneMap, ExecContext context) {
    AtomicInteger nextChunk = new AtomicInteger();
    return (sink, stopped) -> {
      List<Chunk> chunks = version.chunks();
      int[] run = new int[16];
      int count = 0;
      int rows = 0;
      for (int index = nextChunk.getAndIncrement(); index < chunks.size() && !stopped.getAsBoolean();
          index = nextChunk.getAndIncrement()) {
        Chunk chunk = chunks.get(index);
        if (LiveRows.live(version, index) == 0 || (zoneMap != null && !zoneMap.mayMatch(chunk))) {
          continue;
        }
        if (LiveRows.isSmall(chunk)) {
          if (count == run.length) {
            run = java.util.Arrays.copyOf(run, count * 2);
          }
          run[count++] = index;
          rows += LiveRows.live(version, index);
          if (rows < LiveRows.RUN_ROWS) {
            continue;
          }
          sink.accept(LiveRows.ofRun(version, run, count, context.allocator()));
          count = 0;
          rows = 0;
        } else {
          sink.accept(LiveRows.of(chunk, version.deletions(index), context.allocator()));
        }
      }
      if (count > 0 && !stopped.getAsBoolean()) {
        sink.accept(LiveRows.ofRun(version, run, count, context.allocator()));
      }
    };
  }

  /** The splits of an external table's scan, each read to its end by the worker that took it. */
  static Morsels splits(List<Split> splits, ExecContext context) {
    AtomicInteger nextSplit = new AtomicInteger();
    return (sink, stopped) -> {
      try (SplitResources resources = new SplitResources()) {
        readSplits(splits, nextSplit, resources, sink, stopped, context);
      }
    };
  }

  /** One worker's reading of the splits it takes, its open files kept in {@code resources}. */
  private static void readSplits(List<Split> splits, AtomicInteger nextSplit, SplitResources resources,
      java.util.function.Consumer<VectorSchemaRoot> sink, java.util.function.BooleanSupplier stopped,
      ExecContext context) {
    for (int index = nextSplit.getAndIncrement(); index < splits.size() && !stopped.getAsBoolean();
        index = nextSplit.getAndIncrement()) {
      try (BatchReader reader = splits.get(index).open(context.allocator(), resources)) {
        for (VectorSchemaRoot batch = reader.next(); batch != null; batch = reader.next()) {
          if (stopped.getAsBoolean()) {
            batch.close();
            break;
          }
          sink.accept(batch);
        }
      }
    }
  }

  private static void accumulate(AggregateKernel kernel, HeapCharge charge, VectorSchemaRoot batch) {
    try (batch) {
      if (batch.getRowCount() == 0) {
        return;
      }
      kernel.accumulate(batch);
    }
    charge.resize(kernel.heapBytes());
  }

  @Override
  public void close() {
    try {
      partials.forEach(AggregateKernel::close);
      combine.close();
    } finally {
      charges.forEach(HeapCharge::close);
    }
  }
}
