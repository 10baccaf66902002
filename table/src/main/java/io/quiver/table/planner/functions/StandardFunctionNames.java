package io.quiver.table.planner.functions;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.apache.calcite.sql.SqlFunction;
import org.apache.calcite.sql.SqlOperator;
import org.apache.calcite.sql.SqlOperatorTable;

/**
 * The functions (not operators) of an operator table by name, ignoring case. The built-in tables
 * are matched against Calcite's several hundred standard operators when a session's first
 * statement builds them; comparing each built-in with every operator took a noticeable part of
 * start-up, still interpreted at that point.
 */
final class StandardFunctionNames {
  private final Map<String, List<SqlOperator>> functions = new HashMap<>();

  StandardFunctionNames(SqlOperatorTable table) {
    for (SqlOperator op : table.getOperatorList()) {
      if (op instanceof SqlFunction) {
        functions.computeIfAbsent(key(op.getName()), k -> new ArrayList<>()).add(op);
      }
    }
  }

  /** The table's functions named {@code name} in any case, in the table's order. */
  List<SqlOperator> named(String name) {
    return functions.getOrDefault(key(name), List.of());
  }

  boolean has(String name) {
    return functions.containsKey(key(name));
  }

  /**
   * Each function of {@code table} that has the name of one of {@code replacements}, mapped to
   * it (to the last one, should two have its name).
   */
  static Map<SqlOperator, SqlOperator> replacements(SqlOperatorTable table, List<? extends SqlOperator> replacements) {
    StandardFunctionNames names = new StandardFunctionNames(table);
    Map<SqlOperator, SqlOperator> map = new HashMap<>();
    for (SqlOperator f : replacements) {
      for (SqlOperator op : names.named(f.getName())) {
        map.put(op, f);
      }
    }
    return map;
  }

  private static String key(String name) {
    return name.toUpperCase(Locale.ROOT);
  }
}
