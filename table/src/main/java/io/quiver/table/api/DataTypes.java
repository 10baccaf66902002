package io.quiver.table.api;

import io.quiver.engine.types.SqlType;
import io.quiver.engine.types.TypeId;
import io.quiver.table.types.DataType;
import java.util.Arrays;


/** The data types of the Table API, as in Flink: {@code DataTypes.INT()}, {@code DataTypes.DECIMAL(10, 2)}, ... */
public final class DataTypes {
  private DataTypes() {}

  public static DataType BOOLEAN() {
    return of(SqlType.of(TypeId.BOOLEAN));
  }

  public static DataType TINYINT() {
    return of(SqlType.of(TypeId.TINYINT));
  }

  public static DataType SMALLINT() {
    return of(SqlType.of(TypeId.SMALLINT));
  }

  public static DataType INT() {
    return of(SqlType.of(TypeId.INTEGER));
  }

  public static DataType BIGINT() {
    return of(SqlType.of(TypeId.BIGINT));
  }

  public static DataType FLOAT() {
    return of(SqlType.of(TypeId.REAL));
  }

  public static DataType DOUBLE() {
    return of(SqlType.of(TypeId.DOUBLE));
  }

  public static DataType DECIMAL(int precision, int scale) {
    return of(SqlType.decimal(precision, scale));
  }

  public static DataType CHAR(int length) {
    return of(new SqlType(TypeId.CHAR, length, 0, true));
  }

  public static DataType VARCHAR(int length) {
    return of(SqlType.varchar(length));
  }

  /** A string of any length: VARCHAR(2147483647). */
  public static DataType STRING() {
    return of(SqlType.varchar(SqlType.MAX_VARCHAR_LENGTH));
  }

  public static DataType DATE() {
    return of(SqlType.of(TypeId.DATE));
  }

  public static DataType TIMESTAMP(int precision) {
    return of(SqlType.timestamp(precision));
  }

  public static DataType TIMESTAMP() {
    return TIMESTAMP(6);
  }

  public static DataType TIME(int precision) {
    return of(new SqlType(TypeId.TIME, precision, 0, true));
  }

  public static DataType TIME() {
    return TIME(0);
  }

  /** An instant, shown in the session time zone: TIMESTAMP WITH LOCAL TIME ZONE. */
  public static DataType TIMESTAMP_LTZ(int precision) {
    return of(new SqlType(TypeId.TIMESTAMP_LTZ, precision, 0, true));
  }

  public static DataType TIMESTAMP_LTZ() {
    return TIMESTAMP_LTZ(6);
  }

  public static DataType TIMESTAMP_WITH_LOCAL_TIME_ZONE(int precision) {
    return TIMESTAMP_LTZ(precision);
  }

  public static DataType TIMESTAMP_WITH_LOCAL_TIME_ZONE() {
    return TIMESTAMP_LTZ(6);
  }

  public static DataType BINARY(int length) {
    return of(new SqlType(TypeId.BINARY, length, 0, true));
  }

  public static DataType VARBINARY(int length) {
    return of(new SqlType(TypeId.VARBINARY, length, 0, true));
  }

  /** Bytes of any length: VARBINARY(2147483647). */
  public static DataType BYTES() {
    return VARBINARY(SqlType.MAX_VARCHAR_LENGTH);
  }

  /** A type given as SQL text, resolved when it is used: {@code DataTypes.of("ARRAY<INT>")}. */
  public static io.quiver.table.types.UnresolvedDataType of(String unresolvedName) {
    return new io.quiver.table.types.UnresolvedDataType(unresolvedName);
  }

  /** The type of the NULL literal only: {@code NULL}. */
  public static DataType NULL() {
    return of(SqlType.of(TypeId.NULL));
  }

  /**
   * An interval of one resolution ({@code INTERVAL(DAY())}) or a range of them ({@code
   * INTERVAL(DAY(), SECOND(3))}): a year-month or a day-time interval. Quiver keeps only which of
   * the two it is; the type shows as Flink's default of its kind ({@code INTERVAL DAY(2) TO
   * SECOND(3)}, {@code INTERVAL YEAR(2) TO MONTH}).
   */
  public static DataType INTERVAL(Resolution resolution) {
    return interval(resolution, resolution.toString());
  }

