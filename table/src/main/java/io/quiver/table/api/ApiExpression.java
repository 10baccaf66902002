package io.quiver.table.api;

import io.quiver.engine.types.SqlType;
import io.quiver.table.expressions.Expression;
import io.quiver.table.expressions.SqlRenderContext;
import io.quiver.table.expressions.TimeIntervalUnit;
import io.quiver.table.functions.FunctionDefinition;
import io.quiver.table.types.DataType;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;

/**
 * An expression of the Table API's Java DSL, built with {@link Expressions} ({@code $("a")},
 * {@code lit(1)}, {@code call(...)}) and the fluent methods of this class
 * ({@code $("a").plus(1).as("b")}). Arguments that are not expressions are taken as literals.
 *
 * <p>Quiver plans a Table API program as SQL: each expression renders to SQL text that Calcite
 * validates, so the DSL and SQL share one set of type rules and functions.
 */
public final class ApiExpression implements Expression {
  enum Kind { FIELD, LITERAL, TEMPLATE, FUNCTION, INLINE_FUNCTION, ALIAS, ORDER, OVER }

  private final Kind kind;
  /** FIELD: the name; TEMPLATE: the pattern with {0}, {1}...; FUNCTION: the SQL name; OVER: the window alias. */
  private final String text;
  /** LITERAL: the value; INLINE_FUNCTION: the function object; ALIAS: the names. */
  private final Object value;
  private final List<ApiExpression> args;

  ApiExpression(Kind kind, String text, Object value, List<ApiExpression> args) {
    this.kind = kind;
    this.text = text;
    this.value = value;
    this.args = List.copyOf(args);
  }

  static ApiExpression field(String name) {
    return new ApiExpression(Kind.FIELD, Objects.requireNonNull(name, "name is null"), null, List.of());
  }

  static ApiExpression literal(Object value) {
    return new ApiExpression(Kind.LITERAL, null, value, List.of());
  }

  static ApiExpression template(String pattern, Object... args) {
    return new ApiExpression(Kind.TEMPLATE, pattern, null, of(args));
  }

  static ApiExpression function(String name, Object... args) {
    return new ApiExpression(Kind.FUNCTION, name, null, of(args));
  }

  static ApiExpression inlineFunction(FunctionDefinition function, Object... args) {
    return new ApiExpression(Kind.INLINE_FUNCTION, null, function, of(args));
  }

  private static Object[] prepend(Object head, Object[] tail) {
    Object[] all = new Object[tail.length + 1];
    all[0] = head;
    System.arraycopy(tail, 0, all, 1, tail.length);
    return all;
  }

  /** The expression itself, or a literal of a plain Java value. */
  public static ApiExpression of(Object value) {
    if (value instanceof ApiExpression e) {
      return e;
    }
    if (value instanceof Expression other) {
      throw new ValidationException("Unsupported expression class " + other.getClass().getName());
    }
    return literal(value);
  }

  static List<ApiExpression> of(Object... values) {
    return Arrays.stream(values).map(ApiExpression::of).toList();
  }

  // ---- column functions ----

  static final String WITH_COLUMNS = "$withColumns";
  static final String WITHOUT_COLUMNS = "$withoutColumns";
  static final String RANGE = "$range";

  /**
   * The expressions with the column functions ({@code withColumns}, {@code withoutColumns},
   * {@code withAllColumns}) replaced by the columns they select from {@code columns}, as Flink
   * expands them before it resolves a projection; a column function that is an argument of a call
   * becomes that many arguments.
   */
  public static List<ApiExpression> expandColumnFunctions(List<ApiExpression> expressions, List<String> columns) {
    List<ApiExpression> out = new ArrayList<>();
    for (ApiExpression e : expressions) {
      if (e.kind == Kind.FUNCTION && (WITH_COLUMNS.equals(e.text) || WITHOUT_COLUMNS.equals(e.text))) {
        java.util.LinkedHashSet<String> chosen = new java.util.LinkedHashSet<>();
        for (ApiExpression selector : e.args) {
          chosen.addAll(selected(selector, columns));
        }
        List<String> names = WITH_COLUMNS.equals(e.text)
            ? new ArrayList<>(chosen)
            : columns.stream().filter(c -> !chosen.contains(c)).toList();
        names.forEach(n -> out.add(field(n)));
      } else if (e.args.isEmpty()) {
        out.add(e);
      } else {
        out.add(new ApiExpression(e.kind, e.text, e.value, expandColumnFunctions(e.args, columns)));
      }
    }
    return out;
  }

  private static List<String> selected(ApiExpression selector, List<String> columns) {
    if (selector.kind == Kind.FUNCTION && RANGE.equals(selector.text)) {
      int from = position(selector.args.get(0), columns);
      int to = position(selector.args.get(1), columns);
      if (from > to) {
        throw new ValidationException("The start:" + (from + 1) + " of range() should not exceed the end:" + (to + 1) + ".");
      }
      return columns.subList(from, to + 1);
    }
    if (selector.kind == Kind.FIELD && selector.text.equals("*")) {
      return columns;
    }
    return List.of(columns.get(position(selector, columns)));
  }

