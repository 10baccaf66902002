package io.quiver.table.api.internal;

import io.quiver.engine.compile.ClassCompiler;
import io.quiver.engine.compile.CompiledClassCacheMBeans;
import io.quiver.engine.memory.QueryMemoryPool;
import io.quiver.engine.store.TransactionManager;
import io.quiver.table.catalog.CatalogRegistry;
import io.quiver.engine.types.ArrowWarmUp;
import io.quiver.table.api.TableResult;
import java.nio.file.Path;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import javax.management.ObjectName;
import org.apache.arrow.memory.BufferAllocator;
import org.apache.arrow.memory.RootAllocator;

/**
 * The state shared by every session of one database: its catalogs (and so its tables' data), the
 * Arrow allocator all its batches come from, and the compiled-class cache.
 */
public final class Database implements AutoCloseable {
  private final String name;
  private final CatalogRegistry catalogs;
  private final RootAllocator allocator = new RootAllocator();
  private final ClassCompiler compiler = new ClassCompiler();
  /** Per-query allocators with limits, under one cap for all the database's queries. */
  private final QueryMemoryPool queryMemory = new QueryMemoryPool(allocator, Runtime.getRuntime().maxMemory());
  /**
   * The cache's statistics in JMX, as io.quiver:type=CompiledClassCache. Registered in the
   * background: starting the platform MBean server is a noticeable part of a cold start.
   */
  private final CompletableFuture<ObjectName> compilerMBean;
  /** The optimized plans of ad-hoc queries, shared by the sessions (io.quiver:type=PlanCache in JMX). */
  private final io.quiver.table.planner.PlanCache planCache =
      new io.quiver.table.planner.PlanCache(io.quiver.table.planner.PlanCache.DEFAULT_MAXIMUM_SIZE);
  private final CompletableFuture<ObjectName> planCacheMBean;
  private final TransactionManager transactions = new TransactionManager();
  private final Sequences sequences = new Sequences();
  /** The files of a file database; null for one in memory. */
  private DatabaseFiles files;

  public Database(String name, CatalogRegistry catalogs) {
    this.name = Objects.requireNonNull(name, "name is null");
    this.catalogs = Objects.requireNonNull(catalogs, "catalogs is null");
    ArrowWarmUp.start();
    this.compilerMBean = CompletableFuture.supplyAsync(() -> CompiledClassCacheMBeans.register(compiler, name));
    this.planCacheMBean = compilerMBean.thenApplyAsync(
        ignored -> io.quiver.table.planner.PlanCacheMBeans.register(planCache, name));
  }

  /** A fresh in-memory database with the default catalog and database. */
  public static Database inMemory(String name) {
    return new Database(name, CatalogRegistry.withDefaultCatalog());
  }

  /**
   * Opens (creating if absent) the file database in {@code directory}; see {@link FileOptions} for
   * the options. Its catalog and rows are replayed from the directory, chunk files read lazily.
   */
  public static Database open(Path directory, Map<String, String> options) {
    io.quiver.engine.store.DurableStore.Options parsed = FileOptions.parse(options);
    Database database = new Database(directory.toString(), CatalogRegistry.withDefaultCatalog());
    try {
      database.files = DatabaseFiles.open(database, directory, parsed);
      return database;
    } catch (RuntimeException e) {
      database.catalogs.close();
      database.queryMemory.close();
      database.allocator.close();
      throw e;
    }
  }

  /** True for a file database. */
  public boolean isDurable() {
    return files != null;
  }

  /** Writes a checkpoint of a file database (nothing for one in memory). */
  public void checkpoint() {
    if (files != null) {
      files.store().checkpoint();
    }
  }

  /** Runs a statement that may be DDL, logging it in a file database. */
  TableResult ddl(TableEnvironmentImpl env, org.apache.calcite.sql.SqlNode node, String text,
      java.util.function.Supplier<TableResult> run) {
    return files == null ? run.get() : files.ddl(env, node, text, run);
  }

  public String name() {
    return name;
  }

  public CatalogRegistry catalogs() {
    return catalogs;
  }

  public BufferAllocator allocator() {
    return allocator;
  }

  /** The workers every query of the database shares; started at the first parallel query. */
  private io.quiver.engine.exec.WorkerPool workers;

  /** The database's one pool of workers: as many as the machine has processors. */
  public synchronized io.quiver.engine.exec.WorkerPool workers() {
    if (workers == null) {
      workers = new io.quiver.engine.exec.WorkerPool(name.replaceAll("[^A-Za-z0-9_.-]", "_"),
          Runtime.getRuntime().availableProcessors());
    }
    return workers;
  }

  /** The memory of the database's running queries. */
  public QueryMemoryPool queryMemory() {
    return queryMemory;
  }

  public ClassCompiler compiler() {
    return compiler;
  }

  /** The JMX name of the compiled-class cache's statistics once registered; null if it could not be. */
  public io.quiver.table.planner.PlanCache planCache() {
    return planCache;
  }

  /** The plan cache's name in JMX, or null if it could not be registered. */
  public ObjectName planCacheMBeanName() {
    return planCacheMBean.join();
  }

  public ObjectName compilerMBeanName() {
    return compilerMBean.join();
  }

  /** Snapshot isolation over this database's tables. */
  public TransactionManager transactions() {
    return transactions;
  }

  /** The sequences of CREATE SEQUENCE, by qualified name. */
  public Sequences sequences() {
    return sequences;
  }

  /** Drops every table and frees all memory. */
  @Override
  public void close() {
    CompiledClassCacheMBeans.unregister(compilerMBeanName());
    CompiledClassCacheMBeans.unregister(planCacheMBeanName());
    try {
      if (files != null) {
        files.close();
      }
    } finally {
      synchronized (this) {
        if (workers != null) {
          workers.close();
        }
      }
      catalogs.close();
      try {
        queryMemory.close();
      } finally {
        allocator.close();
      }
    }
  }
}
