package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** Inner and outer joins as the Table API documentation writes them. */
public class TableDocJoins {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    Table left = env.fromValues(
        DataTypes.ROW(DataTypes.FIELD("a", DataTypes.INT()), DataTypes.FIELD("b", DataTypes.STRING()), DataTypes.FIELD("c", DataTypes.BIGINT())),
        row(1, "l1", 10L), row(2, "l2", 20L), row(3, "l3", 30L));
    Table right = env.fromValues(
        DataTypes.ROW(DataTypes.FIELD("d", DataTypes.INT()), DataTypes.FIELD("e", DataTypes.STRING()), DataTypes.FIELD("f", DataTypes.BIGINT())),
        row(1, "r1", 100L), row(3, "r3", 300L), row(4, "r4", 400L));
    p.table(left.join(right).where($("a").isEqual($("d"))).select($("a"), $("b"), $("e")).orderBy($("a").asc()));
    p.table(left.leftOuterJoin(right, $("a").isEqual($("d"))).select($("a"), $("b"), $("e")).orderBy($("a").asc()));
    p.table(left.rightOuterJoin(right, $("a").isEqual($("d"))).select($("a"), $("b"), $("e")).orderBy($("e").asc()));
    p.table(left.fullOuterJoin(right, $("a").isEqual($("d"))).select($("a"), $("b"), $("d"), $("e")).orderBy($("b").asc(), $("e").asc()));
    p.table(left.join(right, $("a").isEqual($("d")).and($("c").isLess(25L))).select($("b"), $("e")));
    p.table(left.select($("a"), $("b")).where($("a").in(right.select($("d")))).orderBy($("a").asc()));
    p.attempt("ambiguous", () -> left.join(left).getResolvedSchema());
  }
}
