package io.quiver.engine.error;

/**
 * A failure the user caused, carrying the SQLSTATE the JDBC layer reports: 22xxx for data
 * exceptions (division by zero, overflow, invalid cast), 23xxx for constraint violations,
 * 57014 for a cancelled query.
 */
public class EngineException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  public static final String DIVISION_BY_ZERO = "22012";
  public static final String NUMERIC_OUT_OF_RANGE = "22003";
  public static final String INVALID_CHARACTER_VALUE_FOR_CAST = "22018";
  public static final String STRING_DATA_RIGHT_TRUNCATION = "22001";
  public static final String INVALID_DATETIME_FORMAT = "22007";
  public static final String CARDINALITY_VIOLATION = "21000";
  public static final String NOT_NULL_VIOLATION = "23502";
  public static final String QUERY_CANCELED = "57014";

  private final String sqlState;

  public EngineException(String sqlState, String message) {
    super(message);
    this.sqlState = sqlState;
  }

  public EngineException(String sqlState, String message, Throwable cause) {
    super(message, cause);
    this.sqlState = sqlState;
  }

  public String sqlState() {
    return sqlState;
  }
}
