package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;

/** Inner and outer joins of the Table API page over nullable columns. */
public class Doc120TableApiJoins {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    Table left = env.fromValues(DataTypes.ROW(DataTypes.FIELD("a", DataTypes.INT()), DataTypes.FIELD("b", DataTypes.STRING())),
        row(1, "l1"), row(2, "l2"), row(3, "l3"));
    Table right = env.fromValues(DataTypes.ROW(DataTypes.FIELD("d", DataTypes.INT()), DataTypes.FIELD("e", DataTypes.STRING())),
        row(2, "r2"), row(3, "r3"), row(4, "r4"));
    p.table(left.join(right).where($("a").isEqual($("d"))).select($("a"), $("b"), $("e")).orderBy($("a")));
    p.table(left.join(right, $("a").isEqual($("d"))).select($("a"), $("e")).orderBy($("a")));
    p.table(left.leftOuterJoin(right, $("a").isEqual($("d"))).select($("a"), $("b"), $("e")).orderBy($("a")));
    p.table(left.rightOuterJoin(right, $("a").isEqual($("d"))).select($("d"), $("e"), $("b")).orderBy($("d")));
    p.table(left.fullOuterJoin(right, $("a").isEqual($("d"))).select($("a"), $("d")).orderBy($("a"), $("d")));
    p.attempt("ambiguous", () -> left.join(left).getResolvedSchema());
  }
}
