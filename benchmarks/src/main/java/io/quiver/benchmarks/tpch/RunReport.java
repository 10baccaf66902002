package io.quiver.benchmarks.tpch;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** Everything one run of {@link TpchRunner} measured, for printing and for tests. */
public final class RunReport {

    /** One engine's result for one query: a median time, or why there is none. */
    public record Cell(double medianMillis, List<Double> runMillis, String failure,
            ResultComparator.Result answer) {
        public boolean ok() {
            return failure == null;
        }

        static Cell failed(String failure) {
            return new Cell(Double.NaN, List.of(), failure, null);
        }
    }

    /** The engine whose answers the others are compared with. */
    public static final Engine REFERENCE = Engine.DUCKDB;

    final TpchRunner.Options options;
    final List<Engine> engines;
    final Map<Engine, Map<Integer, Cell>> cells = new EnumMap<>(Engine.class);
    final Map<Engine, Map<Integer, ResultComparator.Outcome>> matches = new EnumMap<>(Engine.class);
    final Map<Engine, List<TpchData.LoadStats>> loads = new EnumMap<>(Engine.class);
    final Map<Engine, List<JdbcSurfaceBenchmark.Rate>> surface = new EnumMap<>(Engine.class);

    RunReport(TpchRunner.Options options, List<Engine> engines) {
        this.options = options;
        this.engines = List.copyOf(engines);
        for (Engine e : engines) {
            cells.put(e, new TreeMap<>());
            matches.put(e, new TreeMap<>());
        }
    }

    public List<Engine> engines() {
        return engines;
    }

    public Cell cell(Engine engine, int query) {
        return cells.get(engine).get(query);
    }

    /** The comparison with the reference, or null when there was nothing to compare. */
    public ResultComparator.Outcome match(Engine engine, int query) {
        return matches.get(engine).get(query);
    }

    public List<JdbcSurfaceBenchmark.Rate> surface(Engine engine) {
        return surface.getOrDefault(engine, List.of());
    }

    /** Compares every engine's answers with the reference engine's. */
    void compareWithReference() {
        if (!cells.containsKey(REFERENCE)) {
            return;
        }
        for (Engine engine : engines) {
            if (engine == REFERENCE) {
                continue;
            }
            for (int q : options.queries()) {
                Cell ref = cell(REFERENCE, q);
                Cell mine = cell(engine, q);
                if (ref != null && mine != null && ref.ok() && mine.ok()) {
                    TpchQueries.Query query = TpchQueries.get(q);
                    matches.get(engine).put(q, ResultComparator.compare(
                            ref.answer(), mine.answer(), query.orderKeys(), query.limited()));
                }
            }
        }
    }

    /** Geometric mean of the medians over the given queries, NaN if any is missing. */
    double geomean(Engine engine, List<Integer> queries) {
        if (queries.isEmpty()) {
            return Double.NaN;
        }
        double logSum = 0;
        for (int q : queries) {
            Cell c = cell(engine, q);
            if (c == null || !c.ok()) {
                return Double.NaN;
            }
            logSum += Math.log(Math.max(c.medianMillis(), 1e-3));
        }
        return Math.exp(logSum / queries.size());
    }

    /** The queries that every one of {@code among} completed. */
    List<Integer> completedByAll(List<Engine> among) {
        List<Integer> out = new ArrayList<>();
        for (int q : options.queries()) {
            boolean all = true;
            for (Engine e : among) {
                Cell c = cell(e, q);
                all &= c != null && c.ok();
            }
            if (all) {
                out.add(q);
            }
        }
        return out;
    }
}
