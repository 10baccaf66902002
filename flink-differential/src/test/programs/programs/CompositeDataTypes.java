package programs;

import org.apache.flink.table.api.*;

/** DataTypes.ARRAY, MAP, MULTISET and ROW as Flink writes them, nullable and not. */
public class CompositeDataTypes {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.value("array", DataTypes.ARRAY(DataTypes.INT()));
    p.value("array not null", DataTypes.ARRAY(DataTypes.INT().notNull()).notNull());
    p.value("map", DataTypes.MAP(DataTypes.STRING(), DataTypes.BIGINT()));
    p.value("multiset", DataTypes.MULTISET(DataTypes.STRING()));
    p.value("row", DataTypes.ROW(DataTypes.FIELD("a", DataTypes.INT()), DataTypes.FIELD("b", DataTypes.ARRAY(DataTypes.STRING()))));
    p.value("row unnamed", DataTypes.ROW(DataTypes.INT(), DataTypes.STRING()));
    p.value("nested", DataTypes.MAP(DataTypes.STRING(), DataTypes.ROW(DataTypes.FIELD("x", DataTypes.DOUBLE()))));
  }
}