  private static int position(ApiExpression e, List<String> columns) {
    if (e.kind == Kind.LITERAL && e.value instanceof Integer index) {
      if (index < 1 || index > columns.size()) {
        throw new ValidationException("The index " + index + " of a column function is out of range: the table has "
            + columns.size() + " columns.");
      }
      return index - 1;
    }
    String name = e.kind == Kind.FIELD ? e.text : e.kind == Kind.LITERAL ? String.valueOf(e.value) : null;
    int i = name == null ? -1 : columns.indexOf(name);
    if (i < 0) {
      throw new ValidationException("Cannot resolve field [" + name + "], input field list:[" + String.join(", ", columns) + "].");
    }
    return i;
  }

  /** Whether this expression or one of its operands is a column function. */
  public boolean hasColumnFunction() {
    if (kind == Kind.FUNCTION && (WITH_COLUMNS.equals(text) || WITHOUT_COLUMNS.equals(text))) {
      return true;
    }
    return args.stream().anyMatch(ApiExpression::hasColumnFunction);
  }

  // ---- names and structure, for the Table API operations ----

  /** The field name when this is a plain field reference, else null. */
  public String fieldName() {
    return kind == Kind.FIELD ? text : null;
  }

  public boolean isLiteral() {
    return kind == Kind.LITERAL;
  }

  /** The value of a literal, else null. */
  public Object literalValue() {
    return kind == Kind.LITERAL ? value : null;
  }

  /** The function object of a call of an unregistered function ({@code call(new F(), ...)}), else null. */
  public FunctionDefinition inlineFunction() {
    return kind == Kind.INLINE_FUNCTION ? (FunctionDefinition) value : null;
  }

  /** The name (or path) a call of a registered function names ({@code call("f", ...)}), else null. */
  public String functionName() {
    return kind == Kind.FUNCTION ? text : null;
  }

  /** The arguments of a call, or the operands of another expression. */
  public List<ApiExpression> arguments() {
    return args;
  }

  /** The names given by {@code as}, or an empty list. */
  @SuppressWarnings("unchecked")
  public List<String> aliasNames() {
    return kind == Kind.ALIAS ? (List<String>) value : List.of();
  }

  /** The expression under an alias. */
  public ApiExpression unaliased() {
    return kind == Kind.ALIAS ? args.get(0) : this;
  }

  /** The column name Flink gives this expression in a projection: its alias or its field name. */
  public String outputName() {
    if (kind == Kind.ALIAS) {
      return aliasNames().get(0);
    }
    return isWindowProperty() ? null : fieldName();
  }

  /** Whether this is a group window's start, end or rowtime ({@code $("w").start()}). */
  boolean isWindowProperty() {
    return kind == Kind.FIELD && (text.endsWith("$start") || text.endsWith("$end") || text.endsWith("$rowtime"));
  }

  // ---- SQL text ----

  /** This expression as SQL text. */
  public String toSql(SqlRenderContext context) {
    switch (kind) {
      case FIELD:
        return text.equals("*") ? "*" : quote(text);
      case LITERAL:
        return literalSql(value);
      case TEMPLATE: {
        String sql = text;
        for (int i = args.size() - 1; i >= 0; i--) {
          sql = sql.replace("{" + i + "}", args.get(i).toSql(context));
        }
        return sql;
      }
      case FUNCTION:
        return text + "(" + argsSql(context) + ")";
      case INLINE_FUNCTION:
        return context.inlineFunction((FunctionDefinition) value) + "(" + argsSql(context) + ")";
      case ALIAS:
        return args.get(0).toSql(context) + " AS " + quote(aliasNames().get(0));
      case ORDER:
        return args.get(0).toSql(context) + " " + text;
      case OVER:
        return args.get(0).toSql(context) + " OVER " + context.overWindow(text);
      default:
        throw new IllegalStateException(kind.name());
    }
  }

  private String argsSql(SqlRenderContext context) {
    return args.stream().map(a -> a.toSql(context)).collect(Collectors.joining(", "));
  }

  /** A SQL identifier in backticks, with backticks doubled. */
  public static String quote(String name) {
    return "`" + name.replace("`", "``") + "`";
  }

  static String literalSql(Object value) {
    if (value == null) {
      return "NULL";
    }
    if (value instanceof String s) {
      return "'" + s.replace("'", "''") + "'";
    }
    if (value instanceof Boolean b) {
      return b ? "TRUE" : "FALSE";
    }
    if (value instanceof Integer i) {
      return i.toString();
    }
    if (value instanceof Long l) {
      return "CAST(" + l + " AS BIGINT)";
    }
    if (value instanceof Short s) {
      return "CAST(" + s + " AS SMALLINT)";
    }
    if (value instanceof Byte b) {
      return "CAST(" + b + " AS TINYINT)";
    }
    if (value instanceof Double d) {
      return "CAST(" + d + " AS DOUBLE)";
    }
    if (value instanceof Float f) {
      return "CAST(" + f + " AS REAL)";
    }
    if (value instanceof BigDecimal d) {
      return d.toPlainString();
    }
    if (value instanceof LocalDate d) {
      return "DATE '" + d + "'";
    }
    // Seconds always written (toString leaves zero seconds out, which SQL literals need), and as
    // many fractional digits as the value has: the literal's precision is then Flink's, TIME(0)
    // or TIMESTAMP(0) for whole seconds.
    if (value instanceof LocalDateTime t) {
      return "TIMESTAMP '" + t.toLocalDate() + " " + t.toLocalTime().format(java.time.format.DateTimeFormatter.ISO_LOCAL_TIME) + "'";
    }
    if (value instanceof java.time.LocalTime t) {
      return "TIME '" + t.format(java.time.format.DateTimeFormatter.ISO_LOCAL_TIME) + "'";
    }
    // Composite values (Flink's external forms): an array, a map, a Row.
    if (value instanceof Object[] array) {
      return java.util.Arrays.stream(array).map(ApiExpression::literalSql).collect(Collectors.joining(", ", "ARRAY[", "]"));
    }
    if (value instanceof java.util.Map<?, ?> map) {
      return map.entrySet().stream().map(e -> literalSql(e.getKey()) + ", " + literalSql(e.getValue()))
          .collect(Collectors.joining(", ", "MAP[", "]"));
    }
    if (value instanceof io.quiver.types.Row row) {
      java.util.List<String> fields = new java.util.ArrayList<>();
      for (int i = 0; i < row.getArity(); i++) {
        fields.add(literalSql(row.getField(i)));
      }
      return "ROW(" + String.join(", ", fields) + ")";
    }
    throw new ValidationException("Unsupported literal of class " + value.getClass().getName());
  }

