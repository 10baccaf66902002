package io.quiver.engine.split;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class MethodSplitterTest {
  /** Collects the methods a split creates, by name. */
  private static final class Sink implements MethodSplitter.MethodSink {
    final Map<String, String> methods = new LinkedHashMap<>();
    int next;

    @Override
    public String newMethodName(String prefix) {
      return prefix + "$" + next++;
    }

    @Override
    public void addMethod(String code) {
      Matcher m = Pattern.compile("private void (\\S+)\\(").matcher(code);
      assertTrue(m.find(), code);
      methods.put(m.group(1), code);
    }
  }

  private static List<String> blocks(int count, int length) {
    List<String> blocks = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      String statement = "x(" + i + ");";
      blocks.add(statement + " ".repeat(Math.max(0, length - statement.length() - 1)) + "\n");
    }
    return blocks;
  }

  /** Runs the inline code by expanding calls, as the JVM would, to check order and completeness. */
  private static String expand(String code, Map<String, String> methods) {
    StringBuilder out = new StringBuilder();
    for (String line : code.split("\n")) {
      Matcher call = Pattern.compile("^(\\S+)\\(row\\);$").matcher(line.trim());
      if (call.matches() && methods.containsKey(call.group(1))) {
        String method = methods.get(call.group(1));
        String body = method.substring(method.indexOf("{\n") + 2, method.lastIndexOf("  }"));
        out.append(expand(body, methods));
      } else if (!line.isBlank()) {
        out.append(line.trim()).append('\n');
      }
    }
    return out.toString();
  }

  @Test
  void shortBlocksStayInline() {
    Sink sink = new Sink();
    String code = new MethodSplitter(4000).split(blocks(10, 50), "int row", "row", "p", sink, 1000);
    assertEquals(500, code.length());
    assertTrue(sink.methods.isEmpty());
  }

  @Test
  void longListsBecomeATreeOfMethodsEachWithinTheMaximum() {
    for (int max : new int[] {100, 500, 4000}) {
      Sink sink = new Sink();
      List<String> blocks = blocks(5000, 60);
      String code = new MethodSplitter(max).split(blocks, "int row", "row", "p", sink, max / 2);
      assertTrue(code.length() <= max / 2, "inline code " + code.length() + " at " + max);
      sink.methods.values().forEach(m -> assertTrue(m.length() <= max, m.length() + " > " + max));
      StringBuilder expected = new StringBuilder();
      blocks.forEach(b -> expected.append(b.trim()).append('\n'));
      assertEquals(expected.toString(), expand(code, sink.methods), "blocks lost or reordered at " + max);
    }
  }

  @Test
  void rejectsAMaximumTooSmallForAMethodHeader() {
    assertThrows(IllegalArgumentException.class, () -> new MethodSplitter(99));
  }
}
