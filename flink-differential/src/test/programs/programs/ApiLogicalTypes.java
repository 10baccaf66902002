package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

import org.apache.flink.table.types.DataType;
import org.apache.flink.table.types.logical.LogicalType;
import org.apache.flink.table.types.logical.LogicalTypeRoot;

/** LogicalType of composite and temporal DataTypes: roots, children, serializable strings, copies. */
public class ApiLogicalTypes {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    DataType[] types = {DataTypes.ARRAY(DataTypes.INT().notNull()), DataTypes.MAP(DataTypes.STRING(), DataTypes.BIGINT()),
        DataTypes.ROW(DataTypes.FIELD("a", DataTypes.INT()), DataTypes.FIELD("b", DataTypes.STRING().notNull())),
        DataTypes.STRING(), DataTypes.BYTES(), DataTypes.TIMESTAMP_LTZ(3), DataTypes.TIMESTAMP(6).notNull(), DataTypes.DECIMAL(5, 1)};
    for (DataType t : types) {
      LogicalType l = t.getLogicalType();
      p.value(t.toString(), l.getTypeRoot() + " children=" + l.getChildren() + " serializable=" + l.asSerializableString()
          + " notNull=" + l.copy(false) + " isRow=" + l.is(LogicalTypeRoot.ROW));
    }
    p.value("equal", DataTypes.INT().getLogicalType().equals(DataTypes.INT().getLogicalType()) + " "
        + DataTypes.INT().getLogicalType().equals(DataTypes.INT().notNull().getLogicalType()));
  }
}
