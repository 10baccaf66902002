package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** DataTypes and their toString. */
public class ApiDataTypesToString {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.value("int", DataTypes.INT());
    p.value("intNotNull", DataTypes.INT().notNull());
    p.value("string", DataTypes.STRING());
    p.value("varchar", DataTypes.VARCHAR(10));
    p.value("decimal", DataTypes.DECIMAL(10, 2));
    p.value("timestamp", DataTypes.TIMESTAMP(3));
    p.value("ltz", DataTypes.TIMESTAMP_LTZ(3));
    p.value("bytes", DataTypes.BYTES());
    p.value("bigint", DataTypes.BIGINT());
    p.value("double", DataTypes.DOUBLE());
    p.value("date", DataTypes.DATE());
    p.value("boolean", DataTypes.BOOLEAN());
    p.value("row", DataTypes.ROW(DataTypes.FIELD("a", DataTypes.INT()), DataTypes.FIELD("b", DataTypes.STRING())));
    p.value("conversion", DataTypes.INT().getConversionClass());
  }
}
