package io.quiver.benchmarks.tpch;

import io.trino.tpch.TpchTable;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Quiver's filesystem connector beside DuckDB over the same files, in one JVM: TPC-H
 * {@code lineitem} generated with io.trino.tpch, written by DuckDB as one Parquet file and one
 * CSV file, then Q1 and Q6 over the Parquet file and a scan of every CSV column, on both engines
 * (each engine reads the files itself; nothing is loaded into either). Prints the medians.
 *
 * <pre>
 * FileScanRunner [--scale 1] [--runs 5] [--dir target/filescan] [--formats parquet,csv] [--memory]
 * </pre>
 *
 * <p>{@code --memory} also copies the Parquet file into a Quiver in-memory table and runs Q1 and Q6
 * over it: what the queries cost Quiver without reading a file.
 */
public final class FileScanRunner {
    private FileScanRunner() {
    }

    public static void main(String[] args) throws Exception {
        double scale = 1;
        int runs = 5;
        Path dir = Path.of("benchmarks/target/filescan");
        List<String> formats = List.of("parquet", "csv");
        boolean memory = false;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--scale" -> scale = Double.parseDouble(args[++i]);
                case "--runs" -> runs = Integer.parseInt(args[++i]);
                case "--dir" -> dir = Path.of(args[++i]);
                case "--formats" -> formats = List.of(args[++i].split(","));
                case "--memory" -> memory = true;
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        Files.createDirectories(dir);
        Path parquet = dir.resolve("lineitem-" + scale + ".parquet").toAbsolutePath();
        Path csv = dir.resolve("lineitem-" + scale + ".csv").toAbsolutePath();
        TpchData.TableDef def = TpchData.tableDef("lineitem");
        long rows;
        try (Connection duck = DriverManager.getConnection("jdbc:duckdb:")) {
            if (!Files.exists(parquet) || !Files.exists(csv)) {
                long start = System.nanoTime();
                try (Statement s = duck.createStatement()) {
                    s.execute(def.ddl());
                }
                DuckDbAppenderLoad.append(duck, TpchTable.LINE_ITEM, TpchTable.LINE_ITEM.createGenerator(scale, 1, 1));
                try (Statement s = duck.createStatement()) {
                    s.execute("COPY lineitem TO '" + parquet + "' (FORMAT PARQUET)");
                    s.execute("COPY lineitem TO '" + csv + "' (HEADER false)");
                    s.execute("DROP TABLE lineitem");
                }
                System.out.printf(Locale.ROOT, "generated and wrote the files in %d s%n",
                        (System.nanoTime() - start) / 1_000_000_000);
            }
            String columns = columnsOf(def);
            try (Statement s = duck.createStatement()) {
                s.execute("CREATE VIEW lineitem AS SELECT * FROM read_parquet('" + parquet + "')");
                s.execute("CREATE VIEW lineitem_csv AS SELECT * FROM read_csv('" + csv + "', header = false, columns = {"
                        + columns + "})");
                try (ResultSet rs = s.executeQuery("SELECT COUNT(*) FROM lineitem")) {
                    rs.next();
                    rows = rs.getLong(1);
                }
            }
            System.out.printf(Locale.ROOT, "lineitem: %,d rows; Parquet %,d bytes; CSV %,d bytes%n", rows,
                    Files.size(parquet), Files.size(csv));
            try (Connection quiver = DriverManager.getConnection("jdbc:quiver:mem:")) {
                try (Statement s = quiver.createStatement()) {
                    s.execute(def.ddl() + " WITH ('connector' = 'filesystem', 'path' = '" + parquet
                            + "', 'format' = 'parquet')");
                    s.execute(def.ddlAs("lineitem_csv") + " WITH ('connector' = 'filesystem', 'path' = '" + csv
                            + "', 'format' = 'csv')");
                }
                String scan = "SELECT " + String.join(", ", def.columnTypes().keySet().stream()
                        .map(c -> "COUNT(" + c + ")").toList()) + " FROM lineitem_csv";
                List<String[]> queries = new ArrayList<>();
                if (formats.contains("parquet")) {
                    queries.add(new String[] {"Q1 (Parquet)", TpchQueries.get(1).sql()});
                    queries.add(new String[] {"Q6 (Parquet)", TpchQueries.get(6).sql()});
                }
                if (formats.contains("csv")) {
                    queries.add(new String[] {"Q1 (CSV)", TpchQueries.get(1).sql().replace("lineitem", "lineitem_csv")});
                    queries.add(new String[] {"all 16 columns (CSV)", scan});
                }
                List<String[]> table = new ArrayList<>();
                for (String[] query : queries) {
                    double duckMs = median(duck, query[1], runs);
                    double duckCpu = lastCpuMs;
                    double quiverMs = median(quiver, query[1], runs);
                    table.add(new String[] {query[0], fmt(quiverMs), fmt(duckMs), String.format(Locale.ROOT, "%.2f",
                            quiverMs / duckMs), rate(rows, quiverMs), rate(rows, duckMs), fmt(lastCpuMs), fmt(duckCpu)});
                }
                if (memory) {
                    try (Statement s = quiver.createStatement()) {
                        s.execute(def.ddlAs("lineitem_mem"));
                        long start = System.nanoTime();
                        s.execute("INSERT INTO lineitem_mem SELECT * FROM lineitem");
                        System.out.printf(Locale.ROOT, "copied the Parquet file into memory in %d ms%n",
                                (System.nanoTime() - start) / 1_000_000);
                    }
                    try (Statement s = duck.createStatement()) {
                        s.execute("CREATE TABLE lineitem_mem AS SELECT * FROM lineitem");
                    }
                    for (int q : new int[] {1, 6}) {
                        String sql = TpchQueries.get(q).sql().replace("lineitem", "lineitem_mem");
                        double duckMs = median(duck, sql, runs);
                        double duckCpu = lastCpuMs;
                        double quiverMs = median(quiver, sql, runs);
                        table.add(new String[] {"Q" + q + " (in memory)", fmt(quiverMs), fmt(duckMs),
                                String.format(Locale.ROOT, "%.2f", quiverMs / duckMs), rate(rows, quiverMs),
                                rate(rows, duckMs), fmt(lastCpuMs), fmt(duckCpu)});
                    }
                }
                System.out.println();
                System.out.println("| query | Quiver ms | DuckDB ms | Quiver/DuckDB | Quiver rows/s | DuckDB rows/s"
                        + " | Quiver CPU ms | DuckDB CPU ms |");
                System.out.println("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
                for (String[] row : table) {
                    System.out.println("| " + String.join(" | ", row) + " |");
                }
            }
        }
    }

    private static String columnsOf(TpchData.TableDef def) {
        List<String> parts = new ArrayList<>();
        for (Map.Entry<String, String> e : def.columnTypes().entrySet()) {
            String type = switch (e.getValue()) {
                case "decimal" -> "DECIMAL(15,2)";
                case "char" -> "VARCHAR";
                default -> e.getValue().toUpperCase(Locale.ROOT);
            };
            parts.add("'" + e.getKey() + "': '" + type + "'");
        }
        return String.join(", ", parts);
    }

    private static final com.sun.management.OperatingSystemMXBean OS =
            (com.sun.management.OperatingSystemMXBean) java.lang.management.ManagementFactory.getOperatingSystemMXBean();

    /** The median CPU time (every thread of the process) of the last {@link #median} call's runs. */
    private static double lastCpuMs;

    /**
     * One warm-up run, then the median of {@code runs} timed runs (executeQuery and reading every
     * row); {@link #lastCpuMs} gets the median process CPU time of the same runs, which a loaded
     * machine disturbs far less than the elapsed time.
     */
    private static double median(Connection conn, String sql, int runs) throws SQLException {
        run(conn, sql);
        double[] times = new double[runs];
        double[] cpu = new double[runs];
        for (int i = 0; i < runs; i++) {
            long start = System.nanoTime();
            long cpuStart = OS.getProcessCpuTime();
            run(conn, sql);
            times[i] = (System.nanoTime() - start) / 1e6;
            cpu[i] = (OS.getProcessCpuTime() - cpuStart) / 1e6;
        }
        Arrays.sort(times);
        Arrays.sort(cpu);
        lastCpuMs = cpu[runs / 2];
        return times[runs / 2];
    }

    private static void run(Connection conn, String sql) throws SQLException {
        try (Statement s = conn.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            int columns = rs.getMetaData().getColumnCount();
            while (rs.next()) {
                for (int c = 1; c <= columns; c++) {
                    rs.getObject(c);
                }
            }
        }
    }

    private static String fmt(double ms) {
        return String.format(Locale.ROOT, "%,.0f", ms);
    }

    private static String rate(long rows, double ms) {
        return String.format(Locale.ROOT, "%,.0f", rows / (ms / 1000));
    }
}
