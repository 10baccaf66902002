package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.table.functions.ScalarFunction;
import org.apache.flink.types.Row;

/** The documentation's SubstringFunction: called inline, registered, and from SQL. */
public class UdfDocSubstring {
  public static class SubstringFunction extends ScalarFunction {
    public String eval(String s, Integer begin, Integer end) {
      return s.substring(begin, end);
    }
  }

  public static void run(TableEnvironment env, Probe p) throws Exception {
    env.createTemporaryView("MyTable", env.fromValues(DataTypes.ROW(DataTypes.FIELD("myField", DataTypes.STRING())), row("Hello Flink world"), row("abcdefghijklmnop")));
    p.table(env.from("MyTable").select(call(SubstringFunction.class, $("myField"), 5, 12)));
    env.createTemporarySystemFunction("SubstringFunction", SubstringFunction.class);
    p.table(env.from("MyTable").select(call("SubstringFunction", $("myField"), 5, 12)));
    p.sql("SELECT SubstringFunction(myField, 5, 12) FROM MyTable");
    p.sql("SELECT SubstringFunction(myField, 5, 12) AS sub, myField FROM MyTable WHERE SubstringFunction(myField, 0, 1) = 'H'");
    p.sql("SELECT SubstringFunction(myField, 5) FROM MyTable");
    p.sql("SELECT SubstringFunction(myField, 'a', 12) FROM MyTable");
  }
}
