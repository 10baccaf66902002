package io.quiver.engine.gen;

import io.quiver.engine.types.SqlType;

/**
 * How generated code holds, reads and writes each SQL type. Fixed-width values are read straight
 * from the Arrow buffers by address; strings travel as UTF-8 {@code byte[]}.
 */
final class JavaTypes {
  private JavaTypes() {}

  static String javaType(SqlType type) {
    return switch (type.id()) {
      case BOOLEAN -> "boolean";
      case TINYINT -> "byte";
      case SMALLINT -> "short";
      case INTEGER, DATE, NULL -> "int";
      case BIGINT, TIMESTAMP, TIME, TIMESTAMP_LTZ, INTERVAL_YEAR_MONTH, INTERVAL_DAY_TIME -> "long";
      case REAL -> "float";
      case DOUBLE -> "double";
      case DECIMAL -> type.isLongDecimal() ? "long" : "java.math.BigDecimal";
      case CHAR, VARCHAR, BINARY, VARBINARY -> "byte[]";
      case ARRAY, MULTISET -> "io.quiver.engine.types.ArrayData";
      case MAP -> "io.quiver.engine.types.MapData";
      case ROW -> "io.quiver.engine.types.RowData";
    };
  }

  /** The boxed form of a value of {@code type} held in {@code value}, as composite values hold elements. */
  static String box(SqlType type, String value) {
    return switch (javaType(type)) {
      case "boolean" -> "Boolean.valueOf(" + value + ")";
      case "byte" -> "Byte.valueOf(" + value + ")";
      case "short" -> "Short.valueOf(" + value + ")";
      case "int" -> "Integer.valueOf(" + value + ")";
      case "long" -> "Long.valueOf(" + value + ")";
      case "float" -> "Float.valueOf(" + value + ")";
      case "double" -> "Double.valueOf(" + value + ")";
      default -> "((Object) " + value + ")";
    };
  }

  static String defaultValue(SqlType type) {
    return switch (javaType(type)) {
      case "boolean" -> "false";
      case "byte" -> "(byte) 0";
      case "short" -> "(short) 0";
      case "long" -> "0L";
      case "float" -> "0f";
      case "double" -> "0d";
      case "int" -> "0";
      // Typed, so that a call such as setSafe(row, value) resolves to one overload.
      default -> "((" + javaType(type) + ") null)";
    };
  }

  static String vectorClass(SqlType type) {
    return "org.apache.arrow.vector." + switch (type.id()) {
      case BOOLEAN -> "BitVector";
      case TINYINT -> "TinyIntVector";
      case SMALLINT -> "SmallIntVector";
      case INTEGER, NULL -> "IntVector";
      case BIGINT, INTERVAL_YEAR_MONTH, INTERVAL_DAY_TIME -> "BigIntVector";
      case TIME -> "TimeMicroVector";
      case TIMESTAMP_LTZ -> "TimeStampMicroTZVector";
      case BINARY, VARBINARY -> "VarBinaryVector";
      case REAL -> "Float4Vector";
      case DOUBLE -> "Float8Vector";
      case DECIMAL -> "DecimalVector";
      case CHAR, VARCHAR -> "VarCharVector";
      case DATE -> "DateDayVector";
      case TIMESTAMP -> "TimeStampMicroVector";
      case ARRAY, MULTISET -> "complex.ListVector";
      case MAP -> "complex.MapVector";
      case ROW -> "complex.StructVector";
    };
  }

  /** True when values are read by address from the data buffer. */
  static boolean readsByAddress(SqlType type) {
    return switch (type.id()) {
      case CHAR, VARCHAR, BINARY, VARBINARY, ARRAY, MULTISET, MAP, ROW -> false;
      case DECIMAL -> type.isLongDecimal();
      default -> true;
    };
  }

  /** True when values are written by address into the data buffer (fixed-width, no object). */
  static boolean writesByAddress(SqlType type) {
    return readsByAddress(type);
  }

