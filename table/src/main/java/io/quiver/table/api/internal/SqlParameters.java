package io.quiver.table.api.internal;

import io.quiver.engine.types.SqlType;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.List;
import org.apache.calcite.sql.SqlBasicTypeNameSpec;
import org.apache.calcite.sql.SqlCall;
import org.apache.calcite.sql.SqlNodeList;
import org.apache.calcite.sql.SqlDataTypeSpec;
import org.apache.calcite.sql.SqlDynamicParam;
import org.apache.calcite.sql.SqlLiteral;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.fun.SqlStdOperatorTable;
import org.apache.calcite.sql.parser.SqlParserPos;
import org.apache.calcite.sql.type.SqlTypeName;
import org.apache.calcite.sql.util.SqlShuttle;
import org.apache.calcite.util.DateString;
import org.apache.calcite.util.TimestampString;

/** Finds the {@code ?} markers of a parsed statement and replaces them by typed literals. */
final class SqlParameters {
  private SqlParameters() {}

  static int count(SqlNode node) {
    int[] count = {0};
    node.accept(new SqlShuttle() {
      @Override
      public SqlNode visit(SqlDynamicParam param) {
        count[0]++;
        return param;
      }
    });
    return count[0];
  }

  /**
   * Replaces, in place, marker i by {@code CAST(literal AS type i)}. In place, because copying
   * would turn Quiver's own statement nodes (such as its INSERT) back into Calcite's.
   */
  static SqlNode substitute(SqlNode node, List<Object> values, List<SqlType> types) {
    if (node instanceof SqlDynamicParam param) {
      return replacement(param, values, types);
    }
    if (node instanceof SqlNodeList list) {
      for (int i = 0; i < list.size(); i++) {
        SqlNode child = list.get(i);
        if (child != null) {
          list.set(i, substitute(child, values, types));
        }
      }
    } else if (node instanceof SqlCall call) {
      List<SqlNode> operands = call.getOperandList();
      for (int i = 0; i < operands.size(); i++) {
        SqlNode child = operands.get(i);
        if (child == null) {
          continue;
        }
        SqlNode replaced = substitute(child, values, types);
        if (replaced != child) {
          call.setOperand(i, replaced);
        }
      }
    }
    return node;
  }

  private static SqlNode replacement(SqlDynamicParam param, List<Object> values, List<SqlType> types) {
    int i = param.getIndex();
    SqlParserPos pos = param.getParserPosition();
    return SqlStdOperatorTable.CAST.createCall(pos, literal(values.get(i), pos), typeSpec(types.get(i), pos));
  }

  private static SqlNode literal(Object value, SqlParserPos pos) {
    if (value == null) {
      return SqlLiteral.createNull(pos);
    }
    if (value instanceof Boolean b) {
      return SqlLiteral.createBoolean(b, pos);
    }
    if (value instanceof Double || value instanceof Float) {
      double d = ((Number) value).doubleValue();
      return SqlLiteral.createApproxNumeric(Double.toString(d).replace("Infinity", "1E400"), pos);
    }
    if (value instanceof BigDecimal d) {
      return SqlLiteral.createExactNumeric(d.toPlainString(), pos);
    }
    if (value instanceof Number n) {
      return SqlLiteral.createExactNumeric(Long.toString(n.longValue()), pos);
    }
    if (value instanceof LocalDate d) {
      return SqlLiteral.createDate(DateString.fromDaysSinceEpoch((int) d.toEpochDay()), pos);
    }
    if (value instanceof java.time.LocalTime t) {
      return SqlLiteral.createTime(new org.apache.calcite.util.TimeString(t.getHour(), t.getMinute(), t.getSecond())
          .withNanos(t.getNano()), 6, pos);
    }
    if (value instanceof byte[] b) {
      return SqlLiteral.createBinaryString(b, pos);
    }
    if (value instanceof LocalDateTime t) {
      // From fields, not text: TimestampString's text form refuses a whole second written as ":30.000000".
      TimestampString fields = new TimestampString(t.getYear(), t.getMonthValue(), t.getDayOfMonth(), t.getHour(),
          t.getMinute(), t.getSecond()).withNanos(t.getNano() / 1000 * 1000);
      return SqlLiteral.createTimestamp(SqlTypeName.TIMESTAMP, fields, 6, pos);
    }
    return SqlLiteral.createCharString(value.toString(), pos);
  }

  private static SqlDataTypeSpec typeSpec(SqlType type, SqlParserPos pos) {
    SqlTypeName name = switch (type.id()) {
      case BOOLEAN -> SqlTypeName.BOOLEAN;
      case TINYINT -> SqlTypeName.TINYINT;
      case SMALLINT -> SqlTypeName.SMALLINT;
      case INTEGER -> SqlTypeName.INTEGER;
      case BIGINT -> SqlTypeName.BIGINT;
      case REAL -> SqlTypeName.REAL;
      case DOUBLE -> SqlTypeName.DOUBLE;
      case DECIMAL -> SqlTypeName.DECIMAL;
      case CHAR -> SqlTypeName.CHAR;
      case VARCHAR -> SqlTypeName.VARCHAR;
      case DATE -> SqlTypeName.DATE;
      case TIMESTAMP -> SqlTypeName.TIMESTAMP;
      case TIMESTAMP_LTZ -> SqlTypeName.TIMESTAMP_WITH_LOCAL_TIME_ZONE;
      case TIME -> SqlTypeName.TIME;
      case BINARY -> SqlTypeName.BINARY;
      case VARBINARY -> SqlTypeName.VARBINARY;
      case INTERVAL_YEAR_MONTH, INTERVAL_DAY_TIME -> throw new io.quiver.table.api.ValidationException(
          "Interval parameters are not supported in this statement", null, "0A000", 0, 0);
      case NULL -> SqlTypeName.NULL;
      case ARRAY, MULTISET, MAP, ROW -> throw new io.quiver.table.api.ValidationException(
          type.id() + " parameters are not supported in this statement", null, "0A000", 0, 0);
    };
    SqlBasicTypeNameSpec spec = switch (type.id()) {
      case DECIMAL -> new SqlBasicTypeNameSpec(name, type.precision(), type.scale(), pos);
      case CHAR, VARCHAR -> type.precision() == SqlType.MAX_VARCHAR_LENGTH
          ? new SqlBasicTypeNameSpec(name, pos) : new SqlBasicTypeNameSpec(name, type.precision(), pos);
      case TIMESTAMP, TIMESTAMP_LTZ, TIME -> new SqlBasicTypeNameSpec(name, Math.max(0, type.precision()), pos);
      case BINARY, VARBINARY -> type.precision() <= 0 || type.precision() == SqlType.MAX_VARCHAR_LENGTH
          ? new SqlBasicTypeNameSpec(name, pos) : new SqlBasicTypeNameSpec(name, type.precision(), pos);
      default -> new SqlBasicTypeNameSpec(name, pos);
    };
    return new SqlDataTypeSpec(spec, pos);
  }
}
