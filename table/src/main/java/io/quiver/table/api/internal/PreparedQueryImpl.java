package io.quiver.table.api.internal;

import io.quiver.engine.exec.BatchSource;
import io.quiver.engine.exec.ExecContext;
import io.quiver.engine.exec.Executor;
import io.quiver.engine.expr.Literal;
import io.quiver.engine.plan.PhysicalNode;
import io.quiver.engine.types.SqlType;
import io.quiver.table.api.ValidationException;
import io.quiver.table.catalog.ResolvedSchema;
import io.quiver.table.planner.QuiverPlanner;
import io.quiver.table.planner.TypeConversion;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import org.apache.calcite.rel.type.RelDataType;
import org.apache.calcite.rel.type.RelDataTypeField;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlNode;

/**
 * The prepared statements of a session. A query, UPDATE or DELETE is planned once: each execution
 * binds the values as literals and lowers the optimized plan with them (after the first executions
 * by rebinding a plan lowered once, {@link QuiverPlanner.PreparedPlan#lower}), which also reads the
 * tables' current versions, and runs it: no planning and, thanks to the compiled-class cache, no
 * compiling happens again. An INSERT of one row of markers writes its values straight into
 * vectors ({@link BatchInsert}). Other statements are parsed again and run with their markers
 * replaced by typed literals.
 */
final class PreparedQueryImpl implements PreparedQuery {
  private final TableEnvironmentImpl env;
  private final SqlStatementExecutor statements;
  private final String sql;
  /** The FOR UPDATE / FOR SHARE clause of the query, or null. */
  private io.quiver.table.sql.ddl.SqlLockingQuery locking;
  private final List<SqlType> parameterTypes;
  private QuiverPlanner.PreparedPlan plan;
  private final ResolvedSchema schema;
  private final boolean dml;
  /** For an INSERT of markers only: its batch form; null for every other statement. */
  private final BatchInsert batchInsert;
  /** The Calc kernels earlier executions generated, reused while the expressions stay the same. */
  private final io.quiver.engine.exec.CalcKernels calcKernels = new io.quiver.engine.exec.CalcKernels();
  /** The values of the literals the plan cache lifted out of the statement, after its own parameters. */
  private List<Literal> liftedValues = List.of();
  /** For an ad-hoc INSERT of literals: the values of its rows, for {@link #batchInsert}; else null. */
  private List<Object> literalRowValues;
  /** For an UPDATE or DELETE planned once: the statement as parsed (not validated); else null. */
  private SqlNode plannedDml;

  private PreparedQueryImpl(TableEnvironmentImpl env, SqlStatementExecutor statements, String sql,
      List<SqlType> parameterTypes, QuiverPlanner.PreparedPlan plan, ResolvedSchema schema, boolean dml,
      BatchInsert batchInsert) {
    this.env = env;
    this.statements = statements;
    this.sql = sql;
    this.parameterTypes = parameterTypes;
    this.plan = plan;
    this.schema = schema;
    this.dml = dml;
    this.batchInsert = batchInsert;
  }

  private static ResolvedSchema schemaOf(RelDataType rowType) {
    return ResolvedSchema.fromEngine(TypeConversion.toColumns(rowType));
  }

