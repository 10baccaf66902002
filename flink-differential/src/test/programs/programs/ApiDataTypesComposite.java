package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** ARRAY and MAP data types. */
public class ApiDataTypesComposite {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.value("array", DataTypes.ARRAY(DataTypes.INT()));
    p.value("map", DataTypes.MAP(DataTypes.STRING(), DataTypes.INT()));
  }
}
