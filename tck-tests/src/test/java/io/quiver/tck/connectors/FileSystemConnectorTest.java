package io.quiver.tck.connectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quiver.tck.JdbcTestBase;
import io.quiver.benchmarks.tpch.ResultComparator;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Flink's filesystem connector, through java.sql only: files written by DuckDB (Parquet, CSV,
 * JSON), read by Quiver, and the answers compared with DuckDB's over the same files; Quiver's
 * INSERTs read back by DuckDB; bad definitions and bad data as clear errors.
 */
class FileSystemConnectorTest extends JdbcTestBase {
  @TempDir
  Path dir;

  private Connection duck;

  private static final String COLUMNS = "id INT, amount DECIMAL(12, 2), name VARCHAR, dd DATE, ts TIMESTAMP(6),"
      + " score DOUBLE, flag BOOLEAN, big BIGINT";

  @BeforeEach
  void openDuckDb() throws SQLException {
    duck = DriverManager.getConnection("jdbc:duckdb:");
    try (Statement s = duck.createStatement()) {
      // 5000 rows with NULLs in every column, so that several row groups and both branches show.
      s.execute("CREATE TABLE src AS SELECT i::INT AS id, CASE WHEN i % 17 = 0 THEN NULL ELSE (i * 1.25)::DECIMAL(12, 2) END AS amount,"
          + " CASE WHEN i % 13 = 0 THEN NULL ELSE 'name \"' || (i % 50) || '\", x' END AS name,"
          + " CASE WHEN i % 11 = 0 THEN NULL ELSE DATE '2024-01-01' + (i % 400)::INT END AS dd,"
          + " CASE WHEN i % 7 = 0 THEN NULL ELSE TIMESTAMP '2024-01-01 00:00:00' + to_seconds(i * 37) END AS ts,"
          + " CASE WHEN i % 19 = 0 THEN NULL ELSE i / 8.0 END AS score,"
          + " CASE WHEN i % 23 = 0 THEN NULL ELSE i % 2 = 0 END AS flag,"
          + " CASE WHEN i % 29 = 0 THEN NULL ELSE i::BIGINT * 1000000007 END AS big"
          + " FROM range(5000) r(i)");
    }
  }

  @AfterEach
  void closeDuckDb() throws SQLException {
    duck.close();
  }

  private void duck(String sql) throws SQLException {
    try (Statement s = duck.createStatement()) {
      s.execute(sql);
    }
  }

  private void quiver(String sql) throws SQLException {
    statement.execute(sql);
  }

  private String path(String name) {
    return dir.resolve(name).toString().replace("'", "''");
  }

  /** Runs {@code sql} on both engines (table {@code t} on each side) and compares the answers. */
  private void assertSameAnswer(String sql, int... orderKeys) throws SQLException {
    ResultComparator.Result expected;
    try (Statement s = duck.createStatement(); ResultSet rs = s.executeQuery(sql)) {
      expected = ResultComparator.Result.read(rs);
    }
    ResultComparator.Result actual;
    try (Statement s = connection.createStatement(); ResultSet rs = s.executeQuery(sql)) {
      actual = ResultComparator.Result.read(rs);
    }
    ResultComparator.Outcome outcome = ResultComparator.compare(expected, actual, orderKeys, false);
    assertTrue(outcome.matches(), sql + ": " + outcome + "\nDuckDB: " + head(expected) + "\nQuiver: " + head(actual));
    assertTrue(!expected.rows().isEmpty(), "the query must answer something: " + sql);
  }

  private static String head(ResultComparator.Result r) {
    return r.rows().subList(0, Math.min(5, r.rows().size())).toString();
  }

  private static final List<String> QUERIES = List.of(
      "SELECT COUNT(*), COUNT(amount), SUM(amount), MIN(name), MAX(dd), MIN(ts), MAX(ts), SUM(score), COUNT(flag), SUM(big) FROM t",
      "SELECT id, amount, name, dd, ts, score, flag, big FROM t WHERE id BETWEEN 1000 AND 1040 ORDER BY id",
      "SELECT dd, COUNT(*), SUM(amount) FROM t WHERE dd >= DATE '2024-06-01' AND flag GROUP BY dd ORDER BY dd",
      "SELECT COUNT(*) FROM t WHERE amount IS NULL OR name IS NULL",
      "SELECT id FROM t WHERE id = 4321",
      "SELECT name, COUNT(*) FROM t WHERE name = 'name \"7\", x' GROUP BY name");

