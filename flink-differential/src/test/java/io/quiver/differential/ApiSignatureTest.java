package io.quiver.differential;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Holds Quiver's public API against Apache Flink 1.20's, signature for signature: a Flink batch
 * program compiles on Quiver after {@code org.apache.flink} becomes {@code io.quiver} only if every
 * class, constructor, method and constant it names exists there with the same parameter types.
 *
 * <p>The classes compared are those a batch program starts from ({@link #ENTRY_POINTS}) and,
 * transitively, every public Flink API class ({@code @Public} or {@code @PublicEvolving}) that
 * their public members take or return, in the packages a Table API program uses. Each difference
 * is one line; {@code api-differences.txt} lists those Quiver has today. The test fails on a
 * difference not listed (a regression, or a new API class reached) and on a listed line that no
 * longer differs (so the list only shrinks). {@code target/api-differences.txt} holds today's list.
 */
class ApiSignatureTest {
  private static final Path KNOWN = Path.of("src/test/programs/api-differences.txt");

  /** What the issue names as the API a batch program touches. */
  private static final List<String> ENTRY_POINTS = List.of(
      "org.apache.flink.table.api.TableEnvironment",
      "org.apache.flink.table.api.EnvironmentSettings",
      "org.apache.flink.table.api.Table",
      "org.apache.flink.table.api.GroupedTable",
      "org.apache.flink.table.api.WindowGroupedTable",
      "org.apache.flink.table.api.GroupWindowedTable",
      "org.apache.flink.table.api.OverWindowedTable",
      "org.apache.flink.table.api.AggregatedTable",
      "org.apache.flink.table.api.FlatAggregateTable",
      "org.apache.flink.table.api.TablePipeline",
      "org.apache.flink.table.api.StatementSet",
      "org.apache.flink.table.api.TableResult",
      "org.apache.flink.table.api.TableDescriptor",
      "org.apache.flink.table.api.FormatDescriptor",
      "org.apache.flink.table.api.Schema",
      "org.apache.flink.table.catalog.ResolvedSchema",
      "org.apache.flink.table.api.DataTypes",
      "org.apache.flink.table.types.DataType",
      "org.apache.flink.table.types.logical.LogicalType",
      "org.apache.flink.table.types.logical.LogicalTypeRoot",
      "org.apache.flink.types.Row",
      "org.apache.flink.types.RowKind",
      "org.apache.flink.table.api.Expressions",
      "org.apache.flink.table.api.ApiExpression",
      "org.apache.flink.table.api.Tumble",
      "org.apache.flink.table.api.Slide",
      "org.apache.flink.table.api.Session",
      "org.apache.flink.table.api.Over",
      "org.apache.flink.table.functions.ScalarFunction",
      "org.apache.flink.table.functions.TableFunction",
      "org.apache.flink.table.functions.AggregateFunction",
      "org.apache.flink.table.functions.TableAggregateFunction",
      "org.apache.flink.table.functions.FunctionContext",
      "org.apache.flink.table.annotation.FunctionHint",
      "org.apache.flink.table.annotation.DataTypeHint",
      "org.apache.flink.table.annotation.ArgumentHint",
      "org.apache.flink.table.annotation.InputGroup",
      "org.apache.flink.table.api.TableConfig",
      "org.apache.flink.table.api.config.TableConfigOptions",
      "org.apache.flink.table.api.config.ExecutionConfigOptions",
      "org.apache.flink.table.api.config.OptimizerConfigOptions",
      "org.apache.flink.table.api.TableException",
      "org.apache.flink.table.api.ValidationException",
      "org.apache.flink.table.api.SqlParserException",
      "org.apache.flink.table.catalog.exceptions.CatalogException",
      "org.apache.flink.table.catalog.exceptions.TableNotExistException",
      "org.apache.flink.table.catalog.exceptions.DatabaseNotExistException");

  /** Packages whose API classes are followed from the entry points' signatures. */
  private static final List<String> FOLLOWED_PACKAGES = List.of(
      "org.apache.flink.table.api.",
      "org.apache.flink.table.types.",
      "org.apache.flink.table.functions.",
      "org.apache.flink.table.annotation.",
      "org.apache.flink.table.catalog.",
      "org.apache.flink.table.expressions.",
      "org.apache.flink.table.module.",
      "org.apache.flink.types.");

  @Test
  void quiverHasFlinksApiSignatureForSignature() throws IOException {
    Set<String> today = differences();
    Files.createDirectories(Path.of("target"));
    Files.write(Path.of("target/api-differences.txt"), today, StandardCharsets.UTF_8);

    Set<String> known = new TreeSet<>();
    for (String line : Files.readAllLines(KNOWN, StandardCharsets.UTF_8)) {
      if (!line.isBlank() && !line.startsWith("#")) {
        known.add(line.strip());
      }
    }
    Set<String> unlisted = new TreeSet<>(today);
    unlisted.removeAll(known);
    Set<String> fixed = new TreeSet<>(known);
    fixed.removeAll(today);
    System.out.printf("Flink API signatures: %d differences (%d listed)%n", today.size(), known.size());
    assertTrue(unlisted.isEmpty() && fixed.isEmpty(), () ->
        (unlisted.isEmpty() ? "" : "Differences from Flink's API not listed in " + KNOWN + ":\n  "
            + String.join("\n  ", unlisted) + "\n")
        + (fixed.isEmpty() ? "" : "Listed in " + KNOWN + " but no longer different (remove the lines):\n  "
            + String.join("\n  ", fixed)));
  }

  /** Every difference of Quiver's API from Flink's, one sorted line each. */
  static Set<String> differences() {
    Set<String> out = new TreeSet<>();
    Set<String> seen = new HashSet<>();
    Deque<String> pending = new ArrayDeque<>(ENTRY_POINTS);
    while (!pending.isEmpty()) {
      String name = pending.poll();
      if (!seen.add(name)) {
        continue;
      }
      Class<?> flink = load(name);
      if (flink == null) {
        throw new AssertionError("Flink class not on the test class path: " + name);
      }
      for (Class<?> reached : reachedApiClasses(flink)) {
        pending.add(reached.getName());
      }
      Class<?> quiver = load(toQuiver(name));
      if (quiver == null) {
        out.add(shortName(name) + ": class missing");
        continue;
      }
      compare(flink, quiver, out);
    }
    return out;
  }

  private static void compare(Class<?> flink, Class<?> quiver, Set<String> out) {
    String owner = shortName(flink.getName());
    if (flink.isInterface() != quiver.isInterface() || flink.isEnum() != quiver.isEnum()
        || flink.isAnnotation() != quiver.isAnnotation()) {
      out.add(owner + ": is " + kind(quiver) + " where Flink's is " + kind(flink));
    }
    Class<?> flinkSuper = flink.getSuperclass();
    if (flinkSuper != null && flinkSuper != Object.class && flinkSuper != Enum.class
        && !toQuiver(flinkSuper.getName()).equals(nameOf(quiver.getSuperclass()))) {
      out.add(owner + ": extends " + shortName(nameOf(quiver.getSuperclass())) + " where Flink's extends " + shortName(flinkSuper.getName()));
    }
    Set<String> quiverInterfaces = Arrays.stream(allInterfaces(quiver)).map(Class::getName).collect(Collectors.toSet());
    for (Class<?> i : allInterfaces(flink)) {
      if (isFollowed(i.getName()) && !quiverInterfaces.contains(toQuiver(i.getName()))) {
        out.add(owner + ": does not implement " + shortName(i.getName()));
      }
    }

    for (Method m : flink.getMethods()) {
      if (m.getDeclaringClass() == Object.class || m.isSynthetic() || m.isBridge()) {
        continue;
      }
      Method match = findMethod(quiver, m);
      String sig = (Modifier.isStatic(m.getModifiers()) ? "static " : "") + m.getName() + params(m);
      if (match == null) {
        out.add(owner + ": missing " + sig);
      } else if (!toQuiver(m.getReturnType().getTypeName()).equals(match.getReturnType().getTypeName())
          && !isCovariant(m.getReturnType(), match.getReturnType())) {
        out.add(owner + ": " + sig + " returns " + shortName(match.getReturnType().getTypeName())
            + " where Flink's returns " + shortName(m.getReturnType().getTypeName()));
      }
    }
    if (!flink.isInterface() && !Modifier.isAbstract(flink.getModifiers()) || isExtendedByUsers(flink)) {
      for (Constructor<?> c : flink.getConstructors()) {
        if (findConstructor(quiver, c) == null) {
          out.add(owner + ": missing constructor " + params(c));
        }
      }
    }
    for (Field f : flink.getFields()) {
      if (!Modifier.isStatic(f.getModifiers())) {
        continue;
      }
      try {
        quiver.getField(f.getName());
      } catch (NoSuchFieldException e) {
        out.add(owner + ": missing " + (f.isEnumConstant() ? "constant " : "field ") + f.getName());
      }
    }
    for (Class<?> nested : flink.getClasses()) {
      if (load(toQuiver(nested.getName())) == null && isApi(nested)) {
        out.add(owner + ": missing nested " + nested.getSimpleName());
      }
    }
  }

  /** Function base classes are abstract but users call their constructors through {@code super()}. */
  private static boolean isExtendedByUsers(Class<?> c) {
    return c.getName().startsWith("org.apache.flink.table.functions.");
  }

  /** A Quiver return type that is a subtype of the mapped Flink one still compiles every caller. */
  private static boolean isCovariant(Class<?> flinkReturn, Class<?> quiverReturn) {
    Class<?> mapped = load(toQuiver(flinkReturn.getName()));
    return mapped != null && mapped.isAssignableFrom(quiverReturn);
  }

  private static Method findMethod(Class<?> quiver, Method flink) {
    for (Method q : quiver.getMethods()) {
      if (q.getName().equals(flink.getName()) && sameParameters(flink, q)) {
        return q;
      }
    }
    for (Method q : Object.class.getMethods()) {
      if (q.getName().equals(flink.getName()) && sameParameters(flink, q)) {
        return q;
      }
    }
    return null;
  }

  private static Constructor<?> findConstructor(Class<?> quiver, Constructor<?> flink) {
    for (Constructor<?> q : quiver.getConstructors()) {
      if (sameParameters(flink, q)) {
        return q;
      }
    }
    if (Modifier.isAbstract(quiver.getModifiers())) {
      for (Constructor<?> q : quiver.getDeclaredConstructors()) {
        if (Modifier.isProtected(q.getModifiers()) && sameParameters(flink, q)) {
          return q;
        }
      }
    }
    return null;
  }

  private static boolean sameParameters(Executable flink, Executable quiver) {
    Class<?>[] f = flink.getParameterTypes();
    Class<?>[] q = quiver.getParameterTypes();
    if (f.length != q.length) {
      return false;
    }
    for (int i = 0; i < f.length; i++) {
      if (!toQuiver(f[i].getTypeName()).equals(q[i].getTypeName())) {
        return false;
      }
    }
    return true;
  }

  /** The API classes of the followed packages that a class's public members take, return or nest. */
  private static Set<Class<?>> reachedApiClasses(Class<?> c) {
    Set<Class<?>> types = new LinkedHashSet<>();
    for (Method m : c.getMethods()) {
      if (m.getDeclaringClass() != Object.class) {
        types.add(m.getReturnType());
        types.addAll(Arrays.asList(m.getParameterTypes()));
      }
    }
    for (Constructor<?> k : c.getConstructors()) {
      types.addAll(Arrays.asList(k.getParameterTypes()));
    }
    types.addAll(Arrays.asList(c.getClasses()));
    if (c.getSuperclass() != null) {
      types.add(c.getSuperclass());
    }
    types.addAll(Arrays.asList(c.getInterfaces()));
    Set<Class<?>> api = new LinkedHashSet<>();
    for (Class<?> t : types) {
      while (t.isArray()) {
        t = t.getComponentType();
      }
      if (isFollowed(t.getName()) && isApi(t)) {
        api.add(t);
      }
    }
    return api;
  }

  private static boolean isFollowed(String name) {
    return FOLLOWED_PACKAGES.stream().anyMatch(name::startsWith) && !name.contains(".internal.");
  }

  /**
   * Whether Flink marks the class {@code @Public} or {@code @PublicEvolving}. The annotations are
   * kept in the class file only, so the class file is read for their descriptors.
   */
  private static boolean isApi(Class<?> c) {
    if (!Modifier.isPublic(c.getModifiers())) {
      return false;
    }
    String resource = c.getName().replace('.', '/') + ".class";
    try (InputStream in = ApiSignatureTest.class.getClassLoader().getResourceAsStream(resource)) {
      if (in == null) {
        return false;
      }
      String bytes = new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
      return bytes.contains("Lorg/apache/flink/annotation/PublicEvolving;")
          || bytes.contains("Lorg/apache/flink/annotation/Public;");
    } catch (IOException e) {
      return false;
    }
  }

  private static Class<?>[] allInterfaces(Class<?> c) {
    Set<Class<?>> all = new LinkedHashSet<>();
    Deque<Class<?>> todo = new ArrayDeque<>();
    for (Class<?> k = c; k != null; k = k.getSuperclass()) {
      todo.addAll(Arrays.asList(k.getInterfaces()));
    }
    while (!todo.isEmpty()) {
      Class<?> i = todo.poll();
      if (all.add(i)) {
        todo.addAll(Arrays.asList(i.getInterfaces()));
      }
    }
    return all.toArray(new Class<?>[0]);
  }

  private static String params(Executable e) {
    List<String> names = new ArrayList<>();
    for (Class<?> p : e.getParameterTypes()) {
      names.add(shortName(p.getTypeName()));
    }
    return "(" + String.join(", ", names) + ")";
  }

  private static String kind(Class<?> c) {
    return c.isAnnotation() ? "an annotation" : c.isInterface() ? "an interface" : c.isEnum() ? "an enum" : "a class";
  }

  private static String nameOf(Class<?> c) {
    return c == null ? "nothing" : c.getName();
  }

  private static Class<?> load(String name) {
    try {
      return Class.forName(name, false, ApiSignatureTest.class.getClassLoader());
    } catch (ClassNotFoundException | LinkageError e) {
      return null;
    }
  }

  private static String toQuiver(String name) {
    return name.replace("org.apache.flink.", "io.quiver.");
  }

  /** Names without the product prefix, so one line reads the same for both. */
  private static String shortName(String name) {
    return name.replace("org.apache.flink.", "").replace("io.quiver.", "").replace("java.lang.", "");
  }
}
