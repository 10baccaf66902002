package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** The primary key of a resolved schema: its constraint, name, columns and place in toString(). */
public class ApiSchemaPrimaryKey {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.run("CREATE TABLE orders (id INT NOT NULL, region STRING NOT NULL, total DOUBLE, PRIMARY KEY (id, region) NOT ENFORCED) WITH ('connector' = 'datagen', 'number-of-rows' = '1')");
    org.apache.flink.table.catalog.ResolvedSchema s = env.from("orders").getResolvedSchema();
    p.value("schema", s);
    p.value("key", s.getPrimaryKey().map(k -> k.getName() + " " + k.getColumns() + " " + k.getType() + " " + k.isEnforced()).orElse("none"));
    p.value("summary", s.getPrimaryKey().get().asSummaryString());
    p.value("indexes", java.util.Arrays.toString(s.getPrimaryKeyIndexes()));
    p.value("no key", env.fromValues(1).getResolvedSchema().getPrimaryKey().isPresent());
  }
}
