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
  /** The type of the bare NULL literal; never stored. */
  NULL;

  public boolean isNumeric() {
    return switch (this) {
      case TINYINT, SMALLINT, INTEGER, BIGINT, REAL, DOUBLE, DECIMAL -> true;
      default -> false;
    };
  }

  public boolean isCharacter() {
    return this == CHAR || this == VARCHAR;
  }
}
