package io.quiver.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.ResultSet;
import java.sql.SQLException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import sqlline.SqlLine;

/**
 * sqlline 1.12 (the shell of {@code ./quiver}) runs a script against the driver through its
 * {@code main} options, embedded and remote: DDL, DML, queries printed as tables and CSV, its
 * metadata commands, and an error that stops nothing after it.
 */
class SqllineTest extends JdbcTestBase {
  @TempDir
  Path dir;

  private String run(SqlLine.Status expected, String script, String... options) throws IOException {
    Path file = dir.resolve("script.sql");
    Files.writeString(file, script, StandardCharsets.UTF_8);
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    SqlLine sqlline = new SqlLine();
    PrintStream print = new PrintStream(out, true, StandardCharsets.UTF_8);
    sqlline.setOutputStream(print);
    sqlline.setErrorStream(print);
    String[] fixed = {"-u", target.url(), "-n", "", "-p", "", "--nullValue=NULL", "--showWarnings=false",
        "--silent=true", "--showElapsedTime=false", "--color=false", "--incremental=false", "-f", file.toString()};
    String[] args = new String[fixed.length + options.length];
    System.arraycopy(options, 0, args, 0, options.length);
    System.arraycopy(fixed, 0, args, options.length, fixed.length);
    SqlLine.Status status = sqlline.begin(args, null, false);
    assertEquals(expected, status, out.toString(StandardCharsets.UTF_8));
    return out.toString(StandardCharsets.UTF_8).replace("\r", "");
  }

  @Test
  void scriptRunsAndPrintsTables() throws IOException, SQLException {
    String out = run(SqlLine.Status.OK, String.join("\n",
        "USE " + database + ";",
        "CREATE TABLE fruit (id INT PRIMARY KEY, name VARCHAR(10), price DECIMAL(5, 2));",
        "INSERT INTO fruit VALUES (1, 'apple', 1.25), (2, 'pear', NULL);",
        "UPDATE fruit SET price = 2.50 WHERE id = 2;",
        "SELECT id, name, price FROM fruit ORDER BY id;",
        "!quit", ""), "--maxWidth=120");
    assertTrue(out.contains(String.join("\n",
        "+----+-------+-------+",
        "| id | name  | price |",
        "+----+-------+-------+",
        "| 1  | apple | 1.25  |",
        "| 2  | pear  | 2.50  |",
        "+----+-------+-------+")), out);
    try (ResultSet rs = statement.executeQuery("SELECT SUM(price) FROM fruit")) {
      assertTrue(rs.next());
      assertEquals(new java.math.BigDecimal("3.75"), rs.getBigDecimal(1));
    }
  }

  @Test
  void csvOutputMetadataCommandsAndErrors() throws IOException, SQLException {
    statement.execute("CREATE TABLE city (name VARCHAR(20) NOT NULL, people BIGINT, PRIMARY KEY (name))");
    // --force: the failing statement does not stop the script, which then ends with status OTHER.
    String out = run(SqlLine.Status.OTHER, String.join("\n",
        "USE " + database + ";",
        "INSERT INTO city VALUES ('Oslo', 709000), ('Bergen', NULL);",
        "SELECT nosuchcolumn FROM city;",
        "SELECT name, people FROM city ORDER BY name;",
        "!columns city",
        "!primarykeys city",
        "!quit", ""), "--outputformat=csv", "--force=true");
    assertTrue(out.contains("'name','people'\n'Bergen','NULL'\n'Oslo','709000'\n"), out);
    // The failed statement's message and SQLSTATE reach sqlline's output; the script went on.
    assertTrue(out.contains("nosuchcolumn") && out.contains("42703"), out);
    assertTrue(out.contains("'default_catalog','" + database + "','city','name','12','VARCHAR','20'"), out);
    assertTrue(out.contains("'default_catalog','" + database + "','city','people','-5','BIGINT','19'"), out);
    assertTrue(out.contains("'default_catalog','" + database + "','city','name','1','city_pkey'"), out);
  }
}
