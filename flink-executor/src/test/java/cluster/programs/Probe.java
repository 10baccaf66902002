package cluster.programs;

import io.quiver.table.api.Table;
import io.quiver.table.api.TableEnvironment;
import io.quiver.table.api.TableResult;
import io.quiver.types.Row;
import io.quiver.util.CloseableIterator;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** What a program observes, line by line; the same program must observe the same on both engines. */
public final class Probe {
  private final TableEnvironment env;
  private final List<String> lines = new ArrayList<>();

  Probe(TableEnvironment env) {
    this.env = env;
  }

  List<String> lines() {
    return lines;
  }

  /** A statement whose result does not matter, but whose failure does. */
  void run(String statement) {
    try {
      env.executeSql(statement).await();
    } catch (Exception e) {
      lines.add("> " + statement);
      failed(e);
    }
  }

  /** A query with ORDER BY: its schema and its printed table. */
  void print(String query) {
    lines.add("> " + query);
    try {
      print(env.executeSql(query));
    } catch (RuntimeException e) {
      failed(e);
    }
  }

  /** A Table API query: its schema, then its rows in any order (sorted here). */
  void rows(Table table) {
    try {
      lines.add("schema " + table.getResolvedSchema());
      collect(table.execute());
    } catch (RuntimeException e) {
      failed(e);
    }
  }

  /** A query's rows in any order (sorted here). */
  void rows(String query) {
    lines.add("> " + query);
    try {
      collect(env.executeSql(query));
    } catch (RuntimeException e) {
      failed(e);
    }
  }

  void print(TableResult result) {
    String header = "kind " + result.getResultKind() + " schema " + result.getResolvedSchema();
    PrintStream saved = System.out;
    ByteArrayOutputStream buffer = new ByteArrayOutputStream();
    try (PrintStream capture = new PrintStream(buffer, true, StandardCharsets.UTF_8)) {
      System.setOut(capture);
      result.print();
    } catch (RuntimeException e) {
      // as in collect: a failure while the rows are read is the same observation as one at execute
      throw e.getClass() == RuntimeException.class && e.getCause() instanceof RuntimeException cause ? cause : e;
    } finally {
      System.setOut(saved);
    }
    lines.add(header);
    for (String line : buffer.toString(StandardCharsets.UTF_8).split("\n")) {
      lines.add("| " + line);
    }
  }

  private void collect(TableResult result) {
    String header = "kind " + result.getResultKind() + " schema " + result.getResolvedSchema();
    List<String> rows = new ArrayList<>();
    try (CloseableIterator<Row> it = result.collect()) {
      while (it.hasNext()) {
        rows.add("row " + it.next());
      }
    } catch (RuntimeException e) {
      // Quiver in-process fails a query when its rows are read, as Flink does (the result's kind
      // and schema come first); the cluster executor fails at executeSql. One observation: the
      // failure and its SQLSTATE.
      throw e.getClass() == RuntimeException.class && e.getCause() instanceof RuntimeException cause ? cause : e;
    } catch (Exception e) {
      throw new IllegalStateException(e);
    }
    lines.add(header);
    Collections.sort(rows);
    lines.addAll(rows);
  }

  /**
   * A failure by its SQLSTATE (what a JDBC client reads); its message as a "#" line, which the
   * comparison leaves out (the engines word their messages differently).
   */
  private void failed(Exception e) {
    String state;
    try {
      state = String.valueOf(e.getClass().getMethod("getSqlState").invoke(e));
    } catch (ReflectiveOperationException notThere) {
      try {
        // The engine's own exception (EngineException), which reaches Table API programs as it is.
        state = String.valueOf(e.getClass().getMethod("sqlState").invoke(e));
      } catch (ReflectiveOperationException neither) {
        // Quiver's engine lets an exception a user function threw through as it is; the cluster
        // reports it as SQL's "external routine exception", 38000: one observation.
        state = thrownByProgramFunction(e) ? "38000" : e.getClass().getSimpleName();
      }
    }
    lines.add("failed " + state);
    lines.add("# " + e);
  }

  private static boolean thrownByProgramFunction(Throwable e) {
    for (StackTraceElement frame : e.getStackTrace()) {
      if (frame.getClassName().startsWith(Programs.class.getName() + "$")) {
        return true;
      }
    }
    return false;
  }
}
