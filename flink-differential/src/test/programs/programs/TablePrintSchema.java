package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** printSchema prints the resolved schema. */
public class TablePrintSchema {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    Table orders = env.fromValues(
        DataTypes.ROW(DataTypes.FIELD("id", DataTypes.INT()), DataTypes.FIELD("customer", DataTypes.STRING()), DataTypes.FIELD("amount", DataTypes.DECIMAL(10, 2)), DataTypes.FIELD("qty", DataTypes.INT())),
        row(1, "alice", new java.math.BigDecimal("12.50"), 3), row(2, "bob", new java.math.BigDecimal("40.00"), 1),
        row(3, "alice", new java.math.BigDecimal("7.25"), 2), row(4, "carol", new java.math.BigDecimal("99.99"), 5));
    p.value("printSchema", p.captured(orders::printSchema));
  }
}
