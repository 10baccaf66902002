package io.quiver.table.api;

import io.quiver.table.api.internal.PathParser;
import io.quiver.table.catalog.FunctionCatalog;
import io.quiver.table.functions.FunctionDefinition;
import io.quiver.table.functions.UserDefinedFunction;
import io.quiver.table.types.DataType;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * The static entry points of the Table API's expression DSL, as in Flink:
 * {@code import static io.quiver.table.api.Expressions.*;} then
 * {@code table.select($("a"), lit(1).plus($("b")).as("c"))}.
 */
public final class Expressions {
  /** For {@code Over...preceding}: all rows from the partition's start. */
  public static final ApiExpression UNBOUNDED_ROW = ApiExpression.template("UNBOUNDED_ROW");
  /** For {@code Over...preceding}: all rows with a smaller or equal order key. */
  public static final ApiExpression UNBOUNDED_RANGE = ApiExpression.template("UNBOUNDED_RANGE");
  /** For {@code Over...following}: the current row. */
  public static final ApiExpression CURRENT_ROW = ApiExpression.template("CURRENT_ROW");
  /** For {@code Over...following}: the rows with the current row's order key. */
  public static final ApiExpression CURRENT_RANGE = ApiExpression.template("CURRENT_RANGE");

  private Expressions() {}

  /** A reference to the field {@code name}; {@code $("*")} means all fields. */
  public static ApiExpression $(String name) {
    return ApiExpression.field(name);
  }

  /** Same as {@link #$(String)}. */
  public static ApiExpression col(String name) {
    return ApiExpression.field(name);
  }

  /**
   * A literal: {@code Integer} is INT, {@code Long} BIGINT, {@code Double} DOUBLE, {@code String}
   * CHAR(n), {@code BigDecimal} DECIMAL, {@code LocalDate} DATE, {@code LocalDateTime} TIMESTAMP.
   */
  public static ApiExpression lit(Object value) {
    return ApiExpression.literal(value);
  }

  /** A literal converted to {@code type}. */
  public static ApiExpression lit(Object value, DataType type) {
    return ApiExpression.literal(value).cast(type);
  }

  /** A typed NULL. */
  public static ApiExpression nullOf(DataType type) {
    return ApiExpression.literal(null).cast(type);
  }

  /** A row of values. */
  public static ApiExpression row(Object head, Object... tail) {
    return ApiExpression.function("ROW", prepend(head, tail));
  }

  public static ApiExpression and(Object predicate0, Object predicate1, Object... predicates) {
    return junction(" AND ", predicate0, predicate1, predicates);
  }

  public static ApiExpression or(Object predicate0, Object predicate1, Object... predicates) {
    return junction(" OR ", predicate0, predicate1, predicates);
  }

  private static ApiExpression junction(String operator, Object first, Object second, Object... more) {
    List<Object> all = new ArrayList<>(List.of(first, second));
    all.addAll(Arrays.asList(more));
    String pattern = IntStream.range(0, all.size()).mapToObj(i -> "{" + i + "}").collect(Collectors.joining(operator));
    return ApiExpression.template("(" + pattern + ")", all.toArray());
  }

  public static ApiExpression not(Object expression) {
    return ApiExpression.of(expression).not();
  }

  /** {@code ifTrue} when {@code condition} is true, else {@code ifFalse}. */
  public static ApiExpression ifThenElse(Object condition, Object ifTrue, Object ifFalse) {
    return ApiExpression.template("(CASE WHEN {0} THEN {1} ELSE {2} END)", condition, ifTrue, ifFalse);
  }

  /** The first argument that is not NULL. */
  public static ApiExpression coalesce(Object... args) {
    return ApiExpression.function("COALESCE", args);
  }

  /** The strings concatenated. */
  public static ApiExpression concat(Object string, Object... strings) {
    List<Object> all = new ArrayList<>(List.of(string));
    all.addAll(Arrays.asList(strings));
    String pattern = IntStream.range(0, all.size()).mapToObj(i -> "{" + i + "}").collect(Collectors.joining(" || "));
    return ApiExpression.template("(" + pattern + ")", all.toArray());
  }

  /** The strings concatenated with {@code separator} between them (NULL strings skipped). */
  public static ApiExpression concatWs(Object separator, Object string, Object... strings) {
    return ApiExpression.function("CONCAT_WS", prepend(separator, prepend(string, strings)));
  }

  /** An ARRAY of the values. */
  public static ApiExpression array(Object head, Object... tail) {
    Object[] all = prepend(head, tail);
    String pattern = IntStream.range(0, all.length).mapToObj(i -> "{" + i + "}").collect(Collectors.joining(", "));
    return ApiExpression.template("ARRAY[" + pattern + "]", all);
  }

  /** A MAP of key-value pairs: {@code map(k1, v1, k2, v2, ...)}. */
  public static ApiExpression map(Object key, Object value, Object... tail) {
    Object[] all = prepend(key, prepend(value, tail));
    String pattern = IntStream.range(0, all.length).mapToObj(i -> "{" + i + "}").collect(Collectors.joining(", "));
    return ApiExpression.template("MAP[" + pattern + "]", all);
  }

