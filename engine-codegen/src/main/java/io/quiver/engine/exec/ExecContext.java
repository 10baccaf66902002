package io.quiver.engine.exec;

import io.quiver.engine.compile.ClassCompiler;
import io.quiver.engine.compile.CompiledClass;
import io.quiver.engine.error.EngineException;
import io.quiver.engine.gen.GeneratedClass;
import io.quiver.engine.memory.HeapCharge;
import io.quiver.engine.memory.QueryMemory;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import org.apache.arrow.memory.BufferAllocator;

/**
 * What one query's execution needs: the allocator its batches come from, the shared compiler,
 * the code-generation settings, and the flag that cancels it. A query's context has a
 * {@link QueryMemory} (its allocator with a limit, and heap charges against the same limit),
 * returned when the query's result is closed; a statement writing into tables has none, as the
 * batches it produces become the tables' chunks on the database's allocator.
 */
public final class ExecContext implements AutoCloseable {
  private final BufferAllocator allocator;
  private final QueryMemory memory;
  private final ClassCompiler compiler;
  private final int maxGeneratedCodeLength;
  private final Path dumpDir;
  private final List<GeneratedClass> generated = Collections.synchronizedList(new ArrayList<>());
  private volatile boolean cancelled;

  public ExecContext(BufferAllocator allocator, ClassCompiler compiler, int maxGeneratedCodeLength, Path dumpDir) {
    this(allocator, null, compiler, maxGeneratedCodeLength, dumpDir);
  }

  /** A query's context: its batches come from {@code memory}'s allocator, within its limit. */
  public ExecContext(QueryMemory memory, ClassCompiler compiler, int maxGeneratedCodeLength, Path dumpDir) {
    this(Objects.requireNonNull(memory, "memory is null").allocator(), memory, compiler, maxGeneratedCodeLength,
        dumpDir);
  }

  private ExecContext(BufferAllocator allocator, QueryMemory memory, ClassCompiler compiler,
      int maxGeneratedCodeLength, Path dumpDir) {
    this.allocator = Objects.requireNonNull(allocator, "allocator is null");
    this.memory = memory;
    this.compiler = Objects.requireNonNull(compiler, "compiler is null");
    this.maxGeneratedCodeLength = maxGeneratedCodeLength;
    this.dumpDir = dumpDir;
  }

  public BufferAllocator allocator() {
    return allocator;
  }

  /** A charge for heap memory against the query's limit (one that counts nothing outside a query). */
  public HeapCharge charge(String what) {
    return memory == null ? HeapCharge.NONE : memory.charge(what);
  }

  /** Arrow's allocation failure as SQLSTATE 53200 naming the query's limit; anything else unchanged. */
  public RuntimeException translate(RuntimeException e) {
    return memory == null ? e : memory.translate(e);
  }

  /** Returns the query's memory (once its last batch is released); nothing for a context without. */
  @Override
  public void close() {
    if (memory != null) {
      memory.close();
    }
  }

  /** The prepared statement's kernels, or null when every Calc is generated anew. */
  CalcKernels calcKernels() {
    return calcKernels;
  }

  public int maxGeneratedCodeLength() {
    return maxGeneratedCodeLength;
  }

  /** Compiles (or finds in the cache) a generated class and records it for EXPLAIN. */
  public CompiledClass compile(GeneratedClass generatedClass) {
    generated.add(generatedClass);
    return compiler.compile(generatedClass, dumpDir);
  }

  /** Records a class generated earlier and reused by this query, for EXPLAIN. */
  void record(GeneratedClass generatedClass) {
    generated.add(generatedClass);
  }

  private CalcKernels calcKernels;
  private io.quiver.engine.store.Transaction transaction;

  /**
   * The transaction the statement reads in: index lookups find the rows it wrote through its index
   * of its own chunks ({@code index.OwnRows}) rather than reading them.
   */
  public ExecContext withTransaction(io.quiver.engine.store.Transaction transaction) {
    this.transaction = transaction;
    return this;
  }

  /** The statement's transaction, or null when none was given. */
  io.quiver.engine.store.Transaction transaction() {
    return transaction;
  }

  /** Lets the query reuse the Calc kernels of a prepared statement's earlier executions. */
  public ExecContext withCalcKernels(CalcKernels kernels) {
    this.calcKernels = kernels;
    return this;
  }

  /** The classes generated for this query so far, in generation order. */
  public List<GeneratedClass> generatedClasses() {
    return List.copyOf(generated);
  }

  private WorkerPool workers;
  private int parallelism = 1;

  /** Lets the query run pipelines on {@code parallelism} tasks of the database's {@code workers}. */
  public ExecContext withWorkers(WorkerPool workers, int parallelism) {
    this.workers = Objects.requireNonNull(workers, "workers is null");
    this.parallelism = Math.max(1, parallelism);
    return this;
  }

  /** The database's workers, or null when the query runs on its own thread only. */
  public WorkerPool workers() {
    return workers;
  }

  /** How many workers a pipeline may use: 1 runs it on the query's own thread. */
  public int parallelism() {
    return workers == null ? 1 : parallelism;
  }

  private boolean generatedJoins = true;

  /**
   * Whether hash joins run as generated pipelines where they can (the default), or always as the
   * hand-written operator: the tests compare the two.
   */
  public ExecContext withGeneratedJoins(boolean enabled) {
    this.generatedJoins = enabled;
    return this;
  }

  public boolean generatedJoins() {
    return generatedJoins;
  }

  public boolean isCancelled() {
    return cancelled;
  }

  public void cancel() {
    cancelled = true;
  }

  /** Throws SQLSTATE 57014 if the query was cancelled; operators call it between batches. */
  public void checkCancelled() {
    if (cancelled) {
      throw new EngineException(EngineException.QUERY_CANCELED, "query was cancelled");
    }
  }
}