  static PreparedQuery prepare(TableEnvironmentImpl env, SqlStatementExecutor statements, String sql) {
    PreparedQuery known = fromKnownShape(env, statements, sql);
    if (known != null) {
      return known;
    }
    SqlNode node = env.planner().parse(sql);

    io.quiver.table.sql.ddl.SqlLockingQuery locking = null;
    if (node instanceof io.quiver.table.sql.ddl.SqlLockingQuery clause) {
      locking = clause;
      node = clause.query();
    }
    // NEXT VALUE FOR takes a new value at each execution: such queries are planned each time.
    boolean usesSequences = SequenceStatements.mentionsSequences(sql);
    // On a Flink cluster (execution.target set) a statement runs as text each time: no plan here.
    boolean remote = env.remote().active() && env.remote().runsRemotely(unlocked(node));
    if (node.getKind().belongsTo(SqlKind.QUERY) && !usesSequences && !remote) {
      QuiverPlanner.AdHocPlan adHoc = locking == null
          ? env.planner().prepareAdHoc(node, sql, planCache(env)) : null;
      QuiverPlanner.PreparedPlan plan = adHoc != null ? adHoc.plan() : env.planner().prepare(node);
      PreparedQueryImpl prepared = new PreparedQueryImpl(env, statements, sql, types(plan.parameterRowType()), plan,
          schemaOf(plan.rowType()), false, null);
      prepared.locking = locking;
      prepared.liftedValues = adHoc != null ? adHoc.liftedValues() : List.of();
      return prepared;
    }
    // INSERT, UPDATE and DELETE ... RETURNING answer with rows: they run as text each time, their columns known now.
    boolean returning = node instanceof io.quiver.table.sql.ddl.SqlQuiverInsert insert && insert.returning() != null
        || node instanceof io.quiver.table.sql.ddl.SqlDmlReturning;
    boolean dml = node.getKind().belongsTo(SqlKind.DML) && !returning;
    if (dml && !usesSequences && statements.dml().plansOnce(node)) {
      SqlNode statement = env.planner().parse(sql);
      QuiverPlanner.PreparedPlan plan = env.planner().prepare(node);
      PreparedQueryImpl prepared = new PreparedQueryImpl(env, statements, sql, types(plan.parameterRowType()), plan,
          null, true, null);
      prepared.plannedDml = statement;
      return prepared;
    }
    boolean withParameters = dml || returning || node.getKind().belongsTo(SqlKind.QUERY);
    SqlNode parameterized = node instanceof io.quiver.table.sql.ddl.SqlDmlReturning dmlReturning
        ? dmlReturning.statement() : node;
    if (parameterized != node && SqlParameters.count(parameterized) != SqlParameters.count(node)) {
      throw new ValidationException("Parameters in RETURNING items are not supported yet.", null, "0A000",
          node.getParserPosition().getLineNum(), node.getParserPosition().getColumnNum());
    }
    List<SqlType> types = withParameters && SqlParameters.count(node) > 0
        ? types(env.planner().parameterRowType(parameterized)) : List.of();
    if (!withParameters && SqlParameters.count(node) > 0) {
      throw new ValidationException("Parameters are allowed only in queries and DML, not in " + node.getKind(), null,
          "42P02", node.getParserPosition().getLineNum(), node.getParserPosition().getColumnNum());
    }
    // A query planned at each execution still has its columns known now (validating takes no
    // sequence value): a remote client reads its result with the columns of the prepared signature.
    ResolvedSchema schema = node.getKind().belongsTo(SqlKind.QUERY)
        ? schemaOf(env.planner().validate(statements.withoutTakingSequenceValues(unlocked(env.planner().parse(sql))))
            .rowType())
        : node instanceof io.quiver.table.sql.ddl.SqlDmlReturning dmlReturning
            ? statements.dml().returning(dmlReturning).schema()
        : returning ? statements.inserts().returningSchema((io.quiver.table.sql.ddl.SqlQuiverInsert) node) : null;
    if (dml && !remote && !usesSequences && types.isEmpty() && planCache(env) != null) {
      // An ad-hoc INSERT of literals: its values go straight into vectors, as a prepared one's do.
      BatchInsert.LiteralRows rows = BatchInsert.tryLiterals(env, statements.inserts(), node);
      if (rows != null) {
        PreparedQueryImpl prepared = new PreparedQueryImpl(env, statements, sql, types, null, null, true, rows.insert());
        prepared.literalRowValues = rows.values();
        return prepared;
      }
    }
    BatchInsert batchInsert = dml && !remote ? BatchInsert.tryPrepare(env, statements.inserts(), node, types) : null;
    return new PreparedQueryImpl(env, statements, sql, types, null, schema, dml, batchInsert);
  }

