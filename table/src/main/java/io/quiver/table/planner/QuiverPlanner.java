package io.quiver.table.planner;

import io.quiver.engine.plan.PhysicalNode;
import io.quiver.engine.store.ColumnarTable;
import io.quiver.engine.store.TableVersion;
import io.quiver.table.catalog.CatalogManager;
import io.quiver.table.catalog.FunctionCatalog;
import io.quiver.table.functions.UserDefinedFunction;
import io.quiver.table.planner.functions.AggregateFunctionLowering;
import io.quiver.table.planner.functions.TableFunctionLowering;
import io.quiver.table.planner.functions.UserFunctionLowering;
import io.quiver.table.planner.functions.UserFunctionOperatorTable;
import java.util.function.Consumer;
import org.apache.calcite.sql.SqlOperatorTable;
import org.apache.calcite.sql.util.SqlOperatorTables;
import io.quiver.table.sql.parser.QuiverSqlParserImpl;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.function.Function;
import org.apache.calcite.avatica.util.Casing;
import org.apache.calcite.avatica.util.Quoting;
import org.apache.calcite.config.CalciteConnectionConfigImpl;
import org.apache.calcite.config.CalciteConnectionProperty;
import org.apache.calcite.config.NullCollation;
import org.apache.calcite.jdbc.CalciteSchema;
import org.apache.calcite.plan.RelOptCluster;
import org.apache.calcite.plan.RelOptTable;
import org.apache.calcite.plan.RelOptUtil;
import org.apache.calcite.plan.hep.HepPlanner;
import org.apache.calcite.plan.hep.HepProgram;
import org.apache.calcite.prepare.CalciteCatalogReader;
import org.apache.calcite.rel.RelNode;
import org.apache.calcite.rel.RelRoot;
import org.apache.calcite.rel.type.RelDataType;
import org.apache.calcite.rel.type.RelDataTypeFactory;
import org.apache.calcite.rex.RexBuilder;
import org.apache.calcite.runtime.CalciteException;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.parser.SqlParseException;
import org.apache.calcite.sql.parser.SqlParser;
import org.apache.calcite.sql.validate.SqlValidator;
import org.apache.calcite.sql2rel.RelDecorrelator;
import org.apache.calcite.sql2rel.SqlToRelConverter;
import org.apache.calcite.sql2rel.StandardConvertletTable;
import org.apache.calcite.tools.RelBuilder;

/**
 * The planner of one session: parses with Quiver's grammar, validates against the session's
 * catalogs, converts to relational algebra, optimizes with small rule programs, and lowers the
 * result to the engine's physical operators. Calcite plans; it never executes.
 */
public final class QuiverPlanner {
  static final RelDataTypeFactory TYPE_FACTORY = QuiverTypeFactory.INSTANCE;

  /** The parser configuration of Quiver's SQL, for parsing stored expressions (defaults, CHECKs) again. */
  public static SqlParser.Config parserConfig() {
    return PARSER_CONFIG;
  }

  static final SqlParser.Config PARSER_CONFIG = SqlParser.config()
      .withParserFactory(QuiverSqlParserImpl.FACTORY)
      .withQuoting(Quoting.BACK_TICK)
      .withUnquotedCasing(Casing.UNCHANGED)
      .withQuotedCasing(Casing.UNCHANGED)
      .withCaseSensitive(true)
      .withIdentifierMaxLength(1024)
      .withConformance(QuiverConformance.INSTANCE);

  /**
   * The default (Flink) dialect's operator table, made at its first statement: JDBC sessions speak
   * the standard dialect and never load Flink's functions (some hundred classes at start-up).
   */
  private static final class DefaultDialect {
    /** The standard operators plus the few library functions clients expect (PostgreSQL and MySQL). */
    static final org.apache.calcite.sql.SqlOperatorTable OPERATORS =
        org.apache.calcite.sql.util.SqlOperatorTables.chain(
            // Before the standard table, whose CURRENT_TIMESTAMP is a wall-clock TIMESTAMP(0).
            org.apache.calcite.sql.util.SqlOperatorTables.of(QuiverFunctions.CURRENT_TIMESTAMP,
                QuiverFunctions.LOCALTIMESTAMP,
                // PostgreSQL's expr::type, which the grammar parses in both dialects.
                org.apache.calcite.sql.fun.SqlLibraryOperators.INFIX_CAST),
            StandardOperators.defaultDialect(),
            // Found in any case, as Flink's built-in functions are.
            new CaseInsensitiveOperatorTable(org.apache.calcite.sql.util.SqlOperatorTables.chain(
                org.apache.calcite.sql.util.SqlOperatorTables.of(
                    QuiverFunctions.LPAD,
                    QuiverFunctions.RPAD,
                    QuiverFunctions.FLINK_ARRAY_AGG,
                    // Flink's TRY_CAST (NULL where CAST fails), lowered by RexLowering
                    org.apache.calcite.sql.fun.SqlLibraryOperators.TRY_CAST),
                // Flink's IF, LOG2, LOG(base, x), CONCAT_WS, CONCAT (NULL if an argument is),
                // DATE_FORMAT, IFNULL, GREATEST, LEAST
                FlinkFunctions.TABLE,
                // Flink's built-ins computed by Java methods: MD5, SHA*, REGEXP_*, TO_DATE, ...
                io.quiver.table.planner.functions.FlinkBuiltins.TABLE)));
  }

