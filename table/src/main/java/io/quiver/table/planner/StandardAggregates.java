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
 * BOOL_AND is EVERY and BOOL_OR is SOME.
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
        if (operands.size() == 1) {
          operands.add(SqlLiteral.createCharString(",", pos));
        }
        yield "LISTAGG";
      }
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
