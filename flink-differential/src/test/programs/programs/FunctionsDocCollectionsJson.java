package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** Collection, value construction, value access and JSON functions of the system functions page. */
public class FunctionsDocCollectionsJson {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.sql("SELECT CARDINALITY(ARRAY[1, 2, 3]), ARRAY[1, 2, 3][2], ELEMENT(ARRAY['only']), CARDINALITY(MAP['a', 1, 'b', 2]), MAP['a', 1, 'b', 2]['b']");
    p.sql("SELECT ROW(1, 'a', TRUE), (1, 'x'), ARRAY['a', 'b'], MAP['k', 1.5]");
    p.sql("SELECT ROW(1, 'a').EXPR$1");
    p.sql("SELECT r.x, r.y FROM (SELECT ROW(1, 'b') AS r) AS t(r)");
    p.sql("SELECT '{}' IS JSON, '[]' IS JSON ARRAY, '1' IS JSON SCALAR, 'abc' IS JSON, JSON_EXISTS('{\"a\": true}', '$.a'), JSON_EXISTS('{\"a\": true}', '$.b')");
    p.sql("SELECT JSON_STRING(1), JSON_STRING('x'), JSON_STRING(ARRAY[1, 2]), JSON_VALUE('{\"a\": 5}', '$.a'), JSON_VALUE('{\"a\": 5}', '$.a' RETURNING INT), JSON_VALUE('{\"a\": 5}', '$.b' DEFAULT 'none' ON EMPTY)");
    p.sql("SELECT JSON_QUERY('{\"a\": [1, 2]}', '$.a'), JSON_QUERY('{\"a\": 1}', '$.a' WITH WRAPPER), JSON_OBJECT('k' VALUE 1, 'n' VALUE NULL), JSON_OBJECT('k' VALUE 1, 'n' VALUE NULL ABSENT ON NULL), JSON_ARRAY(1, 'two', NULL), JSON_ARRAY(1, NULL NULL ON NULL)");
    p.sql("SELECT JSON_OBJECT(KEY 'inner' VALUE JSON_OBJECT('x' VALUE 1)), JSON_QUERY('{\"a\": {\"b\": 1}}', '$.a' RETURNING ARRAY<STRING>)");
  }
}
