package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** The Table API's listAgg(), with the default and an explicit separator. */
public class TableListAgg {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    Table emp = env.fromValues(
        DataTypes.ROW(DataTypes.FIELD("name", DataTypes.STRING()), DataTypes.FIELD("dept", DataTypes.STRING())),
        Row.of("ann", "eng"), Row.of("bob", "eng"), Row.of("cid", "ops"), Row.of(null, "ops"), Row.of("eve", null));
    p.table(emp.groupBy($("dept")).select($("dept"), $("name").listAgg().as("names"), $("name").listAgg(" & ").as("amp"))
        .orderBy($("names")));
    p.table(emp.select($("dept").listAgg("/").as("depts")));
  }
}
