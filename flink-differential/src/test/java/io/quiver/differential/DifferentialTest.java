package io.quiver.differential;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.InvocationTargetException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Runs every program of {@code src/test/programs} on Apache Flink (batch mode, one shared
 * MiniCluster) and on Quiver, and compares what the two observe.
 *
 * <p>A program is written once, with {@code org.apache.flink} imports; its Quiver copy is the same
 * text with {@code org.apache.flink} replaced by {@code io.quiver} and nothing else. Both copies are
 * compiled here with {@code javax.tools}. A program whose observations differ today is listed in
 * {@code known-differences.txt}; the test checks that each listed program still differs, so that
 * fixing one shows up as a failure that asks for the line to be removed.
 */
class DifferentialTest {
  private static final Path PROGRAMS = Path.of("src/test/programs");
  private static final Path OUT = Path.of("target/differential");

  private static World flink;
  private static World quiver;
  private static Map<String, List<String>> flinkLines;
  private static Map<String, List<String>> quiverLines;
  private static Set<String> knownDifferences;

  @BeforeAll
  static void runEverything() throws Exception {
    List<String> names;
    try (Stream<Path> files = Files.list(PROGRAMS.resolve("programs"))) {
      names = files.map(p -> p.getFileName().toString())
          .filter(n -> n.endsWith(".java") && !n.equals("Probe.java"))
          .map(n -> n.substring(0, n.length() - ".java".length()))
          .filter(DifferentialTest::selected)
          .sorted()
          .collect(Collectors.toList());
    }
    knownDifferences = readKnownDifferences();
    Map<String, String> sources = new LinkedHashMap<>();
    for (String name : names) {
      sources.put("programs/" + name, Files.readString(PROGRAMS.resolve("programs/" + name + ".java")));
    }
    sources.put("programs/Probe", Files.readString(PROGRAMS.resolve("programs/Probe.java")));

    Map<String, String> rewritten = new LinkedHashMap<>();
    sources.forEach((n, s) -> rewritten.put(n, s.replace("org.apache.flink", "io.quiver")));
    quiver = World.compile("io.quiver", rewritten, OUT.resolve("quiver"), testClassPath(), DifferentialTest.class.getClassLoader());

    // Flink bundles its own Janino (and its planner its own Calcite); next to Quiver's Janino it
    // finds no compiler. So Flink runs in a class loader of its own over the test class path less
    // Quiver's modules and the libraries only Quiver uses.
    Map<String, String> flinkSources = new LinkedHashMap<>(sources);
    flinkSources.put("harness/FlinkCluster", Files.readString(Path.of("src/test/flink-harness/harness/FlinkCluster.java")));
    List<Path> flinkClassPath = testClassPath().stream().filter(DifferentialTest::isFlinkSide).collect(Collectors.toList());
    flink = World.compile("org.apache.flink", flinkSources, OUT.resolve("flink"), flinkClassPath, ClassLoader.getPlatformClassLoader());
    assertTrue(flink.compileErrors().isEmpty(), () -> "programs Flink does not compile: " + flink.compileErrors());
    assertFalse(quiver.compileErrors().containsKey("programs/Probe"), () -> "Probe: " + quiver.compileErrors().get("programs/Probe"));
    flink.call("harness.FlinkCluster", "start", flink.classesUrl());

    // Flink's jobs spend much of their time waiting (scheduling, heartbeats), so the two products
    // run side by side, Flink's programs on two threads: the test takes about as long as Flink does.
    routeSystemOutPerThread();
    long start = System.nanoTime();
    java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(3);
    java.util.concurrent.Future<Long> quiverRun = pool.submit(() -> {
      long t = System.nanoTime();
      quiverLines = quiver.runAll(names);
      return (System.nanoTime() - t) / 1_000_000;
    });
    List<String> firstHalf = new ArrayList<>();
    List<String> secondHalf = new ArrayList<>();
    for (int i = 0; i < names.size(); i++) {
      (i % 2 == 0 ? firstHalf : secondHalf).add(names.get(i));
    }
    java.util.concurrent.Future<Map<String, List<String>>> flinkFirst = pool.submit(() -> flink.runAll(firstHalf));
    java.util.concurrent.Future<Map<String, List<String>>> flinkSecond = pool.submit(() -> flink.runAll(secondHalf));
    Map<String, List<String>> flinkAll = new java.util.HashMap<>(flinkFirst.get());
    flinkAll.putAll(flinkSecond.get());
    long flinkMillis = (System.nanoTime() - start) / 1_000_000;
    flinkLines = new LinkedHashMap<>();
    names.forEach(n -> flinkLines.put(n, flinkAll.get(n)));
    long quiverMillis = quiverRun.get();
    pool.shutdown();

    int equal = 0;
    List<String> timings = new ArrayList<>();
    for (String name : names) {
      List<String> f = flinkLines.get(name);
      List<String> q = quiverLines.get(name);
      Files.createDirectories(OUT.resolve("out"));
      Files.write(OUT.resolve("out/" + name + ".flink.txt"), f, StandardCharsets.UTF_8);
      Files.write(OUT.resolve("out/" + name + ".quiver.txt"), q, StandardCharsets.UTF_8);
      timings.add(name + " flink " + flink.millis().get(name) + " ms, quiver " + quiver.millis().get(name) + " ms");
      if (f.equals(q)) {
        equal++;
      }
    }
    Files.write(OUT.resolve("timings.txt"), timings, StandardCharsets.UTF_8);
    System.out.printf("Flink differential: %d programs, %d equal, %d different (%d listed as known); Flink %d ms, Quiver %d ms%n",
        names.size(), equal, names.size() - equal, knownDifferences.size(), flinkMillis, quiverMillis);
  }

