package io.quiver.table.api.internal;

import io.quiver.configuration.DeploymentOptions;
import io.quiver.table.api.SqlDialect;
import io.quiver.table.api.TableException;
import io.quiver.table.api.TableResult;
import io.quiver.table.catalog.Catalog;
import io.quiver.table.catalog.CatalogBaseTable;
import io.quiver.table.catalog.CatalogFunction;
import io.quiver.table.catalog.CatalogManager;
import io.quiver.table.catalog.CatalogTable;
import io.quiver.table.catalog.CatalogView;
import io.quiver.table.catalog.ObjectIdentifier;
import io.quiver.table.catalog.ObjectPath;
import io.quiver.table.catalog.ResolvedSchema;
import io.quiver.table.delegation.Executor;
import io.quiver.table.delegation.ExecutorFactory;
import io.quiver.table.delegation.SessionSnapshot;
import io.quiver.table.delegation.SessionSnapshot.DatabaseDefinition;
import io.quiver.table.delegation.SessionSnapshot.FunctionEntry;
import io.quiver.table.delegation.SessionSnapshot.FunctionKind;
import io.quiver.table.delegation.SessionSnapshot.TableDefinition;
import io.quiver.table.delegation.SessionSnapshot.ViewDefinition;
import io.quiver.table.functions.FunctionDefinition;
import io.quiver.table.planner.QuiverPlanner;
import io.quiver.types.Row;
import io.quiver.util.CloseableIterator;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.Set;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlNode;

/**
 * A session's statements on another engine: when {@code execution.target} is set, queries and
 * INSERTs go to the {@link Executor} the {@link ExecutorFactory} of that target makes (found
 * through {@link ServiceLoader}), with a snapshot of what the session defined; everything else
 * (DDL, SHOW, SET, ...) still runs here, in the session's own catalogs, which stay the truth.
 */
final class RemoteExecution {
  private final TableEnvironmentImpl env;
  private Executor executor;
  private Map<String, String> executorConfiguration;

  RemoteExecution(TableEnvironmentImpl env) {
    this.env = env;
  }

  /** Whether the session's queries run elsewhere: {@code execution.target} is set. */
  boolean active() {
    return env.getConfig().getOptional(DeploymentOptions.TARGET).filter(t -> !t.isBlank()).isPresent();
  }

  /**
   * Whether this statement runs elsewhere when {@link #active()}: queries, and INSERTs into
   * connector tables. An INSERT into a managed table writes this process's memory, so it runs here.
   */
  boolean runsRemotely(SqlNode node) {
    if (node.getKind().belongsTo(SqlKind.QUERY)) {
      return true;
    }
    if (node instanceof io.quiver.table.sql.ddl.SqlQuiverInsert insert
        && insert.getTargetTable() instanceof org.apache.calcite.sql.SqlIdentifier target) {
      return env.catalogManager().getTable(env.catalogManager().qualifyIdentifier(target.names))
          .map(t -> t.table() instanceof CatalogTable table && table.external() != null).orElse(false);
    }
    return false;
  }

  /** Runs a query or INSERT on the target's executor. */
  TableResult execute(SqlNode node, String text) {
    Executor target = executor();
    SessionSnapshot session = snapshot();
    if (node.getKind().belongsTo(SqlKind.QUERY)) {
      QuiverPlanner.Validated validated = env.planner().validate(node);
      ResolvedSchema schema = ResolvedSchema.fromEngine(io.quiver.table.planner.TypeConversion.toColumns(validated.rowType()));
      String statement = statementText(validated.node(), text);
      List<Row> rows = target.query(statement, schema, session);
      return TableResultImpl.ofRemoteQuery(schema, rows, env.database().allocator(), env.getConfig().getLocalTimeZone());
    }
    io.quiver.table.sql.ddl.SqlQuiverInsert insert = (io.quiver.table.sql.ddl.SqlQuiverInsert) node;
    target.insert(statementText(node, text), session);
    ObjectIdentifier sink = env.catalogManager().qualifyIdentifier(
        ((org.apache.calcite.sql.SqlIdentifier) insert.getTargetTable()).names);
    // Flink does not count the rows an INSERT writes: the result is Flink's -1 per sink.
    return TableResultImpl.ofInsert(List.of(sink.asSummaryString()), List.of(-1L), env.database().allocator());
  }

  /**
   * The text the executor runs: the statement as written in Flink's dialect ({@code default});
   * in the {@code standard} dialect the validated statement unparsed with back-quoted, fully
   * qualified names, since Flink reads neither double-quoted identifiers nor names in any case.
   */
  private String statementText(SqlNode validated, String text) {
    if (text != null && env.getConfig().getSqlDialect() == SqlDialect.DEFAULT) {
      return text;
    }
    return SqlText.unparse(validated);
  }

  /** The executor of the session's target, made again when the session's options changed. */
  private Executor executor() {
    Map<String, String> configuration = env.getConfig().toMap();
    if (executor != null && configuration.equals(executorConfiguration)) {
      return executor;
    }
    close();
    String target = configuration.get(DeploymentOptions.TARGET.key());
    executor = find(target).create(configuration);
    executorConfiguration = configuration;
    return executor;
  }

