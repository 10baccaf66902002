package io.quiver.table.api.internal;

import io.quiver.engine.exec.BatchSource;
import io.quiver.engine.exec.ExecContext;
import io.quiver.engine.exec.Executor;
import io.quiver.engine.gen.GeneratedClass;
import io.quiver.engine.types.Column;
import io.quiver.engine.types.SqlType;
import io.quiver.engine.types.TypeId;
import io.quiver.table.api.ExplainDetail;
import io.quiver.table.api.TableResult;
import io.quiver.table.api.ValidationException;
import io.quiver.table.api.config.ExecutionConfigOptions;
import io.quiver.table.catalog.ResolvedSchema;
import io.quiver.table.planner.QuiverPlanner;
import io.quiver.table.planner.TypeConversion;
import io.quiver.table.sql.ddl.SqlQuiverInsert;
import io.quiver.table.sql.ddl.SqlRichExplain;
import io.quiver.table.sql.ddl.SqlTransactionControl;
import io.quiver.table.sql.ddl.SqlTruncateTable;
import io.quiver.types.Row;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import org.apache.calcite.sql.SqlExplain;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlNode;

/**
 * Runs parsed statements: queries and DML through the planner and the engine, everything else
 * through {@link DdlExecutor} and {@link SessionStatements}.
 */
final class SqlStatementExecutor {
  private final TableEnvironmentImpl env;
  private final DdlExecutor ddl;
  private final SessionStatements session;
  private final InsertExecutor inserts;
  /** Sees every execution context, so that the JDBC driver can cancel a running statement. */
  private Consumer<ExecContext> executionListener = context -> { };
  private final DmlExecutor dml;
  private final SequenceStatements sequences;
  private final FunctionStatements functions;
  private final IndexStatements indexes;
  private final LockingReads locks;
  private final DumpStatements dumps;

  SqlStatementExecutor(TableEnvironmentImpl env) {
    this.env = env;
    this.ddl = new DdlExecutor(env, this);
    this.session = new SessionStatements(env);
    this.inserts = new InsertExecutor(env, this);
    this.dml = new DmlExecutor(env, this, inserts);
    this.sequences = new SequenceStatements(env);
    this.functions = new FunctionStatements(env);
    this.indexes = new IndexStatements(env, inserts);
    this.locks = new LockingReads(env, this);
    this.dumps = new DumpStatements(env, indexes);
  }

  /** The statement with its {@code NEXT VALUE FOR}s typed but no sequence value taken. */
  SqlNode withoutTakingSequenceValues(SqlNode statement) {
    return sequences.withoutTakingValues(statement);
  }

  /** Records the locks of SELECT ... FOR UPDATE / FOR SHARE. */
  LockingReads locks() {
    return locks;
  }

  DmlExecutor dml() {
    return dml;
  }

  IndexStatements indexes() {
    return indexes;
  }

  InsertExecutor inserts() {
    return inserts;
  }

  /** Runs the statement in the session's transaction (its own one under auto-commit). */
  TableResult execute(SqlNode node) {
    return execute(node, null);
  }

  /** The same, knowing the statement's text (a file database logs DDL as its text). */
  TableResult execute(SqlNode node, String text) {
    if (node instanceof SqlTransactionControl control) {
      return TransactionStatements.execute(env, control);
    }
    if (node instanceof io.quiver.table.sql.ddl.SqlCreateTable create && create.like() != null) {
      String expanded = CreateTableLike.expand(create, env.catalogManager());
      return execute(env.planner().parse(expanded), expanded);
    }
    if (node instanceof io.quiver.table.sql.ddl.SqlShowCreate show) {
      return session.showCreate(show);
    }
    if (node instanceof io.quiver.table.sql.ddl.SqlStatementSet set) {
      if (set.begin()) {
        throw new io.quiver.table.api.TableException("Unsupported SQL statement: BEGIN STATEMENT SET is a statement of"
            + " the SQL client; a TableEnvironment runs EXECUTE STATEMENT SET BEGIN ... END or a StatementSet.");
      }
      StatementSetImpl statements = new StatementSetImpl(env);
      set.inserts().forEach(statements::addParsed);
      return statements.execute();
    }
    if (env.transaction().isReadOnly() && !TransactionStatements.readsOnly(node)) {
      throw new ValidationException("Cannot run " + TransactionStatements.describe(node)
          + " in a read-only transaction (START TRANSACTION READ ONLY).", null, "25006",
          node.getParserPosition().getLineNum(), node.getParserPosition().getColumnNum());
    }
    String previous = statementText;
    statementText = text;
    try {
      return env.transaction().run(() -> executeInTransaction(node));
    } finally {
      statementText = previous;
    }
  }

