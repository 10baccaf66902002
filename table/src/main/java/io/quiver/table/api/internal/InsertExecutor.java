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

  /**
   * The columns of {@code INSERT ... RETURNING items}: each item {@code *}, a column of the
   * target (bare or qualified) or such a column {@code AS} a name. Other expressions are 0A000.
   */
  ResolvedSchema returningSchema(SqlQuiverInsert insert) {
    CatalogTable table = managedTable(targetOf(insert.getTargetTable()), insert.getTargetTable());
    List<io.quiver.table.catalog.Column> columns = new ArrayList<>();
    returnedColumns(insert, table, columns);
    return new ResolvedSchema(columns, List.of());
  }

  /** Per returned column its index in the table; {@code columns} receives the result's columns. */
  private List<int[]> returnedColumns(SqlQuiverInsert insert, CatalogTable table,
      List<io.quiver.table.catalog.Column> columns) {
    List<io.quiver.table.catalog.Column> tableColumns = table.getResolvedSchema().getColumns();
    List<int[]> picked = new ArrayList<>();
    for (SqlNode item : insert.returning()) {
      String alias = null;
      SqlNode expression = item;
      if (item.getKind() == org.apache.calcite.sql.SqlKind.AS) {
        org.apache.calcite.sql.SqlCall as = (org.apache.calcite.sql.SqlCall) item;
        expression = as.operand(0);
        alias = ((SqlIdentifier) as.operand(1)).getSimple();
      }
      if (!(expression instanceof SqlIdentifier id)) {
        throw new ValidationException("RETURNING takes columns of the inserted table (or *), not expressions.", null,
            "0A000", item.getParserPosition().getLineNum(), item.getParserPosition().getColumnNum());
      }
      if (id.isStar()) {
        for (int i = 0; i < tableColumns.size(); i++) {
          picked.add(new int[] {i});
          columns.add(tableColumns.get(i));
        }
        continue;
      }
      String name = id.names.get(id.names.size() - 1);
      int index = -1;
      for (int i = 0; i < tableColumns.size() && index < 0; i++) {
        if (tableColumns.get(i).getName().equals(name)) {
          index = i;
        }
      }
      for (int i = 0; i < tableColumns.size() && index < 0 && env.catalogManager().ignoresCase(); i++) {
        if (tableColumns.get(i).getName().equalsIgnoreCase(name)) {
          index = i;
        }
      }
      if (index < 0) {
        throw new ValidationException("Column '" + name + "' not found in the inserted table.", null, "42703",
            id.getParserPosition().getLineNum(), id.getParserPosition().getColumnNum());
      }
      picked.add(new int[] {index});
      io.quiver.table.catalog.Column column = tableColumns.get(index);
      columns.add(alias == null ? column : io.quiver.table.catalog.Column.physical(alias, column.getDataType()));
    }
    return picked;
  }

  /** Inserts and returns the inserted rows' chosen columns, identity values included. */
  private TableResult executeReturning(SqlQuiverInsert insert) {
    checkTarget(insert);
    ObjectIdentifier id = targetOf(insert.getTargetTable());
    CatalogTable table = managedTable(id, insert.getTargetTable());
    List<io.quiver.table.catalog.Column> columns = new ArrayList<>();
    List<int[]> picked = returnedColumns(insert, table, columns);
    List<io.quiver.types.Row> rows = new ArrayList<>();
    write(table, env.planner().plan(insert).physical(), insert.overwrite(), insert, batches -> {
      for (VectorSchemaRoot batch : batches) {
        for (int row = 0; row < batch.getRowCount(); row++) {
          Object[] values = new Object[picked.size()];
          for (int c = 0; c < values.length; c++) {
            int index = picked.get(c)[0];
            values[c] = ExternalValues.toExternal(
                io.quiver.engine.batch.Vectors.get(batch.getVector(index), row), columns.get(c).getDataType().sqlType());
          }
          rows.add(io.quiver.types.Row.of(values));
        }
      }
    });
    return TableResultImpl.ofRows(new ResolvedSchema(columns, List.of()), rows, env.database().allocator());
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