  public static ApiExpression pi() {
    return ApiExpression.function("PI");
  }

  public static ApiExpression e() {
    return ApiExpression.function("E");
  }

  public static ApiExpression uuid() {
    return ApiExpression.function("UUID");
  }

  public static ApiExpression rand() {
    return ApiExpression.function("RAND");
  }

  public static ApiExpression currentTime() {
    return ApiExpression.template("CURRENT_TIME");
  }

  public static ApiExpression localTime() {
    return ApiExpression.template("LOCALTIME");
  }

  /** The greatest of the values (NULL when one is). */
  public static ApiExpression greatest(Object arg0, Object... args) {
    return ApiExpression.function("GREATEST", prepend(arg0, args));
  }

  /** The least of the values (NULL when one is). */
  public static ApiExpression least(Object arg0, Object... args) {
    return ApiExpression.function("LEAST", prepend(arg0, args));
  }

  /** The columns from {@code start} to {@code end} (1-based positions or names), for column functions. */
  /** {@code DATE_FORMAT(timestamp, format)}: the timestamp as text in a {@code SimpleDateFormat} pattern. */
  public static ApiExpression dateFormat(Object timestamp, Object format) {
    return ApiExpression.function("DATE_FORMAT", timestamp, format);
  }

  /** {@code TIMESTAMPDIFF(unit, start, end)}: whole units from one time point to another. */
  public static ApiExpression timestampDiff(io.quiver.table.expressions.TimePointUnit timePointUnit, Object timePoint1,
      Object timePoint2) {
    return ApiExpression.template("TIMESTAMPDIFF(" + timePointUnit.name() + ", {0}, {1})", timePoint1, timePoint2);
  }

  /** {@code (start1, length1) OVERLAPS (start2, length2)}: whether two time intervals overlap. */
  public static ApiExpression temporalOverlaps(Object leftTimePoint, Object leftTemporal, Object rightTimePoint,
      Object rightTemporal) {
    return ApiExpression.template("(({0}, {1}) OVERLAPS ({2}, {3}))", leftTimePoint, leftTemporal, rightTimePoint,
        rightTemporal);
  }

  /** Flink's {@code callSql}: an expression written in SQL, such as {@code "UPPER(name)"}. */
  public static ApiExpression callSql(String sqlExpression) {
    return ApiExpression.template("(" + sqlExpression + ")");
  }

  public static ApiExpression currentDatabase() {
    return ApiExpression.function("CURRENT_DATABASE");
  }

  public static ApiExpression toDate(Object dateStr) {
    return ApiExpression.function("TO_DATE", dateStr);
  }

  public static ApiExpression toDate(Object dateStr, Object format) {
    return ApiExpression.function("TO_DATE", dateStr, format);
  }

  public static ApiExpression toTimestamp(Object timestampStr) {
    return ApiExpression.function("TO_TIMESTAMP", timestampStr);
  }

  public static ApiExpression toTimestamp(Object timestampStr, Object format) {
    return ApiExpression.function("TO_TIMESTAMP", timestampStr, format);
  }

  public static ApiExpression toTimestampLtz(Object numericEpochTime, Object precision) {
    return ApiExpression.function("TO_TIMESTAMP_LTZ", numericEpochTime, precision);
  }

  public static ApiExpression convertTz(Object dateStr, Object tzFrom, Object tzTo) {
    return ApiExpression.function("CONVERT_TZ", dateStr, tzFrom, tzTo);
  }

  public static ApiExpression fromUnixtime(Object unixtime) {
    return ApiExpression.function("FROM_UNIXTIME", unixtime);
  }

  public static ApiExpression fromUnixtime(Object unixtime, Object format) {
    return ApiExpression.function("FROM_UNIXTIME", unixtime, format);
  }

  public static ApiExpression unixTimestamp() {
    return ApiExpression.function("UNIX_TIMESTAMP");
  }

  public static ApiExpression unixTimestamp(Object timestampStr) {
    return ApiExpression.function("UNIX_TIMESTAMP", timestampStr);
  }

  public static ApiExpression unixTimestamp(Object timestampStr, Object format) {
    return ApiExpression.function("UNIX_TIMESTAMP", timestampStr, format);
  }

  public static ApiExpression mapFromArrays(Object key, Object value) {
    return ApiExpression.function("MAP_FROM_ARRAYS", key, value);
  }

  public static ApiExpression atan2(Object y, Object x) {
    return ApiExpression.function("ATAN2", y, x);
  }

  public static ApiExpression negative(Object v) {
    return ApiExpression.template("(-{0})", v);
  }

  /** The natural logarithm. */
  public static ApiExpression log(Object value) {
    return ApiExpression.function("LOG", value);
  }

  public static ApiExpression log(Object base, Object value) {
    return ApiExpression.function("LOG", base, value);
  }

  public static ApiExpression jsonString(Object value) {
    return ApiExpression.function("JSON_STRING", value);
  }

  public static ApiExpression randInteger(Object bound) {
    return ApiExpression.function("RAND_INTEGER", bound);
  }

