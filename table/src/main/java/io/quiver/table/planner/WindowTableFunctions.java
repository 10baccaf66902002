package io.quiver.table.planner;

import io.quiver.table.api.ValidationException;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.apache.calcite.sql.SqlCall;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlIntervalLiteral;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlLiteral;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlNodeList;
import org.apache.calcite.sql.parser.SqlParseException;
import org.apache.calcite.sql.parser.SqlParser;
import org.apache.calcite.sql.parser.SqlParserPos;
import org.apache.calcite.sql.parser.SqlParserUtil;
import org.apache.calcite.sql.util.SqlBasicVisitor;

/**
 * Flink's windowing table-valued functions in batch: {@code TABLE(TUMBLE(TABLE t, DESCRIPTOR(ts),
 * size [, offset]))}, {@code HOP(..., slide, size [, offset])} and {@code CUMULATE(..., step, size
 * [, offset])}, written before validation as the query that computes them: the table's rows (those
 * with a time) with {@code window_start} and {@code window_end} (TIMESTAMP(3) NOT NULL) and
 * {@code window_time} (the time column's type, the window's last millisecond) appended, once per
 * window that holds the row (HOP and CUMULATE through UNNEST of the windows' starts or ends). The
 * window arithmetic is {@code FlinkFunctionLibrary}'s ({@code QUIVER_WINDOW_START}, ...). A window
 * aggregation ({@code GROUP BY window_start, window_end}) is then an ordinary aggregation, which
 * in batch is what Flink's is. Arguments may be given by name (DATA, TIMECOL, SIZE, SLIDE, STEP,
 * OFFSET).
 */
final class WindowTableFunctions {
  private WindowTableFunctions() {}

  /** Rewrites every windowing table-valued function in {@code statement}, in place. */
  static void rewrite(SqlNode statement) {
    statement.accept(new SqlBasicVisitor<Void>() {
      @Override
      public Void visit(SqlCall call) {
        List<SqlNode> operands = call.getOperandList();
        for (int i = 0; i < operands.size(); i++) {
          SqlNode operand = operands.get(i);
          SqlNode replacement = operand instanceof SqlCall c ? anyReplacement(c) : null;
          if (replacement != null) {
            call.setOperand(i, replacement);
          } else if (operand != null) {
            operand.accept(this);
          }
        }
        return null;
      }

      @Override
      public Void visit(SqlNodeList list) {
        for (int i = 0; i < list.size(); i++) {
          SqlNode node = list.get(i);
          SqlNode replacement = node instanceof SqlCall c ? anyReplacement(c) : null;
          if (replacement != null) {
            list.set(i, replacement);
          } else if (node != null) {
            node.accept(this);
          }
        }
        return null;
      }
    });
  }

  private static SqlNode anyReplacement(SqlCall call) {
    SqlNode replacement = replacement(call);
    return replacement != null ? replacement : groupWindowReplacement(call);
  }

  /**
   * The group window function {@code TUMBLE(time, size [, offset])} of a GROUP BY, and its
   * {@code TUMBLE_START} and {@code TUMBLE_END} in the select list, written as the window's start
   * (TIMESTAMP(3), as in Flink) and end; null for any other call.
   */
  private static SqlNode groupWindowReplacement(SqlCall call) {
    // In GROUP BY the parser already names the group function $TUMBLE.
    String name = call.getOperator().getName().toUpperCase(Locale.ROOT).replace("$", "");
    if (!(name.equals("TUMBLE") || name.equals("TUMBLE_START") || name.equals("TUMBLE_END"))
        || call.operandCount() < 2 || call.operandCount() > 3 || call.operand(0).getKind() == SqlKind.EXPLICIT_TABLE
        || call.operand(0).getKind() == SqlKind.ARGUMENT_ASSIGNMENT || !(call.operand(1) instanceof SqlIntervalLiteral)) {
      return null;
    }
    SqlParserPos pos = call.getParserPosition();
    long size = micros(call.operand(1), call);
    if (call.operandCount() == 3) {
      // Flink's planner refuses an aligned (offset) group window; the TUMBLE table function takes one.
      throw error(call, "Group window TUMBLE with an offset is not supported; use the TUMBLE table-valued function,"
          + " TABLE(TUMBLE(TABLE t, DESCRIPTOR(ts), size, offset)).");
    }
    long offset = 0;
    SqlNode start = function("QUIVER_WINDOW_START", pos, call.operand(0).clone(pos),
        SqlLiteral.createExactNumeric(Long.toString(size), pos), SqlLiteral.createExactNumeric(Long.toString(offset), pos));
    return name.equals("TUMBLE_END")
        ? function("QUIVER_WINDOW_END", pos, start, SqlLiteral.createExactNumeric(Long.toString(size), pos)) : start;
  }

