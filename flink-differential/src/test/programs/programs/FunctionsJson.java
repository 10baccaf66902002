package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** JSON_VALUE, JSON_QUERY, JSON_EXISTS, JSON_OBJECT and JSON_ARRAY. */
public class FunctionsJson {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.sql("SELECT JSON_VALUE('{\"a\": {\"b\": 7}}', '$.a.b') AS v, JSON_QUERY('{\"a\": [1, 2]}', '$.a') AS q, JSON_EXISTS('{\"a\": 1}', '$.a') AS e, JSON_OBJECT('k' VALUE 1) AS o, JSON_ARRAY(1, 'x') AS arr");
  }
}