  /**
   * The standard dialect's operator table and casts, made at its first statement: a session in
   * the default dialect never loads them (some hundred classes of functions at start-up).
   */
  private static final class StandardDialect {
    /**
     * The operators of the standard dialect: AVG of integers fractional, and the PostgreSQL and
     * DuckDB functions clients emit ({@link StandardFunctions}).
     */
    static final org.apache.calcite.sql.SqlOperatorTable OPERATORS =
        org.apache.calcite.sql.util.SqlOperatorTables.chain(
            org.apache.calcite.sql.util.SqlOperatorTables.of(QuiverFunctions.CURRENT_TIMESTAMP,
                QuiverFunctions.LOCALTIMESTAMP, org.apache.calcite.sql.fun.SqlLibraryOperators.INFIX_CAST),
            StandardOperators.standardDialect(),
            org.apache.calcite.sql.util.SqlOperatorTables.of(
                QuiverFunctions.LPAD,
                QuiverFunctions.RPAD,
                QuiverFunctions.FLINK_ARRAY_AGG,
                org.apache.calcite.sql.fun.SqlLibraryOperators.ILIKE,
                org.apache.calcite.sql.fun.SqlLibraryOperators.NOT_ILIKE),
            StandardFunctions.TABLE,
            // regular expressions, hashing, DIV, GCD, MAKE_DATE, TO_CHAR, RANDOM, UUID, ...
            io.quiver.table.planner.functions.StandardBuiltins.TABLE);

    /** Calcite's explicit casts, and in the standard dialect BOOLEAN to and from the integer types. */
    static final org.apache.calcite.sql.type.SqlTypeCoercionRule CASTS = standardCasts();
  }

  private static org.apache.calcite.sql.type.SqlTypeCoercionRule standardCasts() {
    java.util.Map<org.apache.calcite.sql.type.SqlTypeName, com.google.common.collect.ImmutableSet<
        org.apache.calcite.sql.type.SqlTypeName>> rules = new java.util.HashMap<>(
            org.apache.calcite.sql.type.SqlTypeCoercionRule.instance().getTypeMapping());
    java.util.Set<org.apache.calcite.sql.type.SqlTypeName> integers = java.util.EnumSet.of(
        org.apache.calcite.sql.type.SqlTypeName.TINYINT, org.apache.calcite.sql.type.SqlTypeName.SMALLINT,
        org.apache.calcite.sql.type.SqlTypeName.INTEGER, org.apache.calcite.sql.type.SqlTypeName.BIGINT);
    for (org.apache.calcite.sql.type.SqlTypeName integer : integers) {
      rules.put(integer, com.google.common.collect.ImmutableSet.<org.apache.calcite.sql.type.SqlTypeName>builder()
          .addAll(rules.get(integer)).add(org.apache.calcite.sql.type.SqlTypeName.BOOLEAN).build());
    }
    rules.put(org.apache.calcite.sql.type.SqlTypeName.BOOLEAN, com.google.common.collect.ImmutableSet
        .<org.apache.calcite.sql.type.SqlTypeName>builder().addAll(rules.get(org.apache.calcite.sql.type.SqlTypeName.BOOLEAN))
        .addAll(integers).build());
    return org.apache.calcite.sql.type.SqlTypeCoercionRule.instance(rules);
  }

  private final CatalogManager catalogManager;
  private Function<ColumnarTable, TableVersion> versions = ColumnarTable::snapshot;
  /** The default dialect's operators with the session's functions, made at its first statement. */
  private SqlOperatorTable operatorTable;
  /** The standard dialect's operators with the session's functions, made at its first statement. */
  private SqlOperatorTable standardOperatorTable;
  private final java.util.function.Supplier<io.quiver.table.api.SqlDialect> dialect;
  private final UserFunctionLowering userFunctions;
  private final TableFunctionLowering tableFunctions;
  private final AggregateFunctionLowering userAggregates;
  private final java.util.function.Supplier<java.time.ZoneId> localTimeZone;
  private final FunctionCatalog functionCatalog;

  /** A planner that knows the built-in functions only. */
  public QuiverPlanner(CatalogManager catalogManager) {
    this(catalogManager, null, f -> {}, java.time.ZoneId::systemDefault, () -> io.quiver.table.api.SqlDialect.DEFAULT);
  }

