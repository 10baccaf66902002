package io.quiver.benchmarks.tpcds;

import io.quiver.benchmarks.tpch.Engine;
import io.quiver.benchmarks.tpch.ResultComparator;
import io.quiver.benchmarks.tpch.Watchdog;
import java.io.PrintStream;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * Runs the 99 TPC-DS queries on DuckDB and Quiver in one JVM, compares Quiver's answers with
 * DuckDB's and prints which queries pass, differ or fail, and why.
 *
 * <pre>
 * java -Xmx16g -cp "benchmarks/target/quiver-benchmarks-0.1.0-SNAPSHOT.jar:benchmarks/target/lib/*" \
 *     io.quiver.benchmarks.tpcds.TpcdsRunner --scale 1 --timeout 300
 * </pre>
 *
 * <p>As the TPC-H runner: engines one after another, DuckDB first (its answers are the
 * reference), each on a fresh in-memory database loaded by {@link TpcdsData} and closed before
 * the next, every run limited by {@code setQueryTimeout} and a watchdog that cancels.
 */
public final class TpcdsRunner {

    /** Command-line options; see {@link #usage()}. */
    public record Options(double scale, int runs, int warmup, int timeoutSeconds, List<Engine> engines,
            List<Integer> queries) {

        public static Options parse(String... args) {
            double scale = 1;
            int runs = 1;
            int warmup = 0;
            int timeout = 300;
            List<Engine> engines = List.of(Engine.DUCKDB, Engine.QUIVER);
            List<Integer> queries = range(1, TpcdsQueries.COUNT);
            for (int i = 0; i < args.length; i++) {
                String flag = args[i];
                if (flag.equals("--help") || flag.equals("-h")) {
                    throw new IllegalArgumentException(usage());
                }
                if (i + 1 >= args.length) {
                    throw new IllegalArgumentException("missing value after " + flag + "\n" + usage());
                }
                String v = args[++i];
                switch (flag) {
                    case "--scale" -> scale = Double.parseDouble(v);
                    case "--runs" -> runs = Math.max(1, Integer.parseInt(v));
                    case "--warmup" -> warmup = Math.max(0, Integer.parseInt(v));
                    case "--timeout" -> timeout = Math.max(1, Integer.parseInt(v));
                    case "--engines" -> {
                        List<Engine> given = Arrays.stream(v.split(",")).map(Engine::parse).distinct().toList();
                        List<Engine> ordered = new ArrayList<>();
                        // The reference first, whatever order they were given in.
                        for (Engine e : List.of(Engine.DUCKDB, Engine.QUIVER, Engine.H2)) {
                            if (given.contains(e)) {
                                ordered.add(e);
                            }
                        }
                        engines = ordered;
                    }
                    case "--queries" -> queries = parseQueries(v);
                    default -> throw new IllegalArgumentException("unknown option " + flag + "\n" + usage());
                }
            }
            if (!(scale > 0)) {
                throw new IllegalArgumentException("--scale must be positive");
            }
            return new Options(scale, runs, warmup, timeout, engines, queries);
        }

        private static List<Integer> range(int from, int to) {
            List<Integer> list = new ArrayList<>();
            for (int i = from; i <= to; i++) {
                list.add(i);
            }
            return list;
        }

        private static List<Integer> parseQueries(String list) {
            List<Integer> qs = new ArrayList<>();
            for (String part : list.split(",")) {
                String p = part.trim();
                int dash = p.indexOf('-');
                if (dash > 0) {
                    qs.addAll(range(Integer.parseInt(p.substring(0, dash)), Integer.parseInt(p.substring(dash + 1))));
                } else {
                    qs.add(Integer.parseInt(p));
                }
            }
            qs.forEach(TpcdsQueries::get); // rejects numbers outside 1..99
            return qs.stream().distinct().sorted().toList();
        }
    }

    static String usage() {
        return String.join("\n",
                "usage: TpcdsRunner [options]",
                "  --scale F            TPC-DS scale factor (default 1)",
                "  --runs N             timed runs per query; the median is reported (default 1)",
                "  --warmup N           untimed runs per query before the timed ones (default 0)",
                "  --timeout S          per-query limit in seconds, each run (default 300)",
                "  --engines LIST       duckdb,quiver (default); duckdb is the reference",
                "  --queries LIST       e.g. 1,3,10-20 (default 1-99)");
    }

