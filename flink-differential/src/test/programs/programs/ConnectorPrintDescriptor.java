package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** A print sink made with TableDescriptor and written through the Table API. */
public class ConnectorPrintDescriptor {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    env.createTemporaryTable("wc_out", TableDescriptor.forConnector("print")
        .schema(Schema.newBuilder().column("word", DataTypes.STRING()).column("cnt", DataTypes.BIGINT()).build())
        .option("print-identifier", "wc")
        .build());
    Table words = env.fromValues(DataTypes.ROW(DataTypes.FIELD("word", DataTypes.STRING())), row("to"), row("be"), row("or"), row("not"), row("to"), row("be"));
    env.createTemporaryView("words", words);
    p.sink("INSERT INTO wc_out SELECT word, COUNT(*) AS cnt FROM words GROUP BY word", true);
    p.value("described", env.from("wc_out").getResolvedSchema());
  }
}
