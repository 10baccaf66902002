package io.quiver.benchmarks.tpch;

import java.io.PrintStream;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * Runs TPC-H on Quiver, DuckDB and H2 in one JVM and prints a side-by-side table.
 *
 * <pre>
 * java -Xmx16g -cp "benchmarks/target/quiver-benchmarks-0.1.0-SNAPSHOT.jar:benchmarks/target/lib/*" \
 *     io.quiver.benchmarks.tpch.TpchRunner --scale 1 --runs 5 --warmup 1 --timeout 600
 * </pre>
 *
 * <p>Engines run one after another, each on its own freshly loaded in-memory
 * database that is closed before the next starts, so that only one copy of
 * the data is in the heap and engines do not compete for the cores. DuckDB
 * goes first because its answers are the reference the others are compared with.
 */
public final class TpchRunner {

    /** Command-line options; see {@link #usage()}. */
    public record Options(double scale, int runs, int warmup, int timeoutSeconds, List<Engine> engines,
            List<Integer> queries, boolean surface, double lookupSeconds, int insertRows, int batchSize) {

        public static Options defaults() {
            return new Options(1, 5, 1, 600, List.of(Engine.values()),
                    IntStream.rangeClosed(1, TpchQueries.COUNT).boxed().collect(Collectors.toList()),
                    true, 3, 50_000, TpchData.DEFAULT_BATCH_SIZE);
        }

        public static Options parse(String... args) {
            Options o = defaults();
            for (int i = 0; i < args.length; i++) {
                String flag = args[i];
                if (flag.equals("--no-surface")) {
                    o = o.with(o.scale, o.runs, o.warmup, o.timeoutSeconds, o.engines, o.queries, false);
                    continue;
                }
                if (flag.equals("--help") || flag.equals("-h")) {
                    throw new IllegalArgumentException(usage());
                }
                if (i + 1 >= args.length) {
                    throw new IllegalArgumentException("missing value after " + flag + "\n" + usage());
                }
                String v = args[++i];
                switch (flag) {
                    case "--scale":
                        o = o.with(positive(Double.parseDouble(v), flag), o.runs, o.warmup, o.timeoutSeconds,
                                o.engines, o.queries, o.surface);
                        break;
                    case "--runs":
                        o = o.with(o.scale, (int) positive(Integer.parseInt(v), flag), o.warmup, o.timeoutSeconds,
                                o.engines, o.queries, o.surface);
                        break;
                    case "--warmup":
                        o = o.with(o.scale, o.runs, Math.max(0, Integer.parseInt(v)), o.timeoutSeconds,
                                o.engines, o.queries, o.surface);
                        break;
                    case "--timeout":
                        o = o.with(o.scale, o.runs, o.warmup, (int) positive(Integer.parseInt(v), flag),
                                o.engines, o.queries, o.surface);
                        break;
                    case "--engines":
                        o = o.with(o.scale, o.runs, o.warmup, o.timeoutSeconds, engines(v), o.queries, o.surface);
                        break;
                    case "--queries":
                        o = o.with(o.scale, o.runs, o.warmup, o.timeoutSeconds, o.engines, queries(v), o.surface);
                        break;
                    case "--lookup-seconds":
                        o = new Options(o.scale, o.runs, o.warmup, o.timeoutSeconds, o.engines, o.queries, o.surface,
                                positive(Double.parseDouble(v), flag), o.insertRows, o.batchSize);
                        break;
                    default:
                        throw new IllegalArgumentException("unknown option " + flag + "\n" + usage());
                }
            }
            return o;
        }

        private Options with(double scale, int runs, int warmup, int timeout, List<Engine> engines,
                List<Integer> queries, boolean surface) {
            return new Options(scale, runs, warmup, timeout, engines, queries, surface, lookupSeconds, insertRows,
                    batchSize);
        }

        private static double positive(double v, String flag) {
            if (!(v > 0)) {
                throw new IllegalArgumentException(flag + " must be positive");
            }
            return v;
        }

        /** Engines in a fixed order, the reference first, whatever order they were given in. */
        private static List<Engine> engines(String list) {
            List<Engine> given = Arrays.stream(list.split(",")).map(Engine::parse).distinct()
                    .collect(Collectors.toList());
            List<Engine> ordered = new ArrayList<>();
            if (given.contains(RunReport.REFERENCE)) {
                ordered.add(RunReport.REFERENCE);
            }
            for (Engine e : Engine.values()) {
                if (e != RunReport.REFERENCE && given.contains(e)) {
                    ordered.add(e);
                }
            }
            return ordered;
        }

        private static List<Integer> queries(String list) {
            List<Integer> qs = Arrays.stream(list.split(",")).map(String::trim).map(Integer::parseInt)
                    .distinct().sorted().collect(Collectors.toList());
            qs.forEach(TpchQueries::get); // rejects numbers outside 1..22
            return qs;
        }
    }

