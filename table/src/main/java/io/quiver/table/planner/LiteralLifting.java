package io.quiver.table.planner;

import io.quiver.engine.expr.Literal;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.calcite.rel.type.RelDataType;
import org.apache.calcite.rex.RexBuilder;
import org.apache.calcite.rex.RexLiteral;
import org.apache.calcite.sql.SqlBasicCall;
import org.apache.calcite.sql.SqlCall;
import org.apache.calcite.sql.SqlCharStringLiteral;
import org.apache.calcite.sql.SqlDateLiteral;
import org.apache.calcite.sql.SqlDynamicParam;
import org.apache.calcite.sql.SqlIntervalLiteral;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlLiteral;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlNodeList;
import org.apache.calcite.sql.SqlNumericLiteral;
import org.apache.calcite.sql.SqlTimeLiteral;
import org.apache.calcite.sql.SqlTimestampLiteral;
import org.apache.calcite.sql.SqlUnknownLiteral;
import org.apache.calcite.sql.SqlWriter;
import org.apache.calcite.sql.parser.SqlParserPos;
import org.apache.calcite.sql.parser.SqlParserUtil;
import org.apache.calcite.sql.type.SqlTypeName;
import org.apache.calcite.util.DateString;
import org.apache.calcite.util.NlsString;
import org.apache.calcite.util.TimeString;
import org.apache.calcite.util.TimestampString;

/**
 * Lifts the literals of an ad-hoc query into parameters, so that statements that differ only in
 * their literals share one plan ({@link PlanCache}). A literal is lifted only where its value
 * cannot change the plan: an operand of a comparison, of BETWEEN, of an IN list or of arithmetic.
 * Everything else (LIMIT and OFFSET counts, LIKE patterns, function arguments such as ROUND's
 * scale, select-list constants, VALUES, NULL, booleans) stays in the statement and so in the key.
 * A lifted parameter keeps the exact type of its literal ({@link LiftedLiteral}: {@code 15.5} is
 * DECIMAL(3, 1), {@code 'abc'} CHAR(3)), so the literal's type is part of the key, and equal
 * literals (same text, same type) share one parameter, so that {@code GROUP BY a + 1} still
 * matches {@code SELECT a + 1}.
 *
 * <p>The key is the statement's text with each lifted literal's span replaced by its parameter
 * number and type: everything else is kept as written. A span is used only when its text is
 * exactly the literal as Calcite read it; any doubt leaves the statement unlifted.
 */
final class LiteralLifting {
  private LiteralLifting() {}

  private static final Set<SqlKind> LIFTING_PARENTS = EnumSet.of(SqlKind.EQUALS, SqlKind.NOT_EQUALS,
      SqlKind.LESS_THAN, SqlKind.LESS_THAN_OR_EQUAL, SqlKind.GREATER_THAN, SqlKind.GREATER_THAN_OR_EQUAL,
      SqlKind.BETWEEN, SqlKind.PLUS, SqlKind.MINUS, SqlKind.TIMES, SqlKind.DIVIDE);
  /** A string in arithmetic ({@code 1 + '2'}) stays written: the validator gives it the other side's type. */
  private static final Set<SqlKind> ARITHMETIC = EnumSet.of(SqlKind.PLUS, SqlKind.MINUS, SqlKind.TIMES,
      SqlKind.DIVIDE);
  private static final Set<SqlKind> IN_LISTS = EnumSet.of(SqlKind.IN, SqlKind.NOT_IN);
  /**
   * A statement with more literals than this keeps them: it is rarely an ad-hoc shape repeated,
   * and its plan depends on the values (Calcite merges comparisons of literals into one search of
   * ranges; of parameters it keeps a chain of ORs, thousands long in a generated filter).
   */
  private static final int MAX_LIFTED = 32;
  /** Inside these the statement is left as it is: VALUES rows unify their literals' types. */
  private static final Set<SqlKind> UNTOUCHED = EnumSet.of(SqlKind.VALUES, SqlKind.LIKE, SqlKind.SIMILAR);
  private static final Pattern INTERVAL = Pattern.compile(
      "(?i)INTERVAL\\s+'([0-9]{1,9})'\\s+(YEAR|MONTH|DAY|HOUR|MINUTE|SECOND)");
  private static final Pattern DATETIME = Pattern.compile("(?i)(DATE|TIME|TIMESTAMP)\\s+'([^']*)'");
  private static final RexBuilder REX = new QuiverRexBuilder(QuiverPlanner.TYPE_FACTORY);

