package io.quiver.flink;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URI;
import java.net.URLClassLoader;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The same Table API programs on Quiver's engine and, with {@code execution.target=remote}, on a
 * Flink cluster (a MiniCluster reached only through its REST endpoint): what each program
 * observes must be equal, and the cluster must have run jobs for it.
 */
class ClusterTest {
  static Worlds.ClusterProcess cluster;
  static URLClassLoader user;
  static int port;
  static Path data;

  @BeforeAll
  static void startCluster() throws Exception {
    data = Path.of("target/cluster-test").toAbsolutePath();
    deleteTree(data);
    writeInputs(data.resolve("in"));
    cluster = Worlds.startCluster(data.resolve("cluster.log"));
    port = cluster.port();
    user = Worlds.user();
  }

  @AfterAll
  static void stopCluster() throws Exception {
    if (cluster != null) {
      cluster.close();
    }
    if (user != null) {
      user.close();
    }
  }

  /** The options that send a session's queries to the test cluster. */
  static Map<String, String> clusterOptions() {
    return Map.of("execution.target", "remote", "rest.address", "localhost", "rest.port", String.valueOf(port),
        "parallelism.default", "1", "execution.batch-shuffle-mode", "ALL_EXCHANGES_PIPELINED");
  }

  @SuppressWarnings("unchecked")
  static List<String> runProgram(String name, Map<String, String> options, String out) throws Exception {
    return (List<String>) Worlds.call(user, "cluster.programs.Programs", "run",
        new Class<?>[] {String.class, Map.class, String.class, String.class},
        name, options, data.resolve("in").toString(), data.resolve(out).toString());
  }

  @TestFactory
  Stream<DynamicTest> programsObserveTheSameOnQuiverAndOnTheCluster() throws Exception {
    @SuppressWarnings("unchecked")
    List<String> names = (List<String>) user.loadClass("cluster.programs.Programs").getField("NAMES").get(null);
    List<DynamicTest> tests = new ArrayList<>();
    for (String name : names) {
      tests.add(DynamicTest.dynamicTest(name, () -> {
        List<String> quiver = runProgram(name, Map.of(), "out-quiver/" + name);
        int jobsBefore = finishedJobs();
        List<String> flink = runProgram(name, clusterOptions(), "out-cluster/" + name);
        Files.createDirectories(data.resolve("observed"));
        Files.write(data.resolve("observed/" + name + ".quiver.txt"), quiver);
        Files.write(data.resolve("observed/" + name + ".cluster.txt"), flink);
        assertEquals(compared(quiver), compared(flink));
        assertTrue(finishedJobs() > jobsBefore, "the cluster ran no job for " + name);
      }));
    }
    return tests.stream();
  }

  // ---- JDBC: the same session on Quiver and on the cluster ----

  /** A connection of the user's driver (DriverManager sees only drivers of the caller's class loader). */
  static java.sql.Connection connect(String url, java.util.Properties properties) throws Exception {
    java.sql.Driver driver = (java.sql.Driver) user.loadClass("io.quiver.jdbc.Driver").getConstructor().newInstance();
    Thread thread = Thread.currentThread();
    ClassLoader saved = thread.getContextClassLoader();
    thread.setContextClassLoader(user);
    try {
      return driver.connect(url, properties);
    } finally {
      thread.setContextClassLoader(saved);
    }
  }

  static String clusterUrl(String database) {
    return "jdbc:quiver:mem:" + database + ";execution.target=remote;rest.address=localhost;rest.port=" + port;
  }

