package io.quiver.tck.slt;

import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Runs every {@code .test} file under {@code src/test/resources/sql}, each on a fresh private
 * database through the JDBC driver: one JUnit test per file. Prints, per file, how many records
 * ran and how many were skipped ({@code skipif quiver}), so that a missing feature is visible.
 */
class SqlLogicTest {
  private static final AtomicInteger RAN = new AtomicInteger();
  private static final AtomicInteger SKIPPED = new AtomicInteger();
  private static final AtomicInteger FAILED = new AtomicInteger();

  @AfterAll
  static void printTotals() {
    System.out.printf("sqllogictest total: %d ran, %d skipped, %d failed%n", RAN.get(), SKIPPED.get(), FAILED.get());
  }

  @TestFactory
  Stream<DynamicTest> sqlFiles() throws IOException, URISyntaxException {
    Path root = Path.of(SqlLogicTest.class.getResource("/sql").toURI());
    List<Path> files;
    try (Stream<Path> walk = Files.walk(root)) {
      files = walk.filter(p -> p.toString().endsWith(".test")).sorted().toList();
    }
    return files.stream().map(file -> dynamicTest(root.relativize(file).toString(), () -> {
      String name = root.relativize(file).toString();
      List<SltRecord> records = SltParser.parse(Files.readString(file, StandardCharsets.UTF_8));
      SltRunner.Outcome outcome;
      try (Connection connection = DriverManager.getConnection("jdbc:quiver:mem:")) {
        outcome = new SltRunner(connection, name, "quiver").run(records);
      }
      RAN.addAndGet(outcome.ran());
      SKIPPED.addAndGet(outcome.skipped());
      FAILED.addAndGet(outcome.failures().size());
      System.out.printf("sqllogictest %s: %d ran, %d skipped, %d failed%n", name, outcome.ran(), outcome.skipped(),
          outcome.failures().size());
      if (!outcome.failures().isEmpty()) {
        throw new AssertionError(outcome.failures().size() + " failing record(s) in " + name + ":\n\n"
            + String.join("\n\n", outcome.failures()));
      }
    }));
  }
}