  /** The text of the statement running, when known. */
  private String statementText;

  private TableResult executeInTransaction(SqlNode statement) {
    // Feature: execution on a Flink cluster (execution.target set: queries and INSERTs run there)
    if (env.remote().active() && env.remote().runsRemotely(statement)) {
      return env.remote().execute(statement, statementText);
    }
    SqlNode taken = sequences.takeSequenceValues(statement);
    SqlNode node = taken instanceof SqlQuiverInsert insert && insert.conflict() == SqlQuiverInsert.OnConflict.UPDATE
        ? ConflictUpdates.merge(env, inserts, insert) : taken;
    TableResult modified = dml.tryExecute(node);
    if (modified == null) {
      modified = changingCatalog(() -> env.database().ddl(env, node, statementText, () -> sequences.tryExecute(node)));
    }
    if (modified != null) {
      return modified;
    }
    if (node instanceof SqlQuiverInsert insert) {
      return inserts.execute(insert);
    }
    if (node instanceof SqlTruncateTable truncate) {
      return new TruncateExecutor(env, dml).execute(truncate);
    }
    if (node instanceof SqlRichExplain explain) {
      return explainResult(explain(explain.statement(), details(explain)) + planCacheSection(explain.statement()));
    }
    if (node instanceof SqlExplain explain) {
      return explainResult(explain(explain.getExplicandum(), List.of()) + planCacheSection(explain.getExplicandum()));
    }
    if (node.getKind().belongsTo(SqlKind.QUERY)) {
      return query(node);
    }
    if (node instanceof io.quiver.table.sql.ddl.SqlLockingQuery locking) {
      QuiverPlanner.Planned planned = env.planner().plan(locking.query());
      locks.lock(planned.physical(), locking);
      return query(planned);
    }
    // A file database logs the DDL that changes its catalog (indexes included), so that it is
    // replayed when the database opens again.
    TableResult result = changingCatalog(() -> env.database().ddl(env, node, statementText, () -> {
      TableResult done = ddl.tryExecute(node);
      if (done == null) {
        done = indexes.tryExecute(node);
      }
      return done != null ? done : functions.tryExecute(node);
    }));
    // Feature: file databases (CHECKPOINT)
    if (result == null && node instanceof io.quiver.table.sql.ddl.SqlCheckpoint) {
      env.database().checkpoint();
      result = TableResultImpl.ok(env.database().allocator());
    }
    if (result == null) {
      result = dumps.tryExecute(node);
    }
    if (result == null) {
      result = session.tryExecute(node);
    }
    if (result == null) {
      throw new ValidationException("Unsupported statement: " + node.getKind(), null, "0A000",
          node.getParserPosition().getLineNum(), node.getParserPosition().getColumnNum());
    }
    return result;
  }

  /**
   * Runs what may be a DDL statement: when it ran (or failed part-way), the database's cached
   * plans may describe a catalog that is gone, so they all go.
   */
  private TableResult changingCatalog(java.util.function.Supplier<TableResult> statement) {
    TableResult result;
    try {
      result = statement.get();
    } catch (RuntimeException | Error e) {
      env.database().planCache().invalidateAll();
      throw e;
    }
    if (result != null) {
      env.database().planCache().invalidateAll();
    }
    return result;
  }

  /** Checks that a statement is a query, for {@code sqlQuery}. */
  SqlNode queryOf(SqlNode node) {
    if (!node.getKind().belongsTo(SqlKind.QUERY)) {
      throw new ValidationException("Only queries are accepted by sqlQuery, not " + node.getKind() + "; use executeSql.",
          null, "42601", node.getParserPosition().getLineNum(), node.getParserPosition().getColumnNum());
    }
    return node;
  }

  TableResult query(SqlNode query) {
    return query(env.planner().plan(query));
  }

  private TableResult query(QuiverPlanner.Planned planned) {
    ExecContext context = newQueryContext();
    try {
      BatchSource source = new Executor(context).open(planned.physical());
      return TableResultImpl.ofQuery(schemaOf(planned), source, env.getConfig().getLocalTimeZone());
    } catch (io.quiver.engine.error.EngineException e) {
      // As in Flink, whose executeSql submits the job and returns: the failure shows when the result is read.
      return TableResultImpl.ofFailedQuery(schemaOf(planned), e, env.getConfig().getLocalTimeZone());
    }
  }

