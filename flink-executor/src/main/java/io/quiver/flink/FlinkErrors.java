package io.quiver.flink;

import io.quiver.table.api.SqlParserException;
import io.quiver.table.api.TableException;
import io.quiver.table.api.ValidationException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Flink's failures as Quiver's exceptions, with the SQLSTATE a JDBC client reads: the class of
 * Quiver's exception mirrors Flink's ({@code SqlParserException}, {@code ValidationException},
 * {@code TableException}), the message is Flink's, and the cause chain is kept as text (Flink's
 * exception classes live in Flink's class loader).
 */
final class FlinkErrors {
  private FlinkErrors() {}

  /**
   * The class of a failure; for a failure of the job, which reaches the client as Flink's
   * {@code SerializedThrowable}, the class of the exception on the cluster.
   */
  private static String originalClass(Throwable t) {
    if (t.getClass().getName().endsWith(".SerializedThrowable")) {
      try {
        return (String) t.getClass().getMethod("getOriginalErrorClassName").invoke(t);
      } catch (ReflectiveOperationException e) {
        return t.getClass().getName();
      }
    }
    return t.getClass().getName();
  }

  /** The SQLSTATE of an exception a user-defined function threw (SQL's "external routine exception"). */
  static final String USER_FUNCTION_FAILED = "38000";

  /**
   * Whether a user-defined function threw {@code t}: a frame of its stack trace is in one of the
   * session's function classes (their names are the same on the cluster: only Quiver's API
   * packages are relocated, not the user's).
   */
  private static boolean thrownByUserFunction(Throwable t, Set<String> functionClasses) {
    for (StackTraceElement frame : t.getStackTrace()) {
      if (functionClasses.contains(frame.getClassName())) {
        return true;
      }
    }
    return false;
  }

  static RuntimeException translate(Throwable failure, Map<String, String> configuration) {
    return translate(failure, configuration, Set.of());
  }

  /**
   * @param functionClasses the session's user-defined function classes, to tell an exception a
   *     user function threw on the cluster from Flink's own
   */
  static RuntimeException translate(Throwable failure, Map<String, String> configuration, Set<String> functionClasses) {
    List<Throwable> chain = new ArrayList<>();
    for (Throwable t = failure; t != null && !chain.contains(t); t = t.getCause()) {
      chain.add(t);
    }
    Throwable root = chain.get(chain.size() - 1);
    String rootClass = originalClass(root);
    String message = failure.getMessage() == null ? failure.toString() : failure.getMessage();
    for (Throwable t : chain) {
      String name = t.getClass().getName();
      if (name.equals("org.apache.flink.table.api.SqlParserException")) {
        return new SqlParserException("Flink: " + t.getMessage(), null, 0, 0);
      }
      if (name.equals("org.apache.flink.table.api.ValidationException")) {
        String state = t.getMessage() != null && t.getMessage().matches("(?s).*Object '.*' not found.*") ? "42P01" : "42000";
        return new ValidationException("Flink: " + t.getMessage(), null, state, 0, 0);
      }
    }
    for (Throwable t : chain) {
      String name = t.getClass().getName();
      if (t instanceof java.net.ConnectException || name.endsWith("RestClientException")
          || name.endsWith("ConnectTimeoutException") || t instanceof java.net.UnknownHostException) {
        return new TableException("Could not reach the Flink cluster (execution.target '"
            + configuration.get("execution.target") + "', rest.address '" + configuration.get("rest.address")
            + "', rest.port '" + configuration.get("rest.port") + "'): " + t.getMessage(), null, "08006", 0, 0);
      }
    }
    if (thrownByUserFunction(root, functionClasses)) {
      return new TableException("A user-defined function failed on the Flink cluster: " + rootClass + ": "
          + root.getMessage(), null, USER_FUNCTION_FAILED, 0, 0);
    }
    if (rootClass.equals("java.lang.ArithmeticException")) {
      return new TableException("Flink job failed: " + root.getMessage(), null, "22012", 0, 0);
    }
    if (rootClass.equals("java.lang.NumberFormatException")) {
      return new TableException("Flink job failed: " + root.getMessage(), null, "22018", 0, 0);
    }
    String rootText = root == failure ? "" : " (caused by " + root + ")";
    if (rootClass.startsWith("java.lang.") && rootClass.endsWith("Exception") && !message.contains(rootClass)) {
      message = message + ": " + root.getMessage();
    }
    String state = message.contains("Unsupported") || message.contains("not supported") ? "0A000" : "XX000";
    return new TableException("Flink: " + message + rootText, null, state, 0, 0);
  }
}
