package io.quiver.engine.compile;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.quiver.engine.gen.GeneratedClass;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.atomic.LongAdder;
import org.codehaus.commons.compiler.CompileException;
import org.codehaus.janino.SimpleCompiler;

/**
 * Compiles generated sources with Janino and caches the classes, keyed by the source text, so a
 * repeated query (or the same query with other constants) compiles nothing. The cache is bounded
 * by the total length of the cached sources.
 */
public final class ClassCompiler {
  private static final long DEFAULT_MAX_SOURCE_BYTES = 64L << 20;

  private final Cache<String, CompiledClass> cache;
  private final LongAdder hits = new LongAdder();
  private final LongAdder misses = new LongAdder();
  private final LongAdder compileNanos = new LongAdder();

  public ClassCompiler() {
    this(DEFAULT_MAX_SOURCE_BYTES);
  }

  public ClassCompiler(long maxSourceBytes) {
    this.cache = Caffeine.newBuilder()
        .maximumWeight(maxSourceBytes)
        .weigher((String source, CompiledClass compiled) -> source.length())
        .build();
  }

  /**
   * The compiled class for {@code generated}; when {@code dumpDir} is not null, a freshly
   * compiled class's source and class files are written there.
   */
  public CompiledClass compile(GeneratedClass generated, Path dumpDir) {
    CompiledClass cached = cache.getIfPresent(generated.source());
    if (cached != null) {
      hits.increment();
      return cached;
    }
    return cache.get(generated.source(), source -> {
      misses.increment();
      long start = System.nanoTime();
      CompiledClass compiled = doCompile(generated);
      compileNanos.add(System.nanoTime() - start);
      if (dumpDir != null) {
        dump(compiled, dumpDir);
      }
      return compiled;
    });
  }

  public CompilerStats stats() {
    return new CompilerStats(hits.sum(), misses.sum(), compileNanos.sum(), cache.estimatedSize());
  }

  private CompiledClass doCompile(GeneratedClass generated) {
    SimpleCompiler compiler = new SimpleCompiler();
    compiler.setParentClassLoader(ClassCompiler.class.getClassLoader());
    try {
      compiler.cook(generated.source());
      Class<?> type = compiler.getClassLoader().loadClass(generated.className());
      return new CompiledClass(type, compiler.getBytecodes(), generated.source());
    } catch (CompileException | ClassNotFoundException e) {
      throw new IllegalStateException(
          "generated code does not compile: " + e.getMessage() + "\n" + withLineNumbers(generated.source()), e);
    }
  }

  private static void dump(CompiledClass compiled, Path dumpDir) {
    try {
      Files.createDirectories(dumpDir);
      String name = compiled.type().getSimpleName() + "_" + Integer.toHexString(compiled.source().hashCode());
      Files.writeString(dumpDir.resolve(name + ".java"), compiled.source(), StandardCharsets.UTF_8);
      for (Map.Entry<String, byte[]> entry : compiled.bytecode().entrySet()) {
        String suffix = entry.getKey().equals(compiled.type().getName()) ? "" : "_" + entry.getKey().replace('$', '_');
        Files.write(dumpDir.resolve(name + suffix + ".class"), entry.getValue());
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot dump generated code to " + dumpDir, e);
    }
  }

  static String withLineNumbers(String source) {
    StringBuilder sb = new StringBuilder();
    String[] lines = source.split("\n", -1);
    for (int i = 0; i < lines.length; i++) {
      sb.append(String.format("%5d  %s%n", i + 1, lines[i]));
    }
    return sb.toString();
  }
}