  /** The factory that serves {@code target}, from Quiver's own class loader or the thread's. */
  static ExecutorFactory find(String target) {
    Set<ClassLoader> loaders = new LinkedHashSet<>();
    loaders.add(RemoteExecution.class.getClassLoader());
    if (Thread.currentThread().getContextClassLoader() != null) {
      loaders.add(Thread.currentThread().getContextClassLoader());
    }
    for (ClassLoader loader : loaders) {
      java.util.Iterator<ExecutorFactory> it = ServiceLoader.load(ExecutorFactory.class, loader).iterator();
      while (true) {
        try {
          if (!it.hasNext()) {
            break;
          }
          ExecutorFactory factory = it.next();
          if (factory.supportsTarget(target)) {
            return factory;
          }
        } catch (java.util.ServiceConfigurationError e) {
          // A provider another class loader's copy of Quiver declares (not a subtype of ours): skip it.
        }
      }
    }
    throw new TableException("execution.target is '" + target + "', but no executor for it is on the class path: "
        + "add the Flink executor jar (quiver-flink-executor-VERSION.jar, which brings Apache Flink's client) "
        + "beside the Quiver driver, or unset execution.target to run on Quiver's own engine.", null, "0A000", 0, 0);
  }

  void close() {
    if (executor != null) {
      try {
        executor.close();
      } catch (Exception e) {
        // Closing releases client resources only; nothing to report to the statement.
      }
      executor = null;
      executorConfiguration = null;
    }
  }

  /** What the session defined, for the executor to define on its side. */
  SessionSnapshot snapshot() {
    CatalogManager catalogs = env.catalogManager();
    List<DatabaseDefinition> databases = new ArrayList<>();
    List<TableDefinition> tables = new ArrayList<>();
    List<ViewDefinition> views = new ArrayList<>();
    for (String catalogName : catalogs.listCatalogs()) {
      Catalog catalog = catalogs.getCatalogOrThrow(catalogName);
      for (String database : catalog.listDatabases()) {
        databases.add(new DatabaseDefinition(catalogName, database, database.equals(catalog.getDefaultDatabase())));
        List<String> names;
        try {
          names = catalog.listTables(database);
        } catch (io.quiver.table.catalog.exceptions.DatabaseNotExistException e) {
          continue;
        }
        for (String name : names) {
          try {
            add(ObjectIdentifier.of(catalogName, database, name),
                catalog.getTable(new ObjectPath(database, name)), false, tables, views);
          } catch (io.quiver.table.catalog.exceptions.TableNotExistException e) {
            // Dropped meanwhile by another session.
          }
        }
      }
    }
    catalogs.temporaryTables().forEach((id, table) -> add(id, table, true, tables, views));
    return new SessionSnapshot(env.getConfig().toMap(), catalogs.getCurrentCatalog(), catalogs.getCurrentDatabase(),
        databases, tables, functions(), views);
  }

  private void add(ObjectIdentifier id, CatalogBaseTable table, boolean temporary, List<TableDefinition> tables,
      List<ViewDefinition> views) {
    if (table instanceof CatalogView view) {
      views.add(new ViewDefinition(id, temporary, view.getOriginalQuery()));
    } else if (table instanceof CatalogTable catalogTable) {
      boolean managed = catalogTable.external() == null;
      tables.add(new TableDefinition(id, temporary, catalogTable.getResolvedSchema(),
          managed ? Map.of() : catalogTable.getOptions(), catalogTable.getPartitionKeys(), catalogTable.getComment(),
          managed ? limit -> managedRows(id, limit) : null));
    }
  }

  /** A managed table's rows in the statement's snapshot, or empty when it has more than {@code limit}. */
  private Optional<List<Row>> managedRows(ObjectIdentifier id, int limit) {
    TableResult result = env.statements().query(env.planner().parse("SELECT * FROM " + id.asSerializableString()));
    List<Row> rows = new ArrayList<>();
    try (CloseableIterator<Row> it = result.collect()) {
      while (it.hasNext()) {
        if (rows.size() == limit) {
          return Optional.empty();
        }
        rows.add(it.next());
      }
    } catch (Exception e) {
      throw e instanceof RuntimeException r ? r : new TableException(e.getMessage(), e);
    }
    return Optional.of(rows);
  }

  private List<FunctionEntry> functions() {
    io.quiver.table.catalog.FunctionCatalog functions = env.functionCatalog();
    List<FunctionEntry> entries = new ArrayList<>();
    functions.temporarySystemFunctions().forEach((name, f) ->
        entries.add(new FunctionEntry(FunctionKind.TEMPORARY_SYSTEM, name, null, f.getClass().getName(), f.getClass())));
    functions.inlineFunctions().forEach((name, f) ->
        entries.add(new FunctionEntry(FunctionKind.INLINE, name, null, f.getClass().getName(), f.getClass())));
    functions.temporaryCatalogFunctions().forEach((id, f) ->
        entries.add(new FunctionEntry(FunctionKind.TEMPORARY_CATALOG, null, id, f.getClass().getName(), f.getClass())));
    CatalogManager catalogs = env.catalogManager();
    for (String catalogName : catalogs.listCatalogs()) {
      Catalog catalog = catalogs.getCatalogOrThrow(catalogName);
      for (String database : catalog.listDatabases()) {
        try {
          for (String name : catalog.listFunctions(database)) {
            CatalogFunction function = catalog.getFunction(new ObjectPath(database, name));
            FunctionDefinition definition = io.quiver.table.catalog.FunctionCatalog.instantiate(function.getClassName());
            entries.add(new FunctionEntry(FunctionKind.CATALOG, null, ObjectIdentifier.of(catalogName, database, name),
                function.getClassName(), definition.getClass()));
          }
        } catch (io.quiver.table.catalog.exceptions.DatabaseNotExistException
            | io.quiver.table.catalog.exceptions.FunctionNotExistException e) {
          // Dropped meanwhile by another session.
        }
      }
    }
    return entries;
  }
}
