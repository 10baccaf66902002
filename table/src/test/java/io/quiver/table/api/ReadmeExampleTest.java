package io.quiver.table.api;

import static io.quiver.table.api.Expressions.$;
import static io.quiver.table.api.Expressions.call;
import static io.quiver.table.api.Expressions.lit;
import static io.quiver.table.api.Expressions.row;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.quiver.table.functions.ScalarFunction;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The Table API example of the README, as written there. */
class ReadmeExampleTest {
  /** The README's scalar function. */
  public static class Shout extends ScalarFunction {
    public String eval(String s) {
      return s.toUpperCase() + "!";
    }
  }

  @Test
  void readmeExamplePrintsWhatTheReadmeShows() {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    PrintStream original = System.out;
    System.setOut(new PrintStream(bytes, true, StandardCharsets.UTF_8));
    try (TableEnvironment env = TableEnvironment.create(EnvironmentSettings.inBatchMode())) {
      Table words = env.fromValues(row("hello"), row("world"), row("hello")).as("word");
      env.createTemporarySystemFunction("shout", Shout.class);
      Table counts = words.groupBy($("word"))
          .select(call("shout", $("word")).as("word"), lit(1).count().as("frequency"))
          .orderBy($("frequency").desc());
      counts.execute().print();
    } finally {
      System.setOut(original);
    }
    assertEquals(String.join(System.lineSeparator(),
        "+--------------------------------+----------------------+",
        "|                           word |            frequency |",
        "+--------------------------------+----------------------+",
        "|                         HELLO! |                    2 |",
        "|                         WORLD! |                    1 |",
        "+--------------------------------+----------------------+",
        "2 rows in set") + System.lineSeparator(), bytes.toString(StandardCharsets.UTF_8));
  }
}