  /**
   * A planner that also resolves the session's user-defined functions through
   * {@code functionCatalog}, calling {@code opener} with each one a statement uses before it runs.
   */
  public QuiverPlanner(CatalogManager catalogManager, FunctionCatalog functionCatalog,
      Consumer<UserDefinedFunction> opener, java.util.function.Supplier<java.time.ZoneId> localTimeZone,
      java.util.function.Supplier<io.quiver.table.api.SqlDialect> dialect) {
    this.catalogManager = catalogManager;
    this.functionCatalog = functionCatalog;
    this.dialect = java.util.Objects.requireNonNull(dialect, "dialect is null");
    // Names from SQL find tables whose names differ in case only in the standard dialect.
    catalogManager.matchNamesIgnoringCase(this::standard);
    this.userFunctions = new UserFunctionLowering(opener, localTimeZone);
    this.localTimeZone = localTimeZone;
    this.tableFunctions = new TableFunctionLowering(opener);
    this.userAggregates = new AggregateFunctionLowering(opener);
  }

  private SqlOperatorTable operatorTable() {
    if (operatorTable == null) {
      operatorTable = functionCatalog == null
          ? DefaultDialect.OPERATORS
          // User functions first: a temporary system function shadows a built-in one, as in Flink.
          : SqlOperatorTables.chain(new UserFunctionOperatorTable(functionCatalog), DefaultDialect.OPERATORS);
    }
    return operatorTable;
  }

  private SqlOperatorTable standardOperatorTable() {
    if (standardOperatorTable == null) {
      standardOperatorTable = functionCatalog == null
          ? StandardDialect.OPERATORS
          : SqlOperatorTables.chain(new UserFunctionOperatorTable(functionCatalog), StandardDialect.OPERATORS);
    }
    return standardOperatorTable;
  }

  /** The session's user, which CURRENT_USER returns. */
  private java.util.function.Supplier<String> sessionUser = () -> DEFAULT_USER;

  /** The user of a session that names none (an embedded connection without {@code user}). */
  public static final String DEFAULT_USER = "quiver";

  /** Says who the session's user is, read each time a statement is lowered. */
  public void sessionUser(java.util.function.Supplier<String> user) {
    this.sessionUser = java.util.Objects.requireNonNull(user, "user is null");
  }

  /** The names CURRENT_USER, CURRENT_SCHEMA, current_database() and their kin return now. */
  private CurrentValues.SessionNames sessionNames() {
    return new CurrentValues.SessionNames(sessionUser.get(), catalogManager.getCurrentCatalog(),
        catalogManager.getCurrentDatabase());
  }

  /** Whether the session's statements are in the standard dialect (else Flink's). */
  private boolean standard() {
    return dialect.get() == io.quiver.table.api.SqlDialect.STANDARD;
  }

  /** Which version of a table plans read: the session's transaction decides. */
  public void readVersionsWith(Function<ColumnarTable, TableVersion> versions) {
    this.versions = java.util.Objects.requireNonNull(versions, "versions is null");
  }

  /** Parses one statement. */
  public SqlNode parse(String sql) {
    try {
      return distinctOn(SqlParser.create(sql, PARSER_CONFIG).parseStmt());
    } catch (SqlParseException e) {
      SqlNode single = singleStatementOfList(sql);
      if (single != null) {
        return distinctOn(single);
      }
      if (io.quiver.table.sql.ddl.VersionComments.onlyVersionComments(sql)) {
        // mysqldump's /*!40101 SET ... */ statements: comments to every database but MySQL.
        return new io.quiver.table.sql.ddl.SqlIgnoredStatement(org.apache.calcite.sql.parser.SqlParserPos.ZERO, "MySQL version comment", null);
      }
      throw SqlErrors.parse(e, sql);
    }
  }

  /**
   * PostgreSQL's {@code SELECT DISTINCT ON}, written as a QUALIFY in the standard dialect
   * ({@link io.quiver.table.sql.DistinctOn}); Flink has none, so the default dialect refuses it.
   */
  private SqlNode distinctOn(SqlNode statement) {
    org.apache.calcite.sql.parser.SqlParserPos at = io.quiver.table.sql.DistinctOn.find(statement);
    if (at == null) {
      return statement;
    }
    if (!standard()) {
      throw new io.quiver.table.api.ValidationException("SELECT DISTINCT ON is not supported in the default (Flink)"
          + " dialect; SET 'table.sql-dialect' = 'standard' reads it as PostgreSQL does.", null, "0A000",
          at.getLineNum(), at.getColumnNum());
    }
    io.quiver.table.sql.DistinctOn.rewrite(statement);
    return statement;
  }

  /**
   * The one statement of a text that ends with a semicolon ({@code SELECT 1;}), which Flink's
   * {@code executeSql} accepts as it parses a statement list; null for anything else.
   */
  private static SqlNode singleStatementOfList(String sql) {
    if (!sql.stripTrailing().endsWith(";")) {
      return null;
    }
    try {
      List<SqlNode> statements = SqlParser.create(sql, PARSER_CONFIG).parseStmtList().getList();
      return statements.size() == 1 ? statements.get(0) : null;
    } catch (SqlParseException | RuntimeException e) {
      return null;
    }
  }

  /** Parses a script of statements separated by semicolons. */
  public List<SqlNode> parseScript(String sql) {
    try {
      return SqlParser.create(sql, PARSER_CONFIG).parseStmtList().getList();
    } catch (SqlParseException e) {
      throw SqlErrors.parse(e, sql);
    }
  }

