package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** A datagen table from a TableDescriptor, queried and inserted into a print sink (Flink's quickstart). */
public class DocDataGenDescriptor {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    env.createTemporaryTable("SourceTable", TableDescriptor.forConnector("datagen")
        .schema(Schema.newBuilder().column("f0", DataTypes.STRING()).column("id", DataTypes.INT()).build())
        .option("number-of-rows", "4")
        .option("fields.id.kind", "sequence").option("fields.id.start", "1").option("fields.id.end", "4")
        .option("fields.f0.length", "3")
        .build());
    env.executeSql("CREATE TEMPORARY TABLE SinkTable WITH ('connector' = 'print') LIKE SourceTable (EXCLUDING OPTIONS)");
    Table t = env.from("SourceTable");
    p.value("schema", t.getResolvedSchema());
    p.table(t.select($("id"), $("f0").charLength().as("len")).orderBy($("id").asc()));
    p.sink("INSERT INTO SinkTable SELECT 'x', id FROM SourceTable", true);
  }
}
