package io.quiver.flink.bridge.impl;

import io.quiver.flink.bridge.FlinkBridge;
import java.net.URL;
import java.net.URLClassLoader;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.flink.api.common.RuntimeExecutionMode;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.ExecutionOptions;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.table.api.EnvironmentSettings;
import org.apache.flink.table.api.TableResult;
import org.apache.flink.table.api.bridge.java.StreamTableEnvironment;
import org.apache.flink.table.functions.UserDefinedFunction;
import org.apache.flink.types.Row;
import org.apache.flink.util.CloseableIterator;

/**
 * Flink's side of {@link FlinkBridge}, defined by the Flink class loader. The execution environment
 * is built from the configuration as Flink's own clients build it, so {@code execution.target}
 * picks the {@code PipelineExecutor} (remote, local, yarn-session, ...) and {@code pipeline.jars}
 * travel with the job.
 */
public final class FlinkBridgeImpl implements FlinkBridge {
  @Override
  public List<Object[]> run(Map<String, String> configuration, List<URL> userJars, List<String[]> steps,
      String statement, boolean query, List<String> skipped) throws Exception {
    ClassLoader flink = FlinkBridgeImpl.class.getClassLoader();
    ClassLoader user = userJars.isEmpty() ? flink : new URLClassLoader(userJars.toArray(new URL[0]), flink);
    Thread thread = Thread.currentThread();
    ClassLoader saved = thread.getContextClassLoader();
    thread.setContextClassLoader(user);
    try {
      Configuration conf = Configuration.fromMap(configuration);
      conf.set(ExecutionOptions.RUNTIME_MODE, RuntimeExecutionMode.BATCH);
      StreamExecutionEnvironment env = new StreamExecutionEnvironment(conf, user);
      EnvironmentSettings settings = EnvironmentSettings.newInstance().inBatchMode().withConfiguration(conf)
          .withClassLoader(user).build();
      StreamTableEnvironment tEnv = StreamTableEnvironment.create(env, settings);
      for (String[] step : steps) {
        try {
          switch (step[0]) {
            case "sql", "sql?" -> tEnv.executeSql(step[1]).await();
            case "function" -> function(tEnv, user, step[1], step[2], step[3]);
            default -> throw new IllegalArgumentException("unknown step " + step[0]);
          }
        } catch (Exception e) {
          if (!step[0].equals("sql?")) {
            throw e;
          }
          skipped.add(step[1] + ": " + e.getMessage());
        }
      }
      TableResult result = tEnv.executeSql(statement);
      if (!query) {
        result.await();
        return null;
      }
      List<Object[]> rows = new ArrayList<>();
      try (CloseableIterator<Row> it = result.collect()) {
        while (it.hasNext()) {
          rows.add(fields(it.next()));
        }
      }
      return rows;
    } finally {
      thread.setContextClassLoader(saved);
    }
  }

  @SuppressWarnings("unchecked")
  private static void function(StreamTableEnvironment tEnv, ClassLoader user, String kind, String name,
      String className) throws ClassNotFoundException {
    Class<? extends UserDefinedFunction> type =
        (Class<? extends UserDefinedFunction>) Class.forName(className, true, user);
    switch (kind) {
      case "TEMPORARY_SYSTEM" -> tEnv.createTemporarySystemFunction(name, type);
      case "TEMPORARY_CATALOG" -> tEnv.createTemporaryFunction(name, type);
      case "CATALOG" -> tEnv.createFunction(name, type, true);
      default -> throw new IllegalArgumentException("unknown function kind " + kind);
    }
  }

  /** A row's fields as JDK values: nested rows as arrays, everything else as Flink returns it. */
  private static Object[] fields(Row row) {
    Object[] fields = new Object[row.getArity()];
    for (int i = 0; i < fields.length; i++) {
      Object value = row.getField(i);
      fields[i] = value instanceof Row nested ? fields(nested) : value;
    }
    return fields;
  }
}
