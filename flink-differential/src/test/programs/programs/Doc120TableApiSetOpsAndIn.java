package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;

/** union, unionAll, intersect, minus and in of the Table API page. */
public class Doc120TableApiSetOpsAndIn {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    Table left = env.fromValues(DataTypes.ROW(DataTypes.FIELD("a", DataTypes.INT()), DataTypes.FIELD("b", DataTypes.STRING())),
        row(1, "x"), row(2, "y"), row(2, "y"), row(3, "z"));
    Table right = env.fromValues(DataTypes.ROW(DataTypes.FIELD("a", DataTypes.INT()), DataTypes.FIELD("b", DataTypes.STRING())),
        row(2, "y"), row(4, "w"));
    p.table(left.union(right).orderBy($("a")));
    p.table(left.unionAll(right).orderBy($("a")));
    p.table(left.intersect(right));
    p.table(left.minus(right).orderBy($("a")));
    p.table(left.minusAll(right).orderBy($("a")));
    p.table(left.where($("a").in(right.select($("a")))).orderBy($("a")));
    p.table(left.where($("a").in(1, 3)).orderBy($("a")));
    p.attempt("union of different schemas", () -> left.union(right.select($("a"))).getResolvedSchema());
  }
}