  private static SqlNode function(String name, SqlParserPos pos, SqlNode... operands) {
    // The function itself, not a name to resolve: GROUP BY matches select expressions by their
    // operators, and the validator resolves a name in one place but not the other.
    org.apache.calcite.sql.SqlOperator function = io.quiver.table.planner.functions.FlinkBuiltins.TABLE.getOperatorList()
        .stream().filter(op -> op.getName().equals(name)).findFirst().orElseThrow();
    return function.createCall(pos, operands);
  }

  /** The query a {@code TABLE(window function(...))} stands for, or null if it is none. */
  private static SqlNode replacement(SqlCall call) {
    if (call.getKind() != SqlKind.COLLECTION_TABLE || !(call.operand(0) instanceof SqlCall function)) {
      return null;
    }
    String kind = function.getOperator().getName().toUpperCase(Locale.ROOT);
    List<String> parameters = switch (kind) {
      case "TUMBLE" -> List.of("DATA", "TIMECOL", "SIZE", "OFFSET");
      case "HOP" -> List.of("DATA", "TIMECOL", "SLIDE", "SIZE", "OFFSET");
      case "CUMULATE" -> List.of("DATA", "TIMECOL", "STEP", "SIZE", "OFFSET");
      default -> null;
    };
    if (parameters == null) {
      return null;
    }
    Map<String, SqlNode> arguments = new TreeMap<>();
    List<SqlNode> operands = function.getOperandList();
    for (int i = 0; i < operands.size(); i++) {
      SqlNode operand = operands.get(i);
      if (operand.getKind() == SqlKind.ARGUMENT_ASSIGNMENT) {
        SqlCall assignment = (SqlCall) operand;
        arguments.put(((SqlIdentifier) assignment.operand(1)).getSimple().toUpperCase(Locale.ROOT), assignment.operand(0));
      } else if (i < parameters.size()) {
        arguments.put(parameters.get(i), operand);
      }
    }
    for (String required : parameters.subList(0, parameters.size() - 1)) {
      if (!arguments.containsKey(required)) {
        throw error(function, "Invalid number of arguments to function '" + kind + "'. Was expecting "
            + (parameters.size() - 1) + " arguments");
      }
    }
    String table = table(arguments.get("DATA"), function);
    String time = "`w$`." + quote(descriptor(arguments.get("TIMECOL"), function));
    long offset = arguments.containsKey("OFFSET") ? micros(arguments.get("OFFSET"), function) : 0;
    long size = micros(arguments.get("SIZE"), function);
    String sql;
    switch (kind) {
      case "TUMBLE" -> {
        String start = "QUIVER_WINDOW_START(" + time + ", " + size + ", " + offset + ")";
        String end = "QUIVER_WINDOW_END(" + start + ", " + size + ")";
        sql = "SELECT `w$`.*, " + start + " AS `window_start`, " + end + " AS `window_end`, QUIVER_WINDOW_TIME("
            + time + ", " + end + ") AS `window_time` FROM " + table + " AS `w$` WHERE " + time + " IS NOT NULL";
      }
      case "HOP" -> {
        long slide = micros(arguments.get("SLIDE"), function);
        String end = "QUIVER_WINDOW_END(`s$`.`window_start`, " + size + ")";
        sql = "SELECT `w$`.*, `s$`.`window_start`, " + end + " AS `window_end`, QUIVER_WINDOW_TIME(" + time + ", "
            + end + ") AS `window_time` FROM " + table + " AS `w$` CROSS JOIN UNNEST(QUIVER_HOP_STARTS(" + time + ", "
            + slide + ", " + size + ", " + offset + ")) AS `s$`(`window_start`) WHERE " + time + " IS NOT NULL";
      }
      default -> {
        long step = micros(arguments.get("STEP"), function);
        if (size % step != 0) {
          throw error(function, "CUMULATE table function based aggregate requires maxSize must be an integral multiple"
              + " of step, but got maxSize " + size / 1000 + " ms and step " + step / 1000 + " ms");
        }
        String start = "QUIVER_WINDOW_START(" + time + ", " + size + ", " + offset + ")";
        sql = "SELECT `w$`.*, " + start + " AS `window_start`, `e$`.`window_end`, QUIVER_WINDOW_TIME(" + time
            + ", `e$`.`window_end`) AS `window_time` FROM " + table + " AS `w$` CROSS JOIN UNNEST(QUIVER_CUMULATE_ENDS("
            + time + ", " + step + ", " + size + ", " + offset + ")) AS `e$`(`window_end`) WHERE " + time + " IS NOT NULL";
      }
    }
    try {
      return SqlParser.create(sql, QuiverPlanner.PARSER_CONFIG).parseQuery();
    } catch (SqlParseException e) {
      throw new IllegalStateException("window function written as " + sql, e);
    }
  }

