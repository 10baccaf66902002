package io.quiver.jdbc;

import java.util.OptionalInt;

/**
 * The requests a remote Quiver client sends where Avatica's protocol has no message of its own:
 * the generated keys of the session's last INSERT, and cancelling a running statement. They
 * travel as the SQL text of an ordinary execute request, written as a comment so that a server
 * that is not Quiver's refuses them instead of running something else.
 */
public final class RemoteRequests {
  /** Asks for the result set of {@code Statement.getGeneratedKeys()} of the session. */
  public static final String GENERATED_KEYS = "/* quiver:generated-keys */";
  private static final String CANCEL = "/* quiver:cancel ";
  private static final String END = " */";

  private RemoteRequests() {}

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
