package io.quiver.flink;

import io.quiver.flink.bridge.FlinkBridge;
import io.quiver.table.api.TableException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Stream;

/**
 * Apache Flink, loaded once per JVM in a class loader of its own whose parent is the platform
 * class loader: Flink's table runtime bundles its own Janino and its planner its own Calcite, and
 * beside Quiver's (newer) Janino Flink's planner finds no compiler. Only {@link FlinkBridge} is
 * shared with the loader that loaded Quiver.
 *
 * <p>Flink's jars are the ones nested in this jar under {@value #LIB} (extracted once into the
 * temporary directory, in a folder named after this jar's size and date), or, when the system
 * property {@code quiver.flink.lib} names a directory, every jar in it (a Flink distribution's
 * {@code lib/} of another 1.20.x version, or with more connectors).
 */
final class FlinkRuntime {
  static final String LIB = "META-INF/quiver-flink/lib/";
  private static final String BRIDGE = "io.quiver.flink.bridge.FlinkBridge";
  private static final String BRIDGE_IMPL = "io.quiver.flink.bridge.impl.";
  private static volatile FlinkBridge bridge;

  private FlinkRuntime() {}

  static FlinkBridge bridge() {
    FlinkBridge b = bridge;
    if (b == null) {
      synchronized (FlinkRuntime.class) {
        if (bridge == null) {
          try {
            FlinkClassLoader loader = new FlinkClassLoader(jars().toArray(new URL[0]), FlinkRuntime.class.getClassLoader());
            bridge = (FlinkBridge) loader.loadClass(BRIDGE_IMPL + "FlinkBridgeImpl").getConstructor().newInstance();
          } catch (ReflectiveOperationException | IOException | URISyntaxException e) {
            throw new TableException("Could not load Apache Flink's client libraries: " + e, e, "58000", 0, 0);
          }
        }
        b = bridge;
      }
    }
    return b;
  }

  private static List<URL> jars() throws IOException, URISyntaxException {
    String override = System.getProperty("quiver.flink.lib");
    if (override != null) {
      return jarsIn(Path.of(override));
    }
    Path location = Path.of(FlinkRuntime.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    if (Files.isDirectory(location)) {
      return jarsIn(location.resolve(LIB));
    }
    Path target = Path.of(System.getProperty("java.io.tmpdir"),
        "quiver-flink-" + Files.size(location) + "-" + Files.getLastModifiedTime(location).toMillis());
    Files.createDirectories(target);
    try (JarFile jar = new JarFile(location.toFile())) {
      Enumeration<JarEntry> entries = jar.entries();
      while (entries.hasMoreElements()) {
        JarEntry entry = entries.nextElement();
        if (entry.getName().startsWith(LIB) && entry.getName().endsWith(".jar")) {
          Path file = target.resolve(entry.getName().substring(LIB.length()));
          if (!Files.exists(file) || Files.size(file) != entry.getSize()) {
            Path partial = Files.createTempFile(target, "part", ".tmp");
            try (InputStream in = jar.getInputStream(entry)) {
              Files.copy(in, partial, StandardCopyOption.REPLACE_EXISTING);
            }
            Files.move(partial, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
          }
        }
      }
    }
    return jarsIn(target);
  }

  private static List<URL> jarsIn(Path dir) throws IOException {
    if (!Files.isDirectory(dir)) {
      throw new IOException("no Flink libraries in " + dir);
    }
    List<URL> urls = new ArrayList<>();
    try (Stream<Path> files = Files.list(dir)) {
      for (Path p : files.filter(p -> p.toString().endsWith(".jar")).sorted().toList()) {
        urls.add(p.toUri().toURL());
      }
    }
    return urls;
  }

  /**
   * Flink's jars first, over the platform class loader; the bridge interface from Quiver's
   * loader; the bridge implementation defined here from Quiver's loader's bytes, so that it links
   * against this loader's Flink.
   */
  private static final class FlinkClassLoader extends URLClassLoader {
    static {
      registerAsParallelCapable();
    }

    private final ClassLoader quiver;

    FlinkClassLoader(URL[] urls, ClassLoader quiver) {
      super("quiver-flink", urls, ClassLoader.getPlatformClassLoader());
      this.quiver = quiver;
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
      if (name.equals(BRIDGE)) {
        return quiver.loadClass(name);
      }
      if (name.startsWith(BRIDGE_IMPL)) {
        synchronized (getClassLoadingLock(name)) {
          Class<?> loaded = findLoadedClass(name);
          if (loaded == null) {
            try (InputStream in = quiver.getResourceAsStream(name.replace('.', '/') + ".class")) {
              if (in == null) {
                throw new ClassNotFoundException(name);
              }
              byte[] bytes = in.readAllBytes();
              loaded = defineClass(name, bytes, 0, bytes.length);
            } catch (IOException e) {
              throw new UncheckedIOException(e);
            }
          }
          return loaded;
        }
      }
      return super.loadClass(name, resolve);
    }
  }
}
