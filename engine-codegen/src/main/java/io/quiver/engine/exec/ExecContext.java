package io.quiver.engine.exec;

import io.quiver.engine.compile.ClassCompiler;
import io.quiver.engine.compile.CompiledClass;
import io.quiver.engine.error.EngineException;
import io.quiver.engine.gen.GeneratedClass;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import org.apache.arrow.memory.BufferAllocator;

/**
 * What one query's execution needs: the allocator its batches come from, the shared compiler,
 * the code-generation settings, and the flag that cancels it.
 */
public final class ExecContext {
  private final BufferAllocator allocator;
  private final ClassCompiler compiler;
  private final int maxGeneratedCodeLength;
  private final Path dumpDir;
  private final List<GeneratedClass> generated = Collections.synchronizedList(new ArrayList<>());
  private volatile boolean cancelled;

  public ExecContext(BufferAllocator allocator, ClassCompiler compiler, int maxGeneratedCodeLength, Path dumpDir) {
    this.allocator = Objects.requireNonNull(allocator, "allocator is null");
    this.compiler = Objects.requireNonNull(compiler, "compiler is null");
    this.maxGeneratedCodeLength = maxGeneratedCodeLength;
    this.dumpDir = dumpDir;
  }

  public BufferAllocator allocator() {
    return allocator;
  }

  public int maxGeneratedCodeLength() {
    return maxGeneratedCodeLength;
  }

  /** Compiles (or finds in the cache) a generated class and records it for EXPLAIN. */
  public CompiledClass compile(GeneratedClass generatedClass) {
    generated.add(generatedClass);
    return compiler.compile(generatedClass, dumpDir);
  }

  /** The classes generated for this query so far, in generation order. */
  public List<GeneratedClass> generatedClasses() {
    return List.copyOf(generated);
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
