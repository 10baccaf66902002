package io.quiver.engine.split;

import java.util.ArrayList;
import java.util.List;

/**
 * Keeps generated methods under the configured maximum source length. A list of statement blocks
 * that is too long to stay inline is packed, in order, into methods no longer than the maximum;
 * when the calls to those methods are themselves too long for the caller, they are packed again,
 * level by level (a tree of calls), until the caller's share fits its budget.
 *
 * <p>Blocks communicate only through the method parameters and member fields (the generators hoist
 * whatever state crosses a block boundary into fields first, as Flink's code splitter does), so a
 * block can move into any method without changing its meaning.
 */
public final class MethodSplitter {
  /** The smallest maximum that still leaves room for a method header and a few calls. */
  public static final int MIN_LENGTH = 100;

  private final int maxLength;

  public MethodSplitter(int maxLength) {
    if (maxLength < MIN_LENGTH) {
      throw new IllegalArgumentException("maxGeneratedCodeLength must be at least " + MIN_LENGTH + ", was " + maxLength);
    }
    this.maxLength = maxLength;
  }

  public int maxLength() {
    return maxLength;
  }

  /** Splits with half the maximum as the caller's budget, leaving the caller room for its own code. */
  public String split(List<String> blocks, String parameters, String arguments, String prefix, MethodSink methods) {
    return split(blocks, parameters, arguments, prefix, methods, maxLength / 2);
  }

  /**
   * Returns code, at most {@code inlineBudget} characters long where possible, that runs
   * {@code blocks} in order. Each block is a statement list using only the names in
   * {@code parameters} (e.g. {@code "int row, int outRow"}) and fields; {@code arguments} passes
   * them on (e.g. {@code "row, outRow"}). Methods the split needs are added through
   * {@code methods}.
   */
  public String split(List<String> blocks, String parameters, String arguments, String prefix, MethodSink methods,
      int inlineBudget) {
    if (length(blocks) <= inlineBudget) {
      return String.join("", blocks);
    }
    List<String> calls = pack(blocks, parameters, arguments, prefix, methods);
    // Each level packs several calls into one method, so the list shrinks until it fits.
    while (calls.size() > 1 && length(calls) > inlineBudget) {
      calls = pack(calls, parameters, arguments, prefix + "Group", methods);
    }
    return String.join("", calls);
  }

  /** Moves consecutive blocks into methods of at most {@link #maxLength} characters each. */
  private List<String> pack(List<String> blocks, String parameters, String arguments, String prefix, MethodSink methods) {
    List<String> calls = new ArrayList<>();
    StringBuilder body = new StringBuilder();
    String name = methods.newMethodName(prefix);
    for (String block : blocks) {
      if (body.length() > 0 && header(name, parameters).length() + body.length() + block.length() + FOOTER.length() > maxLength) {
        calls.add(flush(name, body, parameters, arguments, methods));
        name = methods.newMethodName(prefix);
      }
      body.append(block);
    }
    if (body.length() > 0) {
      calls.add(flush(name, body, parameters, arguments, methods));
    }
    return calls;
  }

  private static final String FOOTER = "  }\n";

  private static String header(String name, String parameters) {
    return "  private void " + name + "(" + parameters + ") {\n";
  }

  private static String flush(String name, StringBuilder body, String parameters, String arguments, MethodSink methods) {
    methods.addMethod(header(name, parameters) + body + FOOTER);
    body.setLength(0);
    return name + "(" + arguments + ");\n";
  }

  private static int length(List<String> parts) {
    int total = 0;
    for (String part : parts) {
      total += part.length();
    }
    return total;
  }

  /** Where the splitter puts the methods it creates. */
  public interface MethodSink {
    String newMethodName(String prefix);

    void addMethod(String code);
  }
}
