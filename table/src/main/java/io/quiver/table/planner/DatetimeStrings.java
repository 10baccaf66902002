package io.quiver.table.planner;

import io.quiver.engine.error.EngineException;
import io.quiver.engine.runtime.DateTimeFunctions;
import io.quiver.engine.runtime.SqlFunctions;
import io.quiver.table.api.ValidationException;
import java.nio.charset.StandardCharsets;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.apache.calcite.rel.RelHomogeneousShuttle;
import org.apache.calcite.rel.RelNode;
import org.apache.calcite.rel.type.RelDataType;
import org.apache.calcite.rex.RexBuilder;
import org.apache.calcite.rex.RexCall;
import org.apache.calcite.rex.RexLiteral;
import org.apache.calcite.rex.RexNode;
import org.apache.calcite.rex.RexShuttle;
import org.apache.calcite.rex.RexSubQuery;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.type.SqlTypeName;
import org.apache.calcite.sql.type.SqlTypeUtil;
import org.apache.calcite.util.DateString;
import org.apache.calcite.util.TimeString;
import org.apache.calcite.util.TimestampString;

/**
 * A character string compared with a DATE, TIME or TIMESTAMP (or a number: cast where it is
 * evaluated; also in {@code IN (SELECT ...)}) is read as a value of that type, as
 * Flink and PostgreSQL do ({@code d_date = '2000-01-03'}, {@code IN ('...')}, {@code BETWEEN}). A
 * literal is read once, while planning (a malformed one is SQLSTATE 22007); any other string is
 * cast where it is evaluated. Calcite casts the string for {@code <} and its kin but leaves
 * {@code =}, {@code <>} and IN lists to the engine, which compares values of one type.
 */
final class DatetimeStrings extends RexShuttle {
  private static final Set<SqlKind> COMPARISONS = EnumSet.of(SqlKind.EQUALS, SqlKind.NOT_EQUALS,
      SqlKind.LESS_THAN, SqlKind.LESS_THAN_OR_EQUAL, SqlKind.GREATER_THAN, SqlKind.GREATER_THAN_OR_EQUAL,
      SqlKind.IS_DISTINCT_FROM, SqlKind.IS_NOT_DISTINCT_FROM);
  private static final Set<SqlTypeName> DATETIMES = EnumSet.of(SqlTypeName.DATE, SqlTypeName.TIME,
      SqlTypeName.TIMESTAMP);

  private final RexBuilder rex;

  private DatetimeStrings(RexBuilder rex) {
    this.rex = rex;
  }

  /** {@code rel} with every such comparison, in it and its inputs and subqueries, made one of datetimes. */
  static RelNode convertComparisons(RelNode rel, RexBuilder rex) {
    DatetimeStrings expressions = new DatetimeStrings(rex);
    return rel.accept(new RelHomogeneousShuttle() {
      @Override
      public RelNode visit(RelNode other) {
        return super.visit(other).accept(expressions);
      }
    });
  }

  @Override
  public RexNode visitSubQuery(RexSubQuery subQuery) {
    RexSubQuery visited = (RexSubQuery) super.visitSubQuery(subQuery);
    RelNode rel = convertComparisons(visited.rel, rex);
    if (visited.getKind() == SqlKind.IN) {
      // x IN (SELECT c ...) compares x with c: a string x is read as c's type, as with =.
      List<RexNode> operands = new java.util.ArrayList<>(visited.getOperands());
      List<org.apache.calcite.rel.type.RelDataTypeField> fields = rel.getRowType().getFieldList();
      boolean changed = false;
      for (int i = 0; i < operands.size() && i < fields.size(); i++) {
        RelDataType target = fields.get(i).getType();
        if (SqlTypeUtil.isCharacter(operands.get(i).getType()) && (isDatetime(target) || isNumeric(target))) {
          operands.set(i, isDatetime(target) ? asDatetime(operands.get(i), target) : asNumber(operands.get(i), target));
          changed = true;
        }
      }
      if (changed) {
        return RexSubQuery.in(rel, com.google.common.collect.ImmutableList.copyOf(operands));
      }
    }
    return visited.clone(rel);
  }

