package io.quiver.table.api.internal;

import io.quiver.engine.exec.BatchSource;
import io.quiver.engine.exec.CalcKernels;
import io.quiver.engine.exec.Executor;
import io.quiver.engine.expr.Call;
import io.quiver.engine.expr.Expr;
import io.quiver.engine.expr.Literal;
import io.quiver.engine.expr.Operator;
import io.quiver.engine.store.ColumnarTable;
import io.quiver.engine.store.Transaction;
import io.quiver.engine.types.Column;
import io.quiver.engine.types.SqlType;
import io.quiver.table.api.TableResult;
import io.quiver.table.catalog.CatalogTable;
import io.quiver.table.catalog.ObjectIdentifier;
import io.quiver.table.planner.QuiverPlanner;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.arrow.vector.FieldVector;
import org.apache.arrow.vector.IntVector;
import org.apache.arrow.vector.VectorSchemaRoot;
import org.apache.calcite.rel.core.TableModify;
import org.apache.calcite.sql.SqlDelete;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlMerge;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlUpdate;

/**
 * UPDATE and DELETE on managed tables, executed by the engine: Calcite validates and plans the
 * statement (a TableModify over a filter and projection of the table); the engine runs that
 * source with row positions ({@link RowLocator}); the matched rows are marked deleted and, for
 * UPDATE, their new values written as new chunks, all handed to the transaction at once.
 */
final class DmlExecutor {
  private final TableEnvironmentImpl env;
  private final SqlStatementExecutor statements;
  private final InsertExecutor inserts;

  DmlExecutor(TableEnvironmentImpl env, SqlStatementExecutor statements, InsertExecutor inserts) {
    this.env = env;
    this.statements = statements;
    this.inserts = inserts;
  }

  /** Runs the statement if it is UPDATE, DELETE or MERGE; null otherwise. */
  TableResult tryExecute(SqlNode node) {
    if (node instanceof SqlUpdate update) {
      return modify(update.getTargetTable(), node);
    }
    if (node instanceof SqlDelete delete) {
      return modify(delete.getTargetTable(), node);
    }
    if (node instanceof io.quiver.table.sql.ddl.SqlDmlReturning returning) {
      return modifyReturning(returning);
    }
    if (node instanceof SqlMerge merge) {
      return new MergeExecutor(env, statements, inserts).execute(merge);
    }
    return null;
  }

  private TableResult modify(SqlNode target, SqlNode statement) {
    ObjectIdentifier id = env.catalogManager().qualifyIdentifier(((SqlIdentifier) target).names);
    CatalogTable table = inserts.managedTable(id, target);
    ConnectorTables.rejectRowChanges(table, statement.getKind().toString(), id);
    ColumnarTable storage = table.storage();
    if (SubqueryDml.hasSubquery(statement)) {
      return new SubqueryDml(env, statements).modify(id, storage, statement);
    }
    return run(id, storage, statement, env.planner().plan(statement), null, null);
  }

  /** UPDATE or DELETE ... RETURNING: the items over the rows as updated, or as they were before deletion. */
  private TableResult modifyReturning(io.quiver.table.sql.ddl.SqlDmlReturning statement) {
    ReturningRows returning = returning(statement);
    SqlNode dml = statement.statement();
    SqlNode target = statement.targetTable();
    ObjectIdentifier id = env.catalogManager().qualifyIdentifier(((SqlIdentifier) target).names);
    if (SubqueryDml.hasSubquery(dml)) {
      throw DdlExecutor.error(dml.getKind() + " ... RETURNING whose condition or values hold a subquery is not"
          + " supported yet.", "0A000", statement);
    }
    List<io.quiver.types.Row> rows = new ArrayList<>();
    run(id, inserts.managedTable(id, target).storage(), dml, env.planner().plan(dml), null,
        batches -> rows.addAll(returning.compute(batches)));
    return TableResultImpl.ofRows(returning.schema(), rows, env.database().allocator());
  }

  /** The RETURNING items of an UPDATE or DELETE, planned over its table (their columns are known before it runs). */
  ReturningRows returning(io.quiver.table.sql.ddl.SqlDmlReturning statement) {
    SqlNode target = statement.targetTable();
    ObjectIdentifier id = env.catalogManager().qualifyIdentifier(((SqlIdentifier) target).names);
    CatalogTable table = inserts.managedTable(id, target);
    ConnectorTables.rejectRowChanges(table, statement.statement().getKind().toString(), id);
    return new ReturningRows(env, statements, target, statement.alias(), statement.returning(), table.storage());
  }

  /**
   * True when {@link #run} can execute the statement from a plan made once (a prepared UPDATE or
   * DELETE): a managed table, no subquery.
   */
  boolean plansOnce(SqlNode node) {
    SqlNode target = node instanceof SqlUpdate update ? update.getTargetTable()
        : node instanceof SqlDelete delete ? delete.getTargetTable() : null;
    if (!(target instanceof SqlIdentifier) || SubqueryDml.hasSubquery(node)) {
      return false;
    }
    try {
      CatalogTable table = inserts.managedTable(env.catalogManager().qualifyIdentifier(((SqlIdentifier) target).names),
          target);
      return table.external() == null;
    } catch (RuntimeException e) {
      return false;   // the ordinary path reports it when the statement runs
    }
  }

