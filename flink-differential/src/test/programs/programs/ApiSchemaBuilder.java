package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** Schema.newBuilder with columns, a primary key and a table made from a TableDescriptor. */
public class ApiSchemaBuilder {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    Schema schema = Schema.newBuilder().column("id", DataTypes.INT().notNull()).column("name", DataTypes.STRING()).column("amount", DataTypes.DECIMAL(10, 2)).primaryKey("id").build();
    env.createTemporaryTable("gen", TableDescriptor.forConnector("datagen").schema(schema).option("number-of-rows", "3").option("fields.id.kind", "sequence").option("fields.id.start", "1").option("fields.id.end", "3").build());
    Table t = env.from("gen");
    p.value("columns", t.getResolvedSchema().getColumnNames());
    p.value("types", t.getResolvedSchema().getColumnDataTypes());
    p.value("primary key", t.getResolvedSchema().getPrimaryKey().isPresent());
    p.table(t.select($("id")).orderBy($("id").asc()));
  }
}
