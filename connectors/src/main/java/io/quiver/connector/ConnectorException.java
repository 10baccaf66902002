package io.quiver.connector;

import io.quiver.engine.error.EngineException;

/** A table definition or a file that the connector cannot accept, with the SQLSTATE to report. */
public final class ConnectorException extends EngineException {
  private static final long serialVersionUID = 1L;

  /** An unknown connector, format or option (42704: undefined object). */
  public static final String UNKNOWN = "42704";
  /** A required option missing (42601). */
  public static final String MISSING = "42601";
  /** An option with a value it cannot take (22023: invalid parameter value). */
  public static final String INVALID_VALUE = "22023";
  /** A value in a file that is not of its column's type (22P02: invalid text representation). */
  public static final String MALFORMED = "22P02";
  /** A file or directory that cannot be read or written (58030: I/O error). */
  public static final String IO = "58030";

  public ConnectorException(String sqlState, String message) {
    super(sqlState, message);
  }

  public ConnectorException(String sqlState, String message, Throwable cause) {
    super(sqlState, message, cause);
  }
}
