package io.quiver.benchmarks.slt;

import java.io.IOException;
import java.io.InputStream;
import java.math.BigDecimal;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.Stream;

/**
 * Runs SQLite's sqllogictest corpus (the scripts of {@code net.hydromatic:sql-logic-test}, as SQLite
 * wrote them) on Quiver and DuckDB through JDBC, one fresh in-memory database per script, and reports
 * the share of records each passes, per folder, with the most frequent reasons for failure.
 *
 * <p>The rules are those of SQLite's reference runner: values one per line, {@code I} columns as
 * integers (reals truncated), {@code R} as {@code %.3f}, {@code T} as text with {@code (empty)} and
 * {@code NULL}; {@code rowsort}/{@code valuesort}; results over the hash threshold compared by MD5.
 * A condition {@code onlyif X} skips the record (X is never this engine), {@code skipif X} runs it.
 */
public final class SqliteCorpusRunner {

  /** Records of some scripts: {@code notReached} counts those a script's time limit cut off. */
  record Tally(int passed, int failed, int skipped, int notReached, int scripts, int timedOut) {
    Tally plus(Tally o) {
      return new Tally(passed + o.passed, failed + o.failed, skipped + o.skipped, notReached + o.notReached,
          scripts + o.scripts, timedOut + o.timedOut);
    }

    /** The share of the records run that passed. */
    double share() {
      return passed + failed == 0 ? 0 : 100.0 * passed / (passed + failed);
    }

    /** The share of all records that passed, counting those not reached as failed. */
    double shareOfAll() {
      int all = passed + failed + notReached;
      return all == 0 ? 0 : 100.0 * passed / all;
    }
  }

  private final String engine;
  private final int scriptSeconds;
  private final Map<String, Integer> reasons = new TreeMap<>();
  private final Map<String, String> reasonExample = new LinkedHashMap<>();

  SqliteCorpusRunner(String engine, int scriptSeconds) {
    this.engine = engine;
    this.scriptSeconds = scriptSeconds;
  }

