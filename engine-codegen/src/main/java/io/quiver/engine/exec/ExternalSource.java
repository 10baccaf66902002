package io.quiver.engine.exec;

import io.quiver.engine.error.EngineException;
import io.quiver.engine.source.BatchReader;
import io.quiver.engine.source.ExternalTable;
import io.quiver.engine.source.ScanRequest;
import io.quiver.engine.source.Split;
import io.quiver.engine.source.SplitResources;
import io.quiver.engine.types.Column;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.ArrayList;
import org.apache.arrow.vector.VectorSchemaRoot;

/**
 * The scan of an external table: its splits (files, row groups) are the morsels, read by up to
 * one worker per core into a bounded queue that the pipeline drains. Batches come in no
 * particular order, as a scan of a SQL table promises none.
 */
final class ExternalSource implements BatchSource {
  /** Shared by every external scan; the threads are daemons, so they never keep the JVM alive. */
  private static final ExecutorService WORKERS = Executors.newCachedThreadPool(r -> {
    Thread thread = new Thread(r, "quiver-scan");
    thread.setDaemon(true);
    return thread;
  });

  private static final Object END = new Object();

  private final List<Column> columns;
  private final List<Split> splits;
  private final ExecContext context;
  private final BlockingQueue<Object> queue;
  private final AtomicInteger nextSplit = new AtomicInteger();
  private final List<Future<?>> workers = new ArrayList<>();
  private volatile boolean closed;
  private int running;

  ExternalSource(ExternalTable table, ScanRequest request, ExecContext context) {
    this.columns = table.columns();
    this.splits = table.splits(request);
    this.context = context;
    int parallelism = Math.max(1, Math.min(splits.size(), Runtime.getRuntime().availableProcessors()));
    this.queue = new ArrayBlockingQueue<>(2 * parallelism + 2);
    this.running = splits.isEmpty() ? 0 : parallelism;
    for (int i = 0; i < running; i++) {
      workers.add(WORKERS.submit(this::work));
    }
  }

  @Override
  public List<Column> columns() {
    return columns;
  }

  private void work() {
    try (SplitResources resources = new SplitResources()) {
      for (int index = nextSplit.getAndIncrement(); index < splits.size() && !closed;
          index = nextSplit.getAndIncrement()) {
        try (BatchReader reader = splits.get(index).open(context.allocator(), resources)) {
          for (VectorSchemaRoot batch = reader.next(); batch != null; batch = reader.next()) {
            if (!offer(batch)) {
              batch.close();
              return;
            }
          }
        }
      }
      offer(END);
    } catch (Throwable e) {
      offer(e);
    }
  }

  /** Puts an item in the queue unless the scan was closed; false when it was. */
  private boolean offer(Object item) {
    try {
      while (!closed) {
        if (queue.offer(item, 50, TimeUnit.MILLISECONDS)) {
          return true;
        }
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    return false;
  }

  @Override
  public VectorSchemaRoot next() {
    while (running > 0) {
      context.checkCancelled();
      Object item;
      try {
        item = queue.poll(50, TimeUnit.MILLISECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new EngineException(EngineException.QUERY_CANCELED, "query was interrupted");
      }
      if (item == null) {
        continue;
      }
      if (item == END) {
        running--;
      } else if (item instanceof Throwable failure) {
        running = 0;
        close();
        if (failure instanceof RuntimeException runtime) {
          throw runtime;
        }
        throw new EngineException("58030", failure.toString(), failure);
      } else {
        VectorSchemaRoot batch = (VectorSchemaRoot) item;
        if (batch.getRowCount() > 0) {
          return batch;
        }
        batch.close();
      }
    }
    return null;
  }

  @Override
  public void close() {
    closed = true;
    for (Future<?> worker : workers) {
      while (!worker.isDone()) {
        drain();
        try {
          worker.get(10, TimeUnit.MILLISECONDS);
        } catch (java.util.concurrent.TimeoutException e) {
          // still finishing a batch: drain again
        } catch (Exception e) {
          break;
        }
      }
    }
    drain();
  }

  private void drain() {
    for (Object item = queue.poll(); item != null; item = queue.poll()) {
      if (item instanceof VectorSchemaRoot batch) {
        batch.close();
      }
    }
  }
}
