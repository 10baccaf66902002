package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** A syntax error is a SqlParserException. */
public class SqlParseError {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.sql("SELEC 1");
  }
}
