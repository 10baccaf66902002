package io.quiver.table.module;

import io.quiver.table.functions.BuiltInFunctionDefinition;
import io.quiver.table.functions.FunctionDefinition;
import io.quiver.table.functions.FunctionKind;
import java.util.Collections;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

/**
 * The module holding Quiver's built-in functions, loaded as {@code core} in every session. Its
 * names are those the planner accepts; some of them the engine does not run yet, and a query
 * using one of those fails with SQLSTATE 0A000.
 */
public final class CoreModule implements Module {
  public static final String NAME = "core";

  private static final String[] SCALAR = {
      "ABS", "CAST", "CEIL", "CEILING", "CHAR_LENGTH", "CHARACTER_LENGTH", "COALESCE", "CONCAT", "CURRENT_DATE",
      "CURRENT_TIMESTAMP", "EXP", "EXTRACT", "FLOOR", "IF", "LN", "LOCALTIMESTAMP", "LOG10", "LOWER", "MOD",
      "NULLIF", "OVERLAY", "POSITION", "POWER", "ROUND", "SIGN", "SQRT", "SUBSTRING", "TRIM", "TRUNCATE", "UPPER"};
  private static final String[] AGGREGATE = {
      "AVG", "COLLECT", "COUNT", "MAX", "MIN", "STDDEV_POP", "STDDEV_SAMP", "SUM", "VAR_POP", "VAR_SAMP"};

  /** Declared after the name arrays: static fields initialise in order. */
  public static final CoreModule INSTANCE = new CoreModule();

  private final Map<String, FunctionDefinition> functions = new TreeMap<>();

  private CoreModule() {
    for (String name : SCALAR) {
      functions.put(name.toLowerCase(Locale.ROOT), new BuiltInFunctionDefinition(name, FunctionKind.SCALAR));
    }
    for (String name : AGGREGATE) {
      functions.put(name.toLowerCase(Locale.ROOT), new BuiltInFunctionDefinition(name, FunctionKind.AGGREGATE));
    }
  }

  @Override
  public Set<String> listFunctions() {
    return Collections.unmodifiableSet(functions.keySet());
  }

  @Override
  public Optional<FunctionDefinition> getFunctionDefinition(String name) {
    return Optional.ofNullable(functions.get(name.toLowerCase(Locale.ROOT)));
  }
}
