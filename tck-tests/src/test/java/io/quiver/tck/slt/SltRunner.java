package io.quiver.tck.slt;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Runs the records of one sqllogictest file on a connection and reports the first mismatch.
 * Values are rendered as text: NULL as {@code NULL}, the empty string as {@code (empty)},
 * integers plainly, exact decimals as written by {@code BigDecimal.toPlainString}, approximate
 * numbers rounded to three decimals, booleans as {@code true}/{@code false}.
 */
final class SltRunner {
  private final Connection connection;
  private final String file;

  SltRunner(Connection connection, String file) {
    this.connection = connection;
    this.file = file;
  }

  /** Counts of what ran, for the report. */
  record Counts(int statements, int queries) {}

  Counts run(List<SltRecord> records) throws SQLException {
    int statements = 0;
    int queries = 0;
    for (SltRecord record : records) {
      if (record instanceof SltRecord.Statement s) {
        runStatement(s);
        statements++;
      } else {
        runQuery((SltRecord.Query) record);
        queries++;
      }
    }
    return new Counts(statements, queries);
  }

  private void runStatement(SltRecord.Statement record) throws SQLException {
    try (Statement statement = connection.createStatement()) {
      statement.execute(record.sql());
      if (record.expectError()) {
        throw new AssertionError(where(record) + "expected an error, but the statement succeeded:\n" + record.sql());
      }
    } catch (SQLException e) {
      if (!record.expectError()) {
        throw new AssertionError(where(record) + "unexpected error " + e.getSQLState() + ": " + e.getMessage()
            + "\n" + record.sql(), e);
      }
      checkState(record, record.expectedState(), e);
    }
  }

  private void runQuery(SltRecord.Query record) throws SQLException {
    List<List<String>> rows = new ArrayList<>();
    try (Statement statement = connection.createStatement(); ResultSet rs = statement.executeQuery(record.sql())) {
      if (record.expectError()) {
        // An error may also surface while reading.
        while (rs.next()) {
          // drain
        }
        throw new AssertionError(where(record) + "expected an error, but the query succeeded:\n" + record.sql());
      }
      ResultSetMetaData meta = rs.getMetaData();
      if (meta.getColumnCount() != record.types().length()) {
        throw new AssertionError(where(record) + "expected " + record.types().length() + " columns, got "
            + meta.getColumnCount() + "\n" + record.sql());
      }
      while (rs.next()) {
        List<String> row = new ArrayList<>();
        for (int c = 1; c <= meta.getColumnCount(); c++) {
          row.add(render(rs, c, meta.getColumnType(c), record.types().charAt(c - 1)));
        }
        rows.add(row);
      }
    } catch (SQLException e) {
      if (!record.expectError()) {
        throw new AssertionError(where(record) + "unexpected error " + e.getSQLState() + ": " + e.getMessage()
            + "\n" + record.sql(), e);
      }
      checkState(record, record.expectedState(), e);
      return;
    }
    List<String> actual = lines(rows, record.sort());
    List<String> expected = new ArrayList<>(record.expected());
    if (record.sort() == SltRecord.SortMode.VALUESORT) {
      expected = sortedValues(expected);
    } else if (record.sort() == SltRecord.SortMode.ROWSORT) {
      Collections.sort(expected);
    }
    if (!actual.equals(expected)) {
      throw new AssertionError(where(record) + "wrong result for\n" + record.sql() + "\nexpected:\n"
          + String.join("\n", expected) + "\nactual:\n" + String.join("\n", actual));
    }
  }

  private static List<String> lines(List<List<String>> rows, SltRecord.SortMode sort) {
    if (sort == SltRecord.SortMode.VALUESORT) {
      List<String> values = new ArrayList<>();
      rows.forEach(values::addAll);
      Collections.sort(values);
      return values;
    }
    List<String> lines = new ArrayList<>();
    for (List<String> row : rows) {
      lines.add(String.join("\t", row));
    }
    if (sort == SltRecord.SortMode.ROWSORT) {
      Collections.sort(lines);
    }
    return lines;
  }

  private static List<String> sortedValues(List<String> expectedLines) {
    List<String> values = new ArrayList<>();
    for (String line : expectedLines) {
      values.addAll(List.of(line.split("\t", -1)));
    }
    Collections.sort(values);
    return values;
  }

  static String render(ResultSet rs, int column, int jdbcType, char declared) throws SQLException {
    Object value = rs.getObject(column);
    if (rs.wasNull() || value == null) {
      return "NULL";
    }
    switch (declared) {
      case 'I' -> {
        if (value instanceof BigDecimal d) {
          return d.stripTrailingZeros().toPlainString();
        }
        return String.valueOf(rs.getLong(column));
      }
      case 'R' -> {
        if (jdbcType == Types.DECIMAL || jdbcType == Types.NUMERIC) {
          return rs.getBigDecimal(column).toPlainString();
        }
        return BigDecimal.valueOf(rs.getDouble(column)).setScale(3, RoundingMode.HALF_EVEN).toPlainString();
      }
      case 'B' -> {
        return String.valueOf(rs.getBoolean(column));
      }
      default -> {
        String text = rs.getString(column);
        return text.isEmpty() ? "(empty)" : text;
      }
    }
  }

  private void checkState(SltRecord record, String expectedState, SQLException e) {
    if (expectedState != null && !expectedState.equals(e.getSQLState())) {
      throw new AssertionError(where(record) + "expected SQLSTATE " + expectedState + " but got " + e.getSQLState()
          + ": " + e.getMessage(), e);
    }
  }

  private String where(SltRecord record) {
    return file + ":" + record.line() + ": ";
  }
}