  /**
   * An expression reading the non-null value at {@code row} of a vector whose data buffer address
   * is {@code data} (or the vector itself, {@code vector}, for types not read by address).
   */
  static String read(SqlType type, String vector, String data, String row) {
    String at = "(" + data + ", " + row + ")";
    return switch (type.id()) {
      case BOOLEAN -> "getBitAt" + at;
      case TINYINT -> "getByteAt" + at;
      case SMALLINT -> "getShortAt" + at;
      case INTEGER, DATE, NULL -> "getIntAt" + at;
      case BIGINT, TIMESTAMP, TIME, TIMESTAMP_LTZ, INTERVAL_YEAR_MONTH, INTERVAL_DAY_TIME -> "getLongAt" + at;
      case REAL -> "getFloatAt" + at;
      case DOUBLE -> "getDoubleAt" + at;
      // A DECIMAL of up to 18 digits fits the low, little-endian half of its 128-bit slot.
      case DECIMAL -> type.isLongDecimal() ? "getDecimalAt" + at : "SqlFunctions.decimalAt(" + vector + ", " + row + ")";
      case CHAR, VARCHAR, BINARY, VARBINARY -> vector + ".get(" + row + ")";
      case ARRAY, MULTISET, MAP, ROW -> "((" + javaType(type) + ") " + COMPOSITES + ".read(" + vector + ", " + row + "))";
    };
  }

  static final String COMPOSITES = "io.quiver.engine.types.CompositeVectors";

  /** An expression that is true when the value at {@code row} is null, given the validity address. */
  static String readIsNull(String validity, String row) {
    return "isNullAt(" + validity + ", " + row + ")";
  }

  /**
   * A statement storing the non-null {@code value} at {@code row} by address: {@code data} is the
   * output data buffer's address; the caller ensured its capacity and preset the validity bit.
   */
  static String writeByAddress(SqlType type, String data, String row, String value) {
    String at = "(" + data + ", " + row + ", " + value + ");";
    return switch (type.id()) {
      case BOOLEAN -> "setBitAt" + at;
      case TINYINT -> "putByteAt" + at;
      case SMALLINT -> "putShortAt" + at;
      case INTEGER, DATE, NULL -> "putIntAt" + at;
      case BIGINT, TIMESTAMP, TIME, TIMESTAMP_LTZ, INTERVAL_YEAR_MONTH, INTERVAL_DAY_TIME -> "putLongAt" + at;
      case REAL -> "putFloatAt" + at;
      case DOUBLE -> "putDoubleAt" + at;
      case DECIMAL -> "putDecimalAt" + at;
      case CHAR, VARCHAR, BINARY, VARBINARY, ARRAY, MULTISET, MAP, ROW ->
          throw new IllegalArgumentException(type.id() + " values are not written by address");
    };
  }

  /** A statement storing a non-null value at {@code row}, growing the vector if needed. */
  static String write(SqlType type, String vector, String row, String value) {
    return switch (type.id()) {
      case BOOLEAN -> vector + ".setSafe(" + row + ", " + value + " ? 1 : 0);";
      case CHAR, VARCHAR, BINARY, VARBINARY -> vector + ".setSafe(" + row + ", " + value + ");";
      case ARRAY, MULTISET, MAP, ROW -> COMPOSITES + ".write(" + vector + ", " + row + ", " + value + ");";
      case DECIMAL -> type.isLongDecimal()
          ? vector + ".setSafe(" + row + ", " + value + ");"
          : "SqlFunctions.setDecimal(" + vector + ", " + row + ", " + value + ");";
      default -> vector + ".setSafe(" + row + ", " + value + ");";
    };
  }

  /** The boxed-to-primitive conversion of a reference object holding a literal. */
  static String unboxReference(SqlType type, String ref) {
    return switch (javaType(type)) {
      case "boolean" -> "((Boolean) " + ref + ").booleanValue()";
      case "byte" -> "((Number) " + ref + ").byteValue()";
      case "short" -> "((Number) " + ref + ").shortValue()";
      case "int" -> "((Number) " + ref + ").intValue()";
      case "long" -> "((Number) " + ref + ").longValue()";
      case "float" -> "((Number) " + ref + ").floatValue()";
      case "double" -> "((Number) " + ref + ").doubleValue()";
      case "java.math.BigDecimal" -> "(java.math.BigDecimal) " + ref;
      case "byte[]" -> "(byte[]) " + ref;
      default -> "(" + javaType(type) + ") " + ref;
    };
  }
}
