package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

import org.apache.flink.table.functions.FunctionContext;
import org.apache.flink.table.functions.ScalarFunction;

/** A non-deterministic ScalarFunction is called once per row, and open() reads a job parameter. */
public class UdfNonDeterministic {
  public static class Counter extends ScalarFunction {
    private long next;
    private String prefix;

    @Override
    public void open(FunctionContext context) throws Exception {
      next = 0;
      prefix = context.getJobParameter("counter.prefix", "c");
    }

    public String eval() {
      next++;
      return prefix + next;
    }

    @Override
    public boolean isDeterministic() {
      return false;
    }
  }

  public static void run(TableEnvironment env, Probe p) throws Exception {
    env.getConfig().getConfiguration().setString("pipeline.global-job-parameters", "counter.prefix:n");
    env.createTemporarySystemFunction("counter", Counter.class);
    p.value("deterministic", new Counter().isDeterministic());
    p.sql("SELECT id, counter() AS c FROM (VALUES (1), (2), (3)) AS t(id) ORDER BY c");
  }
}
