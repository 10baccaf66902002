package io.quiver.flink.bridge.impl;

import io.quiver.flink.bridge.FlinkBridge;
import java.net.URL;
import java.net.URLClassLoader;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.apache.flink.api.common.RuntimeExecutionMode;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.DeploymentOptions;
import org.apache.flink.core.execution.JobClient;
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
        try {
          while (it.hasNext()) {
            rows.add(fields(it.next()));
          }
        } catch (RuntimeException e) {
          // Asked before the iterator closes: closing it lets go of the job's client.
          throw jobFailure(result, e, conf, user);
        }
      }
      return rows;
    } finally {
      thread.setContextClassLoader(saved);
    }
  }

  /**
   * Why collecting a query's rows failed. When the job fails on the cluster, the collect fetcher
   * reports only "Failed to fetch next result" (its wait for the job's result timed out); the
   * exception the job failed with (a division by zero, a bad cast, a user function's) is what
   * the caller maps to a SQLSTATE, so it is asked of the cluster and returned, with the fetcher's
   * failure attached as suppressed.
   *
   * <p>For {@code remote} it is read from the REST API's {@code /jobs/:id/exceptions}: in Flink
   * 1.20 the job client's result future, and a fresh REST client's, did not complete for such a
   * job inside this class loader (the reason the fetcher timed out), while the endpoint answers
   * at once. Its root exception comes as text ({@link JobExceptionText}).
   */
  private static Exception jobFailure(TableResult result, RuntimeException collecting, Configuration conf,
      ClassLoader user) {
    if (result.getJobClient().isEmpty()) {
      return collecting;
    }
    JobClient job = result.getJobClient().get();
    try {
      Throwable cause;
      if ("remote".equals(conf.get(DeploymentOptions.TARGET))) {
        cause = JobExceptionText.rootCause(restExceptions(conf, job.getJobID().toHexString()), user);
      } else {
        try {
          job.getJobExecutionResult().get(JOB_RESULT_WAIT_SECONDS, TimeUnit.SECONDS);
          cause = null;
        } catch (ExecutionException e) {
          cause = e.getCause() == null ? e : e.getCause();
        }
      }
      if (cause != null) {
        Exception failure = new RuntimeException("The Flink job failed", cause);
        failure.addSuppressed(collecting);
        return failure;
      }
    } catch (Exception e) {
      // The cluster cannot say (gone, or the job still running): the fetcher's failure is all we know.
      collecting.addSuppressed(e);
    }
    return collecting;
  }

  /**
   * The job's root exception as the cluster's REST API prints it, polled until the job has one
   * (the collect fetcher may give up a moment before the job is marked failed).
   */
  private static String restExceptions(Configuration conf, String jobId) throws Exception {
    String host = conf.get(org.apache.flink.configuration.RestOptions.ADDRESS);
    int port = conf.get(org.apache.flink.configuration.RestOptions.PORT);
    java.net.http.HttpClient http = java.net.http.HttpClient.newBuilder()
        .connectTimeout(java.time.Duration.ofSeconds(10)).build();
    java.net.URI uri = java.net.URI.create("http://" + host + ":" + port + "/jobs/" + jobId + "/exceptions");
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(JOB_RESULT_WAIT_SECONDS);
    while (true) {
      java.net.http.HttpResponse<String> response = http.send(java.net.http.HttpRequest.newBuilder(uri)
          .timeout(java.time.Duration.ofSeconds(10)).build(), java.net.http.HttpResponse.BodyHandlers.ofString());
      org.apache.flink.shaded.jackson2.com.fasterxml.jackson.databind.JsonNode root =
          new org.apache.flink.shaded.jackson2.com.fasterxml.jackson.databind.ObjectMapper().readTree(response.body());
      org.apache.flink.shaded.jackson2.com.fasterxml.jackson.databind.JsonNode text = root.get("root-exception");
      if (text != null && !text.isNull() && !text.asText().isBlank()) {
        return text.asText();
      }
      if (System.nanoTime() > deadline) {
        throw new java.util.concurrent.TimeoutException("The cluster reports no exception for job " + jobId);
      }
      Thread.sleep(200);
    }
  }

  /** How long to wait for the cluster to say how a job whose results stopped coming ended. */
  private static final long JOB_RESULT_WAIT_SECONDS = 30;

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