  /**
   * Whether a program runs: all of them, unless {@code -Ddifferential.only=A,B*} names some (by
   * name or prefix followed by '*'), for working on a few programs at a time.
   */
  private static boolean selected(String name) {
    String only = System.getProperty("differential.only", "").trim();
    if (only.isEmpty()) {
      return true;
    }
    for (String pattern : only.split(",")) {
      String p = pattern.trim();
      if (p.endsWith("*") ? name.startsWith(p.substring(0, p.length() - 1)) : name.equals(p)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Makes System.out and System.err write to the streams a thread's program sets in the
   * {@code ThreadLocal}s under the system properties {@code differential.out} and
   * {@code differential.err} (Probe uses them to capture {@code print()}), and elsewhere where
   * they wrote before. While a program holds the lock under {@code differential.strayLock}, what
   * threads without a route of their own write (a Flink task's print sink) goes to the streams
   * under {@code differential.stray} instead: Probe's {@code sink} captures a connector's output so.
   */
  private static void routeSystemOutPerThread() {
    java.util.concurrent.atomic.AtomicReference<java.io.PrintStream[]> stray = new java.util.concurrent.atomic.AtomicReference<>();
    System.getProperties().put("differential.stray", stray);
    System.getProperties().put("differential.strayLock", new java.util.concurrent.locks.ReentrantLock());
    java.io.PrintStream originalOut = System.out;
    ThreadLocal<java.io.PrintStream> outRoute = new ThreadLocal<>();
    System.getProperties().put("differential.out", outRoute);
    System.setOut(routed(originalOut, outRoute, stray, 0));
    java.io.PrintStream originalErr = System.err;
    ThreadLocal<java.io.PrintStream> errRoute = new ThreadLocal<>();
    System.getProperties().put("differential.err", errRoute);
    System.setErr(routed(originalErr, errRoute, stray, 1));
  }

  private static java.io.PrintStream routed(java.io.PrintStream original, ThreadLocal<java.io.PrintStream> route,
      java.util.concurrent.atomic.AtomicReference<java.io.PrintStream[]> stray, int strayIndex) {
    return new java.io.PrintStream(new java.io.OutputStream() {
      private java.io.PrintStream target() {
        java.io.PrintStream t = route.get();
        if (t != null) {
          return t;
        }
        java.io.PrintStream[] s = stray.get();
        return s != null ? s[strayIndex] : original;
      }

      @Override
      public void write(int b) {
        target().write(b);
      }

      @Override
      public void write(byte[] b, int off, int len) {
        target().write(b, off, len);
      }

      @Override
      public void flush() {
        target().flush();
      }
    }, true, StandardCharsets.UTF_8);
  }

  @AfterAll
  static void stopFlink() throws ReflectiveOperationException {
    if (flink != null) {
      flink.call("harness.FlinkCluster", "stop");
    }
  }

  private static List<Path> testClassPath() {
    return Stream.of(System.getProperty("java.class.path").split(java.io.File.pathSeparator))
        .filter(s -> !s.isEmpty())
        .map(Path::of)
        .collect(Collectors.toList());
  }

  /** Jars Flink needs: everything on the test class path but directories and Quiver-only libraries. */
  private static boolean isFlinkSide(Path entry) {
    String s = entry.toString().replace('\\', '/');
    return s.endsWith(".jar")
        && !s.contains("/org/codehaus/janino/")
        && !s.contains("/org/apache/calcite/")
        && !s.contains("/io/quiver/");
  }

  @TestFactory
  Stream<DynamicTest> programs() {
    List<DynamicTest> tests = new ArrayList<>();
    for (String name : flinkLines.keySet()) {
      tests.add(DynamicTest.dynamicTest(name, () -> {
        List<String> f = flinkLines.get(name);
        assertFalse(f.stream().anyMatch(l -> l.startsWith("uncaught ")),
            () -> "Flink rejects the program, so the program is wrong:\n" + String.join("\n", f));
        if (knownDifferences.contains(name)) {
          assertNotEquals(f, quiverLines.get(name),
              name + " now observes what Flink does: remove it from known-differences.txt");
        } else {
          assertEquals(String.join("\n", f), String.join("\n", quiverLines.get(name)));
        }
      }));
    }
    return tests.stream();
  }

  @TestFactory
  Stream<DynamicTest> knownDifferencesNameExistingPrograms() {
    return knownDifferences.stream().filter(DifferentialTest::selected).map(name -> DynamicTest.dynamicTest(name,
        () -> assertTrue(flinkLines.containsKey(name), "known-differences.txt names no program " + name)));
  }

  private static Set<String> readKnownDifferences() {
    try {
      Set<String> names = new TreeSet<>();
      for (String line : Files.readAllLines(PROGRAMS.resolve("known-differences.txt"))) {
        String name = line.replaceAll("#.*", "").trim();
        if (!name.isEmpty()) {
          names.add(name);
        }
      }
      return names;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Runs one program on a fresh batch TableEnvironment; an exception escaping it is observed too. */
  static List<String> runProgram(World world, String name) {
    ClassLoader saved = Thread.currentThread().getContextClassLoader();
    try {
      Thread.currentThread().setContextClassLoader(world.loader());
      return world.run(name);
    } catch (InvocationTargetException e) {
      Throwable t = e.getCause();
      return List.of("uncaught " + t.getClass().getName().replace("org.apache.flink.", "").replace("io.quiver.", "")
          + ": " + t.getMessage());
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException(e);
    } finally {
      Thread.currentThread().setContextClassLoader(saved);
    }
  }
}
