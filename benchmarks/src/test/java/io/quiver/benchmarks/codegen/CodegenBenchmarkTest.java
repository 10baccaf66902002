package io.quiver.benchmarks.codegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.quiver.engine.compile.ClassCompiler;
import io.quiver.engine.runtime.CalcKernel;
import org.apache.arrow.memory.RootAllocator;
import org.apache.arrow.vector.VectorSchemaRoot;
import org.junit.jupiter.api.Test;

/** The benchmark compares like with like: both loops give the same rows, and a hit is a hit. */
class CodegenBenchmarkTest {
  @Test
  void generatedPipelineAndHandWrittenLoopWriteTheSameRows() throws ReflectiveOperationException {
    try (RootAllocator allocator = new RootAllocator();
        VectorSchemaRoot in = FilterProjectPipeline.input(allocator, 10_000);
        VectorSchemaRoot generated = FilterProjectPipeline.output(allocator, 10_000);
        VectorSchemaRoot handWritten = FilterProjectPipeline.output(allocator, 10_000)) {
      CalcKernel kernel = CodegenBenchmark.instantiate(new ClassCompiler(), FilterProjectPipeline.generate(4000, 100, 900_000L));
      int rows = kernel.process(in, generated);
      assertEquals(rows, HandWrittenFilterProject.process(in, handWritten, 100, 900_000L));
      assertEquals(8990, rows);
      generated.setRowCount(rows);
      handWritten.setRowCount(rows);
      assertEquals(handWritten.contentToTSVString(), generated.contentToTSVString());
    }
  }

  @Test
  void otherConstantsReuseTheCompiledClass() {
    ClassCompiler compiler = new ClassCompiler();
    Class<?> first = compiler.compile(FilterProjectPipeline.generate(4000, 100, 900_000L), null).type();
    Class<?> second = compiler.compile(FilterProjectPipeline.generate(4000, 7, 5L), null).type();
    assertSame(first, second);
    assertEquals(1, compiler.stats().misses());
    assertEquals(1, compiler.stats().hits());
  }
}
