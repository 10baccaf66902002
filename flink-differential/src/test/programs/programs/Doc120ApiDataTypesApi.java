package programs;

import org.apache.flink.table.api.*;
import org.apache.flink.table.types.DataType;
import org.apache.flink.table.types.logical.LogicalType;
import org.apache.flink.table.types.logical.LogicalTypeRoot;

/** The data types page's API: DataTypes constructors, nullability, logical types, conversion classes. */
public class Doc120ApiDataTypesApi {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    DataType[] types = {
        DataTypes.CHAR(5), DataTypes.VARCHAR(10), DataTypes.STRING(), DataTypes.BOOLEAN(), DataTypes.BINARY(3), DataTypes.VARBINARY(4),
        DataTypes.BYTES(), DataTypes.DECIMAL(10, 2), DataTypes.TINYINT(), DataTypes.SMALLINT(), DataTypes.INT(), DataTypes.BIGINT(),
        DataTypes.FLOAT(), DataTypes.DOUBLE(), DataTypes.DATE(), DataTypes.TIME(3), DataTypes.TIMESTAMP(6), DataTypes.TIMESTAMP_LTZ(3),
        DataTypes.ARRAY(DataTypes.INT().notNull()), DataTypes.MAP(DataTypes.STRING(), DataTypes.BIGINT()), DataTypes.MULTISET(DataTypes.STRING()),
        DataTypes.ROW(DataTypes.FIELD("a", DataTypes.INT()), DataTypes.FIELD("b", DataTypes.STRING(), "a comment")),
        DataTypes.INTERVAL(DataTypes.DAY(), DataTypes.SECOND(3)), DataTypes.INTERVAL(DataTypes.YEAR(2), DataTypes.MONTH()), DataTypes.NULL(),
        DataTypes.TIMESTAMP_WITH_LOCAL_TIME_ZONE(), DataTypes.TIMESTAMP_WITH_TIME_ZONE(3)
    };
    for (DataType t : types) {
      LogicalType lt = t.getLogicalType();
      p.value(t.toString(), lt.getTypeRoot() + " " + lt.isNullable() + " " + t.getConversionClass().getName() + " " + lt.asSummaryString() + " " + lt.asSerializableString());
    }
    p.value("notNull", DataTypes.INT().notNull() + " " + DataTypes.INT().notNull().nullable());
    p.value("bridged", DataTypes.TIMESTAMP(3).bridgedTo(java.sql.Timestamp.class).getConversionClass().getName());
    p.value("children", DataTypes.ROW(DataTypes.FIELD("x", DataTypes.INT())).getChildren());
    p.value("root", DataTypes.DECIMAL(5, 1).getLogicalType().is(LogicalTypeRoot.DECIMAL));
    p.value("equals", DataTypes.INT().equals(DataTypes.INT()) + " " + DataTypes.INT().equals(DataTypes.INT().notNull()));
    p.attempt("bad decimal", () -> DataTypes.DECIMAL(40, 2));
    p.attempt("bad varchar", () -> DataTypes.VARCHAR(0));
  }
}
