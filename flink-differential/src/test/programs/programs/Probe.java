package programs;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.Callable;
import org.apache.flink.table.api.Table;
import org.apache.flink.table.api.TableEnvironment;
import org.apache.flink.table.api.TableResult;
import org.apache.flink.types.Row;

/**
 * What a program observes, written down line by line. The same source runs on Flink and (with its
 * imports rewritten) on Quiver; the two lists of lines must be equal.
 */
public final class Probe {
  private final TableEnvironment env;
  private final List<String> lines = new ArrayList<>();

  public Probe(TableEnvironment env) {
    this.env = env;
  }

  public List<String> lines() {
    return lines;
  }

  /** Runs a statement and observes its result: kind, schema and printed table. */
  public void sql(String statement) {
    lines.add("> " + statement);
    try {
      print(env.executeSql(statement));
    } catch (RuntimeException e) {
      failed(e);
    }
  }

  /** Runs a statement whose result is not interesting (set-up), but whose failure is. */
  public void run(String statement) {
    try {
      env.executeSql(statement).await();
    } catch (Exception e) {
      lines.add("> " + statement);
      failed(e);
    }
  }

  /** The schema of a table, then the table executed and printed. */
  public void table(Table table) {
    try {
      lines.add("schema " + table.getResolvedSchema());
      print(table.execute());
    } catch (RuntimeException e) {
      failed(e);
    }
  }

  /** The table's rows as {@code Row.toString()} shows them, with their kinds. */
  public void rows(Table table) {
    try {
      collect(table.execute());
    } catch (RuntimeException e) {
      failed(e);
    }
  }

  /** A query's rows as {@code Row.toString()} shows them. */
  public void rows(String query) {
    lines.add("> " + query);
    try {
      collect(env.executeSql(query));
    } catch (RuntimeException e) {
      failed(e);
    }
  }

  public void print(TableResult result) {
    lines.add("kind " + result.getResultKind());
    lines.add("schema " + result.getResolvedSchema());
    for (String line : captured(result::print).split("\n", -1)) {
      lines.add("| " + line);
    }
  }

  /**
   * What {@code step} writes to System.out. The test runs programs on several threads at once and
   * routes System.out per thread (through a JDK ThreadLocal, which both products' class loaders
   * see), so a program must capture through here rather than swap System.out itself.
   */
  public String captured(Runnable step) {
    ByteArrayOutputStream buffer = new ByteArrayOutputStream();
    try (PrintStream capture = new PrintStream(buffer, true, StandardCharsets.UTF_8)) {
      @SuppressWarnings("unchecked")
      ThreadLocal<PrintStream> route = (ThreadLocal<PrintStream>) System.getProperties().get("differential.out");
      if (route != null) {
        route.set(capture);
        try {
          step.run();
        } finally {
          route.remove();
        }
      } else {
        PrintStream saved = System.out;
        System.setOut(capture);
        try {
          step.run();
        } finally {
          System.setOut(saved);
        }
      }
    }
    return buffer.toString(StandardCharsets.UTF_8);
  }

  /**
   * Runs a statement that writes into a sink printing its rows (Flink's {@code print} connector)
   * and observes what it wrote to standard output and standard error, from whichever thread wrote
   * it (on Flink, the sink's task), in order or, with {@code sorted}, sorted (the order of rows
   * an aggregation hands on is not defined).
   */
  public void sink(String statement, boolean sorted) {
    lines.add("> " + statement);
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    try (PrintStream outCapture = new PrintStream(out, true, StandardCharsets.UTF_8);
        PrintStream errCapture = new PrintStream(err, true, StandardCharsets.UTF_8)) {
      @SuppressWarnings("unchecked")
      java.util.concurrent.atomic.AtomicReference<PrintStream[]> stray =
          (java.util.concurrent.atomic.AtomicReference<PrintStream[]>) System.getProperties().get("differential.stray");
      if (stray != null) {
        java.util.concurrent.locks.Lock lock = (java.util.concurrent.locks.Lock) System.getProperties().get("differential.strayLock");
        @SuppressWarnings("unchecked")
        ThreadLocal<PrintStream> outRoute = (ThreadLocal<PrintStream>) System.getProperties().get("differential.out");
        @SuppressWarnings("unchecked")
        ThreadLocal<PrintStream> errRoute = (ThreadLocal<PrintStream>) System.getProperties().get("differential.err");
        lock.lock();
        try {
          stray.set(new PrintStream[] {outCapture, errCapture});
          outRoute.set(outCapture);
          errRoute.set(errCapture);
          try {
            env.executeSql(statement).await();
          } finally {
            outRoute.remove();
            errRoute.remove();
            stray.set(null);
          }
        } finally {
          lock.unlock();
        }
      } else {
        PrintStream savedOut = System.out;
        PrintStream savedErr = System.err;
        System.setOut(outCapture);
        System.setErr(errCapture);
        try {
          env.executeSql(statement).await();
        } finally {
          System.setOut(savedOut);
          System.setErr(savedErr);
        }
      }
    } catch (Exception e) {
      failed(e);
    }
    for (String[] stream : new String[][] {{"out", out.toString(StandardCharsets.UTF_8)}, {"err", err.toString(StandardCharsets.UTF_8)}}) {
      List<String> written = new ArrayList<>(java.util.Arrays.asList(stream[1].split("\n")));
      written.removeIf(String::isEmpty);
      if (sorted) {
        java.util.Collections.sort(written);
      }
      for (String line : written) {
        lines.add(stream[0] + "| " + line);
      }
    }
  }

  public void collect(TableResult result) {
    lines.add("kind " + result.getResultKind());
    Iterator<Row> it = result.collect();
    while (it.hasNext()) {
      Row row = it.next();
      lines.add("row " + row.getKind() + " " + row);
    }
  }

  /** Writes down a value the program computed. */
  public void value(String label, Object value) {
    lines.add(label + " = " + value);
  }

  /** Runs a step that may fail; a failure is observed by its exception class. */
  public void attempt(String label, Callable<?> step) {
    lines.add("attempt " + label);
    try {
      Object result = step.call();
      if (result != null) {
        lines.add("  = " + result);
      }
    } catch (Exception e) {
      failed(e);
    }
  }

  private void failed(Exception e) {
    if (Boolean.getBoolean("differential.trace")) {
      e.printStackTrace();
    }
    lines.add("failed " + name(e.getClass()));
  }

  /** The class name without the product prefix, so that both worlds name it alike. */
  static String name(Class<?> c) {
    String n = c.getName();
    for (String prefix : new String[] {"org.apache.flink.", "io.quiver."}) {
      if (n.startsWith(prefix)) {
        return n.substring(prefix.length());
      }
    }
    return n;
  }
}
