package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;

/** Table API expression methods of Flink 1.20 whose SQL functions or forms Quiver lacks today. */
public class ApiExpressionDslGaps {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    Table t = env.fromValues(
        DataTypes.ROW(DataTypes.FIELD("s", DataTypes.STRING()), DataTypes.FIELD("n", DataTypes.INT())),
        row("  hello world  ", 3), row("xxabcxx", (Object) null));
    check(p, t, "overlay", $("s").overlay("ZZ", 3));
    check(p, t, "overlay len", $("s").overlay("ZZ", 3, 4));
    check(p, t, "isJson object", lit("{\"a\": 1}").isJson(JsonType.OBJECT));
    check(p, t, "isJson array", lit("{\"a\": 1}").isJson(JsonType.ARRAY));
    check(p, t, "jsonValue default", lit("{\"a\": 7}").jsonValue("$.b", DataTypes.INT(), 42));
    check(p, t, "jsonQuery wrapper", lit("{\"a\": [1, 2]}").jsonQuery("$.a", JsonQueryWrapper.UNCONDITIONAL_ARRAY));
    check(p, t, "jsonString", jsonString($("n")));
    Table other = env.fromValues(DataTypes.ROW(DataTypes.FIELD("v", DataTypes.INT())), row(3), row(4));
    check(p, t, "in table", $("n").in(other));
  }

  private static void check(Probe p, Table t, String label, ApiExpression e) {
    p.attempt(label, () -> {
      java.util.List<String> out = new java.util.ArrayList<>();
      t.select(e.as("r")).execute().collect().forEachRemaining(r -> out.add(String.valueOf(r)));
      return out;
    });
  }
}
