package io.quiver.flink;

import io.quiver.table.api.TableException;
import io.quiver.table.delegation.SessionSnapshot.FunctionEntry;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;

/**
 * The user's function classes, relocated to Flink's API ({@link ApiRelocation}), in one jar that
 * the Flink client loads to plan and ships to the cluster as {@code pipeline.jars}. A function
 * class travels with the classes declared in the same source file (its enclosing class and every
 * class nested in it); other classes it uses must be on the cluster's class path or in
 * {@code pipeline.jars}.
 */
final class FunctionJars {
  private FunctionJars() {}

  /** The jar of the session's function classes, or empty when it has none. */
  static Optional<URL> of(List<FunctionEntry> functions) {
    Set<Class<?>> classes = new LinkedHashSet<>();
    for (FunctionEntry f : functions) {
      if (!f.functionClass().getName().startsWith("io.quiver.")) {
        collect(f.functionClass(), classes);
      }
    }
    if (classes.isEmpty()) {
      return Optional.empty();
    }
    Map<String, byte[]> entries = new TreeMap<>();
    for (Class<?> c : classes) {
      String resource = c.getName().replace('.', '/') + ".class";
      ClassLoader loader = c.getClassLoader() == null ? ClassLoader.getSystemClassLoader() : c.getClassLoader();
      try (InputStream in = loader.getResourceAsStream(resource)) {
        if (in == null) {
          throw new TableException("The class file of function class " + c.getName() + " cannot be read from its class"
              + " loader, so it cannot be shipped to the Flink cluster; put it in a jar named in pipeline.jars.",
              null, "0A000", 0, 0);
        }
        entries.put(resource, ApiRelocation.relocate(in.readAllBytes()));
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    try {
      MessageDigest digest = MessageDigest.getInstance("SHA-256");
      entries.forEach((name, bytes) -> {
        digest.update(name.getBytes(java.nio.charset.StandardCharsets.UTF_8));
        digest.update(bytes);
      });
      Path jar = Path.of(System.getProperty("java.io.tmpdir"),
          "quiver-flink-functions-" + HexFormat.of().formatHex(digest.digest(), 0, 12) + ".jar");
      if (!Files.exists(jar)) {
        Path partial = Files.createTempFile(jar.getParent(), "functions", ".tmp");
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(partial))) {
          for (Map.Entry<String, byte[]> e : entries.entrySet()) {
            JarEntry entry = new JarEntry(e.getKey());
            entry.setTime(0);
            out.putNextEntry(entry);
            out.write(e.getValue());
            out.closeEntry();
          }
        }
        Files.move(partial, jar, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
      }
      return Optional.of(jar.toUri().toURL());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }

  /** The class, the classes enclosing it, and every class nested in the outermost one. */
  private static void collect(Class<?> type, Set<Class<?>> classes) {
    classes.add(type);
    Class<?> outer = type;
    while (outer.getEnclosingClass() != null) {
      outer = outer.getEnclosingClass();
      classes.add(outer);
    }
    nested(outer, classes);
  }

  private static void nested(Class<?> type, Set<Class<?>> classes) {
    for (Class<?> inner : type.getDeclaredClasses()) {
      if (classes.add(inner)) {
        nested(inner, classes);
      }
    }
  }
}