  /** The SQL spelling of a type in a CAST. */
  static String typeSql(DataType type) {
    SqlType sql = type.sqlType().withNullable(true);
    return sql.id() == io.quiver.engine.types.TypeId.VARCHAR && sql.precision() == SqlType.MAX_VARCHAR_LENGTH
        ? "VARCHAR(" + SqlType.MAX_VARCHAR_LENGTH + ")" : sql.toString();
  }

  @Override
  public String asSummaryString() {
    return toSql(new SqlRenderContext() {
      @Override
      public String inlineFunction(FunctionDefinition function) {
        return function.toString();
      }

      @Override
      public String overWindow(String alias) {
        return quote(alias);
      }
    });
  }

  @Override
  public List<Expression> getChildren() {
    return new ArrayList<>(args);
  }

  @Override
  public String toString() {
    return asSummaryString();
  }

  // ---- naming and ordering ----

  /** Names the result of this expression ({@code as("b")}); several names for a table function's columns. */
  public ApiExpression as(String name, String... extraNames) {
    List<String> names = new ArrayList<>();
    names.add(name);
    names.addAll(Arrays.asList(extraNames));
    return new ApiExpression(Kind.ALIAS, null, List.copyOf(names), List.of(unaliased()));
  }

  public ApiExpression asc() {
    return new ApiExpression(Kind.ORDER, "ASC", null, List.of(this));
  }

  public ApiExpression desc() {
    return new ApiExpression(Kind.ORDER, "DESC", null, List.of(this));
  }

  /** Whether this is a sort key made with {@link #desc()}. */
  public boolean isDescending() {
    return kind == Kind.ORDER && "DESC".equals(text);
  }

  /** This aggregate computed over the window named {@code alias} with {@code Over...as(alias)}. */
  public ApiExpression over(Object alias) {
    ApiExpression window = of(alias);
    String name = window.fieldName() != null ? window.fieldName() : String.valueOf(window.value);
    return new ApiExpression(Kind.OVER, name, null, List.of(this));
  }

  // ---- logic and comparison ----

  public ApiExpression and(Object other) {
    return template("({0} AND {1})", this, other);
  }

  public ApiExpression or(Object other) {
    return template("({0} OR {1})", this, other);
  }

  public ApiExpression not() {
    return template("(NOT {0})", this);
  }

  public ApiExpression isEqual(Object other) {
    return template("({0} = {1})", this, other);
  }

  public ApiExpression isNotEqual(Object other) {
    return template("({0} <> {1})", this, other);
  }

  public ApiExpression isGreater(Object other) {
    return template("({0} > {1})", this, other);
  }

  public ApiExpression isGreaterOrEqual(Object other) {
    return template("({0} >= {1})", this, other);
  }

  public ApiExpression isLess(Object other) {
    return template("({0} < {1})", this, other);
  }

  public ApiExpression isLessOrEqual(Object other) {
    return template("({0} <= {1})", this, other);
  }

  /** {@code ifTrue} where this boolean is true, else {@code ifFalse}: Flink's ternary operator. */
  public ApiExpression then(Object ifTrue, Object ifFalse) {
    return Expressions.ifThenElse(this, ifTrue, ifFalse);
  }

  public ApiExpression isNull() {
    return template("({0} IS NULL)", this);
  }

  public ApiExpression isNotNull() {
    return template("({0} IS NOT NULL)", this);
  }

  public ApiExpression isTrue() {
    return template("({0} IS TRUE)", this);
  }

  public ApiExpression isFalse() {
    return template("({0} IS FALSE)", this);
  }

  public ApiExpression isNotTrue() {
    return template("({0} IS NOT TRUE)", this);
  }

  public ApiExpression isNotFalse() {
    return template("({0} IS NOT FALSE)", this);
  }

  public ApiExpression between(Object lowerBound, Object upperBound) {
    return template("({0} BETWEEN {1} AND {2})", this, lowerBound, upperBound);
  }

  public ApiExpression notBetween(Object lowerBound, Object upperBound) {
    return template("({0} NOT BETWEEN {1} AND {2})", this, lowerBound, upperBound);
  }