  @Test
  void parquetWrittenByDuckDbReadsAsDuckDbReadsIt() throws SQLException {
    duck("COPY src TO '" + path("t.parquet") + "' (FORMAT PARQUET, ROW_GROUP_SIZE 1024)");
    duck("CREATE VIEW t AS SELECT * FROM read_parquet('" + path("t.parquet") + "')");
    quiver("CREATE TABLE t (" + COLUMNS + ") WITH ('connector' = 'filesystem', 'path' = '" + path("t.parquet")
        + "', 'format' = 'parquet')");
    for (String query : QUERIES) {
      assertSameAnswer(query, query.contains("ORDER BY") ? new int[] {1} : new int[0]);
    }
  }

  @Test
  void csvWrittenByDuckDbReadsAsDuckDbReadsIt() throws SQLException {
    duck("COPY src TO '" + path("t.csv") + "' (HEADER false, NULL '\\N')");
    duck("CREATE VIEW t AS SELECT * FROM read_csv('" + path("t.csv") + "', header = false, nullstr = '\\N', columns = {"
        + "'id': 'INT', 'amount': 'DECIMAL(12, 2)', 'name': 'VARCHAR', 'dd': 'DATE', 'ts': 'TIMESTAMP',"
        + " 'score': 'DOUBLE', 'flag': 'BOOLEAN', 'big': 'BIGINT'})");
    quiver("CREATE TABLE t (" + COLUMNS + ") WITH ('connector' = 'filesystem', 'path' = '" + path("t.csv")
        + "', 'format' = 'csv', 'csv.null-literal' = '\\N')");
    for (String query : QUERIES) {
      assertSameAnswer(query, query.contains("ORDER BY") ? new int[] {1} : new int[0]);
    }
  }

  @Test
  void jsonWrittenByDuckDbReadsAsDuckDbReadsIt() throws SQLException {
    duck("COPY src TO '" + path("t.json") + "' (FORMAT JSON)");
    duck("CREATE VIEW t AS SELECT * FROM src");
    quiver("CREATE TABLE t (" + COLUMNS + ") WITH ('connector' = 'filesystem', 'path' = '" + path("t.json")
        + "', 'format' = 'json')");
    for (String query : QUERIES) {
      assertSameAnswer(query, query.contains("ORDER BY") ? new int[] {1} : new int[0]);
    }
  }

  @Test
  void hivePartitionsBecomeColumnsAndFiltersSkipThem() throws SQLException, IOException {
    duck("COPY (SELECT *, CAST(id % 4 AS INT) AS part, CASE WHEN id % 3 = 0 THEN 'a' ELSE 'b' END AS region FROM src)"
        + " TO '" + path("parts") + "' (FORMAT PARQUET, PARTITION_BY (part, region))");
    duck("CREATE VIEW t AS SELECT * FROM read_parquet('" + path("parts") + "/*/*/*.parquet', hive_partitioning = true,"
        + " hive_types = {'part': INT, 'region': VARCHAR})");
    quiver("CREATE TABLE t (" + COLUMNS + ", part INT, region VARCHAR) PARTITIONED BY (part, region) WITH ("
        + "'connector' = 'filesystem', 'path' = '" + path("parts") + "', 'format' = 'parquet')");
    assertSameAnswer("SELECT part, region, COUNT(*), SUM(amount) FROM t GROUP BY part, region ORDER BY part, region", 1, 2);
    assertSameAnswer("SELECT COUNT(*), SUM(id) FROM t WHERE part = 2 AND region = 'a'");
    assertSameAnswer("SELECT id, part, region FROM t WHERE part >= 3 AND id < 40 ORDER BY id", 1);
    // A partition directory that is removed is no longer read: the listing happens at each query.
    try (Stream<Path> files = Files.walk(dir.resolve("parts").resolve("part=1"))) {
      for (Path p : files.sorted(java.util.Comparator.reverseOrder()).toList()) {
        Files.delete(p);
      }
    }
    assertEquals("[[0]]", rows("SELECT COUNT(*) FROM t WHERE part = 1").toString());
  }