  /** The type a DDL column declaration names, e.g. {@code DECIMAL(15, 2)}. */
  public RelDataType deriveType(org.apache.calcite.sql.SqlDataTypeSpec spec) {
    Session session = new Session(List.of(catalogManager.getCurrentCatalog(), catalogManager.getCurrentDatabase()));
    try {
      if (standard()) {
        return spec.deriveType(session.validator);
      }
      RelDataType type = QuiverValidator.flinkFloat(spec).deriveType(session.validator);
      return CompositeCasts.asWritten(session.validator.getTypeFactory(), type, spec.getTypeNameSpec());
    } catch (CalciteException e) {
      throw SqlErrors.validation(e);
    }
  }

  /** A statement planned down to the engine, with the plans EXPLAIN shows. */
  public record Planned(SqlNode validated, RelNode logical, RelNode optimized, PhysicalNode physical, RelDataType rowType) {
    public String explainLogical() {
      return RelOptUtil.toString(logical);
    }

    public String explainOptimized() {
      return RelOptUtil.toString(optimized);
    }
  }

  /**
   * Validates a query and returns its row type, without converting or lowering it: a Table API
   * program is checked where it is written, while features the engine cannot run yet fail only
   * when it runs.
   */
  public Validated validate(SqlNode query) {
    Session session = new Session(List.of(catalogManager.getCurrentCatalog(), catalogManager.getCurrentDatabase()));
    SqlNode validated = validateIn(session, query);
    return new Validated(validated, session.validator.getValidatedNodeType(validated));
  }

  /** A validated query (identifiers expanded) and its row type. */
  public record Validated(SqlNode node, RelDataType rowType) {}

  /** {@code statement} validated in {@code session}, Calcite's errors turned into Quiver's. */
  private static SqlNode validateIn(Session session, SqlNode statement) {
    try {
      return session.validator.validate(statement);
    } catch (CalciteException e) {
      throw SqlErrors.validation(e);
    }
  }

  /** Validates, converts, optimizes and lowers a query or DML statement. */
  public Planned plan(SqlNode statement) {
    Session session = new Session(List.of(catalogManager.getCurrentCatalog(), catalogManager.getCurrentDatabase()));
    SqlNode validated = validateIn(session, statement);
    RelRoot root = session.toRel(validated);
    RelNode logical = root.project();
    RelNode optimized = Optimizer.optimize(logical, session.relBuilder());
    PhysicalNode physical = new RelLowering(session.cluster().getRexBuilder(), versions, userFunctions, tableFunctions,
        userAggregates, List.of(), localTimeZone.get(), sessionNames()).lower(
        optimized instanceof org.apache.calcite.rel.core.TableModify modify ? modify.getInput() : optimized);
    return new Planned(validated, logical, optimized, physical, root.validatedRowType);
  }

  /**
   * Plans the INSERTs of one job together: each is validated and optimized, then the sub-plans
   * that several compute alike ({@link SharedSubPlans}) are lowered once and handed to
   * {@code materialize}, whose plan (reading the computed rows) every statement then uses.
   */
  public List<Planned> planTogether(List<SqlNode> statements,
      java.util.function.UnaryOperator<PhysicalNode> materialize) {
    List<SqlNode> validatedNodes = new java.util.ArrayList<>();
    List<RelRoot> roots = new java.util.ArrayList<>();
    List<RelNode> optimizedPlans = new java.util.ArrayList<>();
    RexBuilder rexBuilder = null;
    for (SqlNode statement : statements) {
      Session session = new Session(List.of(catalogManager.getCurrentCatalog(), catalogManager.getCurrentDatabase()));
      SqlNode validated = validateIn(session, statement);
      RelRoot root = session.toRel(validated);
      validatedNodes.add(validated);
      roots.add(root);
      optimizedPlans.add(Optimizer.optimize(root.project(), session.relBuilder()));
      rexBuilder = session.cluster().getRexBuilder();
    }
    List<RelNode> sources = optimizedPlans.stream().map(QuiverPlanner::sourceOf).toList();
    SharedSubPlans shared = new SharedSubPlans(sources);
    java.util.Map<String, PhysicalNode> computed = new java.util.HashMap<>();
    List<Planned> planned = new java.util.ArrayList<>();
    for (int i = 0; i < statements.size(); i++) {
      RelLowering lowering = new RelLowering(rexBuilder, versions, userFunctions, tableFunctions, userAggregates,
          List.of(), localTimeZone.get(), sessionNames());
      lowering.reusing(rel -> {
        if (shared.isEmpty()) {
          return null;
        }
        String digest = SharedSubPlans.digest(rel);
        if (!shared.isShared(digest)) {
          return null;
        }
        PhysicalNode done = computed.get(digest);
        if (done == null) {
          done = materialize.apply(lowering.lowerHere(rel));
          computed.put(digest, done);
        }
        return done;
      });
      RelRoot root = roots.get(i);
      planned.add(new Planned(validatedNodes.get(i), root.project(), optimizedPlans.get(i),
          lowering.lower(sources.get(i)), root.validatedRowType));
    }
    return planned;
  }