  /** An interval from the upper resolution down to the lower one. */
  public static DataType INTERVAL(Resolution upperResolution, Resolution lowerResolution) {
    if (upperResolution.yearMonth != lowerResolution.yearMonth) {
      throw new ValidationException("Unsupported interval definition '" + upperResolution + " TO " + lowerResolution
          + "'. Please check the documentation for supported combinations for year-month and day-time intervals.");
    }
    return interval(upperResolution, upperResolution + " TO " + lowerResolution);
  }

  private static DataType interval(Resolution resolution, String qualifier) {
    return of(SqlType.of(resolution.yearMonth ? TypeId.INTERVAL_YEAR_MONTH : TypeId.INTERVAL_DAY_TIME))
        .withIntervalQualifier(qualifier);
  }

  public static Resolution YEAR() {
    return YEAR(2);
  }

  public static Resolution YEAR(int precision) {
    return new Resolution("YEAR(" + precision + ")", true);
  }

  public static Resolution MONTH() {
    return new Resolution("MONTH", true);
  }

  public static Resolution DAY() {
    return DAY(2);
  }

  public static Resolution DAY(int precision) {
    return new Resolution("DAY(" + precision + ")", false);
  }

  public static Resolution HOUR() {
    return new Resolution("HOUR", false);
  }

  public static Resolution MINUTE() {
    return new Resolution("MINUTE", false);
  }

  public static Resolution SECOND() {
    return SECOND(6);
  }

  public static Resolution SECOND(int precision) {
    return new Resolution("SECOND(" + precision + ")", false);
  }

  /** One end of an interval type's range of units: {@code DAY()}, {@code SECOND(3)}, ... */
  public static final class Resolution {
    private final String text;
    private final boolean yearMonth;

    private Resolution(String text, boolean yearMonth) {
      this.text = text;
      this.yearMonth = yearMonth;
    }

    @Override
    public String toString() {
      return text;
    }
  }

  /** An array of elements of one type, stored in an Arrow list vector: {@code ARRAY<INT>}. */
  public static DataType ARRAY(DataType elementDataType) {
    return of(SqlType.array(component(elementDataType)));
  }

  /** A multiset (a bag: duplicates, no order): {@code MULTISET<INT>}. */
  public static DataType MULTISET(DataType elementDataType) {
    return of(SqlType.multiset(component(elementDataType)));
  }

  /** A map from keys to values, stored in an Arrow map vector: {@code MAP<STRING, INT>}. */
  public static DataType MAP(DataType keyDataType, DataType valueDataType) {
    return of(SqlType.map(component(keyDataType), component(valueDataType)));
  }

  /** A row of fields named {@code f0}, {@code f1}, ... */
  public static DataType ROW(DataType... fieldDataTypes) {
    Field[] fields = new Field[fieldDataTypes.length];
    for (int i = 0; i < fields.length; i++) {
      fields[i] = FIELD("f" + i, fieldDataTypes[i]);
    }
    return ROW(fields);
  }

  /** A type's logical type as it nests inside a composite type (TIMESTAMP_LTZ kept). */
  private static SqlType component(DataType type) {
    SqlType logical = type.sqlType();
    return type.isLocalTimeZone() ? new SqlType(TypeId.TIMESTAMP_LTZ, logical.precision(), 0, logical.nullable()) : logical;
  }

  /** A row type of named fields: {@code ROW<`a` INT, `b` STRING>}. */
  public static DataType ROW(Field... fields) {
    return new DataType(Arrays.stream(fields).map(Field::getName).toList(),
        Arrays.stream(fields).map(Field::getDataType).toList());
  }

  /** A named field of a {@link #ROW} type. */
  public static Field FIELD(String name, DataType type) {
    return new Field(name, type);
  }

  /** A named field with a description (kept for Flink's signature; Quiver does not show it). */
  public static Field FIELD(String name, DataType type, String description) {
    return new Field(name, type);
  }

  private static DataType of(SqlType type) {
    return new DataType(type);
  }

  /** A field of a row type. */
  public static final class Field {
    private final String name;
    private final DataType dataType;

    Field(String name, DataType dataType) {
      this.name = name;
      this.dataType = dataType;
    }

    public String getName() {
      return name;
    }

    public DataType getDataType() {
      return dataType;
    }

    @Override
    public String toString() {
      return name + " " + dataType;
    }
  }

}
