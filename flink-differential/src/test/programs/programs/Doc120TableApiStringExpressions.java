package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;

/** String expressions of the Table API: upperCase, substring, trim, charLength, like, concat, regexp. */
public class Doc120TableApiStringExpressions {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    Table t = env.fromValues(DataTypes.ROW(DataTypes.FIELD("id", DataTypes.INT()), DataTypes.FIELD("s", DataTypes.STRING())),
        row(1, "Hello World"), row(2, "  flink  "), row(3, (String) null));
    p.table(t.select($("id"), $("s").upperCase(), $("s").lowerCase(), $("s").charLength(), $("s").trim(), $("s").substring(2, 3)).orderBy($("id")));
    p.table(t.select($("id"), $("s").like("H%"), $("s").similar("%li%"), $("s").position("o"), $("s").replace("o", "0"), $("s").initCap()).orderBy($("id")));
    p.table(t.select($("id"), concat($("s"), "!"), $("s").plus("?"), $("s").regexpReplace("o", "O"), $("s").regexpExtract("(W.*)", 1), $("s").lpad(12, "*")).orderBy($("id")));
    p.table(t.select($("id"), $("s").isNull(), $("s").isNotNull(), $("s").in("Hello World", "x"), $("s").reverse(), $("s").repeat(2)).orderBy($("id")));
    p.table(t.select($("id"), $("s").toBase64(), $("s").md5(), $("s").splitIndex(" ", 1), $("s").ltrim()).orderBy($("id")));
  }
}
