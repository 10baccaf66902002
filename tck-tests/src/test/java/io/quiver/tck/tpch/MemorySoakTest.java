package io.quiver.tck.tpch;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quiver.benchmarks.tpch.MemorySoakRunner;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * The memory soak at a scale CI affords: TPC-H Q18 and Q21 under limits small enough that they
 * fail, and one they fit in, each run an answer or a clean 53200 with the connection going on.
 * The soak at scale 1 under 256 MB is the benchmarks' {@code MemorySoakRunner}.
 */
class MemorySoakTest {
  @Test
  void q18AndQ21GiveAnAnswerOrA53200UnderTightLimits() throws Exception {
    for (String limit : new String[] {"256 kb", "4 mb", "256 mb"}) {
      ByteArrayOutputStream log = new ByteArrayOutputStream();
      boolean clean = MemorySoakRunner.run(0.01, limit, 2, new PrintStream(log, true, StandardCharsets.UTF_8));
      String text = log.toString(StandardCharsets.UTF_8);
      assertTrue(clean, text);
      // Only the lines of the runs count: the closing summary names 53200 whatever happened.
      boolean refused = text.lines().anyMatch(line -> line.startsWith("round") && line.contains("53200"));
      if (limit.equals("256 kb")) {
        assertTrue(refused, text);
      }
      if (limit.equals("256 mb")) {
        assertTrue(!refused, text);
      }
    }
  }
}
