package io.quiver.benchmarks.tpch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Runs the whole runner on DuckDB and H2 at scale 0.01 for a few queries and
 * checks that the two engines agree, which exercises generation, loading,
 * timing, comparison and the report end to end.
 */
class TpchRunnerTest {

    @Test
    void duckDbAndH2AgreeAtScaleOneHundredth() {
        // Q1 aggregates decimals and averages (DOUBLE on DuckDB, DECIMAL on H2),
        // Q3 has ORDER BY with LIMIT, Q13 an outer join, Q22 substring and NOT EXISTS.
        TpchRunner.Options options = TpchRunner.Options.parse("--scale", "0.01", "--runs", "1", "--warmup", "0",
                "--timeout", "60", "--engines", "h2,duckdb", "--queries", "1,3,13,22", "--no-surface");
        ByteArrayOutputStream log = new ByteArrayOutputStream();
        RunReport report = new TpchRunner(options, new PrintStream(log, true, StandardCharsets.UTF_8)).run();

        assertEquals(List.of(Engine.DUCKDB, Engine.H2), report.engines(), "DuckDB runs first as the reference");
        for (int q : List.of(1, 3, 13, 22)) {
            for (Engine e : report.engines()) {
                RunReport.Cell cell = report.cell(e, q);
                assertTrue(cell.ok(), e + " Q" + q + ": " + cell.failure());
                assertTrue(cell.answer().rows().size() > 0, e + " Q" + q + " returned no rows");
            }
            ResultComparator.Outcome match = report.match(Engine.H2, q);
            assertNotNull(match, "Q" + q + " was not compared");
            assertTrue(match.matches(), "Q" + q + ": " + match.difference());
        }

        ByteArrayOutputStream table = new ByteArrayOutputStream();
        ReportTable.print(report, new PrintStream(table, true, StandardCharsets.UTF_8));
        String printed = table.toString(StandardCharsets.UTF_8);
        assertTrue(printed.contains("H2 = DuckDB"), printed);
        assertTrue(printed.contains("geomean"), printed);
    }

    @Test
    void parsesOptions() {
        TpchRunner.Options o = TpchRunner.Options.parse("--scale", "0.1", "--runs", "3", "--warmup", "2",
                "--timeout", "30", "--engines", "quiver,duckdb", "--queries", "6,1,3");
        assertEquals(0.1, o.scale());
        assertEquals(3, o.runs());
        assertEquals(2, o.warmup());
        assertEquals(30, o.timeoutSeconds());
        assertEquals(List.of(Engine.DUCKDB, Engine.QUIVER), o.engines());
        assertEquals(List.of(1, 3, 6), o.queries());
        assertTrue(o.surface());
        assertThrows(IllegalArgumentException.class, () -> TpchRunner.Options.parse("--queries", "23"));
        assertThrows(IllegalArgumentException.class, () -> TpchRunner.Options.parse("--engines", "oracle"));
        assertThrows(IllegalArgumentException.class, () -> TpchRunner.Options.parse("--scale"));
    }

    @Test
    void medianOfEvenAndOddCounts() {
        assertEquals(2.0, TpchRunner.median(List.of(3.0, 1.0, 2.0)));
        assertEquals(2.5, TpchRunner.median(List.of(4.0, 1.0, 2.0, 3.0)));
    }
}