  /** True when this equals one of {@code elements}. */
  public ApiExpression in(Object... elements) {
    if (elements.length == 1 && elements[0] instanceof Table subquery) {
      // Flink's IN of a table of one column: a subquery
      return template("({0} IN ({1}))", this,
          new ApiExpression(Kind.TEMPLATE, subquery.getQueryOperation().toSql(), null, List.of()));
    }
    List<Object> all = new ArrayList<>();
    all.add(this);
    all.addAll(Arrays.asList(elements));
    String list = java.util.stream.IntStream.rangeClosed(1, elements.length).mapToObj(i -> "{" + i + "}")
        .collect(Collectors.joining(", "));
    return template("({0} IN (" + list + "))", all.toArray());
  }

  public ApiExpression like(Object pattern) {
    return template("({0} LIKE {1})", this, pattern);
  }

  // ---- arithmetic ----

  public ApiExpression plus(Object other) {
    if (other instanceof String) {
      // Flink's plus of a string concatenates
      return function("CONCAT", this, other);
    }
    return template("({0} + {1})", this, other);
  }

  public ApiExpression minus(Object other) {
    return template("({0} - {1})", this, other);
  }

  public ApiExpression times(Object other) {
    return template("({0} * {1})", this, other);
  }

  public ApiExpression dividedBy(Object other) {
    return template("({0} / {1})", this, other);
  }

  public ApiExpression mod(Object other) {
    return function("MOD", this, other);
  }

  public ApiExpression negate() {
    return template("(- {0})", this);
  }

  public ApiExpression abs() {
    return function("ABS", this);
  }

  public ApiExpression floor() {
    return function("FLOOR", this);
  }

  public ApiExpression ceil() {
    return function("CEIL", this);
  }

  public ApiExpression round(Object places) {
    return function("ROUND", this, places);
  }

  public ApiExpression sqrt() {
    return function("SQRT", this);
  }

  public ApiExpression power(Object exponent) {
    return function("POWER", this, exponent);
  }

  public ApiExpression exp() {
    return function("EXP", this);
  }

  public ApiExpression ln() {
    return function("LN", this);
  }

  public ApiExpression log10() {
    return function("LOG10", this);
  }

  public ApiExpression sign() {
    return function("SIGN", this);
  }

  public ApiExpression cast(DataType toType) {
    return new ApiExpression(Kind.TEMPLATE, "CAST({0} AS " + typeSql(toType) + ")", new CastTo(toType), List.of(this));
  }

  /** What a cast template carries: the target type, for the column name Flink gives a cast of a field. */
  private record CastTo(DataType type) {}

  /**
   * The name Flink's projection gives this expression unaliased when it is a cast of a field:
   * {@code field-TYPE} ({@code $("a").cast(DataTypes.STRING())} is {@code a-STRING}); else null.
   */
  public String castOfFieldName() {
    if (kind == Kind.TEMPLATE && value instanceof CastTo cast && args.get(0).kind == Kind.FIELD) {
      return args.get(0).text + "-" + cast.type();
    }
    return null;
  }

  // ---- strings ----

  public ApiExpression upperCase() {
    return function("UPPER", this);
  }

  public ApiExpression lowerCase() {
    return function("LOWER", this);
  }

  public ApiExpression charLength() {
    return function("CHAR_LENGTH", this);
  }

  /** The substring from {@code beginIndex} (1-based) to the end. */
  public ApiExpression substring(Object beginIndex) {
    // SUBSTR: typed as Flink types the Table API's substring (nullable only if an operand is)
    return function("SUBSTR", this, beginIndex);
  }

  public ApiExpression substring(Object beginIndex, Object length) {
    return function("SUBSTR", this, beginIndex, length);
  }

  public ApiExpression trim() {
    return template("TRIM(BOTH ' ' FROM {0})", this);
  }

  public ApiExpression trimLeading() {
    return template("TRIM(LEADING ' ' FROM {0})", this);
  }

  public ApiExpression trimTrailing() {
    return template("TRIM(TRAILING ' ' FROM {0})", this);
  }

  public ApiExpression position(Object haystack) {
    return template("POSITION({0} IN {1})", this, haystack);
  }

  public ApiExpression initCap() {
    return function("INITCAP", this);
  }

  /** {@code this} with every occurrence of {@code search} replaced by {@code replacement}. */
  public ApiExpression replace(Object search, Object replacement) {
    return function("REPLACE", this, search, replacement);
  }

  /** SQL's {@code SIMILAR TO}. */
  public ApiExpression similar(Object pattern) {
    return template("({0} SIMILAR TO {1})", this, pattern);
  }

  public ApiExpression notSimilar(Object pattern) {
    return template("({0} NOT SIMILAR TO {1})", this, pattern);
  }

  public ApiExpression regexpReplace(Object regex, Object replacement) {
    return function("REGEXP_REPLACE", this, regex, replacement);
  }

  public ApiExpression regexpExtract(Object regex, Object extractIndex) {
    return function("REGEXP_EXTRACT", this, regex, extractIndex);
  }

  public ApiExpression regexpExtract(Object regex) {
    return function("REGEXP_EXTRACT", this, regex);
  }

  public ApiExpression regexp(Object regex) {
    return function("REGEXP", this, regex);
  }

  public ApiExpression lpad(Object len, Object pad) {
    return function("LPAD", this, len, pad);
  }

