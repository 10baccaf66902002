package io.quiver.table.planner;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.calcite.sql.SqlFunctionCategory;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlOperator;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlOperatorTable;
import org.apache.calcite.sql.SqlPrefixOperator;
import org.apache.calcite.sql.SqlSyntax;
import org.apache.calcite.sql.fun.SqlStdOperatorTable;
import org.apache.calcite.sql.type.InferTypes;
import org.apache.calcite.sql.type.OperandTypes;
import org.apache.calcite.sql.type.ReturnTypes;
import org.apache.calcite.sql.validate.SqlNameMatcher;

/**
 * Calcite's standard operators, with the few that Quiver types differently replaced by its own
 * versions. Replacing (rather than adding an overload) keeps the lookup unambiguous.
 */
final class StandardOperators implements SqlOperatorTable {
  /** The operators of the default (Flink) dialect. */
  static StandardOperators defaultDialect() {
    return DefaultDialect.INSTANCE;
  }

  // Each dialect's table is made at its first use (a class of its own), so that a session loads
  // the functions of its own dialect only.
  private static final class DefaultDialect {
    static final StandardOperators INSTANCE = new StandardOperators(flinkReplacements());
  }

  private static Map<SqlOperator, SqlOperator> flinkReplacements() {
    // Flink's SIN, PI, INITCAP, ... (computed by Java methods) in place of Calcite's, which the
    // engine does not run.
    Map<SqlOperator, SqlOperator> map = new java.util.HashMap<>(
        io.quiver.table.planner.functions.FlinkBuiltins.replacing(SqlStdOperatorTable.instance()));
    map.put(SqlStdOperatorTable.LAG, QuiverFunctions.LAG);
    map.put(SqlStdOperatorTable.LEAD, QuiverFunctions.LEAD);
    // Flink's result type of SUM (SUM of an INT is an INT)
    map.put(SqlStdOperatorTable.SUM, QuiverFunctions.FLINK_SUM);
    // Flink's DECIMAL precision of a product and of ROUND
    map.put(SqlStdOperatorTable.MULTIPLY, FlinkFunctions.MULTIPLY);
    map.put(SqlStdOperatorTable.ROUND, FlinkFunctions.ROUND);
    map.put(SqlStdOperatorTable.TRUNCATE, FlinkFunctions.TRUNCATE);
    // Flink's result types of the JSON functions (STRING rather than VARCHAR(2000)); see JsonCalls
    map.put(SqlStdOperatorTable.JSON_VALUE, FlinkFunctions.JSON_VALUE);
    map.put(SqlStdOperatorTable.JSON_QUERY, FlinkFunctions.JSON_QUERY);
    map.put(SqlStdOperatorTable.JSON_OBJECT, FlinkFunctions.JSON_OBJECT);
    map.put(SqlStdOperatorTable.JSON_ARRAY, FlinkFunctions.JSON_ARRAY);
    // Flink's result types of SUBSTRING (always nullable) and REPLACE (a STRING); Flink's TYPEOF
    map.put(SqlStdOperatorTable.SUBSTRING, FlinkFunctions.SUBSTRING);
    map.put(SqlStdOperatorTable.REPLACE, FlinkFunctions.REPLACE);
    map.put(SqlStdOperatorTable.TYPEOF, FlinkFunctions.TYPEOF);
    // Flink's type of a CAST to ARRAY<T>, MAP<K, V> or ROW<...>, should the validator look CAST up
    map.put(SqlStdOperatorTable.CAST, CompositeCasts.CAST);
    return Map.copyOf(map);
  }

  /**
   * Unary {@code +} of any operand, which it returns unchanged, as SQLite, MySQL and DuckDB read it
   * ({@code SELECT + name FROM t}); Calcite's accepts only numbers and intervals.
   */
  static final SqlPrefixOperator UNARY_PLUS_ANY = new SqlPrefixOperator("+", SqlKind.PLUS_PREFIX, 80,
      ReturnTypes.ARG0, InferTypes.RETURN_TYPE, OperandTypes.ANY);

  /**
   * The operators of the standard dialect: AVG of integers is fractional there, {@code +} and
   * {@code -} add days to dates, and unary {@code +} takes any operand. (The validator looks every operator up again by name, binary ones
   * included, so replacing them here is enough.)
   */
  static StandardOperators standardDialect() {
    return StandardDialect.INSTANCE;
  }

  private static final class StandardDialect {
    static final StandardOperators INSTANCE = new StandardOperators(standardReplacements());
  }

  private static Map<SqlOperator, SqlOperator> standardReplacements() {
    // SIN, CBRT, INITCAP, RAND, ... computed by Java methods, in place of Calcite's, which the engine does not run
    Map<SqlOperator, SqlOperator> map = new java.util.HashMap<>(
        io.quiver.table.planner.functions.StandardBuiltins.replacing(SqlStdOperatorTable.instance()));
    map.put(SqlStdOperatorTable.LAG, QuiverFunctions.LAG);
    map.put(SqlStdOperatorTable.LEAD, QuiverFunctions.LEAD);
    map.put(SqlStdOperatorTable.AVG, QuiverFunctions.FRACTIONAL_AVG);
    map.put(SqlStdOperatorTable.PLUS, DayArithmetic.PLUS);
    map.put(SqlStdOperatorTable.MINUS, DayArithmetic.MINUS);
    map.put(SqlStdOperatorTable.UNARY_PLUS, UNARY_PLUS_ANY);
    // 'order ' || 42: the side that is not text is cast to VARCHAR, as in PostgreSQL and DuckDB
    map.put(SqlStdOperatorTable.CONCAT, StandardFunctions.CONCAT_TEXT);
    // x ^ y is a power, as in PostgreSQL and DuckDB
    map.put(SqlStdOperatorTable.BITXOR_OPERATOR, StandardFunctions.CARET_POWER);
    // DuckDB's TYPEOF (Calcite's takes a VARIANT)
    map.put(SqlStdOperatorTable.TYPEOF, StandardFunctions.TYPEOF);
    // OCTET_LENGTH of text too
    map.put(SqlStdOperatorTable.OCTET_LENGTH, StandardFunctions.OCTET_LENGTH);
    // the deviations and variances of integers are DOUBLE, as in DuckDB
    for (org.apache.calcite.sql.SqlAggFunction f : List.of(SqlStdOperatorTable.STDDEV, SqlStdOperatorTable.STDDEV_POP,
        SqlStdOperatorTable.STDDEV_SAMP, SqlStdOperatorTable.VARIANCE, SqlStdOperatorTable.VAR_POP,
        SqlStdOperatorTable.VAR_SAMP)) {
      map.put(f, QuiverFunctions.fractional(f));
    }
    return Map.copyOf(map);
  }

  private final Map<SqlOperator, SqlOperator> replacements;

  private final SqlOperatorTable standard = SqlStdOperatorTable.instance();

  private StandardOperators(Map<SqlOperator, SqlOperator> replacements) {
    this.replacements = replacements;
  }

  @Override
  public void lookupOperatorOverloads(SqlIdentifier name, SqlFunctionCategory category, SqlSyntax syntax,
      List<SqlOperator> operators, SqlNameMatcher nameMatcher) {
    List<SqlOperator> found = new ArrayList<>();
    standard.lookupOperatorOverloads(name, category, syntax, found, nameMatcher);
    found.forEach(operator -> operators.add(replacements.getOrDefault(operator, operator)));
  }

  @Override
  public List<SqlOperator> getOperatorList() {
    return standard.getOperatorList().stream().map(operator -> replacements.getOrDefault(operator, operator)).toList();
  }
}
