package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** A datagen TableDescriptor with sequence fields, its toString, and createTable versus createTemporaryTable. */
public class ApiDocTableDescriptorDatagen {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    TableDescriptor gen = TableDescriptor.forConnector("datagen")
        .schema(Schema.newBuilder()
            .column("f0", DataTypes.INT())
            .column("f1", DataTypes.BIGINT())
            .build())
        .option("number-of-rows", "4")
        .option("fields.f0.kind", "sequence")
        .option("fields.f0.start", "1")
        .option("fields.f0.end", "4")
        .option("fields.f1.kind", "sequence")
        .option("fields.f1.start", "10")
        .option("fields.f1.end", "13")
        .comment("generated")
        .build();
    p.value("descriptor", gen);
    env.createTemporaryTable("SourceTableA", gen);
    env.createTable("SourceTableB", gen);
    p.table(env.from("SourceTableA").orderBy($("f0").asc()));
    p.sql("SELECT f0 * 2 AS d, f1 FROM SourceTableB ORDER BY f0");
    p.sql("SHOW TABLES");
    p.sql("SHOW CREATE TABLE SourceTableB");
    p.attempt("again", () -> {
      env.createTable("SourceTableB", gen);
      return "created";
    });
  }
}
