package io.quiver.cli;

import io.quiver.table.api.internal.TableauPrinter;
import java.io.PrintWriter;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;

/**
 * Runs statements through JDBC and prints each result as a table (Flink's tableau layout), an
 * update count, or "OK". Stops at the first failing statement.
 */
final class ScriptRunner {
  private final Connection connection;
  private final PrintWriter out;

  ScriptRunner(Connection connection, PrintWriter out) {
    this.connection = connection;
    this.out = out;
  }

  void run(String script) throws SQLException {
    for (String sql : StatementSplitter.split(script)) {
      runOne(sql);
    }
  }

  private void runOne(String sql) throws SQLException {
    try (Statement statement = connection.createStatement()) {
      if (statement.execute(sql)) {
        try (ResultSet rs = statement.getResultSet()) {
          if (isExplain(sql)) {
            printRaw(rs);
          } else {
            print(rs);
          }
        }
      } else {
        long count = statement.getLargeUpdateCount();
        out.println(count > 0 || isDml(sql) ? count + (count == 1 ? " row affected" : " rows affected") : "OK");
        out.flush();
      }
    }
  }

  private static boolean isExplain(String sql) {
    return sql.stripLeading().toUpperCase(java.util.Locale.ROOT).startsWith("EXPLAIN");
  }

  /** EXPLAIN output is multi-line text: printed as it is, not boxed. */
  private void printRaw(ResultSet rs) throws SQLException {
    while (rs.next()) {
      out.println(rs.getString(1));
    }
    out.flush();
  }

  private static boolean isDml(String sql) {
    String head = sql.stripLeading().toUpperCase(java.util.Locale.ROOT);
    return head.startsWith("INSERT") || head.startsWith("UPDATE") || head.startsWith("DELETE") || head.startsWith("MERGE");
  }

  private void print(ResultSet rs) throws SQLException {
    ResultSetMetaData meta = rs.getMetaData();
    int columns = meta.getColumnCount();
    List<String> names = new ArrayList<>(columns);
    for (int i = 1; i <= columns; i++) {
      names.add(meta.getColumnLabel(i));
    }
    Iterator<String[]> rows = new Iterator<>() {
      private Boolean hasNext;

      @Override
      public boolean hasNext() {
        if (hasNext == null) {
          try {
            hasNext = rs.next();
          } catch (SQLException e) {
            throw new RowReadException(e);
          }
        }
        return hasNext;
      }

      @Override
      public String[] next() {
        if (!hasNext()) {
          throw new NoSuchElementException();
        }
        hasNext = null;
        String[] cells = new String[columns];
        try {
          for (int i = 0; i < columns; i++) {
            String value = rs.getString(i + 1);
            cells[i] = value == null ? "<NULL>" : value;
          }
        } catch (SQLException e) {
          throw new RowReadException(e);
        }
        return cells;
      }
    };
    try {
      TableauPrinter.print(names, rows, out);
    } catch (RowReadException e) {
      throw e.cause;
    }
  }

  /** Carries an SQLException out of the row iterator. */
  private static final class RowReadException extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final transient SQLException cause;

    RowReadException(SQLException cause) {
      super(cause);
      this.cause = cause;
    }
  }
}