  /**
   * A statement's literals lifted: the statement (changed in place), the key of its shape, and
   * the values of the lifted parameters, numbered from {@code firstIndex}.
   */
  static final class Lifted {
    private final String key;
    private final List<Literal> values;
    private final List<Site> sites;
    private final List<Span> spans;

    private Lifted(String key, List<Literal> values, List<Site> sites, List<Span> spans) {
      this.key = key;
      this.values = values;
      this.sites = sites;
      this.spans = spans;
    }

    String key() {
      return key;
    }

    List<Literal> values() {
      return values;
    }

    /** Where each lifted literal stands in the statement's text, in the order of the text. */
    List<Span> spans() {
      return spans;
    }

    /** Puts the literals back, for planning the statement as written. */
    void restore() {
      for (Site site : sites) {
        site.put(site.literal());
      }
    }
  }

  /**
   * One lifted literal's place: the text between {@code start} and {@code end}, the parameter it
   * became and that parameter's type as the key writes it.
   */
  record Span(int start, int end, int index, String typeKey) {}

  /** A lifted literal: a parameter that has its literal's type. */
  static final class LiftedLiteral extends SqlDynamicParam {
    private final RelDataType type;

    LiftedLiteral(int index, SqlParserPos pos, RelDataType type) {
      super(index, pos);
      this.type = type;
    }

    RelDataType type() {
      return type;
    }

    @Override
    public SqlNode clone(SqlParserPos pos) {
      return new LiftedLiteral(getIndex(), pos, type);
    }

    @Override
    public void unparse(SqlWriter writer, int leftPrec, int rightPrec) {
      writer.dynamicParam(getIndex());
    }
  }

  /** One literal found in a lifting position, with the parent that holds it. */
  private record Site(SqlLiteral literal, Object parent, int position) {
    void put(SqlNode node) {
      if (parent instanceof SqlNodeList list) {
        list.set(position, node);
      } else {
        ((SqlCall) parent).setOperand(position, node);
      }
    }
  }

  /**
   * Lifts the literals of {@code statement}, whose text is {@code sql}, into parameters numbered
   * from {@code firstIndex} (after the statement's own markers); null when none can be lifted.
   */
  static Lifted lift(SqlNode statement, String sql, int firstIndex) {
    List<Site> sites = new ArrayList<>();
    collect(statement, sites);
    if (sites.isEmpty() || sites.size() > MAX_LIFTED) {
      return null;
    }
    int[] lineStarts = lineStarts(sql);
    List<int[]> spans = new ArrayList<>();
    List<String> texts = new ArrayList<>();
    List<Literal> values = new ArrayList<>();
    List<String> typeKeys = new ArrayList<>();
    List<LiftedLiteral> params = new ArrayList<>();
    for (Site site : sites) {
      SqlLiteral literal = site.literal();
      SqlParserPos pos = literal.getParserPosition();
      int start = offset(lineStarts, pos.getLineNum(), pos.getColumnNum());
      int end = offset(lineStarts, pos.getEndLineNum(), pos.getEndColumnNum()) + 1;
      if (start < 0 || end <= start || end > sql.length()) {
        return null;
      }
      String text = sql.substring(start, end);
      Typed typed = typed(literal, text);
      if (typed == null) {
        return null;
      }
      // Equal literals of one type share a parameter (GROUP BY a + 1 matches SELECT a + 1).
      String typeKey = typed.type().getFullTypeString();
      int index = -1;
      for (int i = 0; i < texts.size(); i++) {
        if (texts.get(i).equals(text) && typeKeys.get(i).equals(typeKey)) {
          index = params.get(i).getIndex();
          break;
        }
      }
      if (index < 0) {
        index = firstIndex + values.size();
        values.add(typed.value());
      }
      spans.add(new int[] {start, end, index});
      texts.add(text);
      typeKeys.add(typeKey);
      params.add(new LiftedLiteral(index, pos, typed.type()));
    }
    // Spans never overlap (literals are leaves); the key keeps the text between them as written.
    List<Integer> order = new ArrayList<>();
    for (int i = 0; i < spans.size(); i++) {
      order.add(i);
    }
    order.sort((a, b) -> Integer.compare(spans.get(a)[0], spans.get(b)[0]));
    List<Span> ordered = new ArrayList<>();
    int at = 0;
    for (int i : order) {
      int[] span = spans.get(i);
      if (span[0] < at) {
        return null;
      }
      ordered.add(new Span(span[0], span[1], span[2], typeKeys.get(i)));
      at = span[1];
    }
    for (int i = 0; i < sites.size(); i++) {
      sites.get(i).put(params.get(i));
    }
    return new Lifted(key(sql, ordered), List.copyOf(values), List.copyOf(sites), List.copyOf(ordered));
  }