  @Override
  public RexNode visitCall(RexCall call) {
    RexCall visited = (RexCall) super.visitCall(call);
    if (!COMPARISONS.contains(visited.getKind()) || visited.getOperands().size() != 2) {
      return visited;
    }
    RexNode left = visited.getOperands().get(0);
    RexNode right = visited.getOperands().get(1);
    if (isDatetime(left.getType()) && SqlTypeUtil.isCharacter(right.getType())) {
      return visited.clone(visited.getType(), List.of(left, asDatetime(right, left.getType())));
    }
    if (isDatetime(right.getType()) && SqlTypeUtil.isCharacter(left.getType())) {
      return visited.clone(visited.getType(), List.of(asDatetime(left, right.getType()), right));
    }
    // A string compared with a number is read as a number of that type, as PostgreSQL and DuckDB
    // read 'hello' = n: by the engine's CAST, so a string that is no number is 22018.
    if (isNumeric(left.getType()) && SqlTypeUtil.isCharacter(right.getType())) {
      return visited.clone(visited.getType(), List.of(left, asNumber(right, left.getType())));
    }
    if (isNumeric(right.getType()) && SqlTypeUtil.isCharacter(left.getType())) {
      return visited.clone(visited.getType(), List.of(asNumber(left, right.getType()), right));
    }
    return visited;
  }

  private static boolean isNumeric(RelDataType type) {
    return SqlTypeUtil.isNumeric(type);
  }

  private RexNode asNumber(RexNode string, RelDataType number) {
    return rex.makeAbstractCast(rex.getTypeFactory().createTypeWithNullability(number, string.getType().isNullable()),
        string, false);
  }

  private static boolean isDatetime(RelDataType type) {
    return DATETIMES.contains(type.getSqlTypeName());
  }

  private RexNode asDatetime(RexNode string, RelDataType datetime) {
    RelDataType type = rex.getTypeFactory().createTypeWithNullability(datetime, string.getType().isNullable());
    if (string instanceof RexLiteral literal && !literal.isNull()) {
      return literal(literal.getValueAs(String.class), type);
    }
    return rex.makeAbstractCast(type, string, false);
  }

  /** The string read as a value of {@code type}, by the rules of the engine's CAST. */
  RexLiteral literal(String text, RelDataType type) {
    return literal(rex, text, type);
  }

  static RexLiteral literal(RexBuilder rex, String text, RelDataType type) {
    byte[] utf8 = text.getBytes(StandardCharsets.UTF_8);
    try {
      return switch (type.getSqlTypeName()) {
        case DATE -> (RexLiteral) rex.makeDateLiteral(DateString.fromDaysSinceEpoch(SqlFunctions.parseDate(utf8)));
        case TIME -> {
          LocalTime t = LocalTime.ofNanoOfDay(DateTimeFunctions.parseTime(utf8) * 1000L);
          yield (RexLiteral) rex.makeTimeLiteral(new TimeString(t.getHour(), t.getMinute(), t.getSecond())
              .withNanos(t.getNano()), type.getPrecision());
        }
        default -> {
          long micros = SqlFunctions.parseTimestamp(utf8);
          LocalDateTime t = LocalDateTime.ofEpochSecond(Math.floorDiv(micros, 1_000_000L),
              (int) Math.floorMod(micros, 1_000_000L) * 1000, java.time.ZoneOffset.UTC);
          yield (RexLiteral) rex.makeTimestampLiteral(new TimestampString(t.getYear(), t.getMonthValue(),
              t.getDayOfMonth(), t.getHour(), t.getMinute(), t.getSecond()).withNanos(t.getNano()), type.getPrecision());
        }
      };
    } catch (EngineException e) {
      throw new ValidationException(e.getMessage(), e, e.sqlState(), 0, 0);
    }
  }
}
