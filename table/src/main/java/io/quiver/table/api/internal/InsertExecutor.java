package io.quiver.table.api.internal;

import io.quiver.engine.exec.BatchSource;
import io.quiver.engine.exec.Executor;
import io.quiver.engine.expr.Call;
import io.quiver.engine.expr.ColumnRef;
import io.quiver.engine.expr.Expr;
import io.quiver.engine.expr.Operator;
import io.quiver.engine.plan.PhysicalNode;
import io.quiver.engine.store.ColumnarTable;
import io.quiver.engine.store.TableVersion;
import io.quiver.engine.store.Transaction;
import io.quiver.engine.types.Column;
import io.quiver.engine.types.SqlType;
import io.quiver.table.planner.LocalTimeZoneLowering;
import io.quiver.table.api.TableResult;
import io.quiver.table.api.ValidationException;
import io.quiver.table.catalog.CatalogManager;
import io.quiver.table.catalog.CatalogTable;
import io.quiver.table.catalog.ObjectIdentifier;
import io.quiver.table.catalog.ResolvedSchema;
import io.quiver.table.sql.ddl.SqlQuiverInsert;
import java.util.ArrayList;
import java.util.List;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlNode;
import org.apache.arrow.vector.VectorSchemaRoot;

/**
 * INSERT INTO and INSERT OVERWRITE: runs the source query, converts its columns to the target's
 * types (checking NOT NULL and lengths), numbers identity columns, and hands all rows to the
 * transaction at once, so a failed statement leaves the table as it was.
 */
final class InsertExecutor {
  private final TableEnvironmentImpl env;
  private final SqlStatementExecutor statements;

  InsertExecutor(TableEnvironmentImpl env, SqlStatementExecutor statements) {
    this.env = env;
    this.statements = statements;
  }

  TableResult execute(SqlQuiverInsert insert) {
    if (insert.returning() != null) {
      return executeReturning(insert);
    }
    Planned planned = plan(insert);
    return TableResultImpl.ofInsert(List.of(planned.sink()), List.of(planned.run()), env.database().allocator());
  }

  /** The columns of {@code INSERT ... RETURNING items} ({@link ReturningRows}). */
  ResolvedSchema returningSchema(SqlQuiverInsert insert) {
    return returning(insert).schema();
  }

  private ReturningRows returning(SqlQuiverInsert insert) {
    CatalogTable table = managedTable(targetOf(insert.getTargetTable()), insert.getTargetTable());
    return new ReturningRows(env, statements, insert.getTargetTable(), null, insert.returning(), table.storage());
  }

  /** Inserts and returns the RETURNING items of the inserted rows, identity values and defaults included. */
  private TableResult executeReturning(SqlQuiverInsert insert) {
    checkTarget(insert);
    CatalogTable table = managedTable(targetOf(insert.getTargetTable()), insert.getTargetTable());
    ReturningRows returning = returning(insert);
    List<io.quiver.types.Row> rows = new ArrayList<>();
    write(table, env.planner().plan(insert).physical(), insert.overwrite(), insert,
        batches -> rows.addAll(returning.compute(batches)));
    return TableResultImpl.ofRows(returning.schema(), rows, env.database().allocator());
  }

  /** An INSERT planned and ready to run; {@link #run()} writes and returns the row count. */
  final class Planned {
    private final CatalogTable table;
    private final PhysicalNode source;
    private final boolean overwrite;
    private final SqlQuiverInsert insert;
    private final String sink;

    Planned(CatalogTable table, PhysicalNode source, SqlQuiverInsert insert, String sink) {
      this.table = table;
      this.source = source;
      this.overwrite = insert.overwrite();
      this.insert = insert;
      this.sink = sink;
    }

    /** The sink's full name; a table of a descriptor used inline by its generated name alone, as in Flink. */
    String sink() {
      int anonymous = sink.indexOf("*anonymous_");
      return anonymous >= 0 ? sink.substring(anonymous) : sink;
    }

    long run() {
      return write(table, source, overwrite, insert, null);
    }
  }

  /** Validates and plans an INSERT without running it. */
  Planned plan(SqlQuiverInsert insert) {
    checkTarget(insert);
    return planned(insert, env.planner().plan(insert).physical());
  }

  /** Checks that an INSERT may write its target (a managed table, no explicit ALWAYS identity). */
  void checkTarget(SqlQuiverInsert insert) {
    ObjectIdentifier id = targetOf(insert.getTargetTable());
    Identities.rejectExplicitAlways(managedTable(id, insert.getTargetTable()), insert);
  }

  /** An INSERT whose source was planned already (with the other statements of a set). */
  Planned planned(SqlQuiverInsert insert, PhysicalNode source) {
    ObjectIdentifier id = targetOf(insert.getTargetTable());
    CatalogTable table = managedTable(id, insert.getTargetTable());
    return new Planned(table, source, insert, id.asSummaryString());
  }

