package io.quiver.engine.compile;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.quiver.engine.gen.GeneratedClass;
import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.LongAdder;
import org.codehaus.commons.compiler.CompileException;
import org.codehaus.commons.compiler.util.reflect.ByteArrayClassLoader;
import org.codehaus.janino.ClassLoaderIClassLoader;
import org.codehaus.janino.Java;
import org.codehaus.janino.Parser;
import org.codehaus.janino.Scanner;
import org.codehaus.janino.UnitCompiler;

/**
 * Compiles generated sources with Janino and caches the classes, keyed by the source text, so a
 * repeated query (or the same query with other constants, which live in fields) compiles nothing.
 * One compiler serves every session of a database. The cache is bounded by weight: the length of
 * the source plus the size of the bytecode each entry keeps. A source naming classes of other
 * loaders (user functions) is keyed by those classes too: the same text over another loader's
 * classes of the same names is another class.
 */
public final class ClassCompiler {
  /** 64 MB of source and bytecode: thousands of typical pipelines. */
  public static final long DEFAULT_MAX_WEIGHT = 64L << 20;

  private static final ClassLoader ENGINE_LOADER = io.quiver.engine.gen.ForeignClassLoaders.parentFor(List.of());

  /**
   * Janino's views of the engine's classes, kept between compilations. Janino's
   * {@code SimpleCompiler} makes a new one per class and fills it again by reflection: every
   * class the source names (the Arrow vectors, {@code SqlFunctions} and its hundreds of methods),
   * and a failed class load for each name that turns out not to be a class. That was about a
   * fifth of compiling a small pipeline. One such loader is used by one compilation at a time
   * (Janino fills its caches without synchronizing), so compilations running at once take one
   * each from this pool. Sources naming user classes of other loaders get a loader of their own.
   */
  private static final ConcurrentLinkedQueue<ClassLoaderIClassLoader> ENGINE_TYPES = new ConcurrentLinkedQueue<>();

  /** As many as compilations that usually run at once; more are made when needed and dropped after. */
  private static final int MAX_POOLED_TYPE_LOADERS = 4;

  /**
   * The classes of every database of the process, behind each database's own cache: a database
   * that meets a pipeline another one compiled (the same source: a fresh in-memory database per
   * test or per script, statements of the same shape over tables of the same columns) loads
   * nothing new. Each database still counts the miss in its own statistics; the compile time
   * counts only real compilations. Sources naming classes of other loaders are not shared.
   */
  private static final Cache<String, CompiledClass> SHARED = Caffeine.newBuilder()
      .maximumWeight(DEFAULT_MAX_WEIGHT)
      .weigher((String source, CompiledClass compiled) -> weight(compiled))
      .build();

  private final Cache<SourceKey, CompiledClass> cache;
  private final long maxWeight;
  private final LongAdder hits = new LongAdder();
  private final LongAdder misses = new LongAdder();
  private final LongAdder compileNanos = new LongAdder();

  public ClassCompiler() {
    this(DEFAULT_MAX_WEIGHT);
  }

  public ClassCompiler(long maxWeight) {
    this.maxWeight = maxWeight;
    this.cache = Caffeine.newBuilder()
        .maximumWeight(maxWeight)
        .weigher((SourceKey key, CompiledClass compiled) -> weight(compiled))
        .build();
  }

  /**
   * The compiled class for {@code generated}; when {@code dumpDir} is not null, a freshly
   * compiled class's source and class files are written there.
   */
  public CompiledClass compile(GeneratedClass generated, Path dumpDir) {
    boolean[] compiledNow = new boolean[1];
    // Caffeine runs the loader once per key even when threads race, so each miss compiles once.
    CompiledClass compiled = cache.get(new SourceKey(generated.source(), generated.foreignClasses()), key -> {
      compiledNow[0] = true;
      misses.increment();
      CompiledClass result = generated.foreignClasses().isEmpty()
          ? SHARED.get(generated.source(), source -> timedCompile(generated))
          : timedCompile(generated);
      if (dumpDir != null) {
        dump(result, dumpDir);
      }
      return result;
    });
    if (!compiledNow[0]) {
      hits.increment();
    }
    return compiled;
  }

  private CompiledClass timedCompile(GeneratedClass generated) {
    long start = System.nanoTime();
    CompiledClass result = doCompile(generated);
    compileNanos.add(System.nanoTime() - start);
    return result;
  }

  public CompilerStats stats() {
    long weight = cache.policy().eviction().map(e -> e.weightedSize().orElse(0L)).orElse(0L);
    return new CompilerStats(hits.sum(), misses.sum(), compileNanos.sum(), cache.estimatedSize(), weight, maxWeight);
  }

  /** Forgets every cached class (the counters stay). */
  public void invalidateAll() {
    cache.invalidateAll();
  }

  /** A source and the foreign classes (compared by identity) it names. */
  private record SourceKey(String source, java.util.List<Class<?>> foreignClasses) {}

  private static int weight(CompiledClass compiled) {
    long bytes = compiled.source().length();
    for (byte[] code : compiled.bytecode().values()) {
      bytes += code.length;
    }
    return (int) Math.min(Integer.MAX_VALUE, bytes);
  }

  private CompiledClass doCompile(GeneratedClass generated) {
    ClassLoader parent = io.quiver.engine.gen.ForeignClassLoaders.parentFor(generated.foreignClasses());
    boolean engineOnly = parent == ENGINE_LOADER;
    ClassLoaderIClassLoader types = engineOnly ? ENGINE_TYPES.poll() : null;
    if (types == null) {
      types = new ClassLoaderIClassLoader(parent);
    }
    try {
      Java.AbstractCompilationUnit unit =
          new Parser(new Scanner(null, new StringReader(generated.source()))).parseAbstractCompilationUnit();
      Map<String, byte[]> bytecode = new HashMap<>();
      new UnitCompiler(unit, types).compileUnit(false, false, false,
          classFile -> bytecode.put(classFile.getThisClassName(), classFile.toByteArray()));
      ClassLoader loader = new ByteArrayClassLoader(bytecode, parent);
      Class<?> type = loader.loadClass(generated.className());
      return new CompiledClass(type, bytecode, generated.source());
    } catch (CompileException | IOException | ClassNotFoundException e) {
      throw new IllegalStateException(
          "generated code does not compile: " + e.getMessage() + "\n" + withLineNumbers(generated.source()), e);
    } finally {
      if (engineOnly && ENGINE_TYPES.size() < MAX_POOLED_TYPE_LOADERS) {
        ENGINE_TYPES.offer(types);
      }
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