  private static RelNode sourceOf(RelNode optimized) {
    return optimized instanceof org.apache.calcite.rel.core.TableModify modify ? modify.getInput() : optimized;
  }

  /**
   * A query (or an UPDATE or DELETE) validated, converted and optimized once; {@link #lower} turns
   * it into a physical plan for one set of parameter values (and the tables' current versions)
   * without planning again, and after the first executions without lowering again either
   * ({@link PlanRebinding}). Used by one session at a time, as its statements are.
   */
  public static final class PreparedPlan {
    private final RelNode optimized;
    private final RelDataType rowType;
    private final RelDataType parameterRowType;
    private final Function<List<io.quiver.engine.expr.Literal>, PhysicalNode> lowering;
    private final List<ColumnarTable> tables;
    private final Function<ColumnarTable, TableVersion> versions;
    private final java.util.function.Supplier<java.time.ZoneId> zone;
    /** What rebinding has learnt: this statement's own, or shared by every user of a cached plan. */
    private final Rebinding rebinding;

    PreparedPlan(RelNode optimized, RelDataType rowType, RelDataType parameterRowType,
        Function<List<io.quiver.engine.expr.Literal>, PhysicalNode> lowering, List<ColumnarTable> tables,
        Function<ColumnarTable, TableVersion> versions, java.util.function.Supplier<java.time.ZoneId> zone) {
      this(optimized, rowType, parameterRowType, lowering, tables, versions, zone, new Rebinding());
    }

    PreparedPlan(RelNode optimized, RelDataType rowType, RelDataType parameterRowType,
        Function<List<io.quiver.engine.expr.Literal>, PhysicalNode> lowering, List<ColumnarTable> tables,
        Function<ColumnarTable, TableVersion> versions, java.util.function.Supplier<java.time.ZoneId> zone,
        Rebinding rebinding) {
      this.rebinding = rebinding;
      this.optimized = optimized;
      this.rowType = rowType;
      this.parameterRowType = parameterRowType;
      this.lowering = lowering;
      this.tables = tables;
      this.versions = versions;
      this.zone = zone;
    }

    public RelNode optimized() {
      return optimized;
    }

    public RelDataType rowType() {
      return rowType;
    }

    public RelDataType parameterRowType() {
      return parameterRowType;
    }

    /** True when executions rebind a plan lowered once instead of lowering again. */
    public boolean lowersOnce() {
      synchronized (rebinding) {
        return rebinding.trusted;
      }
    }

    /** The physical plan for these values, over the versions of the tables the session reads now. */
    public PhysicalNode lower(List<io.quiver.engine.expr.Literal> parameters) {
      Rebinding r = rebinding;
      PhysicalNode template;
      List<io.quiver.engine.expr.Literal> templateValues;
      synchronized (r) {
        if (r.template != null && !zone.get().equals(r.templateZone)) {
          r.template = null;
          r.trusted = false;
        }
        if (r.template == null || !PlanRebinding.distinctValues(parameters)) {
          return lowerAndKeep(parameters);
        }
        template = r.template;
        templateValues = r.templateValues;
        if (!r.trusted) {
          if (!PlanRebinding.allDiffer(parameters, templateValues)) {
            return lowering.apply(parameters);
          }
          PhysicalNode lowered = lowering.apply(parameters);
          PhysicalNode rebound;
          try {
            rebound = PlanRebinding.rebind(template, templateValues, parameters, versions);
          } catch (RuntimeException e) {
            rebound = null;
          }
          if (rebound != null && PlanRebinding.same(rebound, lowered)) {
            r.trusted = true;
          } else if (--r.checksLeft <= 0) {
            r.template = null;
          } else {
            r.template = lowered;
            r.templateValues = List.copyOf(parameters);
          }
          return lowered;
        }
      }
      // Trusted: the template never changes again, so rebinding needs no lock.
      PhysicalNode rebound = PlanRebinding.rebind(template, templateValues, parameters, versions);
      // A range lookup paid for the template's values; for these (or a grown table) it may not.
      return IndexSelection.rangesStillPay(rebound) ? rebound : lowering.apply(parameters);
    }

    private PhysicalNode lowerAndKeep(List<io.quiver.engine.expr.Literal> parameters) {
      java.time.ZoneId now = zone.get();
      PhysicalNode lowered = lowering.apply(parameters);
      Rebinding r = rebinding;
      if (r.template == null && r.checksLeft > 0 && PlanRebinding.distinctValues(parameters)
          && PlanRebinding.rebindable(lowered)) {
        r.template = lowered;
        r.templateValues = List.copyOf(parameters);
        r.templateZone = now;
      }
      return lowered;
    }

    /**
     * False once a table the plan reads was dropped (perhaps to be created again under its name):
     * the plan would read storage that holds nothing any more, and must be planned again.
     */
    public boolean readsLiveTables() {
      for (ColumnarTable table : tables) {
        if (table.isClosed()) {
          return false;
        }
      }
      return true;
    }

