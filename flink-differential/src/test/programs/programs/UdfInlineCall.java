package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

import org.apache.flink.table.functions.ScalarFunction;

/** The Table API calls an unregistered function inline, by class and by instance. */
public class UdfInlineCall {
  public static class Times extends ScalarFunction {
    private final int factor;

    public Times() {
      this(2);
    }

    public Times(int factor) {
      this.factor = factor;
    }

    public int eval(int x) {
      return x * factor;
    }
  }

  public static void run(TableEnvironment env, Probe p) throws Exception {
    Table t = env.fromValues(1, 2, 3).as("n");
    p.table(t.select($("n"), call(Times.class, $("n")).as("twice"), call(new Times(10), $("n")).as("tenfold")).orderBy($("n").asc()));
  }
}