  @Test
  void insertsWriteFilesThatDuckDbReads() throws SQLException, IOException {
    for (String format : List.of("parquet", "csv", "json", "arrow")) {
      String table = "out_" + format;
      Path target = dir.resolve(table);
      quiver("CREATE TABLE " + table + " (id INT, name VARCHAR, amount DECIMAL(10, 2), dd DATE) WITH ('connector' = 'filesystem',"
          + " 'path' = '" + path(table) + "', 'format' = '" + format + "')");
      quiver("INSERT INTO " + table + " VALUES (1, 'a,b', 1.50, DATE '2024-02-29'), (2, NULL, NULL, NULL)");
      quiver("INSERT INTO " + table + " VALUES (3, 'say \"hi\"', -2.25, DATE '1999-12-31')");
      assertEquals("[[3, 6]]", rows("SELECT COUNT(*), SUM(id) FROM " + table).toString(), format);
      assertEquals(2, visibleFiles(target), format);
      assertEquals(List.of(List.of("say \"hi\"")), rows("SELECT name FROM " + table + " WHERE id = 3"), format);
      quiver("INSERT OVERWRITE " + table + " SELECT id + 10, name, amount, dd FROM " + table + " WHERE id <> 2");
      assertEquals("[[2, 24]]", rows("SELECT COUNT(*), SUM(id) FROM " + table).toString(), format);
      assertEquals(1, visibleFiles(target), format);
      if (!format.equals("arrow")) {
        String reader = switch (format) {
          case "parquet" -> "read_parquet('" + path(table) + "/*.parquet')";
          case "csv" -> "read_csv('" + path(table) + "/*.csv', header = false, columns = {'id': 'INT', 'name': 'VARCHAR',"
              + " 'amount': 'DECIMAL(10, 2)', 'dd': 'DATE'})";
          default -> "read_json('" + path(table) + "/*.json', columns = {'id': 'INT', 'name': 'VARCHAR',"
              + " 'amount': 'DECIMAL(10, 2)', 'dd': 'DATE'})";
        };
        try (Statement s = duck.createStatement();
            ResultSet rs = s.executeQuery("SELECT id, name, amount, CAST(dd AS VARCHAR) FROM " + reader + " ORDER BY id")) {
          assertTrue(rs.next());
          assertEquals(11, rs.getInt(1));
          assertEquals("a,b", rs.getString(2));
          assertEquals(new java.math.BigDecimal("1.50"), rs.getBigDecimal(3));
          assertEquals("2024-02-29", rs.getString(4));
          assertTrue(rs.next());
          assertEquals(13, rs.getInt(1));
          assertEquals("say \"hi\"", rs.getString(2));
          assertTrue(!rs.next());
        }
      }
    }
  }

  @Test
  void preparedInsertsWriteTheConnectorsFiles() throws SQLException, IOException {
    Path target = dir.resolve("prepared_out");
    quiver("CREATE TABLE prepared_out (id INT, name VARCHAR) WITH ('connector' = 'filesystem',"
        + " 'path' = '" + path("prepared_out") + "', 'format' = 'csv')");
    try (var insert = connection.prepareStatement("INSERT INTO prepared_out VALUES (?, ?)")) {
      for (int id = 1; id <= 3; id++) {
        insert.setInt(1, id);
        insert.setString(2, "n" + id);
        assertEquals(1, insert.executeUpdate());
      }
    }
    assertEquals("[[3, 6]]", rows("SELECT COUNT(*), SUM(id) FROM prepared_out").toString());
    assertEquals(3, visibleFiles(target)); // each execution is one INSERT, so one file, as the connector writes it
    try (Statement s = duck.createStatement();
        ResultSet rs = s.executeQuery("SELECT SUM(id) FROM read_csv('" + path("prepared_out")
            + "/*.csv', header = false, columns = {'id': 'INT', 'name': 'VARCHAR'})")) {
      assertTrue(rs.next());
      assertEquals(6, rs.getInt(1));
    }
  }

