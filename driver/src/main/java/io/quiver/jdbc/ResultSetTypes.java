package io.quiver.jdbc;

import java.sql.ResultSet;
import java.sql.SQLWarning;

/**
 * The result set types and concurrencies a statement gets. Quiver's results scroll but do not
 * change under the reader and cannot be updated, so {@code TYPE_SCROLL_SENSITIVE} becomes
 * {@code TYPE_SCROLL_INSENSITIVE} and {@code CONCUR_UPDATABLE} becomes {@code CONCUR_READ_ONLY}:
 * as JDBC asks of a driver that cannot give what was requested, the statement reports what it got
 * and the connection a warning.
 */
final class ResultSetTypes {
  private ResultSetTypes() {}

  static int type(int requested) {
    return requested == ResultSet.TYPE_SCROLL_SENSITIVE ? ResultSet.TYPE_SCROLL_INSENSITIVE : requested;
  }

  static int concurrency(int requested) {
    return requested == ResultSet.CONCUR_UPDATABLE ? ResultSet.CONCUR_READ_ONLY : requested;
  }

  /** The warning for a request that was changed, or null when it is given as asked. */
  static SQLWarning downgraded(int type, int concurrency) {
    String what = type != type(type) ? "TYPE_SCROLL_SENSITIVE is given as TYPE_SCROLL_INSENSITIVE (rows do not change"
        + " under a result set)" : "";
    if (concurrency != concurrency(concurrency)) {
      what += (what.isEmpty() ? "" : "; ") + "CONCUR_UPDATABLE is given as CONCUR_READ_ONLY (result sets are read-only)";
    }
    return what.isEmpty() ? null : new SQLWarning(what, "01000");
  }
}
