package io.quiver.table.planner;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.apache.calcite.sql.SqlBasicCall;
import org.apache.calcite.sql.SqlCall;
import org.apache.calcite.sql.SqlFunctionCategory;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlLiteral;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlUnresolvedFunction;
import org.apache.calcite.sql.parser.SqlParserPos;

/**
 * The aggregate functions of PostgreSQL, DuckDB and MySQL that are other names of Calcite's, for
 * the standard dialect, renamed before validation: STRING_AGG(x [, sep]) and GROUP_CONCAT(x [, sep])
 * are LISTAGG (the separator ',' when omitted, as DuckDB and MySQL), LIST(x) is ARRAY_AGG(x),
 * BOOL_AND is EVERY and BOOL_OR is SOME, MEDIAN(x) is PERCENTILE_CONT(0.5) WITHIN GROUP (ORDER BY x)
 * and QUANTILE_CONT / QUANTILE_DISC (x, f) are PERCENTILE_CONT / _DISC (f) WITHIN GROUP (ORDER BY x);
 * DuckDB's MAX_BY / MIN_BY are ARG_MAX / ARG_MIN, and PostgreSQL's MODE() WITHIN GROUP (ORDER BY x)
 * is DuckDB's MODE(x).
 */
final class StandardAggregates {
  private StandardAggregates() {}

  static SqlNode rename(SqlNode node) {
    // The parser makes STRING_AGG and GROUP_CONCAT calls of Calcite's library operators, the others unresolved.
    if (!(node instanceof SqlBasicCall call) || !(call.getOperator() instanceof org.apache.calcite.sql.SqlFunction function)
        || !function.getNameAsId().isSimple()) {
      return node;
    }
    String name = function.getNameAsId().getSimple().toUpperCase(Locale.ROOT);
    if (!(function instanceof SqlUnresolvedFunction) && !name.equals("STRING_AGG") && !name.equals("GROUP_CONCAT")) {
      return node;
    }
    SqlParserPos pos = call.getParserPosition();
    List<SqlNode> operands = new ArrayList<>(call.getOperandList());
    String renamed = switch (name) {
      case "STRING_AGG", "GROUP_CONCAT" -> {
        // MySQL's GROUP_CONCAT(x ORDER BY k SEPARATOR s): the parser gives SEPARATOR(s) as the last operand
        if (!operands.isEmpty() && operands.get(operands.size() - 1) instanceof SqlCall separator
            && separator.getKind() == org.apache.calcite.sql.SqlKind.SEPARATOR) {
          operands.remove(operands.size() - 1);
          operands.add(1, separator.operand(0));
        }
        if (operands.size() == 1) {
          operands.add(SqlLiteral.createCharString(",", pos));
        }
        yield "LISTAGG";
      }
      case "MEDIAN", "QUANTILE_CONT", "QUANTILE_DISC", "QUANTILE" -> {
        // DuckDB's median(x), quantile_cont(x, f), quantile_disc(x, f): PERCENTILE_CONT(0.5) or
        // PERCENTILE_{CONT|DISC}(f) WITHIN GROUP (ORDER BY x).
        if (operands.size() != (name.equals("MEDIAN") ? 1 : 2)) {
          yield null;
        }
        SqlNode fraction = name.equals("MEDIAN") ? SqlLiteral.createExactNumeric("0.5", pos) : operands.get(1);
        org.apache.calcite.sql.SqlNodeList order = new org.apache.calcite.sql.SqlNodeList(List.of(operands.get(0)), pos);
        operands.clear();
        operands.add(fraction);
        operands.add(order);
        yield name.equals("MEDIAN") || name.equals("QUANTILE_CONT") ? "PERCENTILE_CONT" : "PERCENTILE_DISC";
      }
      case "MAX_BY" -> "ARG_MAX";
      case "MIN_BY" -> "ARG_MIN";
      case "LIST" -> "ARRAY_AGG";
      case "BOOL_AND" -> "EVERY";
      case "BOOL_OR" -> "SOME";
      default -> null;
    };
    if (renamed == null) {
      return node;
    }
    SqlUnresolvedFunction operator = new SqlUnresolvedFunction(new SqlIdentifier(renamed, function.getNameAsId()
        .getParserPosition()), null, null, null, null, SqlFunctionCategory.USER_DEFINED_FUNCTION);
    // STRING_AGG(x, s ORDER BY k) carries its order as an operand: LISTAGG(x, s) WITHIN GROUP (ORDER BY k).
    org.apache.calcite.sql.SqlNodeList order = null;
    for (java.util.Iterator<SqlNode> it = operands.iterator(); it.hasNext(); ) {
      if (it.next() instanceof org.apache.calcite.sql.SqlNodeList list) {
        order = list;
        it.remove();
      }
    }
    if (operands.size() == 1 && renamed.equals("LISTAGG")) {
      operands.add(SqlLiteral.createCharString(",", pos));
    }
    SqlCall renamedCall = new SqlBasicCall(operator, operands, pos, call.getFunctionQuantifier());
    return order == null ? renamedCall
        : org.apache.calcite.sql.fun.SqlStdOperatorTable.WITHIN_GROUP.createCall(pos, renamedCall, order);
  }

