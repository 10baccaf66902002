package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

import org.apache.flink.table.functions.ScalarFunction;

/** A ScalarFunction with overloaded eval methods. */
public class UdfScalarOverloads {
  public static class Describe extends ScalarFunction {
    public String eval(Integer x) {
      return "int " + x;
    }

    public String eval(String x) {
      return "string " + x;
    }

    public String eval(Double x) {
      return "double " + x;
    }
  }

  public static void run(TableEnvironment env, Probe p) throws Exception {
    env.createTemporarySystemFunction("describe_it", Describe.class);
    p.sql("SELECT describe_it(1) AS a, describe_it('x') AS b, describe_it(1.5e0) AS c");
  }
}