  public ApiExpression rpad(Object len, Object pad) {
    return function("RPAD", this, len, pad);
  }

  public ApiExpression repeat(Object n) {
    return function("REPEAT", this, n);
  }

  public ApiExpression reverse() {
    return function("REVERSE", this);
  }

  public ApiExpression splitIndex(Object separator, Object index) {
    return function("SPLIT_INDEX", this, separator, index);
  }

  public ApiExpression toBase64() {
    return function("TO_BASE64", this);
  }

  public ApiExpression fromBase64() {
    return function("FROM_BASE64", this);
  }

  public ApiExpression ascii() {
    return function("ASCII", this);
  }

  public ApiExpression chr() {
    return function("CHR", this);
  }

  public ApiExpression ltrim() {
    return function("LTRIM", this);
  }

  public ApiExpression rtrim() {
    return function("RTRIM", this);
  }

  public ApiExpression md5() {
    return function("MD5", this);
  }

  public ApiExpression sha1() {
    return function("SHA1", this);
  }

  public ApiExpression sha224() {
    return function("SHA224", this);
  }

  public ApiExpression sha256() {
    return function("SHA256", this);
  }

  public ApiExpression sha384() {
    return function("SHA384", this);
  }

  public ApiExpression sha512() {
    return function("SHA512", this);
  }

  public ApiExpression sha2(Object hashLength) {
    return function("SHA2", this, hashLength);
  }

  /** {@code TRY_CAST(this AS type)}: NULL where the cast fails. */
  public ApiExpression tryCast(DataType toType) {
    return template("TRY_CAST({0} AS " + typeSql(toType) + ")", this);
  }

  public ApiExpression log() {
    return function("LN", this);
  }

  public ApiExpression log(Object base) {
    return function("LOG", base, this);
  }

  public ApiExpression log2() {
    return function("LOG2", this);
  }

  public ApiExpression cos() {
    return function("COS", this);
  }

  public ApiExpression sin() {
    return function("SIN", this);
  }

  public ApiExpression tan() {
    return function("TAN", this);
  }

  public ApiExpression degrees() {
    return function("DEGREES", this);
  }

  public ApiExpression radians() {
    return function("RADIANS", this);
  }

  public ApiExpression truncate(Object n) {
    return function("TRUNCATE", this, n);
  }

  public ApiExpression truncate() {
    return function("TRUNCATE", this);
  }

  public ApiExpression bin() {
    return function("BIN", this);
  }

  public ApiExpression hex() {
    return function("HEX", this);
  }

  public ApiExpression isJson() {
    return template("({0} IS JSON)", this);
  }

  public ApiExpression jsonValue(Object path) {
    return function("JSON_VALUE", this, path);
  }

  public ApiExpression jsonQuery(Object path) {
    return function("JSON_QUERY", this, path);
  }

  public ApiExpression jsonExists(Object path) {
    return function("JSON_EXISTS", this, path);
  }

  public ApiExpression cardinality() {
    return function("CARDINALITY", this);
  }

  public ApiExpression element() {
    return function("ELEMENT", this);
  }

  /** The element at {@code index} (1-based) of an array, or the value of key {@code index} of a map. */
  public ApiExpression at(Object index) {
    return template("{0}[{1}]", this, index);
  }

  /** The field {@code name} of a row. */
  public ApiExpression get(String name) {
    return template("{0}." + quote(name), this);
  }

  public ApiExpression arrayContains(Object needle) {
    return function("ARRAY_CONTAINS", this, needle);
  }

  /** The element at {@code index} (1-based) of an array, or the field at {@code index} (0-based, as Flink) of a row. */
  public ApiExpression get(int index) {
    return template("{0}[{1}]", this, index + 1);
  }

  /** The expression itself, as Flink's DSL hands it to code that takes an {@link Expression}. */
  public Expression toExpr() {
    return this;
  }

  /** Whether this value is in the single-column result of {@code table} ({@code IN (SELECT ...)}). */
  public ApiExpression in(Table table) {
    return template("({0} IN (SELECT * FROM " + table + "))", this);
  }

  // ---- more string functions of Flink 1.20 ----

  public ApiExpression left(Object length) {
    return function("LEFT", this, length);
  }

  public ApiExpression right(Object length) {
    return function("RIGHT", this, length);
  }

  /** {@code SUBSTR(this, beginIndex)}: from the 1-based position to the end. */
  public ApiExpression substr(Object beginIndex) {
    return function("SUBSTR", this, beginIndex);
  }

  public ApiExpression substr(Object beginIndex, Object length) {
    return function("SUBSTR", this, beginIndex, length);
  }

  /** {@code LOCATE(this, str)}: the 1-based position of this string in {@code str}, 0 if absent. */
  public ApiExpression locate(Object str) {
    return function("LOCATE", this, str);
  }

  public ApiExpression locate(Object str, Object position) {
    return function("LOCATE", this, str, position);
  }

  /** {@code INSTR(this, str)}: the 1-based position of {@code str} in this string, 0 if absent. */
  public ApiExpression instr(Object str) {
    return function("INSTR", this, str);
  }

  /** {@code OVERLAY(this PLACING newString FROM starting)}. */
  public ApiExpression overlay(Object newString, Object starting) {
    return template("OVERLAY({0} PLACING {1} FROM {2})", this, newString, starting);
  }