  /** PostgreSQL's {@code MODE() WITHIN GROUP (ORDER BY x)}: {@code MODE(x)} (the order of x does not matter). */
  static SqlNode modeWithinGroup(SqlNode node) {
    if (!(node instanceof SqlBasicCall within) || within.getKind() != org.apache.calcite.sql.SqlKind.WITHIN_GROUP
        || !(within.operand(0) instanceof SqlBasicCall mode) || mode.operandCount() != 0
        || !mode.getOperator().getName().equalsIgnoreCase("MODE")
        || !(within.operand(1) instanceof org.apache.calcite.sql.SqlNodeList order) || order.size() != 1) {
      return node;
    }
    SqlNode value = order.get(0);
    while (value instanceof SqlBasicCall wrapper && (wrapper.getKind() == org.apache.calcite.sql.SqlKind.DESCENDING
        || wrapper.getKind() == org.apache.calcite.sql.SqlKind.NULLS_FIRST
        || wrapper.getKind() == org.apache.calcite.sql.SqlKind.NULLS_LAST)) {
      value = wrapper.operand(0);
    }
    return new SqlBasicCall(mode.getOperator(), List.of(value), mode.getParserPosition());
  }

  /**
   * {@code PERCENTILE_CONT(f) WITHIN GROUP (ORDER BY x)} interpolates as a DOUBLE, as PostgreSQL's
   * does (Calcite types it as x, so the median of 1 and 2 would be 1): x is ordered as a DOUBLE.
   */
  static SqlNode continuousPercentileOfDouble(SqlNode node) {
    if (!(node instanceof SqlBasicCall within) || within.getKind() != org.apache.calcite.sql.SqlKind.WITHIN_GROUP
        || !(within.operand(0) instanceof SqlCall percentile)
        || !percentile.getOperator().getName().equalsIgnoreCase("PERCENTILE_CONT")
        || !(within.operand(1) instanceof org.apache.calcite.sql.SqlNodeList order)) {
      return node;
    }
    List<SqlNode> items = new ArrayList<>();
    for (SqlNode item : order) {
      if (item instanceof SqlBasicCall descending && descending.getKind() == org.apache.calcite.sql.SqlKind.DESCENDING) {
        descending.setOperand(0, asDouble(descending.operand(0)));
        items.add(descending);
      } else {
        items.add(asDouble(item));
      }
    }
    within.setOperand(1, new org.apache.calcite.sql.SqlNodeList(items, order.getParserPosition()));
    return within;
  }

  private static SqlNode asDouble(SqlNode value) {
    SqlParserPos pos = value.getParserPosition();
    return org.apache.calcite.sql.fun.SqlStdOperatorTable.CAST.createCall(pos, value,
        new org.apache.calcite.sql.SqlDataTypeSpec(new org.apache.calcite.sql.SqlBasicTypeNameSpec(
            org.apache.calcite.sql.type.SqlTypeName.DOUBLE, pos), pos));
  }

  /**
   * {@code FROM generate_series(a, b [, step])} (PostgreSQL, DuckDB): the rows of the array that
   * the scalar GENERATE_SERIES computes, in a column named {@code generate_series}:
   * {@code (SELECT generate_series FROM UNNEST(generate_series(a, b)) AS s (generate_series))}.
   */
  static SqlNode seriesTable(SqlNode node) {
    if (!(node instanceof SqlBasicCall table) || table.getKind() != org.apache.calcite.sql.SqlKind.COLLECTION_TABLE
        || !(table.operand(0) instanceof SqlBasicCall call)
        || !(call.getOperator() instanceof SqlUnresolvedFunction function) || !function.getNameAsId().isSimple()
        || !function.getNameAsId().getSimple().equalsIgnoreCase("GENERATE_SERIES")) {
      return node;
    }
    SqlParserPos pos = table.getParserPosition();
    SqlNode unnest = org.apache.calcite.sql.fun.SqlStdOperatorTable.UNNEST.createCall(pos, call);
    SqlNode aliased = org.apache.calcite.sql.fun.SqlStdOperatorTable.AS.createCall(pos, unnest,
        new SqlIdentifier("generate_series", pos), new SqlIdentifier("generate_series", pos));
    return new org.apache.calcite.sql.SqlSelect(pos, null,
        org.apache.calcite.sql.SqlNodeList.of(new SqlIdentifier("generate_series", pos)), aliased, null, null, null,
        null, null, null, null, null, null);
  }

  /** Whether {@code call} is one of the renamed ones (for tests of the list). */
  static boolean renames(SqlCall call) {
    return rename(call) != call;
  }
}
