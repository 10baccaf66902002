package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;

/** addColumns, addOrReplaceColumns, renameColumns, dropColumns and withColumns of the Table API page. */
public class Doc120TableApiColumnOperations {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    Table t = env.fromValues(DataTypes.ROW(DataTypes.FIELD("a", DataTypes.INT()), DataTypes.FIELD("b", DataTypes.STRING()), DataTypes.FIELD("c", DataTypes.DOUBLE())),
        row(1, "one", 1.5), row(2, "two", 2.5));
    p.table(t.addColumns(concat($("b"), "sunny").as("desc")).orderBy($("a")));
    p.table(t.addOrReplaceColumns($("a").times(10).as("a"), lit(true).as("flag")).orderBy($("a")));
    p.table(t.renameColumns($("b").as("b2"), $("c").as("c2")).orderBy($("a")));
    p.table(t.dropColumns($("b"), $("c")).orderBy($("a")));
    p.table(t.select(withColumns(range(2, 3))).orderBy($("b")));
    p.table(t.select(withoutColumns($("b"))).orderBy($("a")));
    p.table(t.select($("*"), $("a").plus(1).as("next")).orderBy($("a")));
    p.attempt("drop unknown", () -> t.dropColumns($("nope")).getResolvedSchema());
    p.attempt("rename clash", () -> t.renameColumns($("a").as("b")).getResolvedSchema());
  }
}