  private ObjectIdentifier targetOf(SqlNode target) {
    SqlNode node = target;
    if (node instanceof org.apache.calcite.sql.SqlCall call && call.getKind() == org.apache.calcite.sql.SqlKind.TABLE_REF) {
      node = call.operand(0);
    }
    return env.catalogManager().qualifyIdentifier(((SqlIdentifier) node).names);
  }

  CatalogTable managedTable(ObjectIdentifier id, SqlNode at) {
    CatalogManager.ResolvedTable resolved = env.catalogManager().getTable(id)
        .orElseThrow(() -> new ValidationException("Table " + id.asSummaryString() + " does not exist.", null, "42P01",
            at.getParserPosition().getLineNum(), at.getParserPosition().getColumnNum()));
    if (!(resolved.table() instanceof CatalogTable table)) {
      throw new ValidationException(id.asSummaryString() + " is a view; only tables accept INSERT.", null, "42809",
          at.getParserPosition().getLineNum(), at.getParserPosition().getColumnNum());
    }
    return table;
  }

  /**
   * Writes the source's rows into the table within the session's transaction, numbering identity
   * columns left NULL; returns how many rows.
   */
  long write(CatalogTable table, PhysicalNode source, boolean overwrite) {
    return write(table, source, overwrite, null, null);
  }

  /**
   * The same for an INSERT statement, whose conflict clause (OR REPLACE, OR IGNORE, ...) says what
   * a row with a taken key does; {@code inserted}, when not null, sees the rows as they will be
   * stored (RETURNING).
   */
  private long write(CatalogTable table, PhysicalNode source, boolean overwrite, SqlQuiverInsert statement,
      java.util.function.Consumer<List<VectorSchemaRoot>> inserted) {
    ColumnarTable storage = table.storage();
    List<Column> targets = storage.columns();
    List<Column> sources = source.columns();
    List<Expr> projects = new ArrayList<>();
    for (int i = 0; i < targets.size(); i++) {
      SqlType from = sources.get(i).type();
      SqlType to = targets.get(i).type();
      Expr value = new ColumnRef(i, from);
      projects.add(from.withNullable(true).equals(to.withNullable(true))
          ? value : LocalTimeZoneLowering.assignment(value, to.withNullable(from.nullable()),
              env.getConfig().getLocalTimeZone()));
    }
    if (table.external() != null) {
      if (statement != null && statement.conflict() != null) {
        throw DdlExecutor.error("A connector's table has no keys to resolve conflicts on: OR REPLACE, OR IGNORE"
            + " and ON CONFLICT are for managed tables.", "0A000", statement);
      }
      ConnectorTables.checkSink(table);
      try (BatchSource rows = new Executor(statements.newExecContext())
          .calc(source, null, projects, TableWriter.nullable(targets))) {
        return ConnectorTables.write(table, rows, overwrite);
      }
    }
    List<VectorSchemaRoot> batches = new ArrayList<>();
    try (BatchSource rows = new Executor(statements.newExecContext())
        .calc(source, null, projects, TableWriter.nullable(targets))) {
      for (VectorSchemaRoot batch = rows.next(); batch != null; batch = rows.next()) {
        batches.add(batch);
      }
    } catch (RuntimeException e) {
      batches.forEach(VectorSchemaRoot::close);
      throw e;
    }
    GeneratedKeys keys;
    try {
      keys = Identities.requested(table, batches, Identities.fill(table, batches), env.transaction().keyRequest());
    } catch (RuntimeException e) {
      batches.forEach(VectorSchemaRoot::close);
      throw e;
    }
    Transaction transaction = env.transaction().transaction();
    TableVersion version = transaction.read(storage);
    long rows = batches.stream().mapToLong(VectorSchemaRoot::getRowCount).sum();
    java.util.Map<Integer, java.util.BitSet> deletions = overwrite ? TableWriter.allRows(version) : java.util.Map.of();
    if (statement != null && statement.conflict() != null) {
      InsertConflicts.Resolved resolved = InsertConflicts.resolve(transaction, storage, version, batches,
          statement.conflict(), statement.conflictColumns(), env.catalogManager().ignoresCase(),
          env.database().allocator());
      batches = resolved.batches();
      deletions = resolved.deletions();
      rows = resolved.count();
    }
    if (inserted != null) {
      try {
        inserted.accept(batches);
      } catch (RuntimeException e) {
        batches.forEach(VectorSchemaRoot::close);
        throw e;
      }
    }
    TableWriter.write(env, transaction, storage, version, batches, deletions);
    env.transaction().setGeneratedKeys(keys);
    return rows;
  }
}
