package io.quiver.engine.types;

/** The SQL type families Quiver stores and computes with. */
public enum TypeId {
  BOOLEAN,
  TINYINT,
  SMALLINT,
  INTEGER,
  BIGINT,
  REAL,
  DOUBLE,
  DECIMAL,
  CHAR,
  VARCHAR,
  DATE,
  TIMESTAMP,
  /** Time of day, as microseconds since midnight. */
  TIME,
  /** An instant, as microseconds since the epoch in UTC; shown in the session time zone. */
  TIMESTAMP_LTZ,
  BINARY,
  VARBINARY,
  /** INTERVAL YEAR, MONTH or YEAR TO MONTH, as a number of months. */
  INTERVAL_YEAR_MONTH,
  /** INTERVAL DAY ... SECOND, as a number of microseconds. */
  INTERVAL_DAY_TIME,
  /** The type of the bare NULL literal; never stored. */
  NULL,
  /** An ordered collection of elements of one type: an Arrow {@code ListVector}. */
  ARRAY,
  /** A collection of elements with duplicates and no order, stored as an ARRAY is. */
  MULTISET,
  /** Keys mapped to values: an Arrow {@code MapVector}. */
  MAP,
  /** A row of named fields: an Arrow {@code StructVector}. */
  ROW;

  /** ARRAY, MULTISET, MAP and ROW: types made of other types. */
  public boolean isComposite() {
    return this == ARRAY || this == MULTISET || this == MAP || this == ROW;
  }

  public boolean isNumeric() {
    return switch (this) {
      case TINYINT, SMALLINT, INTEGER, BIGINT, REAL, DOUBLE, DECIMAL -> true;
      default -> false;
    };
  }

  public boolean isCharacter() {
    return this == CHAR || this == VARCHAR;
  }

  public boolean isBinary() {
    return this == BINARY || this == VARBINARY;
  }

  public boolean isInterval() {
    return this == INTERVAL_YEAR_MONTH || this == INTERVAL_DAY_TIME;
  }

  /** DATE, TIME and the timestamps. */
  public boolean isDatetime() {
    return this == DATE || this == TIME || this == TIMESTAMP || this == TIMESTAMP_LTZ;
  }
}
