package io.quiver.jdbc;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The requests a remote Quiver client sends where Avatica's protocol has no message of its own:
 * the generated keys of the session's last INSERT, the key columns a statement was prepared
 * with, cancelling a running statement, and the
 * metadata calls Avatica does not forward. They
 * travel as the SQL text of an ordinary execute request, written as a comment so that a server
 * that is not Quiver's refuses them instead of running something else.
 */
public final class RemoteRequests {
  /** Asks for the result set of {@code Statement.getGeneratedKeys()} of the session. */
  public static final String GENERATED_KEYS = "/* quiver:generated-keys */";
  private static final String CANCEL = "/* quiver:cancel ";
  private static final String END = " */";

  private static final String METADATA = "/* quiver:metadata ";
  private static final String NULL = "~";

  /**
   * The {@code DatabaseMetaData} calls whose answer Avatica's protocol cannot carry (its client
   * answers them with an empty result): a remote client asks the server's session for them.
   */
  public static final java.util.Set<String> FORWARDED_METADATA = java.util.Set.of("getPrimaryKeys", "getIndexInfo",
      "getImportedKeys", "getExportedKeys", "getCrossReference", "getBestRowIdentifier", "getVersionColumns",
      "getFunctions", "getFunctionColumns", "getProcedures");

  private RemoteRequests() {}

  /** Asks for the result of a forwarded {@code DatabaseMetaData} call with these arguments. */
  public static String metadata(String method, Object[] args) {
    StringBuilder request = new StringBuilder(METADATA).append(method);
    for (Object arg : args == null ? new Object[0] : args) {
      request.append(' ').append(arg == null ? NULL
          : Base64.getUrlEncoder().encodeToString(String.valueOf(arg).getBytes(StandardCharsets.UTF_8)));
    }
    return request.append(END).toString();
  }

  /** A forwarded {@code DatabaseMetaData} call: the method's name and its arguments as text. */
  public record MetadataCall(String method, List<String> args) {}

  /** The forwarded metadata call a request names; empty if {@code sql} is not such a request. */
  public static Optional<MetadataCall> metadataCall(String sql) {
    if (sql == null || !sql.startsWith(METADATA) || !sql.endsWith(END)) {
      return Optional.empty();
    }
    String[] parts = sql.substring(METADATA.length(), sql.length() - END.length()).split(" ", -1);
    List<String> args = new ArrayList<>();
    for (int i = 1; i < parts.length; i++) {
      args.add(parts[i].equals(NULL) ? null
          : new String(Base64.getUrlDecoder().decode(parts[i]), StandardCharsets.UTF_8));
    }
    return FORWARDED_METADATA.contains(parts[0]) ? Optional.of(new MetadataCall(parts[0], args)) : Optional.empty();
  }

  private static final String KEY_COLUMNS = "/* quiver:key-columns ";

  /** A statement's key columns (JDBC's prepareStatement(sql, String[] | int[])); a null request clears them. */
  public record KeyColumns(int statementId, io.quiver.table.api.internal.GeneratedKeys.Request request) {}

  /** Tells the server which columns the statement's INSERTs report as their keys. */
  public static String keyColumns(int statementId, io.quiver.table.api.internal.GeneratedKeys.Request request) {
    StringBuilder text = new StringBuilder(KEY_COLUMNS).append(statementId);
    if (request != null) {
      for (String name : request.names()) {
        text.append(" n").append(Base64.getUrlEncoder().encodeToString(name.getBytes(StandardCharsets.UTF_8)));
      }
      for (int position : request.positions()) {
        text.append(" p").append(position);
      }
    }
    return text.append(END).toString();
  }

  /** The key columns request {@code sql} is; empty if it is not one. */
  public static Optional<KeyColumns> keyColumns(String sql) {
    if (sql == null || !sql.startsWith(KEY_COLUMNS) || !sql.endsWith(END)) {
      return Optional.empty();
    }
    String[] parts = sql.substring(KEY_COLUMNS.length(), sql.length() - END.length()).split(" ");
    try {
      int id = Integer.parseInt(parts[0]);
      List<String> names = new ArrayList<>();
      List<Integer> positions = new ArrayList<>();
      for (int i = 1; i < parts.length; i++) {
        if (parts[i].startsWith("n")) {
          names.add(new String(Base64.getUrlDecoder().decode(parts[i].substring(1)), StandardCharsets.UTF_8));
        } else if (parts[i].startsWith("p")) {
          positions.add(Integer.parseInt(parts[i].substring(1)));
        }
      }
      return Optional.of(new KeyColumns(id, names.isEmpty() && positions.isEmpty() ? null
          : new io.quiver.table.api.internal.GeneratedKeys.Request(names, positions)));
    } catch (IllegalArgumentException e) {
      return Optional.empty();
    }
  }

  /**
   * On the server: makes the INSERTs of {@code statement} (an embedded statement serving a remote
   * one) report the request's columns as their keys.
   */
  public static void applyKeyColumns(java.sql.Statement statement,
      io.quiver.table.api.internal.GeneratedKeys.Request request) throws java.sql.SQLException {
    if (statement.getConnection() instanceof QuiverConnection connection
        && statement instanceof org.apache.calcite.avatica.AvaticaStatement avatica) {
      connection.quiverMeta().requestKeys(avatica.handle.id, request);
    }
  }

  /** Asks the server to cancel what the statement with this server-side id runs. */
  public static String cancel(int statementId) {
    return CANCEL + statementId + END;
  }

  /** The statement id of a cancel request; empty if {@code sql} is not one. */
  public static OptionalInt cancelledStatement(String sql) {
    if (sql == null || !sql.startsWith(CANCEL) || !sql.endsWith(END)) {
      return OptionalInt.empty();
    }
    try {
      return OptionalInt.of(Integer.parseInt(sql.substring(CANCEL.length(), sql.length() - END.length())));
    } catch (NumberFormatException e) {
      return OptionalInt.empty();
    }
  }
}