  /**
   * An ad-hoc query of a shape the plan cache knows, planned without parsing it (see
   * {@code TextShapes}); null for anything else. Only a query can have a known shape, and the
   * checks of the query path below that read the statement hold for any text of that shape: it
   * has no FOR UPDATE (a locking query is not planned through the cache), and a statement that
   * mentions sequences or runs on a Flink cluster is left to them.
   */
  private static PreparedQuery fromKnownShape(TableEnvironmentImpl env, SqlStatementExecutor statements, String sql) {
    io.quiver.table.planner.PlanCache cache = planCache(env);
    if (cache == null || env.remote().active() || SequenceStatements.mentionsSequences(sql)) {
      return null;
    }
    QuiverPlanner.AdHocPlan adHoc = env.planner().adHocFromText(sql, cache);
    if (adHoc == null) {
      return null;
    }
    QuiverPlanner.PreparedPlan plan = adHoc.plan();
    PreparedQueryImpl prepared = new PreparedQueryImpl(env, statements, sql, types(plan.parameterRowType()), plan,
        schemaOf(plan.rowType()), false, null);
    prepared.liftedValues = adHoc.liftedValues();
    return prepared;
  }

  /** The database's plan cache, or null when the session turned it off. */
  static io.quiver.table.planner.PlanCache planCache(TableEnvironmentImpl env) {
    return env.getConfig().get(io.quiver.table.api.config.TableConfigOptions.PLAN_CACHE_ENABLED)
        ? env.database().planCache() : null;
  }

  /** The query of a FOR UPDATE / FOR SHARE statement, or the statement itself. */
  private static SqlNode unlocked(SqlNode node) {
    return node instanceof io.quiver.table.sql.ddl.SqlLockingQuery clause ? clause.query() : node;
  }

  private static List<SqlType> types(RelDataType rowType) {
    List<SqlType> types = new ArrayList<>();
    for (RelDataTypeField field : rowType.getFieldList()) {
      types.add(TypeConversion.toSqlType(field.getType()));
    }
    return List.copyOf(types);
  }

  /** True when the statement is an ad-hoc INSERT of literals that writes its values straight into vectors. */
  boolean insertsLiterals() {
    return literalRowValues != null;
  }

  @Override
  public String sql() {
    return sql;
  }

  @Override
  public List<SqlType> parameterTypes() {
    return parameterTypes;
  }

  @Override
  public Optional<ResolvedSchema> resultSchema() {
    return Optional.ofNullable(schema);
  }

  @Override
  public boolean isDml() {
    return dml;
  }

  @Override
  public TableResultInternal execute(List<Object> parameters, Consumer<ExecContext> onStart) {
    return DeepStack.call(sql, () -> executeHere(parameters, onStart));
  }

  private TableResultInternal executeHere(List<Object> parameters, Consumer<ExecContext> onStart) {
    if (parameters.size() != parameterTypes.size()) {
      throw new ValidationException("The statement has " + parameterTypes.size() + " parameters but "
          + parameters.size() + " values were given", null, "07001", 0, 0);
    }
    if (literalRowValues != null) {
      TableResultInternal inserted = insertOne(literalRowValues);
      if (inserted != null) {
        return inserted;
      }
    } else if (batchInsert != null && batchInsert.runsSingleExecutions()) {
      TableResultInternal inserted = insertOne(parameters);
      if (inserted != null) {
        return inserted;
      }
    }
    if (plan == null) {
      return runAgain(parameters, onStart);
    }
    if (plannedDml != null) {
      return executeDml(parameters, onStart);
    }
    if (!plan.readsLiveTables()) {
      planAgain();
    }
    List<Literal> literals = literals(parameters);
    // Within the session's transaction, as executeSql runs a query: it reads that snapshot.
    return env.transaction().run(() -> {
      PhysicalNode physical = plan.lower(literals);
      if (locking != null) {
        statements.locks().lock(physical, locking);
      }
      ExecContext context = statements.newQueryContext().withCalcKernels(calcKernels);
      onStart.accept(context);
      BatchSource source = new Executor(context).open(physical);
      return TableResultImpl.ofQuery(schema, source, env.getConfig().getLocalTimeZone());
    });
  }

