package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.table.expressions.TimePointUnit;

/** The Table API's expression methods of Flink 1.20 beyond the basics, each evaluated on its own. */
public class ApiExpressionDslMore {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    Table t = env.fromValues(
        DataTypes.ROW(DataTypes.FIELD("s", DataTypes.STRING()), DataTypes.FIELD("x", DataTypes.DOUBLE()),
            DataTypes.FIELD("n", DataTypes.INT()), DataTypes.FIELD("ts", DataTypes.TIMESTAMP(3))),
        row("  hello world  ", 0.5, 3, java.time.LocalDateTime.of(2024, 3, 1, 10, 30)),
        row("xxabcxx", -0.25, null, java.time.LocalDateTime.of(2023, 12, 31, 23, 59, 59)));
    check(p, t, "left", $("s").left(4));
    check(p, t, "right", $("s").right(4));
    check(p, t, "substr", $("s").substr(3));
    check(p, t, "substr len", $("s").substr(3, 5));
    check(p, t, "locate", lit("l").locate($("s")));
    check(p, t, "locate from", lit("l").locate($("s"), 6));
    check(p, t, "instr", $("s").instr("o"));
    check(p, t, "trim x", $("s").trim("x"));
    check(p, t, "trimLeading x", $("s").trimLeading("x"));
    check(p, t, "trimTrailing x", $("s").trimTrailing("x"));
    check(p, t, "asin", $("x").asin());
    check(p, t, "acos", $("x").acos());
    check(p, t, "atan", $("x").atan());
    check(p, t, "sinh", $("x").sinh());
    check(p, t, "cosh", $("x").cosh());
    check(p, t, "tanh", $("x").tanh());
    check(p, t, "cot", $("x").cot());
    check(p, t, "ifNull", $("n").ifNull(-1));
    check(p, t, "atan2", atan2($("x"), 1));
    check(p, t, "log", log($("n")));
    check(p, t, "log base", log(2, $("n")));
    check(p, t, "negative", negative($("n")));
    check(p, t, "callSql", callSql("UPPER(s) || '!'"));
    check(p, t, "timestampDiff", timestampDiff(TimePointUnit.DAY, $("ts"), lit("2024-06-01 00:00:00").toTimestamp()));
    check(p, t, "plus weeks", $("ts").plus(lit(2).weeks()));
    check(p, t, "plus quarters", $("ts").plus(lit(1).quarters()));
    check(p, t, "plus millis", $("ts").plus(lit(1500).millis()));
    check(p, t, "plus day", $("ts").plus(lit(1).day()));
    check(p, t, "toDate", toDate("2024-02-29"));
    check(p, t, "toTimestamp", toTimestamp("2024-02-29 08:09:10"));
    check(p, t, "dateFormat", dateFormat($("ts"), "yyyy/MM/dd HH"));
    check(p, t, "jsonValue int", lit("{\"a\": 7}").jsonValue("$.a", DataTypes.INT()));
    check(p, t, "jsonExists error", lit("{\"a\": 7}").jsonExists("$.a", JsonExistsOnError.FALSE));
    check(p, t, "jsonObject", jsonObject(JsonOnNull.NULL, "k", $("n")));
    check(p, t, "jsonArray", jsonArray(JsonOnNull.ABSENT, $("n"), "z"));
  }

  private static void check(Probe p, Table t, String label, ApiExpression e) {
    p.attempt(label, () -> {
      java.util.List<String> out = new java.util.ArrayList<>();
      t.select(e.as("r")).execute().collect().forEachRemaining(r -> out.add(String.valueOf(r)));
      return out;
    });
  }
}
