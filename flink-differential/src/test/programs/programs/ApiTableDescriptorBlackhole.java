package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** insertInto and executeInsert into a blackhole table made from a TableDescriptor. */
public class ApiTableDescriptorBlackhole {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    env.createTemporaryTable("sink", TableDescriptor.forConnector("blackhole").schema(Schema.newBuilder().column("n", DataTypes.INT()).build()).build());
    Table t = env.fromValues(1, 2, 3).as("n");
    p.print(t.executeInsert("sink"));
    p.print(t.insertInto("sink").execute());
    p.value("tables", java.util.Arrays.asList(env.listTables()));
  }
}
