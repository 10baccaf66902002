package io.quiver.engine.gen;

import java.util.ArrayList;
import java.util.List;

/**
 * Owns the names and members of one generated class: fresh local names, fields initialised from
 * the reference array (so that constants are data, not code), and extra methods.
 */
public final class CodeContext {
  private final List<Object> references = new ArrayList<>();
  private final StringBuilder fields = new StringBuilder();
  private final StringBuilder constructorCode = new StringBuilder();
  private final StringBuilder methods = new StringBuilder();
  private int nextName;

  /** A new local or field name with the given prefix, unique in the class. */
  public String newName(String prefix) {
    return prefix + "$" + nextName++;
  }

  /**
   * Adds a final field of {@code javaType} holding {@code value}, set in the constructor by
   * {@code initFromRef} (an expression over {@code ref}, the reference object).
   */
  public String addReferenceField(String javaType, Object value, String initFromRef) {
    String name = newName("ref");
    int slot = references.size();
    references.add(value);
    fields.append("  private final ").append(javaType).append(' ').append(name).append(";\n");
    constructorCode
        .append("    { Object ref = refs[").append(slot).append("]; ")
        .append(name).append(" = ").append(initFromRef).append("; }\n");
    return name;
  }

  /** Adds a mutable member field with an initial value. */
  public String addField(String javaType, String prefix, String initialValue) {
    String name = newName(prefix);
    fields.append("  private ").append(javaType).append(' ').append(name);
    if (initialValue != null) {
      fields.append(" = ").append(initialValue);
    }
    fields.append(";\n");
    return name;
  }

  public void addMethod(String code) {
    methods.append(code).append('\n');
  }

  public List<Object> references() {
    return references;
  }

  public String fields() {
    return fields.toString();
  }

  public String constructorCode() {
    return constructorCode.toString();
  }

  public String methods() {
    return methods.toString();
  }
}
