package io.quiver.benchmarks.tpcds;

import io.quiver.benchmarks.tpch.ResultComparator;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;

/**
 * How a TPC-DS answer is compared with DuckDB's, shared by {@link TpcdsRunner} and tck-tests.
 *
 * <p>With the TPC-H kit's {@link ResultComparator}: the same columns and rows; in order where the
 * query's ORDER BY fixes it (rows that tie on its keys in any order; under LIMIT the last tied
 * group by its keys only); without ORDER BY as multisets; exact numbers equal as values whatever
 * their scale, a DOUBLE on either side within 1e-9 relative; NULL equal only to NULL; strings
 * without trailing blanks. A query of two statements (14, 23, 24, 39) is equal when both are.
 *
 * <p>Two settings of DuckDB's, which {@link #prepareReference} makes, so that both engines are
 * asked the same question:
 * <ul>
 *   <li>NULLs have no place in the standard's sort order: DuckDB puts them last both ways, Quiver
 *       (as PostgreSQL) last ascending and first descending; DuckDB's {@code default_null_order}
 *       is set to Quiver's, so that ORDER BY over a ROLLUP's NULLs (queries 5, 18, 22, 27, 36,
 *       67, 70, 77, 80, 86) means the same on both;</li>
 *   <li>DuckDB's {@code /} of two integers is a DOUBLE division, where the standard (and Quiver,
 *       Flink, PostgreSQL) keeps an exact integer quotient; {@code integer_division} makes
 *       DuckDB's an integer division too. Queries 21, 34 and 78 divide integer columns.</li>
 * </ul>
 */
public final class TpcdsComparison {

    private TpcdsComparison() {
    }

    /** Session settings of the reference engine, DuckDB; see the class comment. */
    public static void prepareReference(Connection duckdb) throws SQLException {
        try (Statement st = duckdb.createStatement()) {
            st.execute("SET default_null_order = 'nulls_last_on_asc_first_on_desc'");
            st.execute("SET integer_division = true");
        }
    }

    /** Compares the answers to one statement; null when equal, else the first difference. */
    public static String difference(TpcdsQueries.Statement statement, ResultComparator.Result expected,
            ResultComparator.Result actual) {
        int[] keys = statement.orderKeys(expected.columns());
        ResultComparator.Outcome outcome = ResultComparator.compare(expected, actual, keys, statement.limited());
        return outcome.matches() ? null : outcome.difference();
    }

    /** Compares the answers to every statement of a query; null when all are equal. */
    public static String difference(TpcdsQueries.TpcdsQuery query, List<ResultComparator.Result> expected,
            List<ResultComparator.Result> actual) {
        List<TpcdsQueries.Statement> statements = query.statements();
        for (int i = 0; i < statements.size(); i++) {
            String d = difference(statements.get(i), expected.get(i), actual.get(i));
            if (d != null) {
                return statements.size() == 1 ? d : "statement " + (i + 1) + ": " + d;
            }
        }
        return null;
    }
}
