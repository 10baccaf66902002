package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.table.types.DataType;
import org.apache.flink.types.Row;

/** fromValues with an explicit row type holding ARRAY and ROW fields: schema, print and rows. */
public class CompositeFromValues {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    DataType type = DataTypes.ROW(
        DataTypes.FIELD("id", DataTypes.INT()),
        DataTypes.FIELD("tags", DataTypes.ARRAY(DataTypes.STRING())),
        DataTypes.FIELD("point", DataTypes.ROW(DataTypes.FIELD("x", DataTypes.INT()), DataTypes.FIELD("y", DataTypes.INT()))));
    Table t = env.fromValues(type,
        Row.of(1, new String[] {"a", "b"}, Row.of(1, 2)),
        Row.of(2, new String[] {"c", null}, Row.of(3, 4)));
    p.table(t);
    p.rows(t);
  }
}