  /** The cache key of a statement: its text with each lifted literal's span replaced by its parameter and type. */
  static String key(String sql, List<Span> spans) {
    StringBuilder key = new StringBuilder(sql.length() + 16 * spans.size());
    int at = 0;
    for (Span span : spans) {
      key.append(sql, at, span.start()).append('\u0000').append(span.index()).append(':').append(span.typeKey())
          .append('\u0000');
      at = span.end();
    }
    return key.append(sql, at, sql.length()).toString();
  }

  private static void collect(SqlNode node, List<Site> sites) {
    if (node instanceof SqlNodeList list) {
      for (SqlNode element : list) {
        collect(element, sites);
      }
      return;
    }
    if (!(node instanceof SqlCall call) || UNTOUCHED.contains(call.getKind())) {
      return;
    }
    List<SqlNode> operands = call.getOperandList();
    boolean lifts = call instanceof SqlBasicCall && LIFTING_PARENTS.contains(call.getKind());
    boolean inList = call instanceof SqlBasicCall && IN_LISTS.contains(call.getKind());
    for (int i = 0; i < operands.size(); i++) {
      SqlNode operand = operands.get(i);
      if (operand == null) {
        continue;
      }
      if (lifts && operand instanceof SqlLiteral literal && liftable(literal)
          && !(literal instanceof SqlCharStringLiteral && ARITHMETIC.contains(call.getKind()))) {
        sites.add(new Site(literal, call, i));
      } else if (inList && i == 1 && operand instanceof SqlNodeList values) {
        for (int j = 0; j < values.size(); j++) {
          if (values.get(j) instanceof SqlLiteral literal && liftable(literal)) {
            sites.add(new Site(literal, values, j));
          } else {
            collect(values.get(j), sites);
          }
        }
      } else {
        collect(operand, sites);
      }
    }
  }

  private static boolean liftable(SqlLiteral literal) {
    return literal instanceof SqlNumericLiteral || literal instanceof SqlCharStringLiteral
        || literal instanceof SqlUnknownLiteral || literal instanceof SqlIntervalLiteral;
  }

  /** A literal's exact type and its value as the engine holds it. */
  record Typed(RelDataType type, Literal value) {
    String typeKey() {
      return type.getFullTypeString();
    }
  }