    /** What one engine did with one query: per statement the last answer, or a failure. */
    record Cell(double medianMillis, List<ResultComparator.Result> answers, String failure) {
        boolean ok() {
            return failure == null;
        }
    }

    private final Options options;
    private final PrintStream log;
    private final Map<Engine, Map<Integer, Cell>> cells = new EnumMap<>(Engine.class);
    private final Map<Engine, Long> loadMillis = new EnumMap<>(Engine.class);

    public TpcdsRunner(Options options, PrintStream log) {
        this.options = options;
        this.log = log;
    }

    public static void main(String[] args) {
        Options options;
        try {
            options = Options.parse(args);
        } catch (IllegalArgumentException e) {
            System.err.println(e.getMessage());
            System.exit(2);
            return;
        }
        TpcdsRunner runner = new TpcdsRunner(options, System.out);
        runner.run();
        runner.report(System.out);
        // Engine threads (a stuck query, DuckDB's pool) must not keep us alive.
        System.exit(0);
    }

    public void run() {
        log.printf(Locale.ROOT, "TPC-DS scale %s, %d warm-up + %d timed runs, timeout %d s, engines %s, %d queries%n",
                options.scale(), options.warmup(), options.runs(), options.timeoutSeconds(),
                options.engines().stream().map(Engine::displayName).collect(Collectors.joining(", ")),
                options.queries().size());
        for (Engine engine : options.engines()) {
            runEngine(engine);
        }
    }

    private void runEngine(Engine engine) {
        log.printf("%n== %s (%s)%n", engine.displayName(), engine.url());
        Map<Integer, Cell> mine = new TreeMap<>();
        cells.put(engine, mine);
        Connection conn;
        try {
            conn = engine.connect();
            if (engine == Engine.DUCKDB) {
                TpcdsComparison.prepareReference(conn);
            }
        } catch (SQLException | RuntimeException e) {
            failAll(mine, "error: connect: " + Watchdog.shortMessage(e));
            return;
        }
        Watchdog watchdog = new Watchdog(conn, engine.displayName());
        try {
            log.println("  loading");
            long start = System.nanoTime();
            try {
                TpcdsData.load(conn, options.scale(), log);
            } catch (SQLException | RuntimeException e) {
                failAll(mine, "error: load: " + Watchdog.shortMessage(e));
                return;
            }
            loadMillis.put(engine, (System.nanoTime() - start) / 1_000_000);
            for (int q : options.queries()) {
                Cell cell = runQuery(watchdog, TpcdsQueries.get(q));
                mine.put(q, cell);
                log.printf(Locale.ROOT, "  Q%02d %s%n", q,
                        cell.ok() ? String.format(Locale.ROOT, "%10.1f ms", cell.medianMillis()) : cell.failure());
            }
        } finally {
            watchdog.close();
            if (!watchdog.stuck()) {
                try {
                    conn.close();
                } catch (SQLException e) {
                    log.println("  close failed: " + Watchdog.shortMessage(e));
                }
            }
        }
    }

    /** Warm-up runs, then timed runs of all the query's statements; the answers of the last run are kept. */
    private Cell runQuery(Watchdog watchdog, TpcdsQueries.TpcdsQuery query) {
        List<Double> millis = new ArrayList<>();
        List<ResultComparator.Result> answers = null;
        for (int i = 0; i < options.warmup() + options.runs(); i++) {
            answers = new ArrayList<>();
            long nanos = 0;
            for (TpcdsQueries.Statement statement : query.statements()) {
                Watchdog.Outcome<ResultComparator.Result> o = watchdog.run(st -> {
                    try (ResultSet rs = st.executeQuery(statement.sql())) {
                        return ResultComparator.Result.read(rs);
                    }
                }, options.timeoutSeconds());
                if (o.timedOut()) {
                    return new Cell(0, null, "timeout (" + options.timeoutSeconds() + " s)");
                }
                if (o.error() != null) {
                    return new Cell(0, null, o.error().startsWith("skipped") ? o.error() : "error: " + o.error());
                }
                answers.add(o.value());
                nanos += o.nanos();
            }
            if (i >= options.warmup()) {
                millis.add(nanos / 1e6);
            }
        }
        millis.sort(null);
        int n = millis.size();
        double median = n % 2 == 1 ? millis.get(n / 2) : (millis.get(n / 2 - 1) + millis.get(n / 2)) / 2;
        return new Cell(median, answers, null);
    }