  @Test
  void partitionedInsertWritesHiveDirectories() throws SQLException {
    quiver("CREATE TABLE sales (id INT, amount DOUBLE, dt VARCHAR) PARTITIONED BY (dt) WITH ('connector' = 'filesystem',"
        + " 'path' = '" + path("sales") + "', 'format' = 'parquet')");
    quiver("INSERT INTO sales VALUES (1, 1.0, '2024-01-01'), (2, 2.0, '2024-01-02'), (3, 3.0, '2024-01-01'), (4, 4.0, NULL)");
    assertTrue(Files.isDirectory(dir.resolve("sales").resolve("dt=2024-01-01")));
    assertTrue(Files.isDirectory(dir.resolve("sales").resolve("dt=__DEFAULT_PARTITION__")));
    assertEquals("[[2, 4.0]]", rows("SELECT COUNT(*), SUM(amount) FROM sales WHERE dt = '2024-01-01'").toString());
    assertEquals("[[4]]", rows("SELECT id FROM sales WHERE dt IS NULL").toString());
    // Dynamic overwrite: only the partitions the statement writes are replaced.
    quiver("INSERT OVERWRITE sales VALUES (5, 5.0, '2024-01-01')");
    assertEquals("[[2, 2024-01-02], [4, null], [5, 2024-01-01]]", rows("SELECT id, dt FROM sales ORDER BY id").toString());
  }

  @Test
  void failedInsertLeavesNoFileBehind() throws SQLException, IOException {
    quiver("CREATE TABLE f (a INT) WITH ('connector' = 'filesystem', 'path' = '" + path("f") + "', 'format' = 'csv')");
    quiver("INSERT INTO f VALUES (1), (2)");
    SQLException e = assertThrows(SQLException.class,
        () -> quiver("INSERT INTO f SELECT 10 / (a - 2) FROM (VALUES (1), (2), (3)) AS v(a)"));
    assertEquals("22012", e.getSQLState(), e.toString());
    assertEquals("[[2]]", rows("SELECT COUNT(*) FROM f").toString());
    try (Stream<Path> files = Files.list(dir.resolve("f"))) {
      assertEquals(1, files.count(), "neither a visible nor a hidden file is left by the failed statement");
    }
  }

  @Test
  void malformedValueNamesFileLineAndColumn() throws SQLException, IOException {
    Files.writeString(dir.resolve("bad.csv"), "1,x\n2,y\nthree,z\n", StandardCharsets.UTF_8);
    quiver("CREATE TABLE bad (a INT, b VARCHAR) WITH ('connector' = 'filesystem', 'path' = '" + path("bad.csv")
        + "', 'format' = 'csv')");
    SQLException e = assertThrows(SQLException.class, () -> rows("SELECT SUM(a) FROM bad"));
    assertEquals("22P02", e.getSQLState(), e.toString());
    assertTrue(e.getMessage().contains("bad.csv") && e.getMessage().contains("line 3")
        && e.getMessage().contains("column 'a'") && e.getMessage().contains("'three'"), e.getMessage());
    quiver("CREATE TABLE lenient (a INT, b VARCHAR) WITH ('connector' = 'filesystem', 'path' = '" + path("bad.csv")
        + "', 'format' = 'csv', 'csv.ignore-parse-errors' = 'true')");
    assertEquals("[[3, 2, 3]]", rows("SELECT COUNT(*), COUNT(a), SUM(a) FROM lenient").toString());

    Files.writeString(dir.resolve("bad.json"), "{\"a\": 1}\n{\"a\": \"no\"}\n", StandardCharsets.UTF_8);
    quiver("CREATE TABLE badj (a INT) WITH ('connector' = 'filesystem', 'path' = '" + path("bad.json")
        + "', 'format' = 'json')");
    SQLException j = assertThrows(SQLException.class, () -> rows("SELECT * FROM badj"));
    assertEquals("22P02", j.getSQLState());
    assertTrue(j.getMessage().contains("bad.json") && j.getMessage().contains("line 2")
        && j.getMessage().contains("column 'a'"), j.getMessage());
    quiver("CREATE TABLE badj2 (a INT) WITH ('connector' = 'filesystem', 'path' = '" + path("bad.json")
        + "', 'format' = 'json', 'json.ignore-parse-errors' = 'true')");
    assertEquals("[[1]]", rows("SELECT a FROM badj2").toString());
  }

