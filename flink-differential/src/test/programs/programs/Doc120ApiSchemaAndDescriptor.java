package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;

/** Schema.newBuilder with primary keys, column comments and metadata-free columns; descriptors created and read. */
public class Doc120ApiSchemaAndDescriptor {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    Schema schema = Schema.newBuilder()
        .column("id", DataTypes.BIGINT().notNull())
        .withComment("the key")
        .column("name", DataTypes.STRING())
        .column("score", "DECIMAL(5, 2)")
        .primaryKey("id")
        .build();
    p.value("schema", schema);
    p.value("columns", schema.getColumns());
    p.value("primaryKey", schema.getPrimaryKey());
    TableDescriptor descriptor = TableDescriptor.forConnector("datagen")
        .schema(schema)
        .option("number-of-rows", "3")
        .option("fields.id.kind", "sequence")
        .option("fields.id.start", "1")
        .option("fields.id.end", "3")
        .option("fields.name.length", "2")
        .build();
    p.value("descriptor options", descriptor.getOptions());
    p.value("descriptor schema", descriptor.getSchema().isPresent());
    env.createTemporaryTable("gen", descriptor);
    p.table(env.from("gen").select($("id")).orderBy($("id")));
    p.value("resolved", env.from("gen").getResolvedSchema());
    p.sql("DESCRIBE gen");
    p.attempt("primary key nullable", () -> Schema.newBuilder().column("a", DataTypes.INT()).primaryKey("a").build());
    p.attempt("unknown pk column", () -> {
      env.createTemporaryTable("bad", TableDescriptor.forConnector("blackhole").schema(Schema.newBuilder().column("a", DataTypes.INT().notNull()).primaryKey("b").build()).build());
      return env.from("bad").getResolvedSchema();
    });
  }
}
