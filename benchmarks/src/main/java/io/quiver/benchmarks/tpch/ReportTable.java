package io.quiver.benchmarks.tpch;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * Prints a {@link RunReport} as plain-text tables: per-query medians, the
 * Quiver/DuckDB ratio and whether each answer matches DuckDB's; geometric
 * means; load times; the JDBC surface rates; then the full text of every
 * error and mismatch, which the cells only abbreviate.
 */
public final class ReportTable {

    private static final int CELL_MESSAGE = 40;

    private ReportTable() {
    }

    public static void print(RunReport report, PrintStream out) {
        List<Engine> engines = report.engines();
        boolean ratio = engines.contains(Engine.QUIVER) && engines.contains(Engine.DUCKDB);
        List<Engine> compared = new ArrayList<>();
        for (Engine e : engines) {
            if (e != RunReport.REFERENCE && engines.contains(RunReport.REFERENCE)) {
                compared.add(e);
            }
        }

        List<String> header = new ArrayList<>();
        header.add("query");
        for (Engine e : engines) {
            header.add(e.displayName() + " ms");
        }
        if (ratio) {
            header.add("Quiver/DuckDB");
        }
        for (Engine e : compared) {
            header.add(e.displayName() + " = DuckDB");
        }
        List<List<String>> rows = new ArrayList<>();
        // Failure text -> queries it hit, so that an engine that failed as a
        // whole (no driver, load error) gets one note rather than 22.
        Map<String, List<String>> failures = new LinkedHashMap<>();
        List<String> notes = new ArrayList<>();
        for (int q : report.options.queries()) {
            String name = String.format("Q%02d", q);
            List<String> row = new ArrayList<>();
            row.add(name);
            for (Engine e : engines) {
                RunReport.Cell c = report.cell(e, q);
                row.add(timeCell(c));
                if (c != null && !c.ok() && c.failure().length() > CELL_MESSAGE) {
                    failures.computeIfAbsent(e.displayName() + ": " + c.failure(), k -> new ArrayList<>()).add(name);
                }
            }
            if (ratio) {
                row.add(ratioCell(report.cell(Engine.QUIVER, q), report.cell(Engine.DUCKDB, q)));
            }
            for (Engine e : compared) {
                ResultComparator.Outcome m = report.match(e, q);
                row.add(m == null ? "-" : m.matches() ? "yes" : "NO");
                if (m != null && !m.matches()) {
                    notes.add(name + " " + e.displayName() + " differs from DuckDB: " + m.difference());
                }
            }
            rows.add(row);
        }
        addGeomeans(report, engines, ratio, compared.size(), rows);
        printTable(header, rows, out);

        int queryCount = report.options.queries().size();
        List<String> failureNotes = new ArrayList<>();
        failures.forEach((failure, queries) -> failureNotes.add(
                (queries.size() == queryCount && queryCount > 1 ? "all queries" : String.join(", ", queries))
                        + " " + failure));
        notes.addAll(0, failureNotes);
        if (!notes.isEmpty()) {
            out.println();
            notes.forEach(n -> out.println("  " + n));
        }
        printLoads(report, out);
        printSurface(report, out);
    }

    /**
     * Two geomean rows: each engine over the queries it completed (not
     * comparable across engines when counts differ), and every engine over the
     * queries all of them completed (comparable).
     */
    private static void addGeomeans(RunReport report, List<Engine> engines, boolean ratio, int matchColumns,
            List<List<String>> rows) {
        List<String> own = new ArrayList<>();
        own.add("geomean, own");
        for (Engine e : engines) {
            List<Integer> done = report.completedByAll(List.of(e));
            own.add(done.isEmpty() ? "-" : String.format(Locale.ROOT, "%.1f (n=%d)", report.geomean(e, done), done.size()));
        }
        List<String> common = new ArrayList<>();
        List<Integer> all = report.completedByAll(engines);
        common.add("geomean, common");
        for (Engine e : engines) {
            common.add(all.isEmpty() ? "-" : String.format(Locale.ROOT, "%.1f (n=%d)", report.geomean(e, all), all.size()));
        }
        if (ratio) {
            List<Integer> both = report.completedByAll(List.of(Engine.QUIVER, Engine.DUCKDB));
            String r = both.isEmpty() ? "-" : String.format(Locale.ROOT, "%.2f (n=%d)",
                    report.geomean(Engine.QUIVER, both) / report.geomean(Engine.DUCKDB, both), both.size());
            own.add(r);
            common.add(all.isEmpty() ? "-" : String.format(Locale.ROOT, "%.2f",
                    report.geomean(Engine.QUIVER, all) / report.geomean(Engine.DUCKDB, all)));
        }
        for (int i = 0; i < matchColumns; i++) {
            own.add("");
            common.add("");
        }
        rows.add(null); // separator
        rows.add(own);
        rows.add(common);
    }

