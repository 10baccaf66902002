package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** Schema.newBuilder with physical, computed and metadata columns, a watermark and a key; toString and resolution. */
public class ApiDocSchemaBuilder {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    Schema schema = Schema.newBuilder()
        .column("id", DataTypes.BIGINT().notNull())
        .column("name", DataTypes.STRING())
        .column("ts", DataTypes.TIMESTAMP(3))
        .columnByExpression("id2", "id * 2")
        .columnByExpression("up", $("name").upperCase())
        .watermark("ts", "ts - INTERVAL '5' SECOND")
        .primaryKey("id")
        .build();
    p.value("schema", schema);
    p.value("columns", schema.getColumns().size());
    p.value("key", schema.getPrimaryKey().get().getColumnNames());
    env.createTemporaryTable("T", TableDescriptor.forConnector("datagen").schema(schema).option("number-of-rows", "1").build());
    p.value("resolved", env.from("T").getResolvedSchema());
    p.sql("DESCRIBE T");
    Schema derived = Schema.newBuilder().fromSchema(schema).build();
    p.value("derived", derived.equals(schema));
    Schema named = Schema.newBuilder().column("a", "INT NOT NULL").column("b", "ARRAY<STRING>").primaryKeyNamed("pk_a", "a").build();
    p.value("named", named);
    env.createTemporaryTable("N", TableDescriptor.forConnector("blackhole").schema(named).build());
    p.value("namedResolved", env.from("N").getResolvedSchema());
    p.attempt("keyOnNullable", () -> {
      env.createTemporaryTable("K", TableDescriptor.forConnector("blackhole").schema(Schema.newBuilder().column("a", DataTypes.INT()).primaryKey("a").build()).build());
      return env.from("K").getResolvedSchema();
    });
    p.attempt("duplicate", () -> Schema.newBuilder().column("a", DataTypes.INT()).column("a", DataTypes.INT()).build());
    p.attempt("resolveDuplicate", () -> {
      env.createTemporaryTable("D", TableDescriptor.forConnector("blackhole").schema(Schema.newBuilder().column("a", DataTypes.INT()).column("a", DataTypes.INT()).build()).build());
      return "ok";
    });
  }
}
