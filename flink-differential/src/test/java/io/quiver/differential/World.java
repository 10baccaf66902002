package io.quiver.differential;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * One side of the comparison: the programs compiled against one product ({@code org.apache.flink}
 * or {@code io.quiver}), loaded in a class loader of their own.
 */
final class World {
  private final String prefix;
  private final URLClassLoader loader;
  private final Map<String, String> compileErrors;
  private final Map<String, Long> millis = new java.util.concurrent.ConcurrentHashMap<>();

  private World(String prefix, URLClassLoader loader, Map<String, String> compileErrors) {
    this.prefix = prefix;
    this.loader = loader;
    this.compileErrors = compileErrors;
  }

  ClassLoader loader() {
    return loader;
  }

  /** Programs that did not compile, with javac's first message for each. */
  Map<String, String> compileErrors() {
    return compileErrors;
  }

  /**
   * Compiles the sources; files that do not compile are left out (their programs observe the
   * compile error) and the rest compiled again.
   */
  static World compile(String prefix, Map<String, String> sources, Path dir, List<Path> classpath, ClassLoader parent)
      throws IOException {
    Path src = dir.resolve("src");
    Path classes = dir.resolve("classes");
    deleteTree(dir);
    Files.createDirectories(src);
    Files.createDirectories(classes);
    Map<String, Path> files = new LinkedHashMap<>();
    for (Map.Entry<String, String> e : sources.entrySet()) {
      Path file = src.resolve(e.getKey() + ".java");
      Files.createDirectories(file.getParent());
      Files.writeString(file, e.getValue(), StandardCharsets.UTF_8);
      files.put(e.getKey(), file);
    }
    Map<String, String> errors = new TreeMap<>();
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    for (int attempt = 0; attempt < 3; attempt++) {
      List<Path> toCompile = new ArrayList<>();
      files.forEach((name, file) -> {
        if (!errors.containsKey(name)) {
          toCompile.add(file);
        }
      });
      DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
      try (StandardJavaFileManager fm = javac.getStandardFileManager(diagnostics, Locale.ROOT, StandardCharsets.UTF_8)) {
        List<String> options = List.of("-d", classes.toString(), "-classpath", classpath.stream().map(Path::toString).collect(Collectors.joining(java.io.File.pathSeparator)),
            "-proc:none", "-nowarn", "-encoding", "UTF-8", "-parameters");
        boolean ok = javac.getTask(null, fm, diagnostics, options, null, fm.getJavaFileObjectsFromPaths(toCompile)).call();
        if (ok) {
          break;
        }
        for (Diagnostic<? extends JavaFileObject> d : diagnostics.getDiagnostics()) {
          if (d.getKind() == Diagnostic.Kind.ERROR && d.getSource() != null) {
            String name = src.toAbsolutePath().relativize(Path.of(d.getSource().toUri())).toString().replace(".java", "");
            errors.putIfAbsent(name, "line " + d.getLineNumber() + ": " + d.getMessage(Locale.ROOT));
          }
        }
      }
    }
    List<URL> urls = new ArrayList<>();
    urls.add(classes.toUri().toURL());
    if (parent != World.class.getClassLoader()) {
      for (Path p : classpath) {
        urls.add(p.toUri().toURL());
      }
    }
    URLClassLoader loader = new URLClassLoader(urls.toArray(new URL[0]), parent);
    return new World(prefix, loader, errors);
  }

  /** Runs each program on a fresh batch TableEnvironment and returns what it observed. */
  Map<String, List<String>> runAll(List<String> names) {
    Map<String, List<String>> lines = new LinkedHashMap<>();
    for (String name : names) {
      if (compileErrors.containsKey("programs/" + name)) {
        lines.put(name, List.of("does not compile: " + compileErrors.get("programs/" + name)));
      } else {
        long start = System.nanoTime();
        lines.put(name, DifferentialTest.runProgram(this, name));
        millis.put(name, (System.nanoTime() - start) / 1_000_000);
      }
    }
    return lines;
  }

  /** How long each program ran, in milliseconds. */
  Map<String, Long> millis() {
    return millis;
  }

  /** Where this world's compiled programs are. */
  String classesUrl() {
    return loader.getURLs()[0].toString();
  }

  /** Calls a static method with String arguments of a class of this world. */
  void call(String className, String method, String... args) throws ReflectiveOperationException {
    ClassLoader saved = Thread.currentThread().getContextClassLoader();
    try {
      Thread.currentThread().setContextClassLoader(loader);
      Class<?>[] types = new Class<?>[args.length];
      java.util.Arrays.fill(types, String.class);
      loader.loadClass(className).getMethod(method, types).invoke(null, (Object[]) args);
    } finally {
      Thread.currentThread().setContextClassLoader(saved);
    }
  }

  @SuppressWarnings("unchecked")
  List<String> run(String name) throws ReflectiveOperationException {
    Class<?> settingsClass = loader.loadClass(prefix + ".table.api.EnvironmentSettings");
    Class<?> envClass = loader.loadClass(prefix + ".table.api.TableEnvironment");
    Class<?> probeClass = loader.loadClass("programs.Probe");
    Object settings = settingsClass.getMethod("inBatchMode").invoke(null);
    Object env = envClass.getMethod("create", settingsClass).invoke(null, settings);
    Object probe = probeClass.getConstructor(envClass).newInstance(env);
    Method run = loader.loadClass("programs." + name).getMethod("run", envClass, probeClass);
    try {
      run.invoke(null, env, probe);
    } catch (InvocationTargetException e) {
      List<String> seen = new ArrayList<>((List<String>) probeClass.getMethod("lines").invoke(probe));
      Throwable t = e.getCause();
      seen.add("uncaught " + t.getClass().getName().replace("org.apache.flink.", "").replace("io.quiver.", "")
          + ": " + t.getMessage());
      return seen;
    }
    return (List<String>) probeClass.getMethod("lines").invoke(probe);
  }

  private static void deleteTree(Path dir) throws IOException {
    if (!Files.exists(dir)) {
      return;
    }
    try (var walk = Files.walk(dir)) {
      walk.sorted(java.util.Comparator.reverseOrder()).forEach(p -> {
        try {
          Files.delete(p);
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
      });
    }
  }
}