    private static String timeCell(RunReport.Cell c) {
        if (c == null) {
            return "-";
        }
        if (c.ok()) {
            return String.format(Locale.ROOT, "%.1f", c.medianMillis());
        }
        String f = c.failure();
        return f.length() > CELL_MESSAGE ? f.substring(0, CELL_MESSAGE - 3) + "..." : f;
    }

    private static String ratioCell(RunReport.Cell quiver, RunReport.Cell duck) {
        if (quiver == null || duck == null || !quiver.ok() || !duck.ok()) {
            return "-";
        }
        return String.format(Locale.ROOT, "%.2f", quiver.medianMillis() / duck.medianMillis());
    }

    private static void printLoads(RunReport report, PrintStream out) {
        if (report.loads.isEmpty()) {
            return;
        }
        out.println();
        List<List<String>> rows = new ArrayList<>();
        for (Engine e : report.engines()) {
            List<TpchData.LoadStats> stats = report.loads.get(e);
            if (stats == null) {
                continue;
            }
            long rowsLoaded = stats.stream().mapToLong(TpchData.LoadStats::rows).sum();
            long millis = stats.stream().mapToLong(TpchData.LoadStats::millis).sum();
            rows.add(List.of(e.displayName(), String.format(Locale.ROOT, "%,d", rowsLoaded),
                    String.format(Locale.ROOT, "%,d", millis),
                    String.format(Locale.ROOT, "%,.0f", rowsLoaded / Math.max(millis / 1000.0, 1e-3))));
        }
        printTable(List.of("load (generate + load, see README)", "rows", "ms", "rows/s"), rows, out);
    }

    private static void printSurface(RunReport report, PrintStream out) {
        if (report.surface.isEmpty()) {
            return;
        }
        out.println();
        List<String> header = new ArrayList<>();
        header.add("JDBC surface");
        List<Engine> measured = new ArrayList<>();
        for (Engine e : report.engines()) {
            if (report.surface.containsKey(e)) {
                measured.add(e);
                header.add(e.displayName());
            }
        }
        List<List<String>> rows = new ArrayList<>();
        List<JdbcSurfaceBenchmark.Rate> first = report.surface(measured.get(0));
        for (int i = 0; i < first.size(); i++) {
            List<String> row = new ArrayList<>();
            row.add(first.get(i).name() + " (" + first.get(i).unit() + ")");
            for (Engine e : measured) {
                JdbcSurfaceBenchmark.Rate r = report.surface(e).get(i);
                String cell = r.failure() != null ? r.failure()
                        : String.format(Locale.ROOT, "%,.0f", r.perSecond());
                row.add(cell.length() > CELL_MESSAGE ? cell.substring(0, CELL_MESSAGE - 3) + "..." : cell);
            }
            rows.add(row);
        }
        printTable(header, rows, out);
    }

    /** Left-aligns the first column, right-aligns the rest; a null row is a rule. */
    static void printTable(List<String> header, List<List<String>> rows, PrintStream out) {
        int[] width = new int[header.size()];
        for (int i = 0; i < header.size(); i++) {
            width[i] = header.get(i).length();
        }
        for (List<String> row : rows) {
            if (row != null) {
                for (int i = 0; i < row.size(); i++) {
                    width[i] = Math.max(width[i], row.get(i).length());
                }
            }
        }
        printRow(header, width, out);
        printRule(width, out);
        for (List<String> row : rows) {
            if (row == null) {
                printRule(width, out);
            } else {
                printRow(row, width, out);
            }
        }
    }

    private static void printRow(List<String> row, int[] width, PrintStream out) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < width.length; i++) {
            String v = i < row.size() ? row.get(i) : "";
            String fmt = i == 0 ? "%-" + width[i] + "s" : "%" + width[i] + "s";
            sb.append(i == 0 ? "" : " | ").append(String.format(Locale.ROOT, fmt, v));
        }
        out.println(sb.toString().stripTrailing());
    }

    private static void printRule(int[] width, PrintStream out) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < width.length; i++) {
            sb.append(i == 0 ? "" : "-+-").append("-".repeat(width[i]));
        }
        out.println(sb);
    }
}
