package io.quiver.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import org.junit.jupiter.api.Test;

/**
 * Connection calls that pools and frameworks make beside the common ones: what Quiver does not
 * have is refused with 0A000 (so Spring and others classify it), embedded as remote, and
 * {@code abort} closes the connection as a pool giving it up expects.
 */
class ConnectionCallsTest extends JdbcTestBase {
  @Test
  void callsForWhatQuiverHasNotAre0A000() {
    for (ThrowingCall call : new ThrowingCall[] {c -> c.prepareCall("{call p(?)}"),
        c -> c.prepareCall("{? = call f(?)}", java.sql.ResultSet.TYPE_FORWARD_ONLY, java.sql.ResultSet.CONCUR_READ_ONLY),
        c -> c.createStruct("ROW", new Object[] {1, 2}), Connection::createSQLXML}) {
      SQLException e = assertThrows(SQLFeatureNotSupportedException.class, () -> call.apply(connection));
      assertEquals("0A000", e.getSQLState(), e.getMessage());
    }
  }

  @Test
  void abortClosesTheConnection() throws SQLException {
    Connection other = open();
    other.abort(Runnable::run);
    assertTrue(other.isClosed());
    // Aborting a closed connection does nothing; an executor is required.
    other.abort(Runnable::run);
    Connection third = open();
    assertThrows(SQLException.class, () -> third.abort(null));
    third.close();
  }

  private interface ThrowingCall {
    void apply(Connection c) throws SQLException;
  }
}
