package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** IFNULL, NULLIF, COALESCE, IF and IS_ALPHA/IS_DIGIT/IS_DECIMAL. */
public class FunctionsConditional {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.sql("SELECT IFNULL(CAST(NULL AS INT), 7) AS a, IFNULL(3, 7) AS b, NULLIF('x', 'y') AS c, COALESCE(CAST(NULL AS STRING), 'z') AS d, IF(1 > 2, 'yes', 'no') AS e, IS_ALPHA('abc') AS f, IS_DIGIT('123') AS g, IS_DECIMAL('1.5') AS h");
  }
}