    static String usage() {
        return String.join("\n",
                "usage: TpchRunner [options]",
                "  --scale F            TPC-H scale factor (default 1)",
                "  --runs N             timed runs per query; the median is reported (default 5)",
                "  --warmup N           untimed runs per query before the timed ones (default 1)",
                "  --timeout S          per-query limit in seconds, each run (default 600)",
                "  --engines LIST       any of quiver,duckdb,h2 (default all three)",
                "  --queries LIST       query numbers, e.g. 1,3,6 (default 1-22)",
                "  --no-surface         skip the JDBC surface measurements",
                "  --lookup-seconds S   how long to run point lookups (default 3)");
    }

    private final Options options;
    private final PrintStream log;

    public TpchRunner(Options options, PrintStream log) {
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
        RunReport report = new TpchRunner(options, System.out).run();
        System.out.println();
        ReportTable.print(report, System.out);
        // Engine threads (a stuck query, DuckDB's pool) must not keep us alive.
        System.exit(0);
    }

    public RunReport run() {
        log.printf(Locale.ROOT, "TPC-H scale %s, %d warm-up + %d timed runs, timeout %d s, engines %s, queries %s%n",
                options.scale(), options.warmup(), options.runs(), options.timeoutSeconds(),
                options.engines().stream().map(Engine::displayName).collect(Collectors.joining(", ")),
                options.queries());
        RunReport report = new RunReport(options, options.engines());
        for (Engine engine : options.engines()) {
            runEngine(engine, report);
        }
        report.compareWithReference();
        return report;
    }

    private void runEngine(Engine engine, RunReport report) {
        log.printf("%n== %s (%s)%n", engine.displayName(), engine.url());
        Connection conn;
        try {
            conn = engine.connect();
        } catch (SQLException | RuntimeException e) {
            failAll(engine, report, "error: connect: " + Watchdog.shortMessage(e));
            return;
        }
        Watchdog watchdog = new Watchdog(conn, engine.displayName());
        try {
            log.println("  loading");
            try {
                report.loads.put(engine, TpchData.load(conn, options.scale(), options.batchSize(),
                        engine.wantsIndexes(), log));
            } catch (SQLException | RuntimeException e) {
                failAll(engine, report, "error: load: " + Watchdog.shortMessage(e));
                return;
            }
            for (int q : options.queries()) {
                RunReport.Cell cell = runQuery(watchdog, TpchQueries.get(q));
                report.cells.get(engine).put(q, cell);
                log.printf(Locale.ROOT, "  Q%02d %s%n", q,
                        cell.ok() ? String.format(Locale.ROOT, "%10.1f ms  %s", cell.medianMillis(), runs(cell))
                                : cell.failure());
            }
            if (options.surface()) {
                log.println("  JDBC surface");
                JdbcSurfaceBenchmark bench = new JdbcSurfaceBenchmark(options.lookupSeconds(),
                        (int) Math.min(options.insertRows(), 6_000_000L * options.scale()), options.batchSize());
                List<JdbcSurfaceBenchmark.Rate> rates = bench.run(conn, watchdog, options.timeoutSeconds(),
                        options.scale());
                rates.forEach(r -> log.printf(Locale.ROOT, "    %-40s %s%n", r.name(),
                        r.failure() != null ? r.failure() : String.format(Locale.ROOT, "%,.0f %s", r.perSecond(), r.unit())));
                report.surface.put(engine, rates);
            }
        } finally {
            watchdog.close();
            // A query that ignored cancel still holds the connection; closing it
            // could block, and the database goes away with the JVM anyway.
            if (!watchdog.stuck()) {
                try {
                    conn.close();
                } catch (SQLException e) {
                    log.println("  close failed: " + Watchdog.shortMessage(e));
                }
            }
        }
    }

    private static String runs(RunReport.Cell cell) {
        return cell.runMillis().stream().map(ms -> String.format(Locale.ROOT, "%.1f", ms))
                .collect(Collectors.joining(" ", "[", "]"));
    }

    /**
     * Warm-up runs, then timed runs; the time of a run covers executing the
     * query and reading every row with getObject. The answer kept for
     * comparison is the last run's.
     */
    private RunReport.Cell runQuery(Watchdog watchdog, TpchQueries.Query query) {
        ResultComparator.Result answer = null;
        List<Double> millis = new ArrayList<>();
        for (int i = 0; i < options.warmup() + options.runs(); i++) {
            Watchdog.Outcome<ResultComparator.Result> o = watchdog.run(st -> {
                try (ResultSet rs = st.executeQuery(query.sql())) {
                    return ResultComparator.Result.read(rs);
                }
            }, options.timeoutSeconds());
            if (o.timedOut()) {
                return RunReport.Cell.failed("timeout");
            }
            if (o.error() != null) {
                return RunReport.Cell.failed(o.error().startsWith("skipped") ? o.error() : "error: " + o.error());
            }
            answer = o.value();
            if (i >= options.warmup()) {
                millis.add(o.nanos() / 1e6);
            }
        }
        return new RunReport.Cell(median(millis), List.copyOf(millis), null, answer);
    }

    static double median(List<Double> values) {
        List<Double> sorted = new ArrayList<>(values);
        sorted.sort(null);
        int n = sorted.size();
        return n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
    }

    private void failAll(Engine engine, RunReport report, String failure) {
        log.println("  " + failure);
        for (int q : options.queries()) {
            report.cells.get(engine).put(q, RunReport.Cell.failed(failure));
        }
    }
}
