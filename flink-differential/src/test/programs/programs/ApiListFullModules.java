package programs;

import static org.apache.flink.table.api.Expressions.*;

import org.apache.flink.table.api.*;
import org.apache.flink.types.Row;

/** listFullModules shows each module and whether it is used. */
public class ApiListFullModules {
  public static void run(TableEnvironment env, Probe p) throws Exception {
    p.value("full", java.util.Arrays.toString(env.listFullModules()));
  }
}
