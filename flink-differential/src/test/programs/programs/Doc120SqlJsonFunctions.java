package programs;

import org.apache.flink.table.api.*;

/** JSON functions of the system functions page. */
public class Doc120SqlJsonFunctions {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.sql("SELECT JSON_EXISTS('{\"a\": true}', '$.a'), JSON_EXISTS('{\"a\": true}', '$.b'), JSON_EXISTS('{\"a\": [{ \"b\": 1 }]}', '$.a[0].b')");
    p.sql("SELECT JSON_VALUE('{\"a\": true}', '$.a'), JSON_VALUE('{\"a\": 1}', '$.a' RETURNING INT), JSON_VALUE('{\"a\": 1}', '$.b' DEFAULT 'x' ON EMPTY), JSON_VALUE('{\"a\": [1, 2]}', '$.a[1]')");
    p.sql("SELECT JSON_QUERY('{\"a\": {\"b\": 1}}', '$.a'), JSON_QUERY('{\"a\": [1, 2]}', '$.a'), JSON_QUERY('{\"a\": 1}', '$.b')");
    p.sql("SELECT JSON_OBJECT('k' VALUE 'v'), JSON_OBJECT(KEY 'a' VALUE 1, KEY 'b' VALUE JSON_ARRAY(1, 2)), JSON_ARRAY('a', 1, TRUE), JSON_OBJECT('n' VALUE CAST(NULL AS INT) ABSENT ON NULL)");
    p.sql("SELECT '{}' IS JSON, '[]' IS JSON ARRAY, 'abc' IS JSON, '{\"a\": 1}' IS JSON OBJECT, '1' IS JSON SCALAR");
    p.sql("SELECT JSON_STRING(1), JSON_STRING('abc'), JSON_STRING(ARRAY[1, 2])");
  }
}
