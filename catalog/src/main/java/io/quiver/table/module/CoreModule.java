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
 * The module holding Quiver's built-in functions, loaded as {@code core} in every session.
 * {@link #listFunctions} (and so {@code SHOW FUNCTIONS} and {@code listFunctions()}) names the
 * functions of Flink 1.20's core module as Flink lists them, in its spellings (its SQL names in
 * upper case, its internal definition names such as {@code charLength} and {@code toDate} as
 * they are), so that a program listing them sees what it sees on Flink. Lookups also accept
 * the SQL spellings ({@code char_length}, {@code stddev_pop}). A listed function the engine does
 * not run yet (the ARRAY_, MAP_ and JSON_ functions among them) fails with SQLSTATE 0A000.
 */
public final class CoreModule implements Module {
  public static final String NAME = "core";

  private static final String[] SCALAR = {
      "ABS", "CAST", "CEIL", "CEILING", "CHAR_LENGTH", "CHARACTER_LENGTH", "COALESCE", "CONCAT", "CURRENT_DATE",
      "CURRENT_TIMESTAMP", "EXP", "EXTRACT", "FLOOR", "IF", "LN", "LOCALTIMESTAMP", "LOG10", "LOWER", "MOD",
      "NULLIF", "OVERLAY", "POSITION", "POWER", "ROUND", "SIGN", "SQRT", "SUBSTRING", "TRIM", "TRUNCATE", "UPPER"};
  private static final String[] AGGREGATE = {
      "AVG", "COLLECT", "COUNT", "MAX", "MIN", "STDDEV_POP", "STDDEV_SAMP", "SUM", "VAR_POP", "VAR_SAMP"};

  /** The names Flink 1.20's core module lists, in Flink's spelling and order. */
  private static final String[] FLINK_LISTED = {
      "AGG_DECIMAL_MINUS", "AGG_DECIMAL_PLUS", "ARRAY_AGG", "ARRAY_APPEND", "ARRAY_CONCAT", "ARRAY_CONTAINS",
      "ARRAY_DISTINCT", "ARRAY_EXCEPT", "ARRAY_INTERSECT", "ARRAY_JOIN", "ARRAY_MAX", "ARRAY_MIN",
      "ARRAY_POSITION", "ARRAY_PREPEND", "ARRAY_REMOVE", "ARRAY_REVERSE", "ARRAY_SLICE", "ARRAY_SORT",
      "ARRAY_UNION", "COALESCE", "CURRENT_WATERMARK", "GREATEST", "HIVE_AGG_DECIMAL_PLUS", "IFNULL",
      "IS_JSON", "JSON_ARRAY", "JSON_ARRAYAGG_ABSENT_ON_NULL", "JSON_ARRAYAGG_NULL_ON_NULL", "JSON_EXISTS",
      "JSON_OBJECT", "JSON_OBJECTAGG_ABSENT_ON_NULL", "JSON_OBJECTAGG_NULL_ON_NULL", "JSON_QUERY",
      "JSON_STRING", "JSON_VALUE", "LEAST", "MAP_ENTRIES", "MAP_FROM_ARRAYS", "MAP_KEYS", "MAP_UNION",
      "MAP_VALUES", "SOURCE_WATERMARK", "SPLIT", "TRY_CAST", "TYPEOF", "abs", "acos", "and", "array", "as",
      "asc", "ascii", "asin", "at", "atan", "atan2", "avg", "between", "bin", "cardinality", "cast", "ceil",
      "charLength", "chr", "collect", "concat", "concat_ws", "convertTz", "cos", "cosh", "cot", "count",
      "currentDatabase", "currentDate", "currentRowTimestamp", "currentTime", "currentTimestamp",
      "dateFormat", "decode", "degrees", "desc", "distinct", "divide", "e", "element", "encode", "end",
      "equals", "exp", "extract", "first_value", "flatten", "floor", "fromBase64", "fromUnixtime", "get",
      "greaterThan", "greaterThanOrEqual", "hex", "ifThenElse", "in", "initCap", "instr", "isFalse",
      "isNotFalse", "isNotNull", "isNotTrue", "isNull", "isTrue", "last_value", "left", "lessThan",
      "lessThanOrEqual", "like", "listAgg", "ln", "localTime", "localTimestamp", "locate", "log", "log10",
      "log2", "lower", "lowerCase", "lpad", "ltrim", "map", "max", "md5", "min", "minus", "minusPrefix",
      "mod", "not", "notBetween", "notEquals", "now", "or", "over", "overlay", "parseUrl", "pi", "plus",
      "position", "power", "proctime", "radians", "rand", "randInteger", "rangeTo", "regexp", "regexpExtract",
      "regexpReplace", "reinterpretCast", "repeat", "replace", "reverse", "right", "round", "row", "rowtime",
      "rpad", "rtrim", "sha1", "sha2", "sha224", "sha256", "sha384", "sha512", "sign", "similar", "sin",
      "sinh", "splitIndex", "sqrt", "start", "stddevPop", "stddevSamp", "strToMap", "streamRecordTimestamp",
      "substr", "substring", "sum", "sum0", "tan", "tanh", "temporalOverlaps", "times", "timestampDiff",
      "toBase64", "toDate", "toTimestamp", "toTimestampLtz", "trim", "truncate", "unixTimestamp", "upper",
      "upperCase", "uuid", "varPop", "varSamp", "withColumns", "withoutColumns"
  };

  /** Declared after the name arrays: static fields initialise in order. */
  public static final CoreModule INSTANCE = new CoreModule();

  private final Map<String, FunctionDefinition> functions = new TreeMap<>();
  private final Set<String> listed = new java.util.TreeSet<>(java.util.Arrays.asList(FLINK_LISTED));

  private CoreModule() {
    for (String name : SCALAR) {
      functions.put(name.toLowerCase(Locale.ROOT), new BuiltInFunctionDefinition(name, FunctionKind.SCALAR));
    }
    for (String name : AGGREGATE) {
      functions.put(name.toLowerCase(Locale.ROOT), new BuiltInFunctionDefinition(name, FunctionKind.AGGREGATE));
    }
    for (String name : FLINK_LISTED) {
      functions.putIfAbsent(name.toLowerCase(Locale.ROOT), new BuiltInFunctionDefinition(name, FunctionKind.SCALAR));
    }
  }

  @Override
  public Set<String> listFunctions() {
    return Collections.unmodifiableSet(listed);
  }

  @Override
  public Optional<FunctionDefinition> getFunctionDefinition(String name) {
    return Optional.ofNullable(functions.get(name.toLowerCase(Locale.ROOT)));
  }
}
