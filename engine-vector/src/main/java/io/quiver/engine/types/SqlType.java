package io.quiver.engine.types;

import java.util.List;
import java.util.Objects;

/**
 * A SQL logical type: its family, precision and scale where they apply, nullability, and for the
 * composite types the types they are made of ({@link #fields}).
 *
 * <p>Precision means digits for DECIMAL, characters for CHAR/VARCHAR and fractional-second
 * digits for TIMESTAMP; it is {@link #NO_PRECISION} elsewhere. An ARRAY or MULTISET has one
 * field, its element (named {@code element}); a MAP two, {@code key} and {@code value}; a ROW
 * one per field, with the field's name.
 */
public record SqlType(TypeId id, int precision, int scale, boolean nullable, List<Column> fields) {
  public static final int NO_PRECISION = -1;
  public static final int MAX_DECIMAL_PRECISION = 38;
  /** Widest DECIMAL computed as a scaled {@code long}; wider ones use {@code BigDecimal}. */
  public static final int MAX_LONG_DECIMAL_PRECISION = 18;
  public static final int MAX_VARCHAR_LENGTH = Integer.MAX_VALUE;

  public SqlType {
    Objects.requireNonNull(id, "id is null");
    fields = List.copyOf(Objects.requireNonNull(fields, "fields is null"));
    if (id == TypeId.DECIMAL && (precision < 1 || precision > MAX_DECIMAL_PRECISION || scale < 0 || scale > precision)) {
      throw new IllegalArgumentException("invalid DECIMAL(" + precision + ", " + scale + ")");
    }
    int expected = switch (id) {
      case ARRAY, MULTISET -> 1;
      case MAP -> 2;
      case ROW -> -1;
      default -> 0;
    };
    if (expected >= 0 && fields.size() != expected) {
      throw new IllegalArgumentException(id + " takes " + expected + " component types, not " + fields.size());
    }
  }

  /** A type that is not composite. */
  public SqlType(TypeId id, int precision, int scale, boolean nullable) {
    this(id, precision, scale, nullable, List.of());
  }

  public static SqlType of(TypeId id) {
    return new SqlType(id, NO_PRECISION, 0, true);
  }

  public static SqlType decimal(int precision, int scale) {
    return new SqlType(TypeId.DECIMAL, precision, scale, true);
  }

  public static SqlType varchar(int length) {
    return new SqlType(TypeId.VARCHAR, length, 0, true);
  }

  public static SqlType timestamp(int fractionalDigits) {
    return new SqlType(TypeId.TIMESTAMP, fractionalDigits, 0, true);
  }

  /** A nullable ARRAY of {@code element}. */
  public static SqlType array(SqlType element) {
    return new SqlType(TypeId.ARRAY, NO_PRECISION, 0, true, List.of(new Column("element", element)));
  }

  /** A nullable MULTISET of {@code element}. */
  public static SqlType multiset(SqlType element) {
    return new SqlType(TypeId.MULTISET, NO_PRECISION, 0, true, List.of(new Column("element", element)));
  }

  /** A nullable MAP from {@code key} to {@code value}. */
  public static SqlType map(SqlType key, SqlType value) {
    return new SqlType(TypeId.MAP, NO_PRECISION, 0, true, List.of(new Column("key", key), new Column("value", value)));
  }

  /** A nullable ROW of the given fields. */
  public static SqlType row(List<Column> fields) {
    return new SqlType(TypeId.ROW, NO_PRECISION, 0, true, fields);
  }

  /** The element type of an ARRAY or MULTISET. */
  public SqlType elementType() {
    return fields.get(0).type();
  }

  /** The key type of a MAP. */
  public SqlType keyType() {
    return fields.get(0).type();
  }

  /** The value type of a MAP. */
  public SqlType valueType() {
    return fields.get(1).type();
  }

  public SqlType withNullable(boolean isNullable) {
    return isNullable == nullable ? this : new SqlType(id, precision, scale, isNullable, fields);
  }

  /** True when values of this type are computed as a scaled {@code long}. */
  public boolean isLongDecimal() {
    return id == TypeId.DECIMAL && precision <= MAX_LONG_DECIMAL_PRECISION;
  }

  /** The type as SQL spells it, e.g. {@code DECIMAL(15, 2) NOT NULL}, {@code ARRAY<INTEGER>}. */
  @Override
  public String toString() {
    String base = switch (id) {
      case DECIMAL -> "DECIMAL(" + precision + ", " + scale + ")";
      case CHAR -> "CHAR(" + precision + ")";
      case VARCHAR -> precision == MAX_VARCHAR_LENGTH ? "STRING" : "VARCHAR(" + precision + ")";
      case TIMESTAMP -> "TIMESTAMP(" + precision + ")";
      case TIME -> "TIME(" + Math.max(0, precision) + ")";
      case TIMESTAMP_LTZ -> "TIMESTAMP(" + Math.max(0, precision) + ") WITH LOCAL TIME ZONE";
      case BINARY -> "BINARY(" + precision + ")";
      case VARBINARY -> precision == MAX_VARCHAR_LENGTH ? "BYTES" : "VARBINARY(" + precision + ")";
      case INTERVAL_YEAR_MONTH -> "INTERVAL YEAR TO MONTH";
      case INTERVAL_DAY_TIME -> "INTERVAL DAY TO SECOND";
      case ARRAY, MULTISET -> id.name() + "<" + elementType() + ">";
      case MAP -> "MAP<" + keyType() + ", " + valueType() + ">";
      case ROW -> {
        StringBuilder row = new StringBuilder("ROW<");
        for (int i = 0; i < fields.size(); i++) {
          row.append(i > 0 ? ", " : "").append(fields.get(i).name()).append(' ').append(fields.get(i).type());
        }
        yield row.append('>').toString();
      }
      default -> id.name();
    };
    return nullable ? base : base + " NOT NULL";
  }
}
