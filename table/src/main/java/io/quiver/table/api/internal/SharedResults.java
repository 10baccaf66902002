package io.quiver.table.api.internal;

import io.quiver.engine.exec.BatchSource;
import io.quiver.engine.exec.Executor;
import io.quiver.engine.plan.PhysicalNode;
import io.quiver.engine.plan.TableScan;
import io.quiver.engine.store.ColumnarTable;
import java.util.ArrayList;
import java.util.List;
import org.apache.arrow.vector.VectorSchemaRoot;

/**
 * The results of the sub-plans a StatementSet's statements share, each computed once into a
 * temporary in-memory table that every statement using it scans; released when the set is done.
 */
final class SharedResults implements AutoCloseable {
  private final SqlStatementExecutor statements;
  private final List<ColumnarTable> tables = new ArrayList<>();

  SharedResults(SqlStatementExecutor statements) {
    this.statements = statements;
  }

  /** Runs {@code plan} now and returns a plan that reads its rows. */
  PhysicalNode materialize(PhysicalNode plan) {
    List<VectorSchemaRoot> batches = new ArrayList<>();
    ColumnarTable table;
    try (BatchSource rows = new Executor(statements.newExecContext()).open(plan)) {
      table = new ColumnarTable(rows.columns());
      for (VectorSchemaRoot batch = rows.next(); batch != null; batch = rows.next()) {
        batches.add(batch);
      }
    } catch (RuntimeException e) {
      batches.forEach(VectorSchemaRoot::close);
      throw e;
    }
    tables.add(table);
    table.append(batches);
    return new TableScan("shared sub-plan " + tables.size(), table, table.snapshot());
  }

  int size() {
    return tables.size();
  }

  @Override
  public void close() {
    tables.forEach(ColumnarTable::close);
    tables.clear();
  }
}