  /**
   * All 22 TPC-H queries at scale 0.01 over CSV files written by Quiver, through JDBC: on a
   * Quiver session and on a session whose URL names the cluster; compared with the TPC-H kit's
   * comparator (order keys, LIMIT ties, decimal and double tolerance).
   */
  @org.junit.jupiter.api.Test
  void tpchOverCsvFilesGivesTheSameAnswersOnTheCluster() throws Exception {
    Path dir = data.resolve("tpch");
    java.util.Map<String, io.quiver.benchmarks.tpch.TpchData.TableDef> schema = io.quiver.benchmarks.tpch.TpchData.schema();
    try (java.sql.Connection gen = connect("jdbc:quiver:mem:tpchgen", new java.util.Properties());
        java.sql.Statement s = gen.createStatement()) {
      io.quiver.benchmarks.tpch.TpchData.load(gen, 0.01, io.quiver.benchmarks.tpch.TpchData.DEFAULT_BATCH_SIZE, false,
          new java.io.PrintStream(java.io.OutputStream.nullOutputStream()));
      for (io.quiver.benchmarks.tpch.TpchData.TableDef def : schema.values()) {
        s.execute(def.ddlAs(def.name() + "_csv") + csv(dir, def.name()));
        s.execute("INSERT INTO " + def.name() + "_csv SELECT * FROM " + def.name());
      }
    }
    java.util.Properties clusterProperties = new java.util.Properties();
    clusterProperties.setProperty("parallelism.default", "1");
    clusterProperties.setProperty("execution.batch-shuffle-mode", "ALL_EXCHANGES_PIPELINED");
    List<String> mismatches = new ArrayList<>();
    int jobsBefore = finishedJobs();
    long quiverNanos = 0;
    long clusterNanos = 0;
    try (java.sql.Connection quiver = connect("jdbc:quiver:mem:tpchquiver", new java.util.Properties());
        java.sql.Connection flink = connect(clusterUrl("tpchcluster"), clusterProperties)) {
      for (java.sql.Connection c : List.of(quiver, flink)) {
        try (java.sql.Statement s = c.createStatement()) {
          for (io.quiver.benchmarks.tpch.TpchData.TableDef def : schema.values()) {
            s.execute(def.ddl() + csv(dir, def.name()));
          }
        }
      }
      for (io.quiver.benchmarks.tpch.TpchQueries.Query q : io.quiver.benchmarks.tpch.TpchQueries.all()) {
        long start = System.nanoTime();
        io.quiver.benchmarks.tpch.ResultComparator.Result expected = read(quiver, q.sql());
        long middle = System.nanoTime();
        io.quiver.benchmarks.tpch.ResultComparator.Result actual;
        try {
          actual = read(flink, q.sql());
        } catch (java.sql.SQLException e) {
          mismatches.add(q.name() + ": " + e.getSQLState() + " " + e.getMessage());
          continue;
        }
        clusterNanos += System.nanoTime() - middle;
        quiverNanos += middle - start;
        if (expected.rows().isEmpty()) {
          mismatches.add(q.name() + ": no rows on Quiver, so the comparison would prove nothing");
        }
        io.quiver.benchmarks.tpch.ResultComparator.Outcome outcome = io.quiver.benchmarks.tpch.ResultComparator.compare(
            atFlinkScale(expected), atFlinkScale(actual), q.orderKeys(), q.limited());
        if (!outcome.matches()) {
          mismatches.add(q.name() + ": " + outcome.difference());
        }
      }
    }
    System.out.printf("TPC-H SF 0.01 over CSV: Quiver %d ms, Flink cluster %d ms (22 queries)%n",
        quiverNanos / 1_000_000, clusterNanos / 1_000_000);
    assertEquals(List.of(), mismatches);
    assertTrue(finishedJobs() >= jobsBefore + 22, "the cluster ran fewer than 22 jobs");
  }

  private static String csv(Path dir, String table) {
    return " WITH ('connector' = 'filesystem', 'path' = '" + dir.resolve(table) + "', 'format' = 'csv')";
  }

  /**
   * Decimals rounded to scale 6: the cluster computes AVG and decimal division with Flink's rules,
   * whose results keep 6 fractional digits (Q1's averages, Q14's ratio), where the JDBC session's
   * standard dialect keeps more. Everything else is compared as it is.
   */
  private static io.quiver.benchmarks.tpch.ResultComparator.Result atFlinkScale(
      io.quiver.benchmarks.tpch.ResultComparator.Result result) {
    java.util.List<java.util.List<Object>> rows = new ArrayList<>();
    for (java.util.List<Object> row : result.rows()) {
      Object[] values = row.toArray();
      for (int i = 0; i < values.length; i++) {
        if (values[i] instanceof java.math.BigDecimal d && d.scale() > 6) {
          values[i] = d.setScale(6, java.math.RoundingMode.HALF_UP);
        }
      }
      rows.add(java.util.Arrays.asList(values));
    }
    return new io.quiver.benchmarks.tpch.ResultComparator.Result(result.columns(), rows);
  }

  private static io.quiver.benchmarks.tpch.ResultComparator.Result read(java.sql.Connection c, String sql)
      throws java.sql.SQLException {
    try (java.sql.Statement s = c.createStatement(); java.sql.ResultSet rs = s.executeQuery(sql)) {
      return io.quiver.benchmarks.tpch.ResultComparator.Result.read(rs);
    }
  }

