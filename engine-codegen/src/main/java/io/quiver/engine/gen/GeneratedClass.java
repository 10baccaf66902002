package io.quiver.engine.gen;

import java.util.List;
import java.util.Objects;

/**
 * Java source for one pipeline, plus the objects its constructor receives (literals, matchers).
 * Two queries that differ only in constants have the same source and so share the compiled class.
 * {@code foreignClasses} are the classes the source names that are not the engine loader's own
 * (user functions of other loaders); the class is compiled against them, and shared only with
 * sources naming the same classes.
 */
public record GeneratedClass(String className, String source, List<Object> references, List<Class<?>> foreignClasses) {
  public GeneratedClass {
    Objects.requireNonNull(className, "className is null");
    Objects.requireNonNull(source, "source is null");
    references = List.copyOf(references.stream().map(r -> r == null ? NullReference.INSTANCE : r).toList());
    foreignClasses = List.copyOf(foreignClasses);
  }

  /** A class naming only classes the engine's loader sees. */
  public GeneratedClass(String className, String source, List<Object> references) {
    this(className, source, references, List.of());
  }

  public Object[] referenceArray() {
    Object[] refs = references.toArray();
    for (int i = 0; i < refs.length; i++) {
      if (refs[i] == NullReference.INSTANCE) {
        refs[i] = null;
      }
    }
    return refs;
  }

  private enum NullReference { INSTANCE }
}
