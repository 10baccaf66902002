package io.quiver.engine.exec;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The worker threads of one database: a fixed number, shared by all its queries, so that a
 * query never starts threads of its own. A query submits one task per degree of parallelism;
 * tasks beyond the workers wait in the queue. Tasks never wait for other tasks (the query's own
 * thread waits for them), so a full pool cannot deadlock.
 */
public final class WorkerPool implements AutoCloseable {
  private final ExecutorService executor;
  private final int threads;

  public WorkerPool(String name, int threads) {
    if (threads < 1) {
      throw new IllegalArgumentException("threads must be at least 1, not " + threads);
    }
    this.threads = threads;
    AtomicInteger counter = new AtomicInteger();
    this.executor = new ThreadPoolExecutor(threads, threads, 30, TimeUnit.SECONDS, new LinkedBlockingQueue<>(),
        task -> {
          Thread thread = new Thread(task, "quiver-" + name + "-worker-" + counter.incrementAndGet());
          thread.setDaemon(true);
          return thread;
        });
    ((ThreadPoolExecutor) executor).allowCoreThreadTimeOut(true);
  }

  public int threads() {
    return threads;
  }

  public Future<?> submit(Runnable task) {
    return executor.submit(task);
  }

  @Override
  public void close() {
    executor.shutdownNow();
  }
}