  @Test
  void missingPathIsAClearError() throws SQLException {
    quiver("CREATE TABLE gone (a INT) WITH ('connector' = 'filesystem', 'path' = '" + path("nowhere")
        + "', 'format' = 'parquet')");
    SQLException e = assertThrows(SQLException.class, () -> rows("SELECT * FROM gone"));
    assertEquals("58P01", e.getSQLState());
    assertTrue(e.getMessage().contains("nowhere") && e.getMessage().contains("does not exist"), e.getMessage());
  }

  @Test
  void unknownConnectorFormatOrOptionFailsCreateTable() throws SQLException {
    SQLException kafka = assertThrows(SQLException.class,
        () -> quiver("CREATE TABLE k (a INT) WITH ('connector' = 'kafka', 'topic' = 'x')"));
    assertEquals("42704", kafka.getSQLState());
    assertTrue(kafka.getMessage().contains("Could not find any factory for identifier 'kafka'")
        && kafka.getMessage().contains("Available factory identifiers are:") && kafka.getMessage().contains("filesystem"),
        kafka.getMessage());

    SQLException fromat = assertThrows(SQLException.class, () -> quiver("CREATE TABLE m (a INT) WITH ("
        + "'connector' = 'filesystem', 'path' = '" + path("m") + "', 'format' = 'csv', 'fromat' = 'csv')"));
    assertEquals("42704", fromat.getSQLState());
    assertTrue(fromat.getMessage().contains("Unsupported options found for 'filesystem'")
        && fromat.getMessage().contains("fromat") && fromat.getMessage().contains("Supported options:")
        && fromat.getMessage().contains("csv.field-delimiter"), fromat.getMessage());

    SQLException avro = assertThrows(SQLException.class, () -> quiver("CREATE TABLE v (a INT) WITH ("
        + "'connector' = 'filesystem', 'path' = '" + path("v") + "', 'format' = 'avro')"));
    assertEquals("42704", avro.getSQLState());
    assertTrue(avro.getMessage().contains("'avro'") && avro.getMessage().contains("parquet"), avro.getMessage());

    SQLException noPath = assertThrows(SQLException.class,
        () -> quiver("CREATE TABLE p (a INT) WITH ('connector' = 'filesystem', 'format' = 'csv')"));
    assertEquals("42601", noPath.getSQLState());
    assertTrue(noPath.getMessage().contains("path"), noPath.getMessage());

    // Misspelt 'connector': not a connector table, and a managed table takes no options.
    SQLException conector = assertThrows(SQLException.class, () -> quiver("CREATE TABLE c (a INT) WITH ("
        + "'conector' = 'filesystem', 'path' = '" + path("c") + "', 'format' = 'csv')"));
    assertEquals("42704", conector.getSQLState());
    assertTrue(conector.getMessage().contains("conector"), conector.getMessage());

    SQLException delimiter = assertThrows(SQLException.class, () -> quiver("CREATE TABLE d (a INT) WITH ("
        + "'connector' = 'filesystem', 'path' = '" + path("d") + "', 'format' = 'csv', 'csv.field-delimiter' = ';;')"));
    assertEquals("22023", delimiter.getSQLState());

    // None of them left a table behind.
    try (ResultSet rs = connection.getMetaData().getTables(null, database, "%", null)) {
      assertTrue(!rs.next(), "no table was created");
    }
  }