  /** The all-in-one driver jar carries no Flink: Flink comes only with the executor jar. */
  @org.junit.jupiter.api.Test
  void allInOneDriverJarCarriesNoFlink() throws Exception {
    try (java.util.jar.JarFile jar = new java.util.jar.JarFile(Worlds.allInOneDriverJar().toFile())) {
      assertEquals(List.of(), jar.stream().map(java.util.jar.JarEntry::getName)
          .filter(n -> n.startsWith("org/apache/flink/") || n.startsWith("io/quiver/flink/")).limit(5).toList());
      assertTrue(jar.getEntry("io/quiver/table/delegation/ExecutorFactory.class") != null);
    }
  }

  // ---- what cannot run on the cluster ----

  @org.junit.jupiter.api.Test
  void managedTableOverTheValuesLimitFailsWith0A000SayingWhatToDo() throws Exception {
    java.util.Properties p = new java.util.Properties();
    p.setProperty("quiver.flink.values-max-rows", "2");
    try (java.sql.Connection c = connect(clusterUrl("big"), p); java.sql.Statement s = c.createStatement()) {
      s.execute("CREATE TABLE t (a INT)");
      // An INSERT into a managed table writes this process's memory: it runs here, not on the cluster.
      assertEquals(3, s.executeUpdate("INSERT INTO t VALUES (1), (2), (3)"));
      java.sql.SQLException e = org.junit.jupiter.api.Assertions.assertThrows(java.sql.SQLException.class,
          () -> s.executeQuery("SELECT SUM(a) FROM t"));
      assertEquals("0A000", e.getSQLState());
      assertTrue(e.getMessage().contains("more than 2 rows") && e.getMessage().contains("'connector' = 'filesystem'"),
          e.getMessage());
      s.execute("DELETE FROM t WHERE a > 1");
      try (java.sql.ResultSet rs = s.executeQuery("SELECT SUM(a) FROM t")) {
        assertTrue(rs.next());
        assertEquals(1, rs.getInt(1));
      }
    }
  }

  @org.junit.jupiter.api.Test
  void localPathForAClusterOnAnotherMachineFailsWith0A000() throws Exception {
    java.util.Properties p = new java.util.Properties();
    p.setProperty("execution.target", "remote");
    p.setProperty("rest.address", "192.0.2.1");
    p.setProperty("rest.port", "8081");
    try (java.sql.Connection c = connect("jdbc:quiver:mem:faraway", p); java.sql.Statement s = c.createStatement()) {
      s.execute("CREATE TABLE o (id INT) WITH ('connector' = 'filesystem', 'path' = '" + data.resolve("in/orders")
          + "', 'format' = 'csv')");
      java.sql.SQLException e = org.junit.jupiter.api.Assertions.assertThrows(java.sql.SQLException.class,
          () -> s.executeQuery("SELECT COUNT(*) FROM o"));
      assertEquals("0A000", e.getSQLState());
      assertTrue(e.getMessage().contains("cannot see"), e.getMessage());
    }
  }

  @org.junit.jupiter.api.Test
  void flinkValidationErrorComesBackWithItsSqlState() throws Exception {
    try (java.sql.Connection c = connect(clusterUrl("errors"), new java.util.Properties());
        java.sql.Statement s = c.createStatement()) {
      // A connector Quiver knows but this Flink client does not have: Flink refuses the table.
      s.execute("CREATE TABLE a (x INT) WITH ('connector' = 'filesystem', 'path' = '" + data.resolve("in/orders")
          + "', 'format' = 'arrow')");
      java.sql.SQLException e = org.junit.jupiter.api.Assertions.assertThrows(java.sql.SQLException.class,
          () -> s.executeQuery("SELECT x FROM a"));
      assertEquals("42000", e.getSQLState(), e.getMessage());
      assertTrue(e.getMessage().startsWith("Flink: "), e.getMessage());
    }
  }