  public ApiExpression overlay(Object newString, Object starting, Object length) {
    return template("OVERLAY({0} PLACING {1} FROM {2} FOR {3})", this, newString, starting, length);
  }

  public ApiExpression parseUrl(Object partToExtract) {
    return function("PARSE_URL", this, partToExtract);
  }

  public ApiExpression parseUrl(Object partToExtract, Object key) {
    return function("PARSE_URL", this, partToExtract, key);
  }

  public ApiExpression split(Object delimiter) {
    return function("SPLIT", this, delimiter);
  }

  public ApiExpression strToMap() {
    return function("STR_TO_MAP", this);
  }

  public ApiExpression strToMap(Object listDelimiter, Object keyValueDelimiter) {
    return function("STR_TO_MAP", this, listDelimiter, keyValueDelimiter);
  }

  public ApiExpression encode(Object charset) {
    return function("ENCODE", this, charset);
  }

  public ApiExpression decode(Object charset) {
    return function("DECODE", this, charset);
  }

  /** {@code TRIM(BOTH removeString FROM this)}. */
  public ApiExpression trim(Object removeString) {
    return template("TRIM(BOTH {1} FROM {0})", this, removeString);
  }

  public ApiExpression trimLeading(Object removeString) {
    return template("TRIM(LEADING {1} FROM {0})", this, removeString);
  }

  public ApiExpression trimTrailing(Object removeString) {
    return template("TRIM(TRAILING {1} FROM {0})", this, removeString);
  }

  // ---- more numeric functions ----

  public ApiExpression asin() {
    return function("ASIN", this);
  }

  public ApiExpression acos() {
    return function("ACOS", this);
  }

  public ApiExpression atan() {
    return function("ATAN", this);
  }

  public ApiExpression sinh() {
    return function("SINH", this);
  }

  public ApiExpression cosh() {
    return function("COSH", this);
  }

  public ApiExpression tanh() {
    return function("TANH", this);
  }

  public ApiExpression cot() {
    return function("COT", this);
  }

  /** {@code IFNULL(this, nullReplacement)}. */
  public ApiExpression ifNull(Object nullReplacement) {
    return function("IFNULL", this, nullReplacement);
  }

  // ---- arrays and maps ----

  public ApiExpression arrayAppend(Object element) {
    return function("ARRAY_APPEND", this, element);
  }

  public ApiExpression arrayPrepend(Object element) {
    return function("ARRAY_PREPEND", this, element);
  }

  public ApiExpression arrayConcat(Object... arrays) {
    return function("ARRAY_CONCAT", prepend(this, arrays));
  }

  public ApiExpression arrayDistinct() {
    return function("ARRAY_DISTINCT", this);
  }

  public ApiExpression arrayExcept(Object array) {
    return function("ARRAY_EXCEPT", this, array);
  }

  public ApiExpression arrayIntersect(Object array) {
    return function("ARRAY_INTERSECT", this, array);
  }

  public ApiExpression arrayUnion(Object array) {
    return function("ARRAY_UNION", this, array);
  }

  public ApiExpression arrayMax() {
    return function("ARRAY_MAX", this);
  }

  public ApiExpression arrayMin() {
    return function("ARRAY_MIN", this);
  }

  public ApiExpression arrayPosition(Object needle) {
    return function("ARRAY_POSITION", this, needle);
  }

  public ApiExpression arrayRemove(Object needle) {
    return function("ARRAY_REMOVE", this, needle);
  }

  public ApiExpression arrayReverse() {
    return function("ARRAY_REVERSE", this);
  }

  public ApiExpression arraySlice(Object startOffset) {
    return function("ARRAY_SLICE", this, startOffset);
  }

  public ApiExpression arraySlice(Object startOffset, Object endOffset) {
    return function("ARRAY_SLICE", this, startOffset, endOffset);
  }

  public ApiExpression mapKeys() {
    return function("MAP_KEYS", this);
  }

  public ApiExpression mapValues() {
    return function("MAP_VALUES", this);
  }

  public ApiExpression mapEntries() {
    return function("MAP_ENTRIES", this);
  }

  public ApiExpression mapUnion(Object... maps) {
    return function("MAP_UNION", prepend(this, maps));
  }

  // ---- JSON ----

  /** {@code this IS JSON type}. */
  public ApiExpression isJson(JsonType type) {
    return template("({0} IS JSON " + type.sql() + ")", this);
  }

  public ApiExpression jsonExists(String path, JsonExistsOnError onError) {
    return template("JSON_EXISTS({0}, {1} " + onError.sql() + ")", this, path);
  }

  public ApiExpression jsonValue(String path, DataType returningType) {
    return template("JSON_VALUE({0}, {1} RETURNING " + typeSql(returningType) + ")", this, path);
  }

  /** JSON_VALUE with {@code defaultOnEmptyOrError} when the path finds nothing or fails. */
  public ApiExpression jsonValue(String path, DataType returningType, Object defaultOnEmptyOrError) {
    return template("JSON_VALUE({0}, {1} RETURNING " + typeSql(returningType) + " DEFAULT {2} ON EMPTY DEFAULT {2} ON ERROR)",
        this, path, defaultOnEmptyOrError);
  }

