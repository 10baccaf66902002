package io.quiver.engine.split;

import java.util.ArrayList;
import java.util.List;

/**
 * Keeps generated methods under the configured maximum source length: when a list of statement
 * blocks is too long to stay inline, each block moves into a method of its own, and the calls to
 * those methods are themselves grouped into methods, level by level, until the caller's share is
 * short. Blocks communicate only through their parameters and member fields.
 */
public final class MethodSplitter {
  private final int maxLength;

  public MethodSplitter(int maxLength) {
    if (maxLength < 100) {
      throw new IllegalArgumentException("maxGeneratedCodeLength must be at least 100, was " + maxLength);
    }
    this.maxLength = maxLength;
  }

  public int maxLength() {
    return maxLength;
  }

  /**
   * Returns the code that runs {@code blocks} in order; each block is a statement list using only
   * the names in {@code parameters} (e.g. {@code "int row, int outRow"}) and fields. Methods the
   * split needs are added through {@code methods}.
   */
  public String split(List<String> blocks, String parameters, String arguments, String prefix, MethodSink methods) {
    int total = blocks.stream().mapToInt(String::length).sum();
    if (total <= maxLength) {
      return String.join("", blocks);
    }
    List<String> calls = new ArrayList<>(blocks.size());
    for (String block : blocks) {
      String name = methods.newMethodName(prefix);
      methods.addMethod("  private void " + name + "(" + parameters + ") {\n" + block + "  }\n");
      calls.add("    " + name + "(" + arguments + ");\n");
    }
    return groupCalls(calls, parameters, arguments, prefix, methods);
  }

  private String groupCalls(List<String> calls, String parameters, String arguments, String prefix, MethodSink methods) {
    int total = calls.stream().mapToInt(String::length).sum();
    if (total <= maxLength) {
      return String.join("", calls);
    }
    List<String> grouped = new ArrayList<>();
    StringBuilder current = new StringBuilder();
    for (String call : calls) {
      if (current.length() > 0 && current.length() + call.length() > maxLength) {
        grouped.add(flush(current, parameters, arguments, prefix, methods));
      }
      current.append(call);
    }
    if (current.length() > 0) {
      grouped.add(flush(current, parameters, arguments, prefix, methods));
    }
    return groupCalls(grouped, parameters, arguments, prefix, methods);
  }

  private static String flush(StringBuilder body, String parameters, String arguments, String prefix, MethodSink methods) {
    String name = methods.newMethodName(prefix + "Group");
    methods.addMethod("  private void " + name + "(" + parameters + ") {\n" + body + "  }\n");
    body.setLength(0);
    return "    " + name + "(" + arguments + ");\n";
  }

  /** Where the splitter puts the methods it creates. */
  public interface MethodSink {
    String newMethodName(String prefix);

    void addMethod(String code);
  }
}
