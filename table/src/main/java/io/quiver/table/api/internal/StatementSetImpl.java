package io.quiver.table.api.internal;

import io.quiver.table.api.ExplainDetail;
import io.quiver.table.api.StatementSet;
import io.quiver.table.api.Table;
import io.quiver.table.api.TableResult;
import io.quiver.table.api.ValidationException;
import io.quiver.table.planner.QuiverPlanner;
import io.quiver.table.sql.ddl.SqlQuiverInsert;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.calcite.sql.SqlNode;

/**
 * A StatementSet: INSERTs collected, then all validated and planned together before any runs, so
 * one invalid statement fails the whole job without writing anything. A sub-plan several
 * statements share (the same query or view feeding two sinks) is computed once and read by each.
 * Each sink's rows commit as one table version.
 */
final class StatementSetImpl implements StatementSet {
  private final TableEnvironmentImpl env;
  /** The INSERTs added: their text, or (EXECUTE STATEMENT SET) their parsed statement. */
  private final List<Object> statements = new ArrayList<>();

  StatementSetImpl(TableEnvironmentImpl env) {
    this.env = env;
  }

  @Override
  public StatementSet addInsertSql(String statement) {
    SqlNode node = env.planner().parse(statement);
    if (!(node instanceof SqlQuiverInsert)) {
      // Flink's class and message
      throw new io.quiver.table.api.TableException("Unsupported SQL query! addInsertSql() only accepts a single SQL"
          + " statement of type INSERT, but got " + node.getKind() + ".");
    }
    statements.add(statement);
    return this;
  }


  /** Adds an INSERT parsed already, one of an EXECUTE STATEMENT SET block. */
  StatementSet addParsed(SqlQuiverInsert insert) {
    statements.add(insert);
    return this;
  }

  @Override
  public StatementSet addInsert(io.quiver.table.api.TableDescriptor targetDescriptor, Table table) {
    return addInsert(targetDescriptor, table, false);
  }

  @Override
  public StatementSet addInsert(io.quiver.table.api.TableDescriptor targetDescriptor, Table table, boolean overwrite) {
    return addInsert(env.registerAnonymous(targetDescriptor), table, overwrite);
  }

  @Override
  public StatementSet addInsert(String targetPath, Table table) {
    return addInsert(targetPath, table, false);
  }

  @Override
  public StatementSet addInsert(String targetPath, Table table, boolean overwrite) {
    if (!(table instanceof TableImpl impl) || impl.env() != env) {
      throw new ValidationException("Only tables of the same TableEnvironment can be added to its StatementSet.");
    }
    io.quiver.table.catalog.ObjectIdentifier id = env.catalogManager().qualifyIdentifier(PathParser.parse(targetPath));
    if (env.catalogManager().getTable(id).isEmpty()) {
      // Flink resolves the sink when the insert is added
      throw new io.quiver.table.api.TableException("Could not find a sink table: " + id.asSummaryString() + " does not exist.");
    }
    statements.add(impl.insertSql(targetPath, overwrite));
    return this;
  }

  @Override
  public StatementSet add(io.quiver.table.api.TablePipeline tablePipeline) {
    if (!(tablePipeline instanceof TablePipelineImpl pipeline) || pipeline.env() != env) {
      throw new ValidationException("Only pipelines of the same TableEnvironment can be added to its StatementSet.");
    }
    statements.add(pipeline.insertSql());
    return this;
  }

  @Override
  public String explain(io.quiver.table.api.ExplainFormat format, ExplainDetail... extraDetails) {
    if (statements.isEmpty()) {
      return ""; // as Flink: an empty set has an empty plan
    }
    StringBuilder sb = new StringBuilder();
    for (Object statement : statements) {
      sb.append(env.explainSql(statement.toString(), extraDetails)).append('\n');
    }
    return sb.toString();
  }

  @Override
  public TableResult execute() {
    if (statements.isEmpty()) {
      // Flink's class: its empty job graph is an IllegalStateException
      throw new IllegalStateException("No operators defined in streaming topology. Cannot generate StreamGraph.");
    }
    try {
      // One transaction for the whole set: under auto-commit it commits once, atomically, at the end.
      return env.transaction().run(this::runAll);
    } finally {
      statements.clear();
    }
  }

  private TableResult runAll() {
    try (SharedResults shared = new SharedResults(env.statements())) {
      return runAll(shared);
    }
  }

  private TableResult runAll(SharedResults shared) {
    InsertExecutor inserts = env.statements().inserts();
    List<SqlQuiverInsert> parsed = new ArrayList<>();
    for (Object statement : statements) {
      SqlQuiverInsert insert = statement instanceof SqlQuiverInsert parsedAlready ? parsedAlready
          : (SqlQuiverInsert) env.planner().parse((String) statement);
      inserts.checkTarget(insert);
      parsed.add(insert);
    }
    List<QuiverPlanner.Planned> plans = env.planner().planTogether(List.copyOf(parsed), shared::materialize);
    List<InsertExecutor.Planned> planned = new ArrayList<>();
    for (int i = 0; i < parsed.size(); i++) {
      planned.add(inserts.planned(parsed.get(i), plans.get(i).physical()));
    }
    List<String> sinks = new ArrayList<>();
    List<Long> counts = new ArrayList<>();
    for (InsertExecutor.Planned insert : planned) {
      sinks.add(insert.sink());
      counts.add(insert.run());
    }
    return TableResultImpl.ofInsert(numberedDuplicates(sinks), counts, env.database().allocator());
  }

  /** Flink names the count columns by sink; each insert into a sink written more than once gets a suffix _1, _2, ... */
  private static List<String> numberedDuplicates(List<String> sinks) {
    Map<String, Integer> occurrences = new java.util.HashMap<>();
    sinks.forEach(sink -> occurrences.merge(sink, 1, Integer::sum));
    Map<String, Integer> seen = new java.util.HashMap<>();
    List<String> names = new ArrayList<>();
    for (String sink : sinks) {
      names.add(occurrences.get(sink) > 1 ? sink + "_" + seen.merge(sink, 1, Integer::sum) : sink);
    }
    return names;
  }


  boolean isEmpty() {
    return statements.isEmpty();
  }
}
