package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** CREATE DATABASE, USE, SHOW DATABASES, DROP DATABASE. */
public class SqlCreateDatabaseUse {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.sql("CREATE DATABASE db1");
    p.sql("USE db1");
    p.sql("SHOW CURRENT DATABASE");
    p.sql("SHOW DATABASES");
    p.sql("USE default_database");
    p.sql("DROP DATABASE db1");
    p.sql("SHOW DATABASES");
  }
}