    /** The tables the plan reads. */
    public List<ColumnarTable> tables() {
      return tables;
    }
  }

  /**
   * What a plan's executions learn about rebinding it ({@link PlanRebinding}): the plan lowered
   * for {@code templateValues} once it qualifies, and whether it was checked against a plan lowered
   * for other values. Guarded by itself: the users of a cached plan share one.
   */
  static final class Rebinding {
    private PhysicalNode template;
    private List<io.quiver.engine.expr.Literal> templateValues;
    private java.time.ZoneId templateZone;
    private boolean trusted;
    /** Checks left before rebinding is given up. */
    private int checksLeft = 3;
  }

  private static List<ColumnarTable> storagesRead(RelNode plan) {
    List<ColumnarTable> tables = new ArrayList<>();
    for (org.apache.calcite.plan.RelOptTable table : org.apache.calcite.plan.RelOptUtil.findAllTables(plan)) {
      CatalogSchemas.ManagedTable managed = table.unwrap(CatalogSchemas.ManagedTable.class);
      if (managed != null) {
        tables.add(managed.table().storage());
      }
    }
    return List.copyOf(tables);
  }

  /**
   * Validates and optimizes a query, UPDATE or DELETE that may hold {@code ?} markers; lowering
   * (of a DML statement's source rows) waits for their values.
   */
  public PreparedPlan prepare(SqlNode query) {
    Session session = new Session(List.of(catalogManager.getCurrentCatalog(), catalogManager.getCurrentDatabase()));
    SqlNode validated;
    try {
      validated = session.validator.validate(query);
    } catch (CalciteException e) {
      throw SqlErrors.validation(e);
    }
    RelRoot root = session.toRel(validated);
    RelNode optimized = Optimizer.optimize(root.project(), session.relBuilder());
    RexBuilder rexBuilder = session.cluster().getRexBuilder();
    // Reads the planner's versions at each lowering: a transaction begun later reads its snapshot.
    RelNode source = sourceOf(optimized);
    Function<ColumnarTable, TableVersion> read = table -> versions.apply(table);
    return new PreparedPlan(optimized, root.validatedRowType, session.validator.getParameterRowType(validated),
        parameters -> new RelLowering(rexBuilder, versions, userFunctions, tableFunctions, userAggregates, parameters,
            localTimeZone.get(), sessionNames()).lower(source), storagesRead(optimized), read, localTimeZone);
  }

  /**
   * An ad-hoc query's plan and the values of the literals lifted out of it ({@link LiteralLifting}),
   * which follow the statement's own parameters; {@code outcome} says whether the plan came from
   * the cache ({@code hit}), was made and kept ({@code miss}), or was made for this statement alone
   * (and why).
   */
  public record AdHocPlan(PreparedPlan plan, List<io.quiver.engine.expr.Literal> liftedValues, String outcome) {}

  /**
   * Plans a query through the database's plan cache: statements that differ only in literals in
   * lifting positions share one optimized plan. {@code cache} null plans it as {@link #prepare} does.
   */
  public AdHocPlan prepareAdHoc(SqlNode query, String sql, PlanCache cache) {
    if (cache == null) {
      return new AdHocPlan(prepare(query), List.of(), "off");
    }
    if (hasTemporaryObjects()) {
      cache.bypassed();
      return new AdHocPlan(prepare(query), List.of(), "not cached: the session has temporary objects");
    }
    if (InformationSchema.isReadBy(query)) {
      // Its rows are read at lowering and differ between sessions (temporary tables).
      cache.bypassed();
      return new AdHocPlan(prepare(query), List.of(), "not cached: it reads information_schema");
    }
    int markers = markerCount(query);
    LiteralLifting.Lifted lifted = LiteralLifting.lift(query, sql, markers);
    PlanCache.Key key = key(lifted == null ? sql : lifted.key());
    List<io.quiver.engine.expr.Literal> values = lifted == null ? List.of() : lifted.values();
    PlanCache.CachedPlan cached = cache.get(key, catalogManager);
    if (cached != null) {
      if (cached.planned()) {
        recordShape(cache, query, sql, lifted, markers);
        return new AdHocPlan(fromCache(cached), values, "hit");
      }
      if (lifted != null) {
        lifted.restore();
      }
      return new AdHocPlan(prepare(query), List.of(), "not cached: " + cached.reason);
    }
    long epoch = cache.epoch();
    PlanCache.CachedPlan made;
    try {
      made = planForCache(query, markers, epoch);
    } catch (RuntimeException e) {
      if (lifted == null) {
        throw e;
      }
      // Lifting made the statement invalid (a literal whose value the statement needs):
      // planned as written, which reports whatever error the statement has.
      return new AdHocPlan(prepare(asWritten(query, sql, lifted)), List.of(), "not cached: " + e.getMessage());
    }
    cache.put(key, made);
    if (!made.planned()) {
      return new AdHocPlan(prepare(asWritten(query, sql, lifted)), List.of(), "not cached: " + made.reason);
    }
    recordShape(cache, query, sql, lifted, markers);
    return new AdHocPlan(fromCache(made), values, "miss");
  }