  public static void main(String[] args) throws Exception {
    List<String> prefixes = new ArrayList<>();
    List<String> engines = List.of("quiver", "duckdb");
    int perFolder = Integer.MAX_VALUE;
    int scriptSeconds = 120;
    int top = 25;
    for (int i = 0; i < args.length; i++) {
      switch (args[i]) {
        case "--engines" -> engines = List.of(args[++i].split(","));
        case "--per-folder" -> perFolder = Integer.parseInt(args[++i]);
        case "--script-seconds" -> scriptSeconds = Integer.parseInt(args[++i]);
        case "--top" -> top = Integer.parseInt(args[++i]);
        default -> prefixes.add(args[i]);
      }
    }
    if (prefixes.isEmpty()) {
      prefixes.add("test/");
    }
    List<String> scripts = scripts(prefixes, perFolder);
    System.out.printf("%d scripts%n", scripts.size());
    for (String engine : engines) {
      SqliteCorpusRunner runner = new SqliteCorpusRunner(engine, scriptSeconds);
      Map<String, Tally> byFolder = new TreeMap<>();
      long start = System.nanoTime();
      for (String script : scripts) {
        long scriptStart = System.nanoTime();
        long cpuStart = processCpuNanos();
        Tally t = runner.runScript(script);
        // CPU time of the whole process (DuckDB's native threads included): the steadier figure
        // when other work shares the machine.
        System.out.printf("%s %s: %d passed, %d failed, %d skipped%s (%d ms, %d ms CPU)%n", engine, script, t.passed(),
            t.failed(), t.skipped(), t.timedOut() > 0 ? ", timed out before " + t.notReached() + " more" : "",
            TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - scriptStart),
            TimeUnit.NANOSECONDS.toMillis(processCpuNanos() - cpuStart));
        byFolder.merge(folder(script), t, Tally::plus);
      }
      long seconds = TimeUnit.NANOSECONDS.toSeconds(System.nanoTime() - start);
      runner.report(byFolder, seconds, top);
    }
    System.exit(0);
  }

  private static long processCpuNanos() {
    return java.lang.management.ManagementFactory.getOperatingSystemMXBean()
        instanceof com.sun.management.OperatingSystemMXBean os ? os.getProcessCpuTime() : 0;
  }

  private static String folder(String script) {
    return script.substring(0, script.lastIndexOf('/'));
  }

  /** The scripts under the given prefixes, at most {@code perFolder} of each folder, in name order. */
  static List<String> scripts(List<String> prefixes, int perFolder) throws IOException, URISyntaxException {
    var url = SqliteCorpusRunner.class.getClassLoader().getResource("test/select1.test");
    if (url == null) {
      throw new IllegalStateException("net.hydromatic:sql-logic-test is not on the class path");
    }
    try (FileSystem fs = FileSystems.newFileSystem(url.toURI(), Map.of());
        Stream<Path> all = Files.walk(fs.getPath("/test"))) {
      List<String> names = all.map(p -> p.toString().substring(1)).filter(n -> n.endsWith(".test")).sorted().toList();
      Map<String, Integer> taken = new TreeMap<>();
      List<String> chosen = new ArrayList<>();
      for (String n : names) {
        if (prefixes.stream().noneMatch(n::startsWith)) {
          continue;
        }
        if (taken.merge(folder(n), 1, Integer::sum) <= perFolder) {
          chosen.add(n);
        }
      }
      return chosen;
    }
  }

  private String url() {
    return engine.equals("duckdb") ? "jdbc:duckdb:" : "jdbc:quiver:mem:";
  }

  Tally runScript(String name) throws IOException {
    String text;
    try (InputStream in = getClass().getClassLoader().getResourceAsStream(name)) {
      text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    SltScript script = SltScript.parse(name, text);
    ExecutorService worker = Executors.newSingleThreadExecutor(r -> {
      Thread t = new Thread(r, "slt-" + engine);
      t.setDaemon(true);
      return t;
    });
    int[] counts = new int[3];
    Future<?> run = worker.submit(() -> {
      try (Connection c = DriverManager.getConnection(url())) {
        runEntries(c, script, counts);
      } catch (SQLException e) {
        count("connect: " + e.getSQLState(), e.getMessage());
      }
      return null;
    });
    boolean timedOut = false;
    try {
      run.get(scriptSeconds, TimeUnit.SECONDS);
    } catch (TimeoutException e) {
      timedOut = true;
      count("script over " + scriptSeconds + " s", name);
      run.cancel(true);
    } catch (Exception e) {
      count("runner: " + e.getClass().getSimpleName(), String.valueOf(e.getMessage()));
    } finally {
      worker.shutdownNow();
    }
    int pending = 0;
    if (timedOut) {
      // Records the script did not reach are reported apart: a time-out is not a pass.
      pending = (int) script.entries().stream().filter(e -> e instanceof SltScript.Statement || e instanceof SltScript.Query).count()
          - counts[0] - counts[1] - counts[2];
    }
    return new Tally(counts[0], counts[1], counts[2], pending, 1, timedOut ? 1 : 0);
  }

  private void runEntries(Connection c, SltScript script, int[] counts) {
    int threshold = 0;
    for (SltScript.Entry entry : script.entries()) {
      if (Thread.currentThread().isInterrupted()) {
        return;
      }
      if (entry instanceof SltScript.HashThreshold h) {
        threshold = h.threshold();
        continue;
      }
      if (entry instanceof SltScript.Halt halt) {
        if (skipped(halt.conditions())) {
          continue;
        }
        return;
      }
      List<String> conditions = entry instanceof SltScript.Statement s ? s.conditions()
          : ((SltScript.Query) entry).conditions();
      if (skipped(conditions)) {
        counts[2]++;
        continue;
      }
      String failure = entry instanceof SltScript.Statement s ? statement(c, s) : query(c, (SltScript.Query) entry, threshold);
      counts[failure == null ? 0 : 1]++;
    }
  }

  private boolean skipped(List<String> conditions) {
    for (String condition : conditions) {
      String[] w = condition.split(" ");
      if (w[0].equals("onlyif") && !w[1].equals(engine)) {
        return true;
      }
      if (w[0].equals("skipif") && w[1].equals(engine)) {
        return true;
      }
    }
    return false;
  }

  private String statement(Connection c, SltScript.Statement s) {
    try (Statement st = c.createStatement()) {
      st.setQueryTimeout(30);
      if (st.execute(s.sql())) {
        try (ResultSet rs = st.getResultSet()) {
          while (rs.next()) {
            // an error may surface while reading
          }
        }
      }
      if (s.expectError()) {
        return count("statement should fail", s.sql());
      }
      return null;
    } catch (SQLException | RuntimeException e) {
      return s.expectError() ? null : count(reason(e), s.sql() + "\n  -> " + e.getMessage());
    }
  }

  private String query(Connection c, SltScript.Query q, int threshold) {
    List<List<String>> rows = new ArrayList<>();
    try (Statement st = c.createStatement()) {
      st.setQueryTimeout(30);
      try (ResultSet rs = st.executeQuery(q.sql())) {
        int columns = rs.getMetaData().getColumnCount();
        if (columns != q.types().length()) {
          return count("column count", q.sql());
        }
        while (rs.next()) {
          List<String> row = new ArrayList<>(columns);
          for (int i = 1; i <= columns; i++) {
            row.add(render(rs, i, q.types().charAt(i - 1)));
          }
          rows.add(row);
        }
      }
    } catch (SQLException | RuntimeException e) {
      return count(reason(e), q.sql() + "\n  -> " + e.getMessage());
    }
    List<String> values = new ArrayList<>();
    switch (q.sort()) {
      case "rowsort" -> {
        rows.sort(SqliteCorpusRunner::compareRows);
        rows.forEach(values::addAll);
      }
      case "valuesort" -> {
        rows.forEach(values::addAll);
        Collections.sort(values);
      }
      default -> rows.forEach(values::addAll);
    }
    List<String> expected = q.expected();
    var hashed = expected.size() == 1 ? SltScript.HASHED.matcher(expected.get(0)) : null;
    boolean equal;
    if (hashed != null && hashed.matches()) {
      equal = Integer.parseInt(hashed.group(1)) == values.size() && hashed.group(2).equals(md5(values));
    } else {
      equal = expected.equals(values);
    }
    return equal ? null : count("wrong result", q.sql() + "\n  expected " + abbreviate(expected) + "\n  actual   "
        + abbreviate(values));
  }

  private static String abbreviate(List<String> values) {
    String s = String.join(" | ", values);
    return s.length() > 300 ? s.substring(0, 300) + "..." : s;
  }

  private static int compareRows(List<String> a, List<String> b) {
    for (int i = 0; i < a.size(); i++) {
      int c = a.get(i).compareTo(b.get(i));
      if (c != 0) {
        return c;
      }
    }
    return 0;
  }

  static String render(ResultSet rs, int column, char type) throws SQLException {
    Object v = rs.getObject(column);
    if (v == null) {
      return "NULL";
    }
    switch (type) {
      case 'I' -> {
        if (v instanceof Boolean b) {
          return b ? "1" : "0";
        }
        if (v instanceof Number n) {
          return n instanceof BigDecimal d ? d.toBigInteger().toString() : Long.toString(n.longValue());
        }
        return Long.toString(leadingNumber(v.toString()).longValue());
      }
      case 'R' -> {
        double d = v instanceof Number n ? n.doubleValue() : leadingNumber(v.toString()).doubleValue();
        return String.format(Locale.ROOT, "%.3f", d);
      }
      default -> {
        String s = v instanceof BigDecimal d ? d.toPlainString() : rs.getString(column);
        if (s.isEmpty()) {
          return "(empty)";
        }
        StringBuilder out = new StringBuilder(s.length());
        for (char ch : s.toCharArray()) {
          out.append(ch < ' ' || ch > '~' ? '@' : ch);
        }
        return out.toString();
      }
    }
  }

  /** SQLite's reading of a string as a number: its longest numeric prefix, else 0. */
  private static BigDecimal leadingNumber(String s) {
    var m = java.util.regex.Pattern.compile("^\\s*[-+]?(\\d+(\\.\\d*)?|\\.\\d+)([eE][-+]?\\d+)?").matcher(s);
    return m.find() ? new BigDecimal(m.group().strip()) : BigDecimal.ZERO;
  }

  static String md5(List<String> values) {
    try {
      MessageDigest md = MessageDigest.getInstance("MD5");
      for (String v : values) {
        md.update(v.getBytes(StandardCharsets.UTF_8));
        md.update((byte) '\n');
      }
      return HexFormat.of().formatHex(md.digest());
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }

  private static String reason(Exception e) {
    String message = String.valueOf(e.getMessage()).replaceAll("\\s+", " ");
    // Group by the message's gist: drop positions, names and numbers that differ per record.
    message = message.replaceAll("line \\d+, column \\d+", "line L, column C")
        .replaceAll("'[^']*'", "'…'").replaceAll("\"[^\"]*\"", "\"…\"").replaceAll("\\d+", "N");
    if (message.length() > 120) {
      message = message.substring(0, 120);
    }
    String state = e instanceof SQLException s ? s.getSQLState() : e.getClass().getSimpleName();
    return state + " " + message;
  }

  private synchronized String count(String reason, String example) {
    reasons.merge(reason, 1, Integer::sum);
    reasonExample.putIfAbsent(reason, example);
    return reason;
  }

  private void report(Map<String, Tally> byFolder, long seconds, int top) {
    System.out.printf("%n## %s (%d s)%n%n| folder | scripts | passed | failed | skipped | not reached | passed of run "
        + "| passed of all |%n| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |%n", engine, seconds);
    Tally total = new Tally(0, 0, 0, 0, 0, 0);
    for (var e : byFolder.entrySet()) {
      Tally t = e.getValue();
      total = total.plus(t);
      System.out.printf("| %s | %d | %d | %d | %d | %d | %.2f%% | %.2f%% |%n", e.getKey(), t.scripts(), t.passed(),
          t.failed(), t.skipped(), t.notReached(), t.share(), t.shareOfAll());
    }
    System.out.printf("| **all** | %d | %d | %d | %d | %d | **%.2f%%** | **%.2f%%** |%n", total.scripts(),
        total.passed(), total.failed(), total.skipped(), total.notReached(), total.share(), total.shareOfAll());
    System.out.printf("%nMost frequent failures:%n");
    reasons.entrySet().stream().sorted(Map.Entry.<String, Integer>comparingByValue().reversed()).limit(top)
        .forEach(r -> System.out.printf("%6d  %s%n        e.g. %s%n", r.getValue(), r.getKey(),
            reasonExample.get(r.getKey()).replace("\n", "\n        ")));
  }
}