  /**
   * Errors raised while the job runs on the cluster reach a JDBC client with the SQLSTATE Quiver
   * gives for the same statement on its own engine, not as a failure to fetch results; the
   * session stays usable after each.
   */
  @org.junit.jupiter.api.Test
  void runtimeErrorsOnTheClusterComeBackWithQuiversSqlState() throws Exception {
    List<String> statements = List.of(
        "SELECT id, 100 / (id - id) AS q FROM orders",
        "SELECT CAST(customer AS INT) AS n FROM orders",
        "SELECT SUM(id / (id - id)) AS s FROM orders WHERE id > 2");
    try (java.sql.Connection quiver = connect("jdbc:quiver:mem:runtimeq", new java.util.Properties());
        java.sql.Connection flink = connect(clusterUrl("runtimec"), new java.util.Properties())) {
      for (java.sql.Connection c : List.of(quiver, flink)) {
        try (java.sql.Statement s = c.createStatement()) {
          s.execute("CREATE TABLE orders (id INT, customer STRING, country STRING, amount DECIMAL(10, 2), ordered DATE)"
              + " WITH ('connector' = 'filesystem', 'path' = '" + data.resolve("in/orders") + "', 'format' = 'csv')");
        }
      }
      // The function's class is found through the thread's class loader, as in the user's program.
      Thread thread = Thread.currentThread();
      ClassLoader saved = thread.getContextClassLoader();
      thread.setContextClassLoader(user);
      try (java.sql.Statement s = flink.createStatement()) {
        s.execute("CREATE TEMPORARY SYSTEM FUNCTION picky AS 'cluster.programs.Programs$Picky'");
      } finally {
        thread.setContextClassLoader(saved);
      }
      for (String sql : statements) {
        String expected = stateOf(quiver, sql);
        String actual = stateOf(flink, sql);
        assertTrue(expected != null && !expected.equals("XX000"), sql + " on Quiver gave " + expected);
        assertEquals(expected, actual, sql);
        assertSessionGoesOn(flink);
      }
      // A user function that throws: Quiver's engine passes its exception through (XX000 for
      // JDBC); the cluster says what it is, SQL's external routine exception.
      assertEquals("38000", stateOf(flink, "SELECT id, picky(customer) AS n FROM orders"));
      assertSessionGoesOn(flink);
    }
  }

  private static void assertSessionGoesOn(java.sql.Connection c) throws java.sql.SQLException {
    try (java.sql.Statement s = c.createStatement(); java.sql.ResultSet rs = s.executeQuery("SELECT COUNT(*) FROM orders")) {
      assertTrue(rs.next());
      assertEquals(6, rs.getLong(1));
    }
  }

  /** The SQLSTATE a query fails with, reading all its rows; null if it does not fail. */
  private static String stateOf(java.sql.Connection c, String sql) {
    try (java.sql.Statement s = c.createStatement(); java.sql.ResultSet rs = s.executeQuery(sql)) {
      while (rs.next()) {
        // Read everything: the failure may come with any batch.
      }
      return null;
    } catch (java.sql.SQLException e) {
      return e.getSQLState();
    }
  }

  /** The observations but the "#" lines (failure messages, worded by each engine). */
  static String compared(List<String> lines) {
    return String.join("\n", lines.stream().filter(l -> !l.startsWith("# ")).toList());
  }

  /** How many jobs the cluster has finished, from its REST API. */
  static int finishedJobs() throws IOException, InterruptedException {
    HttpResponse<String> response = HttpClient.newHttpClient().send(
        HttpRequest.newBuilder(URI.create("http://localhost:" + port + "/jobs/overview")).build(),
        HttpResponse.BodyHandlers.ofString());
    Matcher m = Pattern.compile("\"state\"\\s*:\\s*\"FINISHED\"").matcher(response.body());
    int n = 0;
    while (m.find()) {
      n++;
    }
    return n;
  }

  static void writeInputs(Path in) throws IOException {
    Files.createDirectories(in.resolve("orders"));
    Files.write(in.resolve("orders/part-0.csv"), List.of(
        "1,Alice,DE,12.50,2024-01-03",
        "2,Bob,FR,7.25,2024-01-04",
        "3,Alice,DE,3.00,2024-02-10",
        "4,Chen,CN,41.10,2024-02-11",
        "5,Dana,FR,9.99,2024-03-01",
        "6,Bob,FR,15.00,2024-03-15"));
    Files.createDirectories(in.resolve("customers"));
    Files.write(in.resolve("customers/part-0.json"), List.of(
        "{\"name\":\"Alice\",\"tier\":\"gold\",\"since\":\"2019-05-01\"}",
        "{\"name\":\"Bob\",\"tier\":\"silver\",\"since\":\"2021-11-20\"}",
        "{\"name\":\"Chen\",\"tier\":\"gold\",\"since\":\"2018-02-14\"}"));
    Files.createDirectories(in.resolve("returns"));
    Files.write(in.resolve("returns/part-0.csv"), List.of("1,damaged", "4,late", "6,damaged"));
  }

  static void deleteTree(Path dir) throws IOException {
    if (!Files.exists(dir)) {
      return;
    }
    try (Stream<Path> walk = Files.walk(dir)) {
      for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
        Files.delete(p);
      }
    }
  }
}