  /**
   * The statement as written, after {@link #planForCache} validated it with its literals lifted:
   * validation rewrites parts of the tree in place (a WITH item's query, for one), so putting the
   * literals back where they were can leave parameters behind; the text is parsed again instead.
   */
  private SqlNode asWritten(SqlNode query, String sql, LiteralLifting.Lifted lifted) {
    return lifted == null ? query : parse(sql);
  }

  /** Remembers a plain query's shape, so that the next query of that shape needs no parsing. */
  private static void recordShape(PlanCache cache, SqlNode query, String sql, LiteralLifting.Lifted lifted,
      int markers) {
    if (query.getKind().belongsTo(org.apache.calcite.sql.SqlKind.QUERY)) {
      cache.shapes().record(sql, lifted, markers);
    }
  }

  /**
   * The cached plan of an ad-hoc query found from its text alone, without parsing it: null unless
   * a query of the same shape was planned through the cache before and its plan is still there
   * ({@link TextShapes}). The caller then plans it through {@link #prepareAdHoc}.
   */
  public AdHocPlan adHocFromText(String sql, PlanCache cache) {
    if (hasTemporaryObjects()) {
      return null;
    }
    TextShapes.Match match = cache.shapes().match(sql);
    if (match == null) {
      return null;
    }
    PlanCache.CachedPlan cached = cache.getPlanned(key(match.key()), catalogManager);
    if (cached == null) {
      return null;
    }
    return new AdHocPlan(fromCache(cached), match.values(), "hit");
  }

  private PlanCache.Key key(String shape) {
    return new PlanCache.Key(shape, catalogManager.getCurrentCatalog(), catalogManager.getCurrentDatabase(),
        dialect.get().name(), localTimeZone.get());
  }

  private boolean hasTemporaryObjects() {
    return !catalogManager.temporaryTables().isEmpty() || functionCatalog != null
        && (!functionCatalog.temporarySystemFunctions().isEmpty()
        || !functionCatalog.temporaryCatalogFunctions().isEmpty());
  }

  private static int markerCount(SqlNode node) {
    int[] count = {0};
    node.accept(new org.apache.calcite.sql.util.SqlShuttle() {
      @Override
      public SqlNode visit(org.apache.calcite.sql.SqlDynamicParam param) {
        count[0] = Math.max(count[0], param.getIndex() + 1);
        return param;
      }
    });
    return count[0];
  }

  private PlanCache.CachedPlan planForCache(SqlNode query, int markers, long epoch) {
    Session session = new Session(List.of(catalogManager.getCurrentCatalog(), catalogManager.getCurrentDatabase()));
    SqlNode validated = validateIn(session, query);
    RelRoot root = session.toRel(validated);
    RelNode optimized = Optimizer.optimize(root.project(), session.relBuilder());
    String refused = LiteralLifting.refusal(optimized, markers);
    if (refused != null) {
      return new PlanCache.CachedPlan(refused, epoch);
    }
    List<PlanCache.TableRead> reads = new ArrayList<>();
    for (RelOptTable table : RelOptUtil.findAllTables(optimized)) {
      if (table.unwrap(org.apache.calcite.schema.TransientTable.class) != null) {
        continue;   // a recursive query's work table: it lives only while the query runs
      }
      CatalogSchemas.ManagedTable managed = table.unwrap(CatalogSchemas.ManagedTable.class);
      if (managed == null) {
        return new PlanCache.CachedPlan("it reads a table that is not in a catalog", epoch);
      }
      ColumnarTable storage = managed.table().storage();
      reads.add(new PlanCache.TableRead(managed.identifier(), managed.table(), storage,
          storage == null ? 0 : storage.snapshot().rowCount()));
    }
    return new PlanCache.CachedPlan(optimized, root.validatedRowType, session.validator.getParameterRowType(validated),
        session.cluster().getRexBuilder(), List.copyOf(reads), epoch);
  }

  /**
   * This session's plan over a cached one. Lowering reads the cluster's metadata, which is not
   * safe from two threads at once, so sessions lower a shared plan one at a time.
   */
  private PreparedPlan fromCache(PlanCache.CachedPlan cached) {
    RelNode source = sourceOf(cached.optimized);
    List<ColumnarTable> storages = new ArrayList<>();
    for (PlanCache.TableRead read : cached.tables) {
      if (read.storage() != null) {
        storages.add(read.storage());
      }
    }
    Function<ColumnarTable, TableVersion> read = table -> versions.apply(table);
    return new PreparedPlan(cached.optimized, cached.rowType, cached.parameterRowType, parameters -> {
      synchronized (cached) {
        return new RelLowering(cached.rexBuilder, versions, userFunctions, tableFunctions, userAggregates, parameters,
            localTimeZone.get(), sessionNames()).lower(source);
      }
    }, List.copyOf(storages), read, localTimeZone, cached.rebinding);
  }

