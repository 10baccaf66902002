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
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Runs every {@code .test} file under {@code src/test/resources/sql}, each on a fresh private
 * database through the JDBC driver: one JUnit test per file.
 */
class SqlLogicTest {
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
      try (Connection connection = DriverManager.getConnection("jdbc:quiver:mem:")) {
        new SltRunner(connection, name).run(records);
      }
    }));
  }
}