  /** The table a window function reads: {@code TABLE name}. */
  private static String table(SqlNode data, SqlCall function) {
    if (data != null && data.getKind() == SqlKind.EXPLICIT_TABLE && ((SqlCall) data).operand(0) instanceof SqlIdentifier id) {
      return id.names.stream().map(WindowTableFunctions::quote).collect(Collectors.joining("."));
    }
    if (data instanceof SqlIdentifier id) {
      return id.names.stream().map(WindowTableFunctions::quote).collect(Collectors.joining("."));
    }
    throw error(function, "The first argument of a windowing table function must be a table: TABLE name");
  }

  /** The column of {@code DESCRIPTOR(column)}. */
  private static String descriptor(SqlNode timeColumn, SqlCall function) {
    if (timeColumn instanceof SqlCall call && call.getOperator().getName().equalsIgnoreCase("DESCRIPTOR")
        && call.operandCount() == 1) {
      SqlNode column = call.operand(0);
      if (column instanceof SqlNodeList list && list.size() == 1) {
        column = list.get(0);
      }
      if (column instanceof SqlIdentifier id && id.isSimple()) {
        return id.getSimple();
      }
    }
    throw error(function, "The time column of a windowing table function must be given as DESCRIPTOR(column)");
  }

  /** A day-time interval literal in microseconds. */
  private static long micros(SqlNode interval, SqlCall function) {
    if (interval instanceof SqlIntervalLiteral literal) {
      SqlIntervalLiteral.IntervalValue value = literal.getValueAs(SqlIntervalLiteral.IntervalValue.class);
      if (!value.getIntervalQualifier().isYearMonth()) {
        long millis = SqlParserUtil.intervalToMillis(value);
        if (millis > 0) {
          return millis * 1_000L;
        }
      }
    }
    throw error(function, "A window's size, slide, step and offset must be positive day-time interval literals such as"
        + " INTERVAL '10' MINUTES, not " + interval);
  }

  private static String quote(String name) {
    return "`" + name.replace("`", "``") + "`";
  }

  private static ValidationException error(SqlCall at, String message) {
    SqlParserPos pos = at.getParserPosition();
    return new ValidationException(message, null, "42883", pos.getLineNum(), pos.getColumnNum());
  }

}