    private void failAll(Map<Integer, Cell> mine, String failure) {
        log.println("  " + failure);
        for (int q : options.queries()) {
            mine.put(q, new Cell(0, null, failure));
        }
    }

    /** The verdict of one engine on one query against the reference. */
    record Verdict(String status, String detail) {
    }

    Verdict verdict(Engine engine, int q) {
        Cell reference = cells.getOrDefault(Engine.DUCKDB, Map.of()).get(q);
        Cell cell = cells.get(engine).get(q);
        if (!cell.ok()) {
            return new Verdict(cell.failure().startsWith("timeout") ? "timeout" : "fails", cell.failure());
        }
        if (reference == null || !reference.ok()) {
            return new Verdict("no reference", reference == null ? "DuckDB not run" : reference.failure());
        }
        String d = TpcdsComparison.difference(TpcdsQueries.get(q), reference.answers(), cell.answers());
        return d == null ? new Verdict("pass", null) : new Verdict("differs", d);
    }

    /** The table of times and verdicts, the counts, then every failure and difference in full. */
    public void report(PrintStream out) {
        List<Engine> others = options.engines().stream().filter(e -> e != Engine.DUCKDB).toList();
        out.println();
        StringBuilder header = new StringBuilder(String.format(Locale.ROOT, "%-6s", "query"));
        for (Engine e : options.engines()) {
            header.append(String.format(Locale.ROOT, " | %12s", e.displayName() + " ms"));
        }
        header.append(" | DuckDB rows");
        for (Engine e : others) {
            header.append(String.format(Locale.ROOT, " | %-12s", e.displayName() + " = DuckDB"));
        }
        out.println(header);
        Map<Engine, Map<String, List<Integer>>> byStatus = new EnumMap<>(Engine.class);
        List<Integer> empty = new ArrayList<>();
        for (int q : options.queries()) {
            StringBuilder row = new StringBuilder(String.format(Locale.ROOT, "Q%02d   ", q));
            for (Engine e : options.engines()) {
                Cell c = cells.get(e).get(q);
                row.append(String.format(Locale.ROOT, " | %12s", c.ok() ? String.format(Locale.ROOT, "%.1f", c.medianMillis())
                        : c.failure().startsWith("timeout") ? "timeout" : "error"));
            }
            Cell reference = cells.getOrDefault(Engine.DUCKDB, Map.of()).get(q);
            String rows = reference == null || !reference.ok() ? "-"
                    : reference.answers().stream().map(r -> Integer.toString(r.rows().size()))
                            .collect(Collectors.joining("+"));
            row.append(String.format(Locale.ROOT, " | %11s", rows));
            if (reference != null && reference.ok() && reference.answers().stream().allMatch(r -> r.rows().isEmpty())) {
                empty.add(q);
            }
            for (Engine e : others) {
                Verdict v = verdict(e, q);
                row.append(String.format(Locale.ROOT, " | %-12s", v.status()));
                byStatus.computeIfAbsent(e, k -> new TreeMap<>()).computeIfAbsent(v.status(), k -> new ArrayList<>()).add(q);
            }
            out.println(row);
        }
        out.println();
        out.printf(Locale.ROOT, "DuckDB's answer is empty (a pass there proves little) for %d queries: %s%n", empty.size(),
                empty.stream().map(q -> String.format(Locale.ROOT, "Q%02d", q)).collect(Collectors.joining(" ")));
        loadMillis.forEach((e, ms) -> out.printf(Locale.ROOT, "load %s: %.1f s%n", e.displayName(), ms / 1000.0));
        for (Engine e : others) {
            out.printf(Locale.ROOT, "%n%s against DuckDB, %d queries:%n", e.displayName(), options.queries().size());
            byStatus.getOrDefault(e, Map.of()).forEach((status, qs) -> out.printf(Locale.ROOT, "  %-12s %3d  %s%n",
                    status, qs.size(), qs.stream().map(q -> String.format(Locale.ROOT, "Q%02d", q))
                            .collect(Collectors.joining(" "))));
            out.println();
            for (int q : options.queries()) {
                Verdict v = verdict(e, q);
                if (v.detail() != null) {
                    out.printf(Locale.ROOT, "  Q%02d %s: %s%n", q, v.status(), v.detail());
                }
            }
        }
    }
}
