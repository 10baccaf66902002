package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** fromValues with an explicit ROW data type widens and names the columns. */
public class TableFromValuesRowDataType {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    Table t = env.fromValues(DataTypes.ROW(DataTypes.FIELD("id", DataTypes.BIGINT()), DataTypes.FIELD("name", DataTypes.STRING()), DataTypes.FIELD("price", DataTypes.DECIMAL(8, 2))), row(1, "pen", 1.5), row(2L, "ink", 20));
    p.table(t.orderBy($("id").asc()));
    p.table(t.select($("price").times(2).as("double_price"), $("name").upperCase().as("n")).orderBy($("n").asc()));
  }
}