  public static ApiExpression randInteger(Object seed, Object bound) {
    return ApiExpression.function("RAND_INTEGER", seed, bound);
  }

  public static ApiExpression range(int start, int end) {
    return ApiExpression.function(ApiExpression.RANGE, start, end);
  }

  public static ApiExpression range(String start, String end) {
    return ApiExpression.function(ApiExpression.RANGE, ApiExpression.field(start), ApiExpression.field(end));
  }

  /** The columns the arguments select (names, positions, ranges), in a projection. */
  public static ApiExpression withColumns(Object head, Object... tail) {
    return ApiExpression.function(ApiExpression.WITH_COLUMNS, prepend(head, tail));
  }

  /** The columns the arguments do not select, in a projection. */
  public static ApiExpression withoutColumns(Object head, Object... tail) {
    return ApiExpression.function(ApiExpression.WITHOUT_COLUMNS, prepend(head, tail));
  }

  /** All columns, in a projection. */
  public static ApiExpression withAllColumns() {
    return ApiExpression.function(ApiExpression.WITH_COLUMNS, ApiExpression.field("*"));
  }

  public static ApiExpression currentDate() {
    return ApiExpression.template("CURRENT_DATE");
  }

  public static ApiExpression currentTimestamp() {
    return ApiExpression.template("CURRENT_TIMESTAMP");
  }

  public static ApiExpression localTimestamp() {
    return ApiExpression.template("LOCALTIMESTAMP");
  }

  /** A row-count interval for over windows: {@code rowInterval(2L)} means two rows. */
  public static ApiExpression rowInterval(Long rows) {
    return ApiExpression.template(rows + "_ROWS");
  }

  /**
   * A call of a function registered under {@code path} ({@code myFunction} or
   * {@code cat.db.myFunction}), or of a built-in function by its SQL name.
   */
  public static ApiExpression call(String path, Object... arguments) {
    String name = PathParser.parse(path).stream()
        .map(part -> part.matches("[A-Za-z_][A-Za-z0-9_]*") ? part : ApiExpression.quote(part)).collect(Collectors.joining("."));
    return ApiExpression.function(name, arguments);
  }

  /** A call of an unregistered function object. */
  public static ApiExpression call(UserDefinedFunction function, Object... arguments) {
    return ApiExpression.inlineFunction(function, arguments);
  }

  /** A call of an unregistered function class, instantiated with its no-argument constructor. */
  public static ApiExpression call(Class<? extends UserDefinedFunction> function, Object... arguments) {
    FunctionDefinition instance;
    try {
      instance = FunctionCatalog.instantiate(function);
    } catch (RuntimeException e) {
      throw new ValidationException(e.getMessage(), e);
    }
    return ApiExpression.inlineFunction(instance, arguments);
  }

  /** A pseudorandom DOUBLE in [0, 1) from a seeded sequence. */
  public static ApiExpression rand(Object seed) {
    return ApiExpression.function("RAND", seed);
  }

  /** {@code JSON_OBJECT(KEY k1 VALUE v1, ... onNull)} of alternating keys and values. */
  public static ApiExpression jsonObject(JsonOnNull onNull, Object... keyValues) {
    if (keyValues.length % 2 != 0) {
      throw new ValidationException("JSON_OBJECT needs an even number of arguments: keys and values in turn.");
    }
    StringBuilder sql = new StringBuilder("JSON_OBJECT(");
    for (int i = 0; i < keyValues.length; i += 2) {
      sql.append(i > 0 ? ", " : "").append("KEY {").append(i).append("} VALUE {").append(i + 1).append('}');
    }
    return ApiExpression.template(sql.append(keyValues.length > 0 ? " " : "").append(onNull.sql()).append(')').toString(), keyValues);
  }

  /** {@code JSON_ARRAY(v1, ... onNull)}. */
  public static ApiExpression jsonArray(JsonOnNull onNull, Object... values) {
    StringBuilder sql = new StringBuilder("JSON_ARRAY(");
    for (int i = 0; i < values.length; i++) {
      sql.append(i > 0 ? ", " : "").append('{').append(i).append('}');
    }
    return ApiExpression.template(sql.append(values.length > 0 ? " " : "").append(onNull.sql()).append(')').toString(), values);
  }

  /** The aggregate JSON object of a group's keys and values. */
  public static ApiExpression jsonObjectAgg(JsonOnNull onNull, Object keyExpression, Object valueExpression) {
    return ApiExpression.template("JSON_OBJECTAGG(KEY {0} VALUE {1} " + onNull.sql() + ")", keyExpression, valueExpression);
  }

  /** The aggregate JSON array of a group's values. */
  public static ApiExpression jsonArrayAgg(JsonOnNull onNull, Object itemExpression) {
    return ApiExpression.template("JSON_ARRAYAGG({0} " + onNull.sql() + ")", itemExpression);
  }

  private static Object[] prepend(Object head, Object[] tail) {
    Object[] all = new Object[tail.length + 1];
    all[0] = head;
    System.arraycopy(tail, 0, all, 1, tail.length);
    return all;
  }
}
