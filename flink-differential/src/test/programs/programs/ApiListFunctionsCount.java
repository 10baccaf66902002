package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** How many functions listFunctions shows, and some of them. */
public class ApiListFunctionsCount {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    String[] fs = env.listFunctions();
    java.util.Set<String> set = new java.util.TreeSet<>(java.util.Arrays.asList(fs));
    for (String f : new String[] {"abs", "if", "concat_ws", "to_date", "to_timestamp_ltz", "log2", "date_format", "typeof", "json_value", "regexp_extract", "split_index", "uuid"}) {
      p.value(f, set.contains(f));
    }
  }
}