  static ResolvedSchema schemaOf(QuiverPlanner.Planned planned) {
    return ResolvedSchema.fromEngine(TypeConversion.toColumns(planned.rowType()));
  }

  /** Sets who is told of each execution context created from now on; returns the previous one. */
  Consumer<ExecContext> executionListener(Consumer<ExecContext> listener) {
    Consumer<ExecContext> previous = executionListener;
    executionListener = listener == null ? context -> { } : listener;
    return previous;
  }

  ExecContext newExecContext() {
    ExecContext context = createExecContext();
    executionListener.accept(context);
    return context;
  }

  /**
   * The context of a query whose rows go to the caller: its batches and hash tables count
   * against the session's {@code table.exec.resource.query-memory} (53200 over it).
   */
  ExecContext newQueryContext() {
    String dumpDir = env.getConfig().getOptional(ExecutionConfigOptions.CODEGEN_DUMP_DIR).orElse(null);
    io.quiver.engine.memory.QueryMemoryPool pool = env.database().queryMemory();
    env.getConfig().getOptional(ExecutionConfigOptions.DATABASE_QUERY_MEMORY)
        .ifPresent(cap -> pool.setCap(io.quiver.engine.memory.MemorySizes.parse(cap)));
    long limit = env.getConfig().getOptional(ExecutionConfigOptions.QUERY_MEMORY)
        .map(io.quiver.engine.memory.MemorySizes::parse).orElse(Runtime.getRuntime().maxMemory() / 2);
    ExecContext context = new ExecContext(pool.newQuery(limit, ExecutionConfigOptions.QUERY_MEMORY.key()),
        env.database().compiler(), env.getConfig().getMaxGeneratedCodeLength(),
        dumpDir == null ? null : Path.of(dumpDir)).withTransaction(env.transaction().current());
    int parallelism = env.getConfig().get(ExecutionConfigOptions.TABLE_EXEC_RESOURCE_DEFAULT_PARALLELISM);
    if (parallelism < 1) {
      parallelism = Runtime.getRuntime().availableProcessors();
    }
    if (parallelism > 1) {
      context.withWorkers(env.database().workers(), parallelism);
    }
    executionListener.accept(context);
    return context;
  }

  private ExecContext createExecContext() {
    String dumpDir = env.getConfig().getOptional(ExecutionConfigOptions.CODEGEN_DUMP_DIR).orElse(null);
    return new ExecContext(env.database().allocator(), env.database().compiler(),
        env.getConfig().getMaxGeneratedCodeLength(), dumpDir == null ? null : Path.of(dumpDir))
        .withTransaction(env.transaction().current());
  }

  String explain(SqlNode statement, List<ExplainDetail> details) {
    QuiverPlanner.Planned planned = env.planner().plan(statement);
    StringBuilder sb = new StringBuilder();
    sb.append("== Abstract Syntax Tree ==\n").append(planned.explainLogical()).append('\n');
    sb.append("== Optimized Physical Plan ==\n").append(details.contains(ExplainDetail.ESTIMATED_COST)
        ? org.apache.calcite.plan.RelOptUtil.dumpPlan("", planned.optimized(),
            org.apache.calcite.sql.SqlExplainFormat.TEXT, org.apache.calcite.sql.SqlExplainLevel.ALL_ATTRIBUTES)
        : planned.explainOptimized()).append('\n');
    String physical = PhysicalPlans.explain(planned.physical());
    if (details.contains(ExplainDetail.CHANGELOG_MODE)) {
      // A batch plan only ever inserts rows.
      physical = physical.replace("\n", ", changelogMode=[I]\n");
    }
    sb.append("== Optimized Execution Plan ==\n").append(physical);
    if (details.contains(ExplainDetail.JSON_EXECUTION_PLAN)) {
      sb.append("\n== JSON Execution Plan ==\n").append(org.apache.calcite.plan.RelOptUtil.dumpPlan("",
          planned.optimized(), org.apache.calcite.sql.SqlExplainFormat.JSON,
          org.apache.calcite.sql.SqlExplainLevel.EXPPLAN_ATTRIBUTES)).append('\n');
    }
    if (details.contains(ExplainDetail.PLAN_ADVICE)) {
      sb.append("\n== Optimized Physical Plan With Advice ==\n").append(physical)
          .append("\nNo available advice...\n");
    }
    if (details.contains(ExplainDetail.CODEGEN)) {
      ExecContext context = newExecContext();
      try (BatchSource ignored = new Executor(context).open(planned.physical())) {
        sb.append("\n== Generated Code ==\n");
        for (GeneratedClass generated : context.generatedClasses()) {
          sb.append(generated.source()).append('\n');
        }
      }
      sb.append("== Compiled-Class Cache ==\n").append(env.database().compiler().stats()).append('\n');
    }
    return sb.toString();
  }