  /** The literal's type and value, or null when its text is not plainly the literal or it is unusual. */
  static Typed typed(SqlLiteral literal, String text) {
    try {
      RexLiteral rex;
      RelDataType type;
      if (literal instanceof SqlNumericLiteral number) {
        BigDecimal value = number.getValueAs(BigDecimal.class);
        if (!text.equalsIgnoreCase(number.toValue()) || value.precision() > 19) {
          return null;
        }
        type = number.createSqlType(QuiverPlanner.TYPE_FACTORY);
        if (number.isExact()) {
          rex = REX.makeExactLiteral(value, type);
        } else {
          if (!Double.isFinite(value.doubleValue())) {
            return null;
          }
          rex = REX.makeApproxLiteral(value, type);
        }
      } else if (literal instanceof SqlCharStringLiteral string) {
        NlsString nls = string.getValueAs(NlsString.class);
        String value = nls.getValue();
        // Only the plain form (no prefix, no concatenated parts); trailing blanks would meet CHAR
        // semantics in a cast.
        if (!text.equals("'" + value.replace("'", "''") + "'") || value.endsWith(" ")) {
          return null;
        }
        type = string.createSqlType(QuiverPlanner.TYPE_FACTORY);
        rex = REX.makeCharLiteral(nls);
      } else if (literal instanceof SqlUnknownLiteral unknown) {
        Matcher m = DATETIME.matcher(text);
        if (!m.matches() || !m.group(1).equalsIgnoreCase(unknown.tag) || !m.group(2).equals(unknown.getValue())) {
          return null;
        }
        SqlLiteral resolved = unknown.resolve(SqlTypeName.valueOf(unknown.tag.toUpperCase(Locale.ROOT)));
        type = resolved.createSqlType(QuiverPlanner.TYPE_FACTORY);
        if (resolved instanceof SqlDateLiteral date) {
          rex = REX.makeDateLiteral(date.getValueAs(DateString.class));
        } else if (resolved instanceof SqlTimestampLiteral timestamp) {
          rex = REX.makeTimestampLiteral(timestamp.getValueAs(TimestampString.class), timestamp.getPrec());
        } else if (resolved instanceof SqlTimeLiteral time) {
          rex = REX.makeTimeLiteral(time.getValueAs(TimeString.class), time.getPrec());
        } else {
          return null;
        }
      } else if (literal instanceof SqlIntervalLiteral interval) {
        Matcher m = INTERVAL.matcher(text);
        SqlIntervalLiteral.IntervalValue value = interval.getValueAs(SqlIntervalLiteral.IntervalValue.class);
        if (!m.matches() || value.getSign() != 1 || !m.group(1).equals(value.getIntervalLiteral())) {
          return null;
        }
        org.apache.calcite.sql.SqlIntervalQualifier qualifier = value.getIntervalQualifier();
        // The validator's range check, which a cached plan would otherwise skip.
        qualifier.evaluateIntervalLiteral(value.getIntervalLiteral(), interval.getParserPosition(),
            QuiverPlanner.TYPE_FACTORY.getTypeSystem());
        type = interval.createSqlType(QuiverPlanner.TYPE_FACTORY);
        BigDecimal amount = qualifier.isYearMonth()
            ? BigDecimal.valueOf(SqlParserUtil.intervalToMonths(value))
            : BigDecimal.valueOf(SqlParserUtil.intervalToMillis(value));
        rex = REX.makeIntervalLiteral(amount, qualifier);
      } else {
        return null;
      }
      io.quiver.engine.types.SqlType engineType = TypeConversion.toSqlType(type);
      return new Typed(type, new Literal(RexLowering.physicalValue(rex, engineType), engineType));
    } catch (RuntimeException e) {
      // An invalid literal: planning it as written reports the error as it always did.
      return null;
    }
  }

  /**
   * Why an optimized plan with lifted parameters (numbered from {@code firstLifted}) must not be
   * shared, or null. A parameter may be cast only where the cast keeps every value exactly
   * (a wider number, a longer string): anything else, such as a string read as a date, would be
   * done at run time for a parameter where the literal was converted once while planning. Plans
   * with user-defined functions are not shared: each session opens its own.
   */
  static String refusal(org.apache.calcite.rel.RelNode plan, int firstLifted) {
    String[] reason = {null};
    org.apache.calcite.rex.RexShuttle expressions = new org.apache.calcite.rex.RexShuttle() {
      @Override
      public org.apache.calcite.rex.RexNode visitCall(org.apache.calcite.rex.RexCall call) {
        if (call.getOperator() instanceof io.quiver.table.planner.functions.UserScalarSqlFunction
            || call.getOperator() instanceof io.quiver.table.planner.functions.UserTableSqlFunction) {
          reason[0] = "it calls a user-defined function";
        }
        for (org.apache.calcite.rex.RexNode operand : call.getOperands()) {
          if (isLifted(operand, firstLifted) && !keepsValues(call)) {
            reason[0] = "a literal is converted by " + call.getOperator().getName() + " (" + call + ")";
          }
        }
        return super.visitCall(call);
      }

      @Override
      public org.apache.calcite.rex.RexNode visitSubQuery(org.apache.calcite.rex.RexSubQuery subQuery) {
        String inner = refusal(subQuery.rel, firstLifted);
        if (inner != null) {
          reason[0] = inner;
        }
        return super.visitSubQuery(subQuery);
      }
    };
    plan.accept(new org.apache.calcite.rel.RelHomogeneousShuttle() {
      @Override
      public org.apache.calcite.rel.RelNode visit(org.apache.calcite.rel.RelNode other) {
        other.accept(expressions);
        if (other instanceof org.apache.calcite.rel.core.Aggregate aggregate) {
          for (org.apache.calcite.rel.core.AggregateCall call : aggregate.getAggCallList()) {
            if (call.getAggregation() instanceof io.quiver.table.planner.functions.UserAggregateSqlFunction) {
              reason[0] = "it calls a user-defined function";
            }
          }
        }
        if (other instanceof org.apache.calcite.rel.core.TableFunctionScan) {
          reason[0] = "it calls a table function";
        }
        return super.visit(other);
      }
    });
    return reason[0];
  }

