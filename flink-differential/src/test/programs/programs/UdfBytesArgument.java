package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

import org.apache.flink.table.functions.ScalarFunction;

/** ScalarFunctions taking and returning byte[] (BYTES). */
public class UdfBytesArgument {
  public static class Length extends ScalarFunction {
    public int eval(byte[] b) {
      return b.length;
    }
  }

  public static class Reverse extends ScalarFunction {
    public byte[] eval(byte[] b) {
      byte[] r = new byte[b.length];
      for (int i = 0; i < b.length; i++) {
        r[i] = b[b.length - 1 - i];
      }
      return r;
    }
  }

  public static void run(TableEnvironment env, Probe p) throws Exception {
    env.createTemporarySystemFunction("len_of", Length.class);
    env.createTemporarySystemFunction("rev", Reverse.class);
    p.sql("SELECT len_of(X'010203') AS a, rev(X'010203') AS b, len_of(CAST('abcd' AS BYTES)) AS c");
  }
}