  public ApiExpression jsonValue(String path, DataType returningType, JsonValueOnEmptyOrError onEmpty,
      Object defaultOnEmpty, JsonValueOnEmptyOrError onError, Object defaultOnError) {
    String empty = onEmpty == JsonValueOnEmptyOrError.DEFAULT ? "DEFAULT {2}" : onEmpty.sql();
    String error = onError == JsonValueOnEmptyOrError.DEFAULT ? "DEFAULT {3}" : onError.sql();
    return template("JSON_VALUE({0}, {1} RETURNING " + typeSql(returningType) + " " + empty + " ON EMPTY " + error + " ON ERROR)",
        this, path, defaultOnEmpty, defaultOnError);
  }

  public ApiExpression jsonQuery(String path, JsonQueryWrapper wrapper) {
    return template("JSON_QUERY({0}, {1} " + wrapper.sql() + ")", this, path);
  }

  public ApiExpression jsonQuery(String path, JsonQueryWrapper wrapper, JsonQueryOnEmptyOrError onEmpty,
      JsonQueryOnEmptyOrError onError) {
    return template("JSON_QUERY({0}, {1} " + wrapper.sql() + " " + onEmpty.sql() + " ON EMPTY " + onError.sql() + " ON ERROR)",
        this, path);
  }

  public ApiExpression jsonQuery(String path, DataType returningType) {
    return template("JSON_QUERY({0}, {1}" + returning(returningType) + ")", this, path);
  }

  public ApiExpression jsonQuery(String path, DataType returningType, JsonQueryWrapper wrapper) {
    return template("JSON_QUERY({0}, {1}" + returning(returningType) + " " + wrapper.sql() + ")", this, path);
  }

  public ApiExpression jsonQuery(String path, DataType returningType, JsonQueryWrapper wrapper,
      JsonQueryOnEmptyOrError onEmpty, JsonQueryOnEmptyOrError onError) {
    return template("JSON_QUERY({0}, {1}" + returning(returningType) + " " + wrapper.sql() + " " + onEmpty.sql()
        + " ON EMPTY " + onError.sql() + " ON ERROR)", this, path);
  }

  /** JSON_QUERY answers a STRING unless told otherwise; the clause is left out for STRING. */
  private static String returning(DataType type) {
    return type.getConversionClass() == String.class && type.getChildren().isEmpty()
        && "STRING".equals(type.nullable().toString()) ? "" : " RETURNING " + typeSql(type);
  }

  // ---- date and time ----

  /** A STRING of the form {@code yyyy-MM-dd} as a DATE. */
  public ApiExpression toDate() {
    return template("CAST({0} AS DATE)", this);
  }

  /** A STRING of the form {@code HH:mm:ss} as a TIME. */
  public ApiExpression toTime() {
    return template("CAST({0} AS TIME)", this);
  }

  /** A STRING of the form {@code yyyy-MM-dd HH:mm:ss[.SSS]} as a TIMESTAMP. */
  public ApiExpression toTimestamp() {
    return template("CAST({0} AS TIMESTAMP(3))", this);
  }

  /** {@code FLOOR(this TO unit)}. */
  public ApiExpression floor(TimeIntervalUnit unit) {
    return template("FLOOR({0} TO " + unit.sql() + ")", this);
  }

  /** {@code CEIL(this TO unit)}. */
  public ApiExpression ceil(TimeIntervalUnit unit) {
    return template("CEIL({0} TO " + unit.sql() + ")", this);
  }


  /** {@code EXTRACT(unit FROM this)}. */
  public ApiExpression extract(TimeIntervalUnit unit) {
    return template("EXTRACT(" + unit.sql() + " FROM {0})", this);
  }

  public ApiExpression years() {
    return interval(TimeIntervalUnit.YEAR);
  }

  public ApiExpression months() {
    return interval(TimeIntervalUnit.MONTH);
  }

  public ApiExpression days() {
    return interval(TimeIntervalUnit.DAY);
  }

  public ApiExpression hours() {
    return interval(TimeIntervalUnit.HOUR);
  }

  public ApiExpression minutes() {
    return interval(TimeIntervalUnit.MINUTE);
  }

  public ApiExpression seconds() {
    return interval(TimeIntervalUnit.SECOND);
  }

  public ApiExpression year() {
    return years();
  }

  public ApiExpression month() {
    return months();
  }

  public ApiExpression day() {
    return days();
  }

  public ApiExpression hour() {
    return hours();
  }

  public ApiExpression minute() {
    return minutes();
  }

  public ApiExpression second() {
    return seconds();
  }

  /** An interval of three months per unit. */
  public ApiExpression quarters() {
    return scaled(3).months();
  }

  public ApiExpression quarter() {
    return quarters();
  }

  /** An interval of seven days per unit. */
  public ApiExpression weeks() {
    return scaled(7).days();
  }

  public ApiExpression week() {
    return weeks();
  }

  /** An interval of milliseconds. */
  public ApiExpression millis() {
    if (kind != Kind.LITERAL || !(value instanceof Number)) {
      throw new ValidationException("Intervals are made from number literals, e.g. lit(10).millis().");
    }
    long amount = ((Number) value).longValue();
    String seconds = java.math.BigDecimal.valueOf(amount, 3).toPlainString();
    return new ApiExpression(Kind.TEMPLATE, "INTERVAL '" + seconds + "' SECOND(9, 3)", java.time.Duration.ofMillis(amount), List.of());
  }

