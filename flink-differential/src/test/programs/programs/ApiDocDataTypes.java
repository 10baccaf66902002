package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.table.types.DataType;
import org.apache.flink.table.types.logical.LogicalType;
import org.apache.flink.types.Row;

/** DataTypes from the data types page: toString, summary, serializable string, conversion class, children. */
public class ApiDocDataTypes {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    DataType[] types = {
        DataTypes.INTERVAL(DataTypes.DAY(), DataTypes.SECOND(3)),
        DataTypes.INTERVAL(DataTypes.YEAR(2), DataTypes.MONTH()),
        DataTypes.TIMESTAMP_LTZ(3),
        DataTypes.TIMESTAMP_WITH_LOCAL_TIME_ZONE(6),
        DataTypes.TIME(),
        DataTypes.TIMESTAMP(),
        DataTypes.CHAR(5).notNull(),
        DataTypes.BINARY(4),
        DataTypes.VARBINARY(10),
        DataTypes.MULTISET(DataTypes.STRING()),
        DataTypes.MAP(DataTypes.STRING().notNull(), DataTypes.ARRAY(DataTypes.INT())),
        DataTypes.ROW(DataTypes.FIELD("a", DataTypes.INT(), "first field"), DataTypes.FIELD("b", DataTypes.STRING())),
        DataTypes.ROW(DataTypes.INT(), DataTypes.STRING()),
        DataTypes.DECIMAL(38, 0).notNull().nullable(),
        DataTypes.NULL(),
        DataTypes.BOOLEAN().bridgedTo(boolean.class),
        DataTypes.TIMESTAMP(3).bridgedTo(java.sql.Timestamp.class),
        DataTypes.FLOAT(),
        DataTypes.TINYINT(),
        DataTypes.SMALLINT(),
        DataTypes.BYTES(),
    };
    for (DataType t : types) {
      LogicalType lt = t.getLogicalType();
      p.value(t.toString(), lt.asSummaryString() + " | " + lt.asSerializableString() + " | " + t.getConversionClass().getName()
          + " | " + lt.getTypeRoot() + " | " + lt.isNullable() + " | " + t.getChildren());
    }
    p.attempt("unresolved", () -> DataTypes.of("ARRAY<INT>").toString());
    p.attempt("badPrecision", () -> DataTypes.DECIMAL(50, 2));
    p.attempt("badBridge", () -> DataTypes.INT().bridgedTo(String.class));
    p.value("equals", DataTypes.INT().equals(DataTypes.INT()) + " " + DataTypes.INT().equals(DataTypes.INT().notNull()));
    p.value("fields", DataType.getFieldNames(DataTypes.ROW(DataTypes.FIELD("x", DataTypes.INT()), DataTypes.FIELD("y", DataTypes.STRING()))));
    p.value("fieldTypes", DataType.getFieldDataTypes(DataTypes.ROW(DataTypes.FIELD("x", DataTypes.INT()), DataTypes.FIELD("y", DataTypes.STRING()))));
  }
}