  private static boolean isLifted(org.apache.calcite.rex.RexNode node, int firstLifted) {
    return node instanceof org.apache.calcite.rex.RexDynamicParam param && param.getIndex() >= firstLifted;
  }

  /** True unless {@code call} is a conversion that may change a value. */
  private static boolean keepsValues(org.apache.calcite.rex.RexCall call) {
    if (call.getKind() != SqlKind.CAST) {
      return !(call.getKind() == SqlKind.SAFE_CAST || call.getKind() == SqlKind.REINTERPRET);
    }
    RelDataType from = call.getOperands().get(0).getType();
    RelDataType to = call.getType();
    SqlTypeName f = from.getSqlTypeName();
    SqlTypeName t = to.getSqlTypeName();
    if (f == t && f != SqlTypeName.DECIMAL) {
      // The same type but for nullability, or a longer VARCHAR, a finer TIME or TIMESTAMP.
      return f == SqlTypeName.CHAR ? from.getPrecision() == to.getPrecision()
          : from.getPrecision() <= to.getPrecision() || !to.getSqlTypeName().allowsPrec();
    }
    if (f == SqlTypeName.CHAR && t == SqlTypeName.VARCHAR) {
      return to.getPrecision() >= from.getPrecision();
    }
    if (org.apache.calcite.sql.type.SqlTypeUtil.isExactNumeric(from)
        && (t == SqlTypeName.DOUBLE || t == SqlTypeName.DECIMAL || t == SqlTypeName.BIGINT
        || t == SqlTypeName.INTEGER && (f == SqlTypeName.TINYINT || f == SqlTypeName.SMALLINT))) {
      if (t == SqlTypeName.DOUBLE) {
        return f != SqlTypeName.BIGINT && (f != SqlTypeName.DECIMAL || from.getPrecision() <= 15);
      }
      if (t == SqlTypeName.DECIMAL) {
        int fromScale = f == SqlTypeName.DECIMAL ? from.getScale() : 0;
        int fromIntegral = (f == SqlTypeName.DECIMAL ? from.getPrecision() : integralDigits(f)) - fromScale;
        return to.getScale() >= fromScale && to.getPrecision() - to.getScale() >= fromIntegral;
      }
      return f != SqlTypeName.DECIMAL;
    }
    if (f == SqlTypeName.DECIMAL && t == SqlTypeName.DECIMAL) {
      return to.getScale() >= from.getScale()
          && to.getPrecision() - to.getScale() >= from.getPrecision() - from.getScale();
    }
    if (f == SqlTypeName.DATE && t == SqlTypeName.TIMESTAMP) {
      return true;
    }
    return false;
  }

  private static int integralDigits(SqlTypeName type) {
    return switch (type) {
      case TINYINT -> 3;
      case SMALLINT -> 5;
      case INTEGER -> 10;
      default -> 19;
    };
  }

  private static int[] lineStarts(String sql) {
    List<Integer> starts = new ArrayList<>();
    starts.add(0);
    for (int i = 0; i < sql.length(); i++) {
      char c = sql.charAt(i);
      if (c == '\n') {
        starts.add(i + 1);
      } else if (c == '\r') {
        // Calcite's parser counts a lone CR as a line end, and CR LF as one.
        if (i + 1 < sql.length() && sql.charAt(i + 1) == '\n') {
          i++;
        }
        starts.add(i + 1);
      }
    }
    int[] result = new int[starts.size()];
    for (int i = 0; i < result.length; i++) {
      result[i] = starts.get(i);
    }
    return result;
  }

  private static int offset(int[] lineStarts, int line, int column) {
    if (line < 1 || line > lineStarts.length || column < 1) {
      return -1;
    }
    return lineStarts[line - 1] + column - 1;
  }
}
