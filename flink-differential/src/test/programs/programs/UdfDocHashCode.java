package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.annotation.DataTypeHint;
import org.apache.flink.table.annotation.InputGroup;
import org.apache.flink.table.api.*;
import org.apache.flink.table.functions.FunctionContext;
import org.apache.flink.table.functions.ScalarFunction;
import org.apache.flink.types.Row;

/** The documentation's HashFunction (any input) and a function reading a job parameter in open(). */
public class UdfDocHashCode {
  public static class HashFunction extends ScalarFunction {
    public int eval(@DataTypeHint(inputGroup = InputGroup.ANY) Object o) {
      return o.hashCode();
    }
  }

  public static class HashCodeFunction extends ScalarFunction {
    private int factor = 0;

    @Override
    public void open(FunctionContext context) throws Exception {
      factor = Integer.parseInt(context.getJobParameter("hashcode_factor", "12"));
    }

    public int eval(String s) {
      return s.hashCode() * factor;
    }
  }

  public static void run(TableEnvironment env, Probe p) throws Exception {
    env.createTemporaryView("MyTable", env.fromValues(row("abc", 1), row("xyz", 2)).as("myField", "n"));
    env.createTemporarySystemFunction("HashFunction", HashFunction.class);
    p.table(env.from("MyTable").select(call("HashFunction", $("myField")), call("HashFunction", $("n"))));
    p.sql("SELECT HashFunction(myField), HashFunction(n) FROM MyTable");
    env.createTemporarySystemFunction("hashCode", HashCodeFunction.class);
    p.sql("SELECT myField, hashCode(myField) FROM MyTable");
    env.getConfig().addJobParameter("hashcode_factor", "31");
    p.sql("SELECT myField, hashCode(myField) FROM MyTable");
  }
}
