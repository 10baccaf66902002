package io.quiver.table.api.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.apache.calcite.sql.SqlCall;
import org.apache.calcite.sql.SqlFunction;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlLiteral;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlUnresolvedFunction;

/**
 * PostgreSQL's sequence functions as pg_dump and psql scripts call them: {@code nextval('s')},
 * {@code setval('s', n, true)}, {@code set_config('search_path', '', false)}, written bare or as
 * {@code pg_catalog.f}. Their arguments name a sequence in a string (often cast, {@code
 * 's'::regclass}), which only the statement's executor can resolve; this class reads them.
 */
final class PostgresFunctions {
  private PostgresFunctions() {}

  /** The function's lower-case name when {@code call} is one of them; null otherwise. */
  static String name(SqlCall call) {
    if (!(call.getOperator() instanceof SqlUnresolvedFunction function)) {
      return null;
    }
    SqlIdentifier id = ((SqlFunction) function).getSqlIdentifier();
    List<String> names = id == null ? List.of(function.getName()) : id.names;
    if (names.size() > 2 || (names.size() == 2 && !names.get(0).equalsIgnoreCase("pg_catalog"))) {
      return null;
    }
    String name = names.get(names.size() - 1).toLowerCase(Locale.ROOT);
    return switch (name) {
      case "nextval", "setval", "set_config" -> name;
      default -> null;
    };
  }

  static void arity(SqlCall call, int min, int max) {
    if (call.operandCount() < min || call.operandCount() > max) {
      throw DdlExecutor.error("Function " + name(call) + " takes " + (min == max ? min : min + " to " + max)
          + " arguments, not " + call.operandCount() + ".", "42883", call);
    }
  }

  /** The sequence a string argument names ({@code 'public.s'}, {@code '"S"'}), casts removed. */
  static SqlIdentifier sequenceName(SqlNode argument) {
    String text = string(argument);
    List<String> parts = new ArrayList<>();
    StringBuilder part = new StringBuilder();
    boolean quoted = false;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '"') {
        if (quoted && i + 1 < text.length() && text.charAt(i + 1) == '"') {
          part.append('"');
          i++;
        } else {
          quoted = !quoted;
        }
      } else if (c == '.' && !quoted) {
        parts.add(part.toString());
        part.setLength(0);
      } else {
        part.append(c);
      }
    }
    parts.add(part.toString());
    if (parts.stream().anyMatch(String::isEmpty) || parts.size() > 3) {
      throw DdlExecutor.error("Invalid sequence name '" + text + "'.", "42602", argument);
    }
    return new SqlIdentifier(parts, argument.getParserPosition());
  }

  static long longArgument(SqlNode argument) {
    SqlNode value = uncast(argument);
    boolean negative = false;
    if (value instanceof SqlCall call && call.getKind() == SqlKind.MINUS_PREFIX) {
      negative = true;
      value = uncast(call.operand(0));
    }
    if (value instanceof SqlLiteral literal && literal.getValue() instanceof java.math.BigDecimal number) {
      try {
        long n = number.longValueExact();
        return negative ? -n : n;
      } catch (ArithmeticException e) {
        throw DdlExecutor.error("Value " + number + " is out of range for a sequence.", "22003", argument);
      }
    }
    throw DdlExecutor.error("Expected an integer literal.", "42804", argument);
  }

  static boolean booleanArgument(SqlNode argument) {
    SqlNode value = uncast(argument);
    if (value instanceof SqlLiteral literal && literal.getValue() instanceof Boolean b) {
      return b;
    }
    throw DdlExecutor.error("Expected TRUE or FALSE.", "42804", argument);
  }

  private static String string(SqlNode argument) {
    SqlNode value = uncast(argument);
    if (value instanceof SqlLiteral literal && literal.getValue() instanceof org.apache.calcite.util.NlsString s) {
      return s.getValue();
    }
    throw DdlExecutor.error("Expected the name of a sequence as a string literal.", "42804", argument);
  }

  /** The operand of {@code CAST(x AS t)} or {@code x::t}, else the node. */
  private static SqlNode uncast(SqlNode node) {
    while (node instanceof SqlCall call && call.getKind() == SqlKind.CAST) {
      node = call.operand(0);
    }
    return node;
  }
}
