package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.table.types.DataType;
import org.apache.flink.types.Row;

/** DataTypes toString, nullability and logical type roots. */
public class ApiDataTypesMore {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    DataType[] types = {DataTypes.TIMESTAMP(3), DataTypes.TIMESTAMP_LTZ(3), DataTypes.TIME(0), DataTypes.BYTES(), DataTypes.BINARY(4), DataTypes.VARBINARY(10), DataTypes.CHAR(2), DataTypes.VARCHAR(5), DataTypes.DECIMAL(10, 2).notNull(), DataTypes.DOUBLE().nullable(), DataTypes.STRING().notNull(), DataTypes.TINYINT(), DataTypes.SMALLINT(), DataTypes.FLOAT(), DataTypes.DATE(), DataTypes.BOOLEAN().notNull()};
    for (DataType t : types) {
      p.value(t.toString(), t.getLogicalType().getTypeRoot() + " nullable=" + t.getLogicalType().isNullable() + " " + t.getLogicalType().asSummaryString());
    }
  }
}
