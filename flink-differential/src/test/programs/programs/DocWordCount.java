package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** The word count of Flink's Table API documentation, printed. */
public class DocWordCount {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    Table words = env.fromValues(DataTypes.ROW(DataTypes.FIELD("word", DataTypes.STRING()), DataTypes.FIELD("frequency", DataTypes.BIGINT())),
        row("Hello", 1L), row("Ciao", 1L), row("Hello", 2L));
    Table counts = words.groupBy($("word")).select($("word"), $("frequency").sum().as("frequency"));
    p.value("schema", counts.getResolvedSchema());
    p.rows(counts.orderBy($("word").asc()));
    env.createTemporaryView("WordTable", words);
    p.sql("SELECT word, SUM(frequency) AS frequency FROM WordTable GROUP BY word ORDER BY word");
    TableResult r = env.sqlQuery("SELECT word, SUM(frequency) AS frequency FROM WordTable GROUP BY word HAVING SUM(frequency) > 1").execute();
    p.print(r);
  }
}