  private List<Literal> literals(List<Object> parameters) {
    List<Literal> literals = new ArrayList<>(parameters.size() + liftedValues.size());
    for (int i = 0; i < parameters.size(); i++) {
      literals.add(ParameterValues.literal(parameters.get(i), parameterTypes.get(i)));
    }
    literals.addAll(liftedValues);
    return literals;
  }

  /**
   * One row through the batch form; null when that cannot run it or it failed, so that the
   * ordinary INSERT runs it (and reports a failure as a single INSERT does).
   */
  private TableResultInternal insertOne(List<Object> parameters) {
    long[] counts;
    try {
      counts = batchInsert.execute(List.of(parameters));
    } catch (RuntimeException e) {
      return null;
    }
    return counts == null ? null
        : TableResultImpl.ofInsert(List.of(batchInsert.sink()), List.of(counts[0]), env.database().allocator());
  }

  /** An UPDATE or DELETE from its prepared plan, in the session's transaction. */
  private TableResultInternal executeDml(List<Object> parameters, Consumer<ExecContext> onStart) {
    if (!plan.readsLiveTables()) {
      planAgain();
    }
    List<Literal> literals = literals(parameters);
    Consumer<ExecContext> previous = statements.executionListener(onStart);
    try {
      TableResultInternal result = env.transaction().run(
          () -> (TableResultInternal) statements.dml().executePrepared(plannedDml, plan, literals, calcKernels));
      if (result == null) {
        // The table was replaced (ALTER TABLE, or dropped and created again): plan against it now.
        planAgain();
        result = env.transaction().run(
            () -> (TableResultInternal) statements.dml().executePrepared(plannedDml, plan, literals, calcKernels));
      }
      if (result == null) {
        throw new ValidationException("The table the prepared statement writes changed while it ran; run it again",
            null, "40001", 0, 0);
      }
      return result;
    } finally {
      statements.executionListener(previous);
    }
  }

  @Override
  public long[] executeBatch(List<List<Object>> parameterRows) {
    return batchInsert == null || literalRowValues != null ? null : DeepStack.call(sql, () -> batchInsert.execute(parameterRows));
  }

  /**
   * A table the plan reads was dropped since it was prepared: plans the query again against the
   * catalog of now, as PostgreSQL does. If the table is gone, that fails as the query would
   * (42P01); if its columns changed the result's, the statement fails (0A000) rather than return
   * rows of another shape than its metadata says.
   */
  private void planAgain() {
    QuiverPlanner.PreparedPlan fresh = env.planner().prepare(env.planner().parse(sql));
    if (!types(fresh.parameterRowType()).equals(parameterTypes)
        || (schema != null && !schemaOf(fresh.rowType()).equals(schema))) {
      throw new ValidationException("The prepared statement's result or parameters changed since it was prepared,"
          + " as a table it reads was dropped and created again; prepare it again", null, "0A000", 0, 0);
    }
    plan = fresh;
    liftedValues = List.of();
  }

  private TableResultInternal runAgain(List<Object> parameters, Consumer<ExecContext> onStart) {
    SqlNode node = env.planner().parse(sql);
    if (!parameters.isEmpty()) {
      List<Object> values = new ArrayList<>(parameters.size());
      for (int i = 0; i < parameters.size(); i++) {
        values.add(ParameterValues.external(parameters.get(i), parameterTypes.get(i)));
      }
      node = SqlParameters.substitute(node, values, parameterTypes);
    }
    Consumer<ExecContext> previous = statements.executionListener(onStart);
    try {
      return (TableResultInternal) statements.execute(node, parameters.isEmpty() ? sql : null);
    } finally {
      statements.executionListener(previous);
    }
  }
}
