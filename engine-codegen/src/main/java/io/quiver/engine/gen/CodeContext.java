package io.quiver.engine.gen;

import io.quiver.engine.split.MethodSplitter;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * Owns the names and members of one generated class: fresh names, fields initialised from the
 * reference array (so that constants are data, not code), mutable fields, extra methods, and the
 * {@link MethodSplitter} that keeps every method under the configured maximum length.
 */
public final class CodeContext implements MethodSplitter.MethodSink {
  private final MethodSplitter splitter;
  private final List<Object> references = new ArrayList<>();
  private final StringBuilder fields = new StringBuilder();
  private final List<String> referenceInits = new ArrayList<>();
  private final StringBuilder methods = new StringBuilder();
  private final Map<Object, String> literalFields = new IdentityHashMap<>();
  /** Fields that do not change while a batch is processed, by name, with their types. */
  private final Map<String, String> invariantFields = new LinkedHashMap<>();
  /** Classes the source names that are not the engine loader's own (user functions), by name. */
  private final Map<String, Class<?>> foreignClasses = new LinkedHashMap<>();
  private int nextName;

  public CodeContext(int maxGeneratedCodeLength) {
    this.splitter = new MethodSplitter(maxGeneratedCodeLength);
  }

  public MethodSplitter splitter() {
    return splitter;
  }

  public int maxLength() {
    return splitter.maxLength();
  }

  /** A new local, field or method name with the given prefix, unique in the class. */
  public String newName(String prefix) {
    return prefix + "$" + nextName++;
  }

  @Override
  public String newMethodName(String prefix) {
    return newName(prefix);
  }

  /**
   * Adds a field of {@code javaType} holding {@code value}, set in the constructor by
   * {@code initFromRef} (an expression over {@code ref}, the reference object). The field is not
   * final because its initialisation may be split into methods of its own (HotSpot does not fold
   * instance finals anyway).
   */
  public String addReferenceField(String javaType, Object value, String initFromRef) {
    String name = newName("ref");
    int slot = references.size();
    references.add(value);
    fields.append("  private ").append(javaType).append(' ').append(name).append(";\n");
    invariantFields.put(name, javaType);
    referenceInits.add(name + " = " + initFromRef.replaceAll("\\bref\\b", "refs[" + slot + "]") + ";\n");
    return name;
  }

  /**
   * The field holding the literal {@code node}, made by {@code add} on first use. Keyed by node
   * identity, not value: the loop variants share one field per literal, while the source still
   * depends only on the query's shape, never on whether two constants happen to be equal.
   */
  public String literalField(Object node, Supplier<String> add) {
    return literalFields.computeIfAbsent(node, n -> add.get());
  }

  /** Adds a mutable member field with an initial value (or none when null). */
  public String addField(String javaType, String prefix, String initialValue) {
    String name = newName(prefix);
    declareField(javaType, name, initialValue);
    return name;
  }

  /** Declares a member field under a name the caller chose. */
  public void declareField(String javaType, String name, String initialValue) {
    fields.append("  private ").append(javaType).append(' ').append(name);
    if (initialValue != null) {
      fields.append(" = ").append(initialValue);
    }
    fields.append(";\n");
  }

  /** Declares a field set once per batch (a buffer address, a vector) before the loop runs. */
  public void declareBatchField(String javaType, String name) {
    declareField(javaType, name, null);
    invariantFields.put(name, javaType);
  }

  /**
   * Statements copying into locals of the same names the loop-invariant fields that {@code body}
   * mentions (at most {@code max} of them in {@code maxChars} characters), so that the loop reads them from registers: HotSpot does not
   * trust instance fields to stay put across the raw-memory stores of the loop. Code in other
   * methods keeps reading the fields, which hold the same values.
   */
  public String localCopies(String body, int max, int maxChars) {
    StringBuilder copies = new StringBuilder();
    int count = 0;
    for (Map.Entry<String, String> field : invariantFields.entrySet()) {
      if (count < max && mentions(body, field.getKey())) {
        String copy = "    final " + field.getValue() + " " + field.getKey() + " = this." + field.getKey() + ";\n";
        if (copies.length() + copy.length() > maxChars) {
          break;
        }
        copies.append(copy);
        count++;
      }
    }
    return copies.toString();
  }

  private static boolean mentions(String body, String name) {
    for (int at = body.indexOf(name); at >= 0; at = body.indexOf(name, at + 1)) {
      boolean startsWord = at == 0 || !Character.isJavaIdentifierPart(body.charAt(at - 1));
      int end = at + name.length();
      boolean endsWord = end == body.length() || !Character.isJavaIdentifierPart(body.charAt(end));
      if (startsWord && endsWord) {
        return true;
      }
    }
    return false;
  }

  @Override
  public void addMethod(String code) {
    methods.append(code).append('\n');
  }

  /** Splits {@code blocks} (which use only {@code int row} and fields) to fit {@code budget}. */
  public String splitRowBlocks(List<String> blocks, String prefix, int budget) {
    return splitter.split(blocks, "int row", "row", prefix, this, budget);
  }

  public List<Object> references() {
    return references;
  }

  /**
   * The source name of {@code type}, a class the generated code names (a user function's class,
   * its parameter and result classes). A class the engine's class loader does not resolve to that
   * very class, such as a function loaded by an application's or a plugin's own loader, is
   * recorded, so that the generated class is compiled and defined where its name means it.
   */
  public String className(Class<?> type) {
    Class<?> element = type;
    while (element.isArray()) {
      element = element.getComponentType();
    }
    if (!ForeignClassLoaders.isEngineClass(element)) {
      foreignClasses.putIfAbsent(element.getName(), element);
    }
    String name = type.getCanonicalName();
    if (name == null) {
      throw new IllegalArgumentException("class " + type.getName() + " has no canonical name (a local or anonymous class)"
          + " and cannot be called from generated code");
    }
    return name;
  }

  /** The classes {@link #className} recorded, in first-use order. */
  public List<Class<?>> foreignClasses() {
    return List.copyOf(foreignClasses.values());
  }

  public String fields() {
    return fields.toString();
  }

  /** The statements of the constructor that set the reference fields, split as needed. */
  public String constructorCode() {
    return splitter.split(referenceInits, "Object[] refs", "refs", "init", this, splitter.maxLength() / 2);
  }

  public String methods() {
    return methods.toString();
  }
}
