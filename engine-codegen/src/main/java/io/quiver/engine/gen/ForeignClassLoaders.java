package io.quiver.engine.gen;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The class loader generated code is compiled against when it names classes that are not the
 * engine loader's own (user-defined functions loaded by an application's or a plugin's loader):
 * each of those names means that very class; every other name is looked up in the engine's loader
 * first, as always, then in the loaders of those classes (their superclasses and the parameter
 * classes of their other methods, which the compiler resolves too).
 */
public final class ForeignClassLoaders extends ClassLoader {
  private static final ClassLoader ENGINE = ForeignClassLoaders.class.getClassLoader();

  private final Map<String, Class<?>> named = new LinkedHashMap<>();
  private final List<ClassLoader> loaders = new ArrayList<>();

  private ForeignClassLoaders(List<Class<?>> classes) {
    super(ENGINE);
    for (Class<?> c : classes) {
      named.put(c.getName(), c);
      ClassLoader loader = c.getClassLoader();
      if (loader != null && loaders.stream().noneMatch(l -> l == loader)) {
        loaders.add(loader);
      }
    }
  }

  /** The parent loader for a generated class naming {@code foreignClasses}. */
  public static ClassLoader parentFor(List<Class<?>> foreignClasses) {
    return foreignClasses.isEmpty() ? ENGINE : new ForeignClassLoaders(foreignClasses);
  }

  /** Whether {@code type} is the engine loader's own: defined by it or one of its ancestors (java.* included). */
  static boolean isEngineClass(Class<?> type) {
    ClassLoader loader = type.getClassLoader();
    if (loader == null) {
      return true;
    }
    for (ClassLoader l = ENGINE; l != null; l = l.getParent()) {
      if (l == loader) {
        return true;
      }
    }
    return false;
  }

  @Override
  protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
    Class<?> own = named.get(name);
    return own != null ? own : super.loadClass(name, resolve);
  }

  @Override
  protected Class<?> findClass(String name) throws ClassNotFoundException {
    for (ClassLoader loader : loaders) {
      try {
        return loader.loadClass(name);
      } catch (ClassNotFoundException e) {
        // try the next loader
      }
    }
    throw new ClassNotFoundException(name);
  }
}
