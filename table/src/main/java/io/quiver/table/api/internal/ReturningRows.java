package io.quiver.table.api.internal;

import io.quiver.engine.batch.Vectors;
import io.quiver.engine.exec.BatchSource;
import io.quiver.engine.exec.Executor;
import io.quiver.engine.expr.Literal;
import io.quiver.engine.plan.Calc;
import io.quiver.engine.plan.PhysicalNode;
import io.quiver.engine.plan.TableScan;
import io.quiver.engine.plan.Values;
import io.quiver.engine.store.ColumnarTable;
import io.quiver.engine.types.Column;
import io.quiver.table.api.ValidationException;
import io.quiver.table.catalog.ResolvedSchema;
import io.quiver.table.planner.QuiverPlanner;
import io.quiver.types.Row;
import java.util.ArrayList;
import java.util.List;
import org.apache.arrow.vector.VectorSchemaRoot;
import org.apache.calcite.sql.SqlCall;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlNodeList;
import org.apache.calcite.sql.SqlSelect;
import org.apache.calcite.sql.fun.SqlStdOperatorTable;
import org.apache.calcite.sql.parser.SqlParserPos;

/**
 * The {@code RETURNING} items of INSERT, UPDATE and DELETE (PostgreSQL, DuckDB, H2): planned as
 * {@code SELECT items FROM target [AS alias]}, whose scan of the table is then given the rows the
 * statement writes (or deletes) instead. So an item may be whatever a select list over the table
 * holds ({@code *}, columns, expressions, functions, aliases). The rows are computed before the
 * statement's changes reach the transaction, so an error in an item fails the statement and
 * writes nothing, as in PostgreSQL.
 */
final class ReturningRows {
  private final TableEnvironmentImpl env;
  private final SqlStatementExecutor statements;
  private final ColumnarTable storage;
  private final QuiverPlanner.Planned planned;

  ReturningRows(TableEnvironmentImpl env, SqlStatementExecutor statements, SqlNode target, SqlIdentifier alias,
      SqlNodeList items, ColumnarTable storage) {
    this.env = env;
    this.statements = statements;
    this.storage = storage;
    SqlParserPos pos = items.getParserPosition();
    // Copies: the validator qualifies what it validates in place, and the statement reads these too.
    SqlNode table = target instanceof SqlCall ref && ref.getKind() == SqlKind.TABLE_REF ? ref.operand(0) : target;
    SqlNode from = new SqlIdentifier(((SqlIdentifier) table).names, table.getParserPosition());
    if (alias != null) {
      from = SqlStdOperatorTable.AS.createCall(pos, from, new SqlIdentifier(alias.names, alias.getParserPosition()));
    }
    SqlSelect select = new SqlSelect(pos, null, items, from, null, null, null, null, null, null, null, null, null);
    this.planned = env.planner().plan(select);
    overRows(planned.physical(), null);   // refuses a plan it cannot run over the rows, before anything is written
  }

  /** The columns of the result. */
  ResolvedSchema schema() {
    return SqlStatementExecutor.schemaOf(planned);
  }

  /** The items computed over {@code batches}, rows with the table's columns. */
  List<Row> compute(List<VectorSchemaRoot> batches) {
    List<Column> columns = storage.columns();
    List<List<Literal>> rows = new ArrayList<>();
    for (VectorSchemaRoot batch : batches) {
      for (int row = 0; row < batch.getRowCount(); row++) {
        List<Literal> values = new ArrayList<>(columns.size());
        for (int c = 0; c < columns.size(); c++) {
          values.add(new Literal(Vectors.get(batch.getVector(c), row), columns.get(c).type().withNullable(true)));
        }
        rows.add(values);
      }
    }
    List<Row> result = new ArrayList<>();
    if (rows.isEmpty()) {
      return result;
    }
    // The scan's own columns, which the plan's expressions were typed over. A NULL in a NOT NULL
    // column (an UPDATE that sets one) fails the write that follows (23502), whatever it gives here.
    try (BatchSource source = new Executor(statements.newExecContext())
        .open(overRows(planned.physical(), new Values(columns, rows)))) {
      List<Column> out = source.columns();
      for (VectorSchemaRoot next = source.next(); next != null; next = source.next()) {
        try (VectorSchemaRoot batch = next) {
          for (int row = 0; row < batch.getRowCount(); row++) {
            Object[] values = new Object[out.size()];
            for (int c = 0; c < values.length; c++) {
              values[c] = ExternalValues.toExternal(Vectors.get(batch.getVector(c), row), out.get(c).type());
            }
            result.add(Row.of(values));
          }
        }
      }
    }
    return result;
  }

  /** The plan with its scan of the table replaced by {@code rows} (null: only checks that it can be). */
  private PhysicalNode overRows(PhysicalNode plan, Values rows) {
    if (plan instanceof TableScan scan && scan.table() == storage) {
      return rows;
    }
    if (plan instanceof Calc calc && calc.input() instanceof TableScan scan && scan.table() == storage) {
      return rows == null ? null : new Calc(rows, calc.condition(), calc.projects(), calc.columns());
    }
    SqlParserPos pos = planned.validated().getParserPosition();
    throw new ValidationException("RETURNING items that read other rows or tables (subqueries, aggregates) are not"
        + " supported yet.", null, "0A000", pos.getLineNum(), pos.getColumnNum());
  }
}
