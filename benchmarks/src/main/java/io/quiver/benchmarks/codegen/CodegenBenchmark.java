package io.quiver.benchmarks.codegen;

import io.quiver.engine.compile.ClassCompiler;
import io.quiver.engine.runtime.CalcKernel;
import io.quiver.engine.gen.GeneratedClass;
import java.util.concurrent.TimeUnit;
import org.apache.arrow.memory.RootAllocator;
import org.apache.arrow.vector.VectorSchemaRoot;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * The code generator's hot paths (see README.md, "Code generation benchmarks"):
 *
 * <ul>
 *   <li>{@code generatedPipeline} vs {@code handWrittenLoop}: ns per input row of the same
 *       filter-and-project over the same Arrow batch, in the same run;</li>
 *   <li>{@code generateAndCompile}: making one pipeline from scratch (source, Janino, class
 *       loading), with an empty cache each time;</li>
 *   <li>{@code cacheHit}: the same shape with other constants, found in the cache, up to a
 *       ready kernel.</li>
 * </ul>
 */
public class CodegenBenchmark {
  static final int ROWS = 65_536;

  /** One input batch, one output batch and the generated kernel, made once per trial. */
  @State(Scope.Thread)
  public static class Batches {
    RootAllocator allocator;
    VectorSchemaRoot in;
    VectorSchemaRoot out;
    CalcKernel kernel;

    @Setup(Level.Trial)
    public void setUp() throws ReflectiveOperationException {
      allocator = new RootAllocator();
      in = FilterProjectPipeline.input(allocator, ROWS);
      out = FilterProjectPipeline.output(allocator, ROWS);
      kernel = instantiate(new ClassCompiler(), FilterProjectPipeline.generate(4000, 100, 900_000L));
    }

    @TearDown(Level.Trial)
    public void tearDown() {
      in.close();
      out.close();
      allocator.close();
    }
  }

  /** A compiler whose cache already holds the pipeline's class. */
  @State(Scope.Thread)
  public static class WarmCache {
    ClassCompiler compiler;
    int constant;

    @Setup(Level.Trial)
    public void setUp() {
      compiler = new ClassCompiler();
      compiler.compile(FilterProjectPipeline.generate(4000, 100, 900_000L), null);
    }
  }

  static CalcKernel instantiate(ClassCompiler compiler, GeneratedClass generated) throws ReflectiveOperationException {
    Class<?> type = compiler.compile(generated, null).type();
    return (CalcKernel) type.getConstructor(Object[].class).newInstance((Object) generated.referenceArray());
  }

  @Benchmark
  @BenchmarkMode(Mode.AverageTime)
  @OutputTimeUnit(TimeUnit.NANOSECONDS)
  @OperationsPerInvocation(ROWS)
  public int generatedPipeline(Batches state) {
    return state.kernel.process(state.in, state.out);
  }

  @Benchmark
  @BenchmarkMode(Mode.AverageTime)
  @OutputTimeUnit(TimeUnit.NANOSECONDS)
  @OperationsPerInvocation(ROWS)
  public int handWrittenLoop(Batches state) {
    return HandWrittenFilterProject.process(state.in, state.out, 100, 900_000L);
  }

  @Benchmark
  @BenchmarkMode(Mode.AverageTime)
  @OutputTimeUnit(TimeUnit.MILLISECONDS)
  public CalcKernel generateAndCompile() throws ReflectiveOperationException {
    return instantiate(new ClassCompiler(), FilterProjectPipeline.generate(4000, 100, 900_000L));
  }

  @Benchmark
  @BenchmarkMode(Mode.AverageTime)
  @OutputTimeUnit(TimeUnit.MICROSECONDS)
  public CalcKernel cacheHit(WarmCache cache) throws ReflectiveOperationException {
    // Other constants each time: the same source, so a hit; the constants travel as references.
    cache.constant++;
    return instantiate(cache.compiler, FilterProjectPipeline.generate(4000, cache.constant & 1023, 900_000L));
  }
}