  public ApiExpression milli() {
    return millis();
  }

  /** This number literal multiplied, for the units that are multiples of others. */
  private ApiExpression scaled(long factor) {
    if (kind != Kind.LITERAL || !(value instanceof Number)) {
      throw new ValidationException("Intervals are made from number literals, e.g. lit(2).weeks().");
    }
    return literal(((Number) value).longValue() * factor);
  }

  private ApiExpression interval(TimeIntervalUnit unit) {
    if (kind != Kind.LITERAL || !(value instanceof Number)) {
      throw new ValidationException("Intervals are made from number literals, e.g. lit(10).minutes().");
    }
    long amount = ((Number) value).longValue();
    java.time.Duration duration = switch (unit) {
      case DAY -> java.time.Duration.ofDays(amount);
      case HOUR -> java.time.Duration.ofHours(amount);
      case MINUTE -> java.time.Duration.ofMinutes(amount);
      case SECOND -> java.time.Duration.ofSeconds(amount);
      default -> null;
    };
    // The duration travels with the SQL text so that group windows can size themselves by it.
    return new ApiExpression(Kind.TEMPLATE, "INTERVAL '" + value + "' " + unit.name(), duration, List.of());
  }

  /** The length of a day-time interval literal ({@code lit(10).minutes()}), else null. */
  public java.time.Duration intervalDuration() {
    return kind == Kind.TEMPLATE && value instanceof java.time.Duration d ? d : null;
  }

  /** The start of the group window this names ({@code $("w").start()}), inclusive. */
  public ApiExpression start() {
    return windowProperty("start");
  }

  /** The end of the group window this names ({@code $("w").end()}), exclusive. */
  public ApiExpression end() {
    return windowProperty("end");
  }

  /**
   * The time attribute of the group window this names ({@code $("w").rowtime()}): its last
   * millisecond, the end less one millisecond, as in Flink.
   */
  public ApiExpression rowtime() {
    return windowProperty("rowtime");
  }

  private ApiExpression windowProperty(String property) {
    if (fieldName() == null) {
      throw new ValidationException("start(), end() and rowtime() apply to a group window alias such as $(\"w\").");
    }
    return field(fieldName() + "$" + property);
  }

  // Flink's BaseExpressions that call a built-in function of the same name (see FlinkBuiltins).

  public ApiExpression firstValue() {
    return function("FIRST_VALUE", this);
  }

  public ApiExpression lastValue() {
    return function("LAST_VALUE", this);
  }

  private static final java.util.Set<String> AGGREGATES = java.util.Set.of("SUM", "MIN", "MAX", "COUNT", "AVG", "LISTAGG",
      "ARRAY_AGG", "STDDEV_POP", "STDDEV_SAMP", "VAR_POP", "VAR_SAMP", "COLLECT", "FIRST_VALUE", "LAST_VALUE");

  /**
   * Whether this is a call of an aggregate function or a group window's property, which Flink's
   * Table API names {@code EXPR$n} in a grouped projection when no alias names it.
   */
  public boolean isAggregateOrWindowProperty() {
    return switch (kind) {
      case FUNCTION -> AGGREGATES.contains(text);
      case TEMPLATE -> text.startsWith("COALESCE(SUM({0})") || AGGREGATES.stream().anyMatch(a -> text.startsWith(a + "(DISTINCT "));
      case INLINE_FUNCTION -> value instanceof io.quiver.table.functions.ImperativeAggregateFunction;
      case FIELD -> isWindowProperty();
      default -> false;
    };
  }

  // ---- aggregates ----

  public ApiExpression sum() {
    return function("SUM", this);
  }

  public ApiExpression sum0() {
    return template("COALESCE(SUM({0}), 0)", this);
  }

  public ApiExpression min() {
    return function("MIN", this);
  }

  public ApiExpression max() {
    return function("MAX", this);
  }

  public ApiExpression count() {
    return function("COUNT", this);
  }

  public ApiExpression avg() {
    return function("AVG", this);
  }

  /** LISTAGG: the non-null strings of the group joined by ','. */
  public ApiExpression collect() {
    return function("COLLECT", this);
  }

  public ApiExpression listAgg() {
    return function("LISTAGG", this);
  }

  /** LISTAGG: the non-null strings of the group joined by {@code separator}. */
  public ApiExpression listAgg(String separator) {
    return function("LISTAGG", this, separator);
  }

  /** ARRAY_AGG: the group's values, NULLs kept, as an ARRAY. */
  public ApiExpression arrayAgg() {
    return function("ARRAY_AGG", this);
  }

  public ApiExpression stddevPop() {
    return function("STDDEV_POP", this);
  }

  public ApiExpression stddevSamp() {
    return function("STDDEV_SAMP", this);
  }

  public ApiExpression varPop() {
    return function("VAR_POP", this);
  }

  public ApiExpression varSamp() {
    return function("VAR_SAMP", this);
  }

  /** The aggregate over distinct values: {@code $("a").count().distinct()}. */
  public ApiExpression distinct() {
    if (kind != Kind.FUNCTION) {
      throw new ValidationException("distinct() applies to an aggregate call such as $(\"a\").count().");
    }
    return template(text + "(DISTINCT {0})", args.get(0));
  }
}
