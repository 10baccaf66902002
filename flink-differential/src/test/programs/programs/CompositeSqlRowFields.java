package programs;

import org.apache.flink.table.api.*;

/** ROW values with named fields (a CAST to ROW<...>) and r.f access. */
public class CompositeSqlRowFields {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    env.executeSql("CREATE TEMPORARY VIEW people AS SELECT id, CAST(ROW(name, age) AS ROW<name STRING, age INT>) AS person"
        + " FROM (VALUES (1, 'ann', 31), (2, 'bob', 42)) AS t(id, name, age)");
    p.sql("SELECT id, person FROM people ORDER BY id");
    p.sql("SELECT id, people.person.name AS name, people.person.age + 1 AS older FROM people ORDER BY id");
    p.rows("SELECT person FROM people WHERE people.person.age > 40");
  }
}
