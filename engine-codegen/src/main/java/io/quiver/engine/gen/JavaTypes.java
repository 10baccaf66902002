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
      case BIGINT, TIMESTAMP -> "long";
      case REAL -> "float";
      case DOUBLE -> "double";
      case DECIMAL -> type.isLongDecimal() ? "long" : "java.math.BigDecimal";
      case CHAR, VARCHAR -> "byte[]";
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
      default -> "null";
    };
  }

  static String vectorClass(SqlType type) {
    return "org.apache.arrow.vector." + switch (type.id()) {
      case BOOLEAN -> "BitVector";
      case TINYINT -> "TinyIntVector";
      case SMALLINT -> "SmallIntVector";
      case INTEGER, NULL -> "IntVector";
      case BIGINT -> "BigIntVector";
      case REAL -> "Float4Vector";
      case DOUBLE -> "Float8Vector";
      case DECIMAL -> "DecimalVector";
      case CHAR, VARCHAR -> "VarCharVector";
      case DATE -> "DateDayVector";
      case TIMESTAMP -> "TimeStampMicroVector";
    };
  }

  /** True when values are read by address from the data buffer. */
  static boolean readsByAddress(SqlType type) {
    return switch (type.id()) {
      case CHAR, VARCHAR -> false;
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
    return switch (type.id()) {
      case BOOLEAN -> "((MemoryUtil.getByte(" + data + " + (" + row + " >> 3)) & (1 << (" + row + " & 7))) != 0)";
      case TINYINT -> "MemoryUtil.getByte(" + data + " + " + row + ")";
      case SMALLINT -> "MemoryUtil.getShort(" + data + " + ((long) " + row + " << 1))";
      case INTEGER, DATE, NULL -> "MemoryUtil.getInt(" + data + " + ((long) " + row + " << 2))";
      case BIGINT, TIMESTAMP -> "MemoryUtil.getLong(" + data + " + ((long) " + row + " << 3))";
      case REAL -> "Float.intBitsToFloat(MemoryUtil.getInt(" + data + " + ((long) " + row + " << 2)))";
      case DOUBLE -> "Double.longBitsToDouble(MemoryUtil.getLong(" + data + " + ((long) " + row + " << 3)))";
      // A DECIMAL of up to 18 digits fits the low, little-endian half of its 128-bit slot.
      case DECIMAL -> type.isLongDecimal()
          ? "MemoryUtil.getLong(" + data + " + ((long) " + row + " << 4))"
          : vector + ".getObjectNotNull(" + row + ")";
      case CHAR, VARCHAR -> vector + ".get(" + row + ")";
    };
  }

  /** An expression that is true when the value at {@code row} is null, given the validity address. */
  static String readIsNull(String validity, String row) {
    return "isNullAt(" + validity + ", " + row + ")";
  }

  /**
   * A statement storing the non-null {@code value} at {@code row} by address: {@code data} and
   * {@code validity} are the output buffers' addresses, whose capacity the caller ensured.
   */
  static String writeByAddress(SqlType type, String data, String validity, String row, String value) {
    String store = switch (type.id()) {
      case BOOLEAN -> "setBitAt(" + data + ", " + row + ", " + value + ");";
      case TINYINT -> "MemoryUtil.putByte(" + data + " + " + row + ", " + value + ");";
      case SMALLINT -> "MemoryUtil.putShort(" + data + " + ((long) " + row + " << 1), " + value + ");";
      case INTEGER, DATE, NULL -> "MemoryUtil.putInt(" + data + " + ((long) " + row + " << 2), " + value + ");";
      case BIGINT, TIMESTAMP -> "MemoryUtil.putLong(" + data + " + ((long) " + row + " << 3), " + value + ");";
      case REAL -> "MemoryUtil.putInt(" + data + " + ((long) " + row + " << 2), Float.floatToRawIntBits(" + value + "));";
      case DOUBLE -> "MemoryUtil.putLong(" + data + " + ((long) " + row + " << 3), Double.doubleToRawLongBits(" + value + "));";
      case DECIMAL -> "putDecimalAt(" + data + ", " + row + ", " + value + ");";
      case CHAR, VARCHAR -> throw new IllegalArgumentException("strings are not written by address");
    };
    return store + " setBitAt(" + validity + ", " + row + ", true);";
  }

  /** A statement storing a non-null value at {@code row}, growing the vector if needed. */
  static String write(SqlType type, String vector, String row, String value) {
    return switch (type.id()) {
      case BOOLEAN -> vector + ".setSafe(" + row + ", " + value + " ? 1 : 0);";
      case CHAR, VARCHAR -> vector + ".setSafe(" + row + ", " + value + ");";
      case DECIMAL -> type.isLongDecimal()
          ? vector + ".setSafe(" + row + ", " + value + ");"
          : vector + ".setSafe(" + row + ", " + value + ");";
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
      default -> "(byte[]) " + ref;
    };
  }
}