  /** The types of the {@code ?} markers of a statement, which this call validates (and so changes). */
  public RelDataType parameterRowType(SqlNode statement) {
    Session session = new Session(List.of(catalogManager.getCurrentCatalog(), catalogManager.getCurrentDatabase()));
    try {
      return session.validator.getParameterRowType(session.validator.validate(statement));
    } catch (CalciteException e) {
      throw SqlErrors.validation(e);
    }
  }

  /** The validator, converter and cluster for one statement, with views expanded recursively. */
  private final class Session implements RelOptTable.ViewExpander {
    private final SessionCatalogReader catalogReader;
    private final SqlValidator validator;
    private RelOptCluster cluster;

    Session(List<String> defaultSchema) {
      boolean standard = standard();
      Properties properties = new Properties();
      // The standard dialect matches names ignoring case (as DuckDB does, quoted or not); they keep their case.
      properties.setProperty(CalciteConnectionProperty.CASE_SENSITIVE.camelName(), String.valueOf(!standard));
      CalciteSchema root = CalciteSchema.createRootSchema(false, false, "", CatalogSchemas.root(catalogManager));
      this.catalogReader = new SessionCatalogReader(root, defaultSchema, TYPE_FACTORY,
          new CalciteConnectionConfigImpl(properties));
      this.validator = new QuiverValidator(standard ? standardOperatorTable() : operatorTable(), catalogReader, TYPE_FACTORY,
          SqlValidator.Config.DEFAULT
              .withIdentifierExpansion(true)
              // Flink sorts NULL first in ascending order (and last in descending); the standard
              // dialect sorts it as the greatest value, as PostgreSQL does.
              .withDefaultNullCollation(standard ? NullCollation.HIGH : NullCollation.LOW)
              // As in Flink: no silent coercion of strings to numbers; mismatches are errors (42804).
              .withTypeCoercionEnabled(false)
              // PostgreSQL's and DuckDB's casts between BOOLEAN and the integers (TRUE::int, 1::boolean)
              .withTypeCoercionRules(standard ? StandardDialect.CASTS : null)
              .withConformance(QuiverConformance.INSTANCE), standard);
    }

    /**
     * The cluster of the statement's relational plan, made when it is first converted: a DDL
     * statement only derives column types, and a cluster brings Calcite's metadata providers
     * (its {@code BuiltInMethod} table, several hundred classes) with it.
     */
    RelOptCluster cluster() {
      if (cluster == null) {
        RexBuilder rexBuilder = new QuiverRexBuilder(TYPE_FACTORY);
        HepPlanner planner = new HepPlanner(HepProgram.builder().build());
        planner.setExecutor(NoConstantFolding.INSTANCE);
        cluster = RelOptCluster.create(planner, rexBuilder);
        // Reflective metadata handlers: Calcite's default compiles them with Janino, costing seconds at start-up.
        cluster.setMetadataQuerySupplier(QuiverMetadata::newQuery);
      }
      return cluster;
    }

    RelBuilder relBuilder() {
      return RelBuilder.proto(org.apache.calcite.plan.Contexts.empty()).create(cluster(), catalogReader);
    }

    RelRoot toRel(SqlNode validated) {
      SqlToRelConverter converter = new SqlToRelConverter(this, validator, catalogReader, cluster(),
          QuiverConvertlets.INSTANCE,
          SqlToRelConverter.config().withTrimUnusedFields(true).withExpand(false)
              .withInSubQueryThreshold(Integer.MAX_VALUE));
      try {
        RelRoot root = converter.convertQuery(validated, false, true);
        RelNode converted = SetOpInputs.castToSetOpTypes(
            DatetimeStrings.convertComparisons(root.rel, cluster().getRexBuilder()));
        if (!standard()) {
          converted = FlinkArithmetic.apply(converted, cluster().getRexBuilder());
        }
        RelNode decorrelated = RelDecorrelator.decorrelateQuery(converted, relBuilder());
        return root.withRel(converter.trimUnusedFields(true, decorrelated));
      } catch (CalciteException e) {
        throw SqlErrors.validation(e);
      } catch (IllegalArgumentException e) {
        throw SqlErrors.conversion(e);
      }
    }

    @Override
    public RelRoot expandView(RelDataType rowType, String queryString, List<String> schemaPath, List<String> viewPath) {
      Session view = new Session(schemaPath);
      SqlNode parsed = parse(queryString);
      SqlNode validated;
      try {
        validated = view.validator.validate(parsed);
      } catch (CalciteException e) {
        throw SqlErrors.validation(e);
      }
      SqlToRelConverter converter = new SqlToRelConverter(view, view.validator, view.catalogReader, cluster(),
          QuiverConvertlets.INSTANCE, SqlToRelConverter.config().withExpand(false));
      RelRoot root = converter.convertQuery(validated, true, false);
      return root.withRel(SetOpInputs.castToSetOpTypes(
          DatetimeStrings.convertComparisons(root.rel, cluster().getRexBuilder())));
    }
  }
}
