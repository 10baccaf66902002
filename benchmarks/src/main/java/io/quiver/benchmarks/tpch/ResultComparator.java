package io.quiver.benchmarks.tpch;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * Compares the answers of two engines to the same query.
 *
 * <p>Self-contained on purpose (only {@code java.sql} and the JDK): tck-tests may
 * depend on the driver alone, so it can copy this file as it is.
 *
 * <p>Rules, chosen so that engines that compute the same answer with different
 * result types still match:
 * <ul>
 *   <li>exact numbers (integers of any width, {@code BigDecimal}) are equal when
 *       their values are equal, whatever their scale ({@code 1.50} equals {@code 1.5});</li>
 *   <li>when either side is a {@code float} or {@code double} (DuckDB returns
 *       {@code avg} and decimal division as DOUBLE, H2 as DECIMAL) both are
 *       compared as doubles with a relative tolerance of 1e-9; a DECIMAL of
 *       scale 6 or more also equals a double that rounds to it at its scale
 *       (an engine's decimal quotient, typed DECIMAL(p, 6));</li>
 *   <li>strings are compared without trailing blanks, because CHAR(n) pads;</li>
 *   <li>dates and timestamps are compared as {@code java.time} values, because
 *       drivers differ in returning {@code java.sql.Date} or {@code LocalDate}.</li>
 * </ul>
 *
 * <p>Row order: when a query has ORDER BY, rows must appear in the same order,
 * except that rows whose ORDER BY keys tie may come in any order among
 * themselves (the SQL standard leaves that order undefined). Under a LIMIT, the
 * last group of tied rows may even be a different subset, so only its keys are
 * compared. Without ORDER BY, results are compared as multisets.
 */
public final class ResultComparator {

    /** Relative tolerance for approximate numbers. */
    public static final double DOUBLE_TOLERANCE = 1e-9;

    /** A fully read result: column labels and rows of {@code getObject} values. */
    public static final class Result {
        private final List<String> columns;
        private final List<List<Object>> rows;

        public Result(List<String> columns, List<List<Object>> rows) {
            this.columns = List.copyOf(columns);
            this.rows = rows;
        }

        public List<String> columns() {
            return columns;
        }

        public List<List<Object>> rows() {
            return rows;
        }

        /** Reads every row of {@code rs} with {@code getObject}; does not close it. */
        public static Result read(ResultSet rs) throws SQLException {
            ResultSetMetaData meta = rs.getMetaData();
            int n = meta.getColumnCount();
            List<String> columns = new ArrayList<>(n);
            for (int i = 1; i <= n; i++) {
                columns.add(meta.getColumnLabel(i));
            }
            List<List<Object>> rows = new ArrayList<>();
            while (rs.next()) {
                // Arrays.asList, not List.of: values may be null.
                Object[] row = new Object[n];
                for (int i = 1; i <= n; i++) {
                    row[i - 1] = rs.getObject(i);
                }
                rows.add(Arrays.asList(row));
            }
            return new Result(columns, rows);
        }
    }

    /** The verdict: {@link #matches()} or a description of the first difference. */
    public static final class Outcome {
        private final String difference;

        private Outcome(String difference) {
            this.difference = difference;
        }

        static Outcome match() {
            return new Outcome(null);
        }

        static Outcome mismatch(String difference) {
            return new Outcome(difference);
        }

        public boolean matches() {
            return difference == null;
        }

        /** The first difference found, or null when the results match. */
        public String difference() {
            return difference;
        }

        @Override
        public String toString() {
            return matches() ? "match" : "mismatch: " + difference;
        }
    }

    private ResultComparator() {
    }

    /**
     * Compares {@code actual} with {@code expected}.
     *
     * @param orderKeys 1-based output column positions of the ORDER BY keys, in
     *                  ORDER BY order; empty when the query has no ORDER BY
     * @param limited   whether the query ends in LIMIT, so that the last group of
     *                  tied rows may legitimately differ
     */
    public static Outcome compare(Result expected, Result actual, int[] orderKeys, boolean limited) {
        int columns = expected.columns().size();
        if (actual.columns().size() != columns) {
            return Outcome.mismatch("column count " + actual.columns().size() + ", expected " + columns);
        }
        List<List<Object>> exp = expected.rows();
        List<List<Object>> act = actual.rows();
        if (exp.size() != act.size()) {
            return Outcome.mismatch("row count " + act.size() + ", expected " + exp.size());
        }
        for (int key : orderKeys) {
            if (key < 1 || key > columns) {
                throw new IllegalArgumentException("order key " + key + " outside 1.." + columns);
            }
        }
        for (int r = 0; r < act.size(); r++) {
            if (act.get(r).size() != columns || exp.get(r).size() != columns) {
                return Outcome.mismatch("row " + (r + 1) + " has a different width");
            }
        }
        if (orderKeys.length == 0) {
            return compareMultisets(exp, act, 0);
        }
        // Walk the expected rows in runs of equal ORDER BY keys. Sorting fixes
        // the position of each run, so the actual rows at the same positions
        // must carry the same keys and, as a multiset, the same rows.
        int start = 0;
        while (start < exp.size()) {
            int end = start + 1;
            while (end < exp.size() && sameKeys(exp.get(start), exp.get(end), orderKeys)) {
                end++;
            }
            for (int r = start; r < end; r++) {
                if (!sameKeys(exp.get(r), act.get(r), orderKeys)) {
                    return Outcome.mismatch("row " + (r + 1) + " is " + act.get(r) + ", expected " + exp.get(r));
                }
            }
            // A LIMIT may cut a run of ties anywhere, so the engines may keep
            // different rows of the last run: their keys are all we can check.
            boolean lastRunUnderLimit = limited && end == exp.size();
            if (!lastRunUnderLimit) {
                Outcome run = compareMultisets(exp.subList(start, end), act.subList(start, end), start);
                if (!run.matches()) {
                    return run;
                }
            }
            start = end;
        }
        return Outcome.match();
    }

    /** Whether two values are equal under the rules above. */
    public static boolean valuesEqual(Object a, Object b) {
        if (a instanceof BigDecimal && (b instanceof Double || b instanceof Float)) {
            return decimalEqualsDouble((BigDecimal) a, ((Number) b).doubleValue());
        }
        if (b instanceof BigDecimal && (a instanceof Double || a instanceof Float)) {
            return decimalEqualsDouble((BigDecimal) b, ((Number) a).doubleValue());
        }
        Object x = normalize(a);
        Object y = normalize(b);
        if (x == null || y == null) {
            return x == y;
        }
        if (x instanceof Double || y instanceof Double) {
            if (!(x instanceof Number) || !(y instanceof Number)) {
                return false;
            }
            return doublesEqual(((Number) x).doubleValue(), ((Number) y).doubleValue());
        }
        if (x instanceof BigDecimal && y instanceof BigDecimal) {
            return ((BigDecimal) x).compareTo((BigDecimal) y) == 0;
        }
        return x.equals(y);
    }

    /**
     * A DECIMAL against a DOUBLE (DuckDB divides decimals in DOUBLE, Quiver in DECIMAL): equal
     * within the double tolerance, or, when the decimal has a scale of 6 or more (the least scale
     * of a decimal quotient), when the double rounded half up at the decimal's scale is the
     * decimal: {@code 0.571429} at scale 6 is the quotient {@code 0.5714285714285714}. A decimal
     * of a smaller scale gets no such rounding, so {@code 0} is not {@code 0.24}.
     */
    static boolean decimalEqualsDouble(BigDecimal d, double x) {
        if (doublesEqual(d.doubleValue(), x)) {
            return true;
        }
        if (Double.isNaN(x) || Double.isInfinite(x) || d.scale() < 6) {
            return false;
        }
        return new BigDecimal(x).setScale(d.scale(), java.math.RoundingMode.HALF_UP).compareTo(d) == 0;
    }

    static boolean doublesEqual(double a, double b) {
        if (a == b || (Double.isNaN(a) && Double.isNaN(b))) {
            return true;
        }
        double scale = Math.max(Math.abs(a), Math.abs(b));
        return Math.abs(a - b) <= DOUBLE_TOLERANCE * scale;
    }

    /**
     * Maps driver-specific representations onto one per kind of value: exact
     * numbers to stripped BigDecimal, approximate ones to Double, strings
     * without trailing blanks, dates and times to java.time.
     */
    static Object normalize(Object v) {
        if (v == null) {
            return null;
        }
        if (v instanceof BigDecimal) {
            return ((BigDecimal) v).stripTrailingZeros();
        }
        if (v instanceof BigInteger) {
            return new BigDecimal((BigInteger) v).stripTrailingZeros();
        }
        if (v instanceof Long || v instanceof Integer || v instanceof Short || v instanceof Byte) {
            return BigDecimal.valueOf(((Number) v).longValue()).stripTrailingZeros();
        }
        if (v instanceof Double || v instanceof Float) {
            return ((Number) v).doubleValue();
        }
        if (v instanceof String) {
            return stripTrailingBlanks((String) v);
        }
        if (v instanceof Character) {
            return stripTrailingBlanks(v.toString());
        }
        if (v instanceof java.sql.Date) {
            return ((java.sql.Date) v).toLocalDate();
        }
        if (v instanceof java.sql.Timestamp) {
            return dateIfMidnight(((java.sql.Timestamp) v).toLocalDateTime());
        }
        if (v instanceof java.sql.Time) {
            return ((java.sql.Time) v).toLocalTime();
        }
        if (v instanceof LocalDateTime) {
            return dateIfMidnight((LocalDateTime) v);
        }
        return v;
    }

    /** Date arithmetic yields TIMESTAMP on some engines and DATE on others. */
    private static Object dateIfMidnight(LocalDateTime t) {
        return t.toLocalTime().equals(LocalTime.MIDNIGHT) ? t.toLocalDate() : t;
    }

    private static String stripTrailingBlanks(String s) {
        int end = s.length();
        while (end > 0 && s.charAt(end - 1) == ' ') {
            end--;
        }
        return s.substring(0, end);
    }

    private static boolean sameKeys(List<Object> a, List<Object> b, int[] orderKeys) {
        for (int key : orderKeys) {
            if (!valuesEqual(a.get(key - 1), b.get(key - 1))) {
                return false;
            }
        }
        return true;
    }

    private static boolean rowsEqual(List<Object> a, List<Object> b) {
        for (int i = 0; i < a.size(); i++) {
            if (!valuesEqual(a.get(i), b.get(i))) {
                return false;
            }
        }
        return true;
    }

    /**
     * Multiset equality. Sorting both sides by a canonical order pairs equal
     * rows in O(n log n); the tolerance for doubles can make rows that sort
     * apart still count as equal, so on a failed pairing the quadratic
     * matching decides.
     */
    private static Outcome compareMultisets(List<List<Object>> exp, List<List<Object>> act, int offset) {
        List<List<Object>> e = new ArrayList<>(exp);
        List<List<Object>> a = new ArrayList<>(act);
        e.sort(CANONICAL);
        a.sort(CANONICAL);
        boolean pairwise = true;
        for (int i = 0; i < e.size() && pairwise; i++) {
            pairwise = rowsEqual(e.get(i), a.get(i));
        }
        if (pairwise) {
            return Outcome.match();
        }
        boolean[] used = new boolean[a.size()];
        for (List<Object> row : e) {
            boolean found = false;
            for (int j = 0; j < a.size() && !found; j++) {
                if (!used[j] && rowsEqual(row, a.get(j))) {
                    used[j] = true;
                    found = true;
                }
            }
            if (!found) {
                String where = exp.size() == 1 ? "row " + (offset + 1) : "rows " + (offset + 1) + ".." + (offset + exp.size());
                return Outcome.mismatch(where + ": expected row " + row + " not found in " + describe(act));
            }
        }
        return Outcome.match();
    }

    private static String describe(List<List<Object>> rows) {
        return rows.size() <= 3 ? rows.toString() : rows.subList(0, 3) + " ... (" + rows.size() + " rows)";
    }

    /** A total order on normalized rows, only used to pair rows of two multisets. */
    private static final Comparator<List<Object>> CANONICAL = (a, b) -> {
        for (int i = 0; i < Math.min(a.size(), b.size()); i++) {
            int c = compareValues(normalize(a.get(i)), normalize(b.get(i)));
            if (c != 0) {
                return c;
            }
        }
        return Integer.compare(a.size(), b.size());
    };

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static int compareValues(Object x, Object y) {
        if (x == null || y == null) {
            return x == null ? (y == null ? 0 : -1) : 1;
        }
        if (x instanceof Number && y instanceof Number) {
            if (x instanceof BigDecimal && y instanceof BigDecimal) {
                return ((BigDecimal) x).compareTo((BigDecimal) y);
            }
            return Double.compare(((Number) x).doubleValue(), ((Number) y).doubleValue());
        }
        if (x.getClass() == y.getClass() && x instanceof Comparable) {
            return ((Comparable) x).compareTo(y);
        }
        return x.getClass().getName().compareTo(y.getClass().getName());
    }
}
