package io.quiver.benchmarks.tpch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quiver.benchmarks.tpch.ResultComparator.Outcome;
import io.quiver.benchmarks.tpch.ResultComparator.Result;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class ResultComparatorTest {

    private static final int[] UNORDERED = {};

    private static Result result(Object[]... rows) {
        List<String> columns = new ArrayList<>();
        for (int i = 0; i < (rows.length == 0 ? 1 : rows[0].length); i++) {
            columns.add("c" + (i + 1));
        }
        List<List<Object>> list = new ArrayList<>();
        for (Object[] row : rows) {
            list.add(Arrays.asList(row));
        }
        return new Result(columns, list);
    }

    private static Object[] row(Object... values) {
        return values;
    }

    @Test
    void aDecimalQuotientEqualsTheDoubleThatRoundsToItAtItsScale() {
        // TPC-DS Q49/Q83/Q90: DuckDB divides decimals in DOUBLE, Quiver in DECIMAL(p, 6).
        assertTrue(ResultComparator.valuesEqual(0.5714285714285714, new BigDecimal("0.571429")));
        assertTrue(ResultComparator.valuesEqual(new BigDecimal("20.333333"), 20.333333333333332));
        assertTrue(ResultComparator.valuesEqual(0.0, new BigDecimal("0.000000")));
        assertFalse(ResultComparator.valuesEqual(0.5714285714285714, new BigDecimal("0.571428")));
        assertFalse(ResultComparator.valuesEqual(0.5714285714285714, new BigDecimal("0.571430")));
        // Below scale 6 no rounding excuses a difference: an integer quotient is not a fraction.
        assertFalse(ResultComparator.valuesEqual(0.24, new BigDecimal("0")));
        assertFalse(ResultComparator.valuesEqual(0.57, new BigDecimal("0.6")));
        assertTrue(ResultComparator.valuesEqual(0.5, new BigDecimal("0.50")));
    }

    @Test
    void identicalResultsMatch() {
        Result r = result(row("A", 1L), row("B", 2L));
        assertTrue(ResultComparator.compare(r, r, new int[] {1}, false).matches());
    }

    @Test
    void orderMattersWhenKeysDiffer() {
        Result expected = result(row("A", 1L), row("B", 2L));
        Result swapped = result(row("B", 2L), row("A", 1L));
        Outcome o = ResultComparator.compare(expected, swapped, new int[] {1}, false);
        assertFalse(o.matches());
        assertTrue(o.difference().contains("row 1"), o.difference());
    }

    @Test
    void orderDoesNotMatterWithoutOrderBy() {
        Result expected = result(row("A", 1L), row("B", 2L), row("A", 1L));
        Result shuffled = result(row("A", 1L), row("A", 1L), row("B", 2L));
        assertTrue(ResultComparator.compare(expected, shuffled, UNORDERED, false).matches());
    }

    @Test
    void multisetCountsDuplicates() {
        Result expected = result(row("A"), row("A"), row("B"));
        Result actual = result(row("A"), row("B"), row("B"));
        assertFalse(ResultComparator.compare(expected, actual, UNORDERED, false).matches());
    }

    @Test
    void tiedSortKeysMayComeInAnyOrder() {
        // ORDER BY column 2: rows 1 and 2 tie on it, so either order is right.
        Result expected = result(row(10L, new BigDecimal("5.00")), row(11L, new BigDecimal("5.00")),
                row(12L, new BigDecimal("3.00")));
        Result actual = result(row(11L, new BigDecimal("5.00")), row(10L, new BigDecimal("5.00")),
                row(12L, new BigDecimal("3.00")));
        assertTrue(ResultComparator.compare(expected, actual, new int[] {2}, false).matches());
    }

    @Test
    void tiesDoNotExcuseRowsMovingAcrossKeys() {
        Result expected = result(row(10L, 5L), row(11L, 5L), row(12L, 3L));
        Result actual = result(row(10L, 5L), row(12L, 3L), row(11L, 5L));
        assertFalse(ResultComparator.compare(expected, actual, new int[] {2}, false).matches());
    }

    @Test
    void tiesMustStillHoldTheSameRows() {
        Result expected = result(row(10L, 5L), row(11L, 5L));
        Result actual = result(row(10L, 5L), row(13L, 5L));
        assertFalse(ResultComparator.compare(expected, actual, new int[] {2}, false).matches());
    }

    @Test
    void underLimitTheLastTieGroupIsComparedOnKeysOnly() {
        // LIMIT 2 cut a group of rows tied on column 2: each engine may keep a different one.
        Result expected = result(row(1L, 9L), row(10L, 5L));
        Result actual = result(row(1L, 9L), row(11L, 5L));
        assertTrue(ResultComparator.compare(expected, actual, new int[] {2}, true).matches());
        assertFalse(ResultComparator.compare(expected, actual, new int[] {2}, false).matches());
        Result wrongKey = result(row(1L, 9L), row(11L, 4L));
        assertFalse(ResultComparator.compare(expected, wrongKey, new int[] {2}, true).matches());
    }

    @Test
    void decimalsCompareByValueNotScale() {
        Result expected = result(row(new BigDecimal("1.50"), new BigDecimal("100")));
        Result actual = result(row(new BigDecimal("1.5000"), new BigDecimal("1E+2")));
        assertTrue(ResultComparator.compare(expected, actual, UNORDERED, false).matches());
    }

    @Test
    void decimalsAreExact() {
        Result expected = result(row(new BigDecimal("1.50")));
        Result actual = result(row(new BigDecimal("1.5000000001")));
        assertFalse(ResultComparator.compare(expected, actual, UNORDERED, false).matches());
    }

    @Test
    void integerWidthsAndDecimalsOfTheSameValueMatch() {
        Result expected = result(row(42L, BigInteger.valueOf(7), 3));
        Result actual = result(row(42, new BigDecimal("7.00"), (short) 3));
        assertTrue(ResultComparator.compare(expected, actual, UNORDERED, false).matches());
    }

    @Test
    void doublesUseRelativeTolerance() {
        assertTrue(ResultComparator.valuesEqual(1.0e6, 1.0e6 * (1 + 5e-10)));
        assertFalse(ResultComparator.valuesEqual(1.0e6, 1.0e6 * (1 + 5e-9)));
        // DuckDB returns avg() as DOUBLE, H2 as DECIMAL: compared as doubles.
        assertTrue(ResultComparator.valuesEqual(25.5, new BigDecimal("25.500000000000")));
        assertTrue(ResultComparator.valuesEqual(1.0 / 3, new BigDecimal("0.33333333333333333333")));
        assertFalse(ResultComparator.valuesEqual(0.3333, new BigDecimal("0.33333333333333333333")));
    }

    @Test
    void charPaddingIsIgnored() {
        assertTrue(ResultComparator.valuesEqual("AIR       ", "AIR"));
        assertFalse(ResultComparator.valuesEqual(" AIR", "AIR"));
        assertFalse(ResultComparator.valuesEqual("AIR", "AIR REG"));
    }

    @Test
    void datesMatchAcrossDriverRepresentations() {
        assertTrue(ResultComparator.valuesEqual(java.sql.Date.valueOf("1995-03-15"), LocalDate.of(1995, 3, 15)));
        assertTrue(ResultComparator.valuesEqual(java.sql.Timestamp.valueOf("1995-03-15 00:00:00"),
                LocalDate.of(1995, 3, 15)));
        assertFalse(ResultComparator.valuesEqual(java.sql.Date.valueOf("1995-03-16"), LocalDate.of(1995, 3, 15)));
    }

    @Test
    void nullsOnlyMatchNulls() {
        Result expected = result(row("A", null));
        assertTrue(ResultComparator.compare(expected, result(row("A", null)), UNORDERED, false).matches());
        assertFalse(ResultComparator.compare(expected, result(row("A", 0L)), UNORDERED, false).matches());
    }

    @Test
    void shapeMismatchesAreReported() {
        Result two = result(row("A", 1L));
        Result one = result(row("A"));
        Outcome columns = ResultComparator.compare(two, one, UNORDERED, false);
        assertFalse(columns.matches());
        assertTrue(columns.difference().contains("column count"), columns.difference());
        Outcome rows = ResultComparator.compare(two, result(row("A", 1L), row("A", 1L)), UNORDERED, false);
        assertFalse(rows.matches());
        assertEquals("row count 2, expected 1", rows.difference());
    }
}