  /**
   * Whether the explained query's plan comes from the plan cache: the query (the end of the
   * EXPLAIN statement's text) goes through the cache as an ad-hoc execution of it would.
   */
  private String planCacheSection(SqlNode explained) {
    StringBuilder sb = new StringBuilder("\n== Plan Cache ==\n");
    io.quiver.table.planner.PlanCache cache = PreparedQueryImpl.planCache(env);
    if (cache == null) {
      return sb.append("off (table.optimizer.plan-cache.enabled is false)\n").toString();
    }
    String query = statementText == null ? null : queryText(statementText, explained);
    if (query == null || !explained.getKind().belongsTo(SqlKind.QUERY)) {
      return sb.append("not used: only queries are cached\n").toString();
    }
    try {
      QuiverPlanner.AdHocPlan plan = env.planner().prepareAdHoc(env.planner().parse(query), query, cache);
      sb.append(plan.outcome().equals("hit") ? "hit: the optimized plan came from the cache"
          : plan.outcome().equals("miss") ? "miss: planned now and kept in the cache" : plan.outcome());
      if (!plan.liftedValues().isEmpty()) {
        sb.append("\nlifted literals: ").append(plan.liftedValues().size());
      }
    } catch (RuntimeException e) {
      sb.append("not used: ").append(e.getMessage());
    }
    return sb.append("\ncache: ").append(cache.stats()).append('\n').toString();
  }

  /** The text of {@code query} within {@code statement}, from its first token to the end; null if not found. */
  private static String queryText(String statement, SqlNode query) {
    int[] first = {Integer.MAX_VALUE, Integer.MAX_VALUE};
    java.util.function.Consumer<org.apache.calcite.sql.parser.SqlParserPos> seen = pos -> {
      if (pos.getLineNum() > 0 && (pos.getLineNum() < first[0]
          || pos.getLineNum() == first[0] && pos.getColumnNum() < first[1])) {
        first[0] = pos.getLineNum();
        first[1] = pos.getColumnNum();
      }
    };
    seen.accept(query.getParserPosition());
    query.accept(new org.apache.calcite.sql.util.SqlShuttle() {
      @Override
      public SqlNode visit(org.apache.calcite.sql.SqlCall call) {
        seen.accept(call.getParserPosition());
        return super.visit(call);
      }

      @Override
      public SqlNode visit(org.apache.calcite.sql.SqlIdentifier id) {
        seen.accept(id.getParserPosition());
        return id;
      }
    });
    if (first[0] == Integer.MAX_VALUE) {
      return null;
    }
    int offset = 0;
    for (int line = 1; line < first[0]; line++) {
      offset = statement.indexOf('\n', offset) + 1;
      if (offset == 0) {
        return null;
      }
    }
    offset += first[1] - 1;
    if (offset < 0 || offset >= statement.length()) {
      return null;
    }
    String tail = statement.substring(offset).strip();
    while (tail.endsWith(";")) {
      tail = tail.substring(0, tail.length() - 1).strip();
    }
    return tail;
  }

  private static List<ExplainDetail> details(SqlRichExplain explain) {
    List<ExplainDetail> details = new ArrayList<>();
    for (String name : explain.details()) {
      try {
        details.add(ExplainDetail.valueOf(name.toUpperCase(Locale.ROOT)));
      } catch (IllegalArgumentException e) {
        throw new ValidationException("Unknown EXPLAIN detail " + name, e, "42601", 0, 0);
      }
    }
    return details;
  }

  private TableResult explainResult(String text) {
    ResolvedSchema schema = ResolvedSchema.fromEngine(
        List.of(new Column("result", SqlType.varchar(SqlType.MAX_VARCHAR_LENGTH))));
    return TableResultImpl.ofRows(schema, List.of(Row.of(text)), env.database().allocator());
  }

  /** The column type of SHOW and DESCRIBE results: a nullable STRING, as Flink's. */
  static SqlType string() {
    return new SqlType(TypeId.VARCHAR, SqlType.MAX_VARCHAR_LENGTH, 0, true);
  }
}
