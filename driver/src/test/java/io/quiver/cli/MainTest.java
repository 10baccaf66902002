package io.quiver.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MainTest {
  private final StringWriter out = new StringWriter();
  private final StringWriter err = new StringWriter();

  private int run(String... args) throws IOException {
    return Main.run(args, new PrintWriter(out, true), new PrintWriter(err, true));
  }

  @Test
  void executesStatementsAndPrintsATable() throws IOException {
    assertEquals(0, run("-e", "CREATE TABLE t (a INT, b VARCHAR(3)); INSERT INTO t VALUES (1, 'x'), (2, NULL)",
        "-e", "SELECT a, b FROM t ORDER BY a"));
    assertEquals(String.join(System.lineSeparator(), "OK", "2 rows affected",
        "+---+--------+", "| a |      b |", "+---+--------+", "| 1 |      x |", "| 2 | <NULL> |", "+---+--------+",
        "2 rows in set", ""), out.toString());
    assertEquals("", err.toString());
  }

  @Test
  void aFailingStatementExitsWithStatusOneAndTheSqlState() throws IOException {
    assertEquals(1, run("-e", "SELECT * FROM missing"));
    assertTrue(err.toString().startsWith("ERROR 42P01: "), err.toString());
  }

  @Test
  void runsAScriptFile(@TempDir Path dir) throws IOException {
    Path script = dir.resolve("script.sql");
    Files.writeString(script, "-- a comment; with a semicolon\nCREATE TABLE t (s VARCHAR(5));\n"
        + "INSERT INTO t VALUES ('a;b');\nSELECT COUNT(*) AS n FROM t;\n");
    assertEquals(0, run("-f", script.toString()));
    assertTrue(out.toString().contains("| 1 |"), out.toString());
  }

  @Test
  void usageErrorsExitWithStatusTwo() throws IOException {
    assertEquals(2, run("-e"));
    assertEquals(2, run("--bogus"));
  }

  @Test
  void splitterIgnoresSemicolonsInLiteralsIdentifiersAndComments() {
    assertEquals(List.of("SELECT ';'", "SELECT `a;b` FROM t", "SELECT 1"),
        StatementSplitter.split("SELECT ';'; SELECT `a;b` FROM t; /* x; */ SELECT 1;"));
  }
}
