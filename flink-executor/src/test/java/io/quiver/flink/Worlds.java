package io.quiver.flink;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * Where the cluster tests run what. The user's: exactly what a user puts on the class
 * path (the all-in-one driver jar and this module's jar, here its classes directory with the same
 * content), plus the test programs, over the platform class loader, so it sees nothing of the
 * test's class path. The cluster runs in a JVM of its own over Flink's jars only.
 */
final class Worlds {
  private Worlds() {}

  static URLClassLoader user() {
    Path driverJar = allInOneDriverJar();
    return new URLClassLoader("user", urls(List.of(driverJar, Path.of("target/classes"), Path.of("target/test-classes"))),
        ClassLoader.getPlatformClassLoader());
  }

  /** The class path of the cluster's JVM: Flink's jars (and the harness). */
  static String clusterClassPath() {
    List<Path> paths = new ArrayList<>();
    for (String entry : System.getProperty("java.class.path").split(java.io.File.pathSeparator)) {
      String s = entry.replace('\\', '/');
      if (s.endsWith(".jar") && !s.contains("/org/codehaus/janino/") && !s.contains("/org/apache/calcite/")
          && !s.contains("/io/quiver/") && !s.contains("/quiver-")) {
        paths.add(Path.of(entry));
      }
    }
    paths.add(Path.of("target/test-classes"));
    return String.join(java.io.File.pathSeparator, paths.stream().map(p -> p.toAbsolutePath().toString()).toList());
  }

  /** Starts the cluster's JVM; returns it once its REST endpoint listens, with the port. */
  static ClusterProcess startCluster(Path log) throws IOException {
    Process process = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-Xmx1g", "-XX:+UseParallelGC", "-cp", clusterClassPath(), "io.quiver.flink.harness.RestCluster")
        .redirectError(log.toFile()).start();
    java.io.BufferedReader out = new java.io.BufferedReader(new java.io.InputStreamReader(process.getInputStream(),
        java.nio.charset.StandardCharsets.UTF_8));
    for (String line = out.readLine(); line != null; line = out.readLine()) {
      if (line.startsWith("REST_PORT=")) {
        return new ClusterProcess(process, Integer.parseInt(line.substring("REST_PORT=".length())));
      }
    }
    process.destroyForcibly();
    throw new IOException("The Flink cluster did not start; see " + log);
  }

  /** The cluster's JVM and its REST port; {@link #close} stops it. */
  record ClusterProcess(Process process, int port) implements AutoCloseable {
    @Override
    public void close() throws Exception {
      process.getOutputStream().close();
      if (!process.waitFor(30, java.util.concurrent.TimeUnit.SECONDS)) {
        process.destroyForcibly();
      }
    }
  }

  /** The driver module's target/quiver-driver-VERSION-all.jar, built by the reactor's package phase. */
  static Path allInOneDriverJar() {
    Path target = Path.of("../driver/target");
    try (Stream<Path> files = Files.exists(target) ? Files.list(target) : Stream.empty()) {
      return files.filter(p -> p.getFileName().toString().matches("quiver-driver-.*-all\\.jar")).findFirst()
          .orElseThrow(() -> new IllegalStateException("The all-in-one driver jar is not built: run the tests"
              + " through the reactor's verify phase (mvn -pl flink-executor -am verify)"));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static URL[] urls(List<Path> paths) {
    try {
      URL[] urls = new URL[paths.size()];
      for (int i = 0; i < urls.length; i++) {
        urls[i] = paths.get(i).toAbsolutePath().toUri().toURL();
      }
      return urls;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Calls a static method of a class of {@code world}, with the world as the thread's context loader. */
  static Object call(ClassLoader world, String className, String method, Class<?>[] types, Object... args)
      throws Exception {
    Thread thread = Thread.currentThread();
    ClassLoader saved = thread.getContextClassLoader();
    thread.setContextClassLoader(world);
    try {
      return world.loadClass(className).getMethod(method, types).invoke(null, args);
    } catch (java.lang.reflect.InvocationTargetException e) {
      throw e.getCause() instanceof Exception cause ? cause : e;
    } finally {
      thread.setContextClassLoader(saved);
    }
  }
}
