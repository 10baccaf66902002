package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** TableDescriptor.forConnector("filesystem") with a FormatDescriptor, written with executeInsert and read back. */
public class ApiDocTableDescriptorFilesystem {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    String dir = java.nio.file.Files.createTempDirectory("desc").toUri().toString();
    TableDescriptor descriptor = TableDescriptor.forConnector("filesystem")
        .schema(Schema.newBuilder()
            .column("id", DataTypes.INT())
            .column("name", DataTypes.STRING())
            .build())
        .option("path", dir)
        .format(FormatDescriptor.forFormat("csv").option("field-delimiter", "|").build())
        .build();
    p.value("schema", descriptor.getSchema().get());
    p.value("options", new java.util.TreeMap<>(descriptor.getOptions()).keySet());
    p.value("format", descriptor.getOptions().get("format") + " " + descriptor.getOptions().get("csv.field-delimiter"));
    env.createTemporaryTable("SinkTable", descriptor);
    Table data = env.fromValues(row(1, "Ann"), row(2, "Bob")).as("id", "name");
    p.print(data.executeInsert("SinkTable"));
    p.table(env.from("SinkTable").orderBy($("id").asc()));
    p.print(data.select($("id").plus(10), $("name")).executeInsert("SinkTable", true));
    p.table(env.from("SinkTable").orderBy($("id").asc()));
    p.table(env.from(descriptor).orderBy($("id").asc()));
    p.value("listed", java.util.Arrays.toString(env.listTables()));
  }
}
