package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/**
 * The Table API's orderBy with NULLs: ascending puts them last and descending first (Calcite's
 * RelBuilder default), where SQL's ORDER BY puts them first ascending.
 */
public class TableOrderByNulls {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    Table t = env.fromValues(
        DataTypes.ROW(DataTypes.FIELD("g", DataTypes.INT()), DataTypes.FIELD("x", DataTypes.STRING())),
        Row.of(1, "b"), Row.of(2, null), Row.of(1, null), Row.of(null, "a"), Row.of(2, "c"));
    p.table(t.orderBy($("x")));
    p.table(t.orderBy($("x").asc()));
    p.table(t.orderBy($("x").desc()));
    p.table(t.orderBy($("g").desc(), $("x").asc()));
    p.table(t.orderBy($("g"), $("x")).fetch(3));
    p.table(t.orderBy($("x").desc()).offset(1).fetch(2));
    env.createTemporaryView("t", t);
    p.sql("SELECT g, x FROM t ORDER BY x, g");
  }
}
