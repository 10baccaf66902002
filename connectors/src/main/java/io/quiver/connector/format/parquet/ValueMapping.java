package io.quiver.connector.format.parquet;

import io.quiver.engine.types.SqlType;
import io.quiver.engine.types.TypeId;
import org.apache.parquet.schema.LogicalTypeAnnotation;
import org.apache.parquet.schema.PrimitiveType;
import org.apache.parquet.schema.PrimitiveType.PrimitiveTypeName;

/**
 * How a Parquet column's values become a SQL column's: the physical type, its logical
 * annotation (decimal scale, timestamp unit) and the target type decide one {@link Kind}.
 */
final class ValueMapping {
  enum Kind {
    BOOLEAN, INT_TO_INT, INT_TO_LONG, LONG_TO_LONG, LONG_TO_INT, FLOAT_TO_FLOAT, FLOAT_TO_DOUBLE, DOUBLE_TO_DOUBLE,
    INT_TO_DOUBLE, LONG_TO_DOUBLE, UNSCALED_INT_TO_DECIMAL, UNSCALED_LONG_TO_DECIMAL, BINARY_TO_DECIMAL,
    BINARY_TO_BYTES, TIMESTAMP_TO_MICROS, INT96_TO_MICROS, TIME_TO_MICROS, UNSCALED_TO_DOUBLE, DOUBLE_TO_FLOAT
  }

  final Kind kind;
  /** The file's decimal scale, or 0. */
  final int fileScale;
  /** The most digits the file's values have: a decimal's precision, else that of the integer type. */
  int filePrecision;
  /** Microseconds per unit of the file's timestamp or time (or, when negative, units per microsecond). */
  final long microsPerUnit;

  private ValueMapping(Kind kind, int fileScale, long microsPerUnit) {
    this.kind = kind;
    this.fileScale = fileScale;
    this.microsPerUnit = microsPerUnit;
  }

  /** The mapping, or null when the file's column cannot be read as the SQL type. */
  static ValueMapping of(PrimitiveType file, SqlType target) {
    ValueMapping mapping = map(file, target);
    if (mapping != null) {
      LogicalTypeAnnotation logical = file.getLogicalTypeAnnotation();
      mapping.filePrecision = logical instanceof LogicalTypeAnnotation.DecimalLogicalTypeAnnotation d ? d.getPrecision()
          : file.getPrimitiveTypeName() == PrimitiveTypeName.INT32 ? 10 : 19;
    }
    return mapping;
  }

  private static ValueMapping map(PrimitiveType file, SqlType target) {
    PrimitiveTypeName physical = file.getPrimitiveTypeName();
    LogicalTypeAnnotation logical = file.getLogicalTypeAnnotation();
    int scale = logical instanceof LogicalTypeAnnotation.DecimalLogicalTypeAnnotation d ? d.getScale() : 0;
    boolean decimal = logical instanceof LogicalTypeAnnotation.DecimalLogicalTypeAnnotation;
    TypeId id = target.id();
    switch (physical) {
      case BOOLEAN:
        return id == TypeId.BOOLEAN ? new ValueMapping(Kind.BOOLEAN, 0, 1) : null;
      case INT32:
        if (decimal) {
          return id == TypeId.DECIMAL ? new ValueMapping(Kind.UNSCALED_INT_TO_DECIMAL, scale, 1)
              : id == TypeId.DOUBLE ? new ValueMapping(Kind.UNSCALED_TO_DOUBLE, scale, 1) : null;
        }
        if (logical instanceof LogicalTypeAnnotation.TimeLogicalTypeAnnotation) {
          return id == TypeId.TIME ? new ValueMapping(Kind.TIME_TO_MICROS, 0, 1000) : null;
        }
        return switch (id) {
          case TINYINT, SMALLINT, INTEGER, DATE -> new ValueMapping(Kind.INT_TO_INT, 0, 1);
          case BIGINT -> new ValueMapping(Kind.INT_TO_LONG, 0, 1);
          case DOUBLE -> new ValueMapping(Kind.INT_TO_DOUBLE, 0, 1);
          case DECIMAL -> new ValueMapping(Kind.UNSCALED_INT_TO_DECIMAL, 0, 1);
          default -> null;
        };
      case INT64:
        if (decimal) {
          return id == TypeId.DECIMAL ? new ValueMapping(Kind.UNSCALED_LONG_TO_DECIMAL, scale, 1)
              : id == TypeId.DOUBLE ? new ValueMapping(Kind.UNSCALED_TO_DOUBLE, scale, 1) : null;
        }
        if (logical instanceof LogicalTypeAnnotation.TimestampLogicalTypeAnnotation t) {
          long per = switch (t.getUnit()) {
            case MILLIS -> 1000;
            case MICROS -> 1;
            case NANOS -> -1000;
          };
          return id == TypeId.TIMESTAMP || id == TypeId.TIMESTAMP_LTZ
              ? new ValueMapping(Kind.TIMESTAMP_TO_MICROS, 0, per) : null;
        }
        if (logical instanceof LogicalTypeAnnotation.TimeLogicalTypeAnnotation t) {
          long per = t.getUnit() == LogicalTypeAnnotation.TimeUnit.NANOS ? -1000 : 1;
          return id == TypeId.TIME ? new ValueMapping(Kind.TIME_TO_MICROS, 0, per) : null;
        }
        return switch (id) {
          case BIGINT, INTERVAL_DAY_TIME, INTERVAL_YEAR_MONTH -> new ValueMapping(Kind.LONG_TO_LONG, 0, 1);
          case TINYINT, SMALLINT, INTEGER -> new ValueMapping(Kind.LONG_TO_INT, 0, 1);
          case DOUBLE -> new ValueMapping(Kind.LONG_TO_DOUBLE, 0, 1);
          case DECIMAL -> new ValueMapping(Kind.UNSCALED_LONG_TO_DECIMAL, 0, 1);
          case TIMESTAMP, TIMESTAMP_LTZ -> new ValueMapping(Kind.TIMESTAMP_TO_MICROS, 0, 1);
          default -> null;
        };
      case INT96:
        return id == TypeId.TIMESTAMP || id == TypeId.TIMESTAMP_LTZ ? new ValueMapping(Kind.INT96_TO_MICROS, 0, 1) : null;
      case FLOAT:
        return id == TypeId.REAL ? new ValueMapping(Kind.FLOAT_TO_FLOAT, 0, 1)
            : id == TypeId.DOUBLE ? new ValueMapping(Kind.FLOAT_TO_DOUBLE, 0, 1) : null;
      case DOUBLE:
        return id == TypeId.DOUBLE ? new ValueMapping(Kind.DOUBLE_TO_DOUBLE, 0, 1)
            : id == TypeId.REAL ? new ValueMapping(Kind.DOUBLE_TO_FLOAT, 0, 1) : null;
      case BINARY:
      case FIXED_LEN_BYTE_ARRAY:
        if (decimal) {
          return id == TypeId.DECIMAL ? new ValueMapping(Kind.BINARY_TO_DECIMAL, scale, 1) : null;
        }
        return id.isCharacter() || id.isBinary() ? new ValueMapping(Kind.BINARY_TO_BYTES, 0, 1) : null;
      default:
        return null;
    }
  }
}
