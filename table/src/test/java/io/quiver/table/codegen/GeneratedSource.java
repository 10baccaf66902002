package io.quiver.table.codegen;

import java.util.ArrayList;
import java.util.List;

/** Cuts generated Java source into its methods (and constructor), each from header to closing brace. */
final class GeneratedSource {
  private GeneratedSource() {}

  /**
   * Generated members are indented by two spaces and their bodies by more or not at all, so a
   * method starts at a two-space line with a parameter list and ends at the next line {@code "  }"}.
   */
  static List<String> methods(String source) {
    List<String> methods = new ArrayList<>();
    StringBuilder current = null;
    for (String line : source.split("\n", -1)) {
      boolean memberHeader = line.startsWith("  ") && !line.startsWith("   ") && line.endsWith(") {");
      if (current == null && memberHeader) {
        current = new StringBuilder();
      }
      if (current != null) {
        current.append(line).append('\n');
        if (line.equals("  }")) {
          methods.add(current.toString());
          current = null;
        }
      }
    }
    return methods;
  }
}
