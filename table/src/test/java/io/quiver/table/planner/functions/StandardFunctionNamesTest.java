package io.quiver.table.planner.functions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.calcite.sql.SqlFunction;
import org.apache.calcite.sql.SqlOperator;
import org.apache.calcite.sql.SqlOperatorTable;
import org.apache.calcite.sql.fun.SqlStdOperatorTable;
import org.junit.jupiter.api.Test;

/**
 * The built-in tables match Calcite's standard functions by name through a map; each result must
 * be the one the pairwise comparison (every built-in against every standard operator) gives.
 */
class StandardFunctionNamesTest {
  private static final SqlOperatorTable STANDARD = SqlStdOperatorTable.instance();

  /** The comparison the map replaces: each built-in against each standard function, ignoring case. */
  private static Map<SqlOperator, SqlOperator> pairwise(List<? extends SqlOperator> builtins) {
    Map<SqlOperator, SqlOperator> map = new HashMap<>();
    for (SqlOperator f : builtins) {
      for (SqlOperator op : STANDARD.getOperatorList()) {
        if (op.getName().equalsIgnoreCase(f.getName()) && op instanceof SqlFunction) {
          map.put(op, f);
        }
      }
    }
    return map;
  }

  private static List<SqlOperator> notStandard(List<? extends SqlOperator> builtins) {
    return builtins.stream().filter(f -> STANDARD.getOperatorList().stream()
        .noneMatch(op -> op.getName().equalsIgnoreCase(f.getName()) && op instanceof SqlFunction))
        .map(SqlOperator.class::cast).toList();
  }

  @Test
  void flinkReplacementsAreThoseOfThePairwiseComparison() {
    Map<SqlOperator, SqlOperator> expected = pairwise(FlinkBuiltins.FUNCTIONS);
    assertFalse(expected.isEmpty(), "Flink's built-ins replace some of Calcite's functions (SIN, PI, ...)");
    assertEquals(expected, FlinkBuiltins.replacing(STANDARD));
  }

  @Test
  void standardReplacementsAreThoseOfThePairwiseComparison() {
    List<SqlOperator> builtins = new ArrayList<>(StandardBuiltins.FUNCTIONS);
    builtins.add(StandardBuiltins.RAND);
    Map<SqlOperator, SqlOperator> expected = pairwise(builtins);
    assertFalse(expected.isEmpty());
    Map<SqlOperator, SqlOperator> actual = StandardBuiltins.replacing(STANDARD);
    // replacing() also maps Flink's shared trigonometry; the standard dialect's own functions must agree.
    expected.forEach((op, f) -> assertEquals(f, actual.get(op), op.getName()));
  }

  @Test
  void tablesHoldTheFunctionsCalciteDoesNotName() {
    assertEquals(notStandard(FlinkBuiltins.FUNCTIONS), FlinkBuiltins.TABLE.getOperatorList());
    List<SqlOperator> withoutStandard = notStandard(StandardBuiltins.FUNCTIONS);
    assertFalse(withoutStandard.isEmpty());
    assertEquals(true, StandardBuiltins.TABLE.getOperatorList().containsAll(withoutStandard));
  }

  @Test
  void namesMatchIgnoringCaseAndTheLastOfOneNameWins() {
    SqlOperator lowerSin = FlinkBuiltins.FUNCTIONS.stream().filter(f -> f.getName().equals("SIN")).findFirst().orElseThrow();
    List<SqlOperator> builtins = List.of(new RenamedFunction("sin"), lowerSin, new RenamedFunction("Cos"),
        new RenamedFunction("NO_SUCH_FUNCTION"));
    Map<SqlOperator, SqlOperator> expected = pairwise(builtins);
    assertEquals(2, expected.size());
    assertEquals(expected, StandardFunctionNames.replacements(STANDARD, builtins));
  }

  /** A function that only has a name. */
  private static final class RenamedFunction extends SqlFunction {
    RenamedFunction(String name) {
      super(name, org.apache.calcite.sql.SqlKind.OTHER_FUNCTION, null, null, null,
          org.apache.calcite.sql.SqlFunctionCategory.USER_DEFINED_FUNCTION);
    }
  }
}
