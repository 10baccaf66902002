package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.annotation.DataTypeHint;
import org.apache.flink.table.annotation.InputGroup;
import org.apache.flink.table.api.*;
import org.apache.flink.table.functions.FunctionContext;
import org.apache.flink.table.functions.ScalarFunction;

/** The UDF page's scalar functions: overloads, a DataTypeHint result, InputGroup.ANY, open(), inline and registered calls. */
public class Doc120UdfScalarBasics {
  public static class SumFunction extends ScalarFunction {
    public Integer eval(Integer a, Integer b) {
      return a + b;
    }

    public Integer eval(String a, String b) {
      return Integer.valueOf(a) + Integer.valueOf(b);
    }

    public Integer eval(Double... d) {
      double result = 0;
      for (double value : d) {
        result += value;
      }
      return (int) result;
    }
  }

  public static class DecimalFunction extends ScalarFunction {
    public @DataTypeHint("DECIMAL(12, 3)") java.math.BigDecimal eval(double a, double b) {
      return java.math.BigDecimal.valueOf(a + b);
    }
  }

  public static class HashFunction extends ScalarFunction {
    private int factor;

    @Override
    public void open(FunctionContext context) throws Exception {
      factor = Integer.parseInt(context.getJobParameter("hashcode_factor", "12"));
    }

    public int eval(@DataTypeHint(inputGroup = InputGroup.ANY) Object o) {
      return o.hashCode() * factor;
    }
  }

  public static void run(TableEnvironment env, Probe p) throws Exception {
    Table t = env.fromValues(DataTypes.ROW(DataTypes.FIELD("x", DataTypes.INT()), DataTypes.FIELD("y", DataTypes.INT())), row(1, 2), row(10, 20));
    p.table(t.select(call(SumFunction.class, $("x"), $("y")), call(SumFunction.class, "4", "5"), call(SumFunction.class, 1.5, 2.5, 3.0)));
    env.createTemporarySystemFunction("SumFunction", SumFunction.class);
    env.createTemporarySystemFunction("DecimalFunction", new DecimalFunction());
    env.createTemporarySystemFunction("HashFunction", HashFunction.class);
    p.sql("SELECT SumFunction(1, 2), SumFunction('3', '4'), DecimalFunction(1.25, 2.5), HashFunction('abc'), HashFunction(42)");
    p.table(t.select(call("SumFunction", $("x"), 5), call("HashFunction", $("y"))));
    p.sql("SELECT SumFunction(TRUE, 1)");
    p.sql("SHOW USER FUNCTIONS");
    env.dropTemporarySystemFunction("SumFunction");
    p.sql("SELECT SumFunction(1, 2)");
  }
}