  /**
   * Runs an UPDATE or DELETE that {@link #plansOnce} accepted, from its prepared plan lowered with
   * this execution's values; null when the table is no longer the one the plan reads (the caller
   * prepares again).
   */
  TableResult executePrepared(SqlNode statement, QuiverPlanner.PreparedPlan plan,
      List<io.quiver.engine.expr.Literal> parameters, CalcKernels kernels) {
    SqlNode target = statement instanceof SqlUpdate update ? update.getTargetTable()
        : ((SqlDelete) statement).getTargetTable();
    ObjectIdentifier id = env.catalogManager().qualifyIdentifier(((SqlIdentifier) target).names);
    ColumnarTable storage = inserts.managedTable(id, target).storage();
    if (!plan.tables().contains(storage)) {
      return null;
    }
    io.quiver.engine.plan.PhysicalNode physical = plan.lower(parameters);
    return run(id, storage, statement,
        new QuiverPlanner.Planned(null, plan.optimized(), plan.optimized(), physical, plan.rowType()), kernels, null);
  }

  /**
   * Runs the planned UPDATE or DELETE. {@code kernels}: the prepared statement's Calc kernels, or
   * null to generate them anew; {@code returned}, when not null, is given the rows as updated (or
   * as they were, deleted), with every column of the table, before they are written.
   */
  private TableResult run(ObjectIdentifier id, ColumnarTable storage, SqlNode statement,
      QuiverPlanner.Planned planned, CalcKernels kernels, java.util.function.Consumer<List<VectorSchemaRoot>> returned) {
    RowLocator.Source source = RowLocator.sourceOf(planned.physical(), storage);
    if (source == null) {
      throw DdlExecutor.error(statement.getKind() + " whose condition needs a join or subquery is not supported yet.",
          "0A000", statement);
    }
    TableModify modify = (TableModify) planned.optimized();
    boolean update = modify.isUpdate();
    List<Column> columns = storage.columns();
    List<Expr> projects = update ? newValues(source.projects(), columns, modify.getUpdateColumnList(),
        env.getConfig().getLocalTimeZone()) : returned != null ? identity(columns) : List.of();
    // Nullable here so that a NULL reaches TableWriter, which reports the column (23502).
    List<Column> outputs = update || returned != null ? TableWriter.nullable(columns) : List.of();
    Transaction transaction = env.transaction().transaction();
    Map<Integer, BitSet> deletions = new HashMap<>();
    List<VectorSchemaRoot> newRows = new ArrayList<>();
    long count = 0;
    Executor executor = new Executor(statements.newExecContext().withCalcKernels(kernels));
    try (BatchSource rows = source.lookup() != null
        ? RowLocator.run(executor, source.lookup(), source.condition(), projects, outputs)
        : RowLocator.run(executor, env.database().allocator(), source.scan(), source.condition(), projects, outputs)) {
      for (VectorSchemaRoot batch = rows.next(); batch != null; batch = rows.next()) {
        count += batch.getRowCount();
        newRows.add(collect(batch, outputs.size(), deletions));
      }
    } catch (RuntimeException e) {
      newRows.forEach(VectorSchemaRoot::close);
      throw e;
    }
    if (returned != null) {
      try {
        returned.accept(newRows);
      } catch (RuntimeException e) {
        newRows.forEach(VectorSchemaRoot::close);
        throw e;
      }
    }
    if (!update) {
      newRows.forEach(VectorSchemaRoot::close);
      newRows.clear();
    }
    TableWriter.write(env, transaction, storage, source.scan().version(), newRows, deletions);
    return TableResultImpl.ofAffectedRows(List.of(id.asSummaryString()), List.of(count), env.database().allocator());
  }

  /** Every column of the table as it is (a deleted row, for RETURNING). */
  private static List<Expr> identity(List<Column> columns) {
    List<Expr> projects = new ArrayList<>();
    for (int i = 0; i < columns.size(); i++) {
      projects.add(new io.quiver.engine.expr.ColumnRef(i, columns.get(i).type()));
    }
    return projects;
  }

  /** The updated row: each column's old value, or the SET expression for the updated ones, cast to the column's type. */
  static List<Expr> newValues(List<Expr> sourceProjects, List<Column> columns, List<String> updated,
      java.time.ZoneId sessionZone) {
    List<Expr> values = new ArrayList<>();
    for (int i = 0; i < columns.size(); i++) {
      int set = updated.indexOf(columns.get(i).name());
      Expr value = set < 0 ? sourceProjects.get(i) : sourceProjects.get(columns.size() + set);
      SqlType to = columns.get(i).type();
      if (isNullLiteral(value)) {
        values.add(Literal.nullOf(to.withNullable(true)));
      } else {
        values.add(value.type().withNullable(true).equals(to.withNullable(true))
            ? value : io.quiver.table.planner.LocalTimeZoneLowering.assignment(value,
                to.withNullable(value.type().nullable()), sessionZone));
      }
    }
    return values;
  }

  /** NULL or a CAST of NULL, which the generated code is given as a typed NULL instead. */
  private static boolean isNullLiteral(Expr value) {
    if (value instanceof Literal literal) {
      return literal.value() == null;
    }
    return value instanceof Call call && call.operator() == Operator.CAST && isNullLiteral(call.operands().get(0));
  }

  /**
   * Records the positions of the batch's rows as deleted and returns its first {@code width}
   * columns (the new rows) as a batch of their own; closes the rest.
   */
  static VectorSchemaRoot collect(VectorSchemaRoot batch, int width, Map<Integer, BitSet> deletions) {
    IntVector chunks = (IntVector) batch.getVector(width);
    IntVector positions = (IntVector) batch.getVector(width + 1);
    for (int row = 0; row < batch.getRowCount(); row++) {
      deletions.computeIfAbsent(chunks.get(row), c -> new BitSet()).set(positions.get(row));
    }
    List<FieldVector> kept = new ArrayList<>(batch.getFieldVectors().subList(0, width));
    chunks.close();
    positions.close();
    VectorSchemaRoot rows = new VectorSchemaRoot(kept);
    rows.setRowCount(batch.getRowCount());
    return rows;
  }
}