  @Test
  void rowChangesOnConnectorTablesAreRejected() throws SQLException {
    quiver("CREATE TABLE r (a INT) WITH ('connector' = 'filesystem', 'path' = '" + path("r") + "', 'format' = 'csv')");
    quiver("INSERT INTO r VALUES (1)");
    SQLException e = assertThrows(SQLException.class, () -> quiver("DELETE FROM r WHERE a = 1"));
    assertEquals("0A000", e.getSQLState());
    assertEquals("[[1]]", rows("SELECT COUNT(*) FROM r").toString());
  }

  @Test
  void csvOptionsOfFlink() throws SQLException, IOException {
    Files.writeString(dir.resolve("opts.csv"), "# a comment\n1|'it''s'|NULL\n2|'a|b'|x\n", StandardCharsets.UTF_8);
    quiver("CREATE TABLE o (a INT, b VARCHAR, c VARCHAR) WITH ('connector' = 'filesystem', 'path' = '" + path("opts.csv")
        + "', 'format' = 'csv', 'csv.field-delimiter' = '|', 'csv.quote-character' = '''', 'csv.allow-comments' = 'true',"
        + " 'csv.null-literal' = 'NULL')");
    assertEquals("[[1, it's, null], [2, a|b, x]]", rows("SELECT a, b, c FROM o ORDER BY a").toString());
  }

  /**
   * Arrow IPC files whose buffers are LZ4 frames (pyarrow's and Arrow Java's other codec) are
   * written and read through the driver's class path, where commons-compress needs the commons-io
   * the build pins; a table without the option reads them too (the codec is in each batch).
   */
  @Test
  void arrowFilesCompressedWithLz4AreWrittenAndRead() throws SQLException, IOException {
    quiver("CREATE TABLE lz (id BIGINT, name VARCHAR, amount DECIMAL(12, 2)) WITH ('connector' = 'filesystem',"
        + " 'path' = '" + path("lz") + "', 'format' = 'arrow', 'arrow.compression' = 'lz4')");
    String digits = "(VALUES (0), (1), (2), (3), (4), (5), (6), (7), (8), (9))";
    quiver("INSERT INTO lz SELECT id, 'name-' || CAST(MOD(id, 50) AS VARCHAR), CAST(id AS DECIMAL(12, 2)) / 4"
        + " FROM (SELECT CAST(a.d * 100 + b.d * 10 + c.d + 1 AS BIGINT) AS id FROM " + digits + " AS a(d), "
        + digits + " AS b(d), " + digits + " AS c(d)) AS n");
    Path file;
    try (Stream<Path> files = Files.list(dir.resolve("lz"))) {
      file = files.filter(p -> p.getFileName().toString().endsWith(".arrow")).findFirst().orElseThrow();
    }
    byte[] bytes = Files.readAllBytes(file);
    assertTrue(indexOf(bytes, new byte[] {0x04, 0x22, 0x4D, 0x18}) >= 0, "the file holds LZ4 frames (magic 184D2204)");
    String expected = "[[1000, 500500, 125125.00, name-0, name-9]]";
    String query = " COUNT(*), SUM(id), SUM(amount), MIN(name), MAX(name) FROM ";
    assertEquals(expected, rows("SELECT" + query + "lz").toString());
    quiver("CREATE TABLE lz_read (id BIGINT, name VARCHAR, amount DECIMAL(12, 2)) WITH ('connector' = 'filesystem',"
        + " 'path' = '" + path("lz") + "', 'format' = 'arrow')");
    assertEquals(expected, rows("SELECT" + query + "lz_read").toString());
    assertEquals("[[777, name-27]]", rows("SELECT id, name FROM lz_read WHERE id = 777").toString());
  }

  private static int indexOf(byte[] haystack, byte[] needle) {
    outer:
    for (int i = 0; i + needle.length <= haystack.length; i++) {
      for (int j = 0; j < needle.length; j++) {
        if (haystack[i + j] != needle[j]) {
          continue outer;
        }
      }
      return i;
    }
    return -1;
  }

  private static long visibleFiles(Path directory) throws IOException {
    try (Stream<Path> files = Files.list(directory)) {
      return files.filter(p -> !p.getFileName().toString().startsWith(".")).count();
    }
  }
}
