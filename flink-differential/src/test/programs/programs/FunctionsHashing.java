package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** MD5, SHA1, SHA224, SHA256, SHA384, SHA512 and SHA2 of strings, and of NULL. */
public class FunctionsHashing {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.sql("SELECT MD5('flink') AS m, SHA1('flink') AS s1, SHA224('flink') AS s224, SHA256('flink') AS s256, SHA384('a') AS s384, SHA512('a') AS s512, SHA2('flink', 256) AS s2");
    p.sql("SELECT MD5(CAST(NULL AS STRING)) AS m, SHA256(CAST(NULL AS STRING)) AS s");
  }
}
