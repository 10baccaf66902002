package io.quiver.table.api.internal;

import io.quiver.engine.exec.BatchSource;
import io.quiver.engine.exec.Executor;
import io.quiver.engine.expr.ColumnRef;
import io.quiver.engine.expr.Expr;
import io.quiver.engine.plan.PhysicalNode;
import io.quiver.engine.store.ColumnarTable;
import io.quiver.engine.store.TableVersion;
import io.quiver.engine.types.Column;
import io.quiver.table.api.TableResult;
import io.quiver.table.catalog.ObjectIdentifier;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.arrow.vector.VectorSchemaRoot;
import org.apache.calcite.sql.SqlCall;
import org.apache.calcite.sql.SqlDelete;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlNodeList;
import org.apache.calcite.sql.SqlSelect;
import org.apache.calcite.sql.SqlUpdate;
import org.apache.calcite.sql.fun.SqlStdOperatorTable;
import org.apache.calcite.sql.parser.SqlParserPos;
import org.apache.calcite.sql.util.SqlBasicVisitor;

/**
 * UPDATE and DELETE whose condition or new values hold a subquery. The statement becomes a query
 * over a {@link LocatedCopy} of the target table, {@code SELECT $chunk, $row, <the row's new
 * values> FROM copy AS alias WHERE condition}, planned like any query (subqueries become joins);
 * its rows say which rows to delete and what to write in their place, with the same constraint
 * checks and transaction as the simple form.
 */
final class SubqueryDml {
  private final TableEnvironmentImpl env;
  private final SqlStatementExecutor statements;

  SubqueryDml(TableEnvironmentImpl env, SqlStatementExecutor statements) {
    this.env = env;
    this.statements = statements;
  }

  static boolean hasSubquery(SqlNode statement) {
    List<SqlNode> parts = new ArrayList<>();
    if (statement instanceof SqlUpdate update) {
      parts.add(update.getCondition());
      parts.add(update.getSourceExpressionList());
    } else if (statement instanceof SqlDelete delete) {
      parts.add(delete.getCondition());
    }
    SqlBasicVisitor<Boolean> finder = new SqlBasicVisitor<>() {
      @Override
      public Boolean visit(SqlCall call) {
        if (call.getKind().belongsTo(SqlKind.QUERY)) {
          throw new Found();
        }
        return super.visit(call);
      }

      @Override
      public Boolean visit(SqlNodeList list) {
        for (SqlNode node : list) {
          if (node != null) {
            node.accept(this);
          }
        }
        return null;
      }
    };
    try {
      for (SqlNode part : parts) {
        if (part != null) {
          part.accept(finder);
        }
      }
      return false;
    } catch (Found found) {
      return true;
    }
  }

  private static final class Found extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Found() {
      super(null, null, false, false);
    }
  }

  TableResult modify(ObjectIdentifier id, ColumnarTable storage, SqlNode statement) {
    boolean update = statement instanceof SqlUpdate;
    SqlUpdate asUpdate = update ? (SqlUpdate) statement : null;
    SqlIdentifier targetName = (SqlIdentifier) (update ? asUpdate.getTargetTable()
        : ((SqlDelete) statement).getTargetTable());
    SqlIdentifier alias = update ? asUpdate.getAlias() : ((SqlDelete) statement).getAlias();
    String aliasName = alias != null ? alias.getSimple() : targetName.names.get(targetName.names.size() - 1);
    SqlNode condition = update ? asUpdate.getCondition() : ((SqlDelete) statement).getCondition();
    List<String> updated = update ? updatedColumns(id, storage, asUpdate.getTargetColumnList()) : null;
    List<SqlNode> values = update ? asUpdate.getSourceExpressionList().getList() : List.of();
    TableVersion version = env.transaction().read(storage);
    Executor executor = new Executor(statements.newExecContext());
    long count;
    try (LocatedCopy copy = LocatedCopy.of(env.catalogManager(), executor, env.database().allocator(), id,
        storage.columns(), storage, version)) {
      SqlParserPos pos = statement.getParserPosition();
      SqlNode from = SqlStdOperatorTable.AS.createCall(pos, new SqlIdentifier(copy.path(), pos),
          new SqlIdentifier(aliasName, pos));
      count = write(storage, version, executor, aliasName, from, condition, updated, values, false);
    }
    return TableResultImpl.ofAffectedRows(List.of(id.asSummaryString()), List.of(count), env.database().allocator());
  }

  /** The names of the SET columns, each checked to be a column of the table (42703). */
  static List<String> updatedColumns(ObjectIdentifier id, ColumnarTable storage, SqlNodeList targetColumns) {
    List<String> updated = new ArrayList<>();
    for (SqlNode column : targetColumns) {
      String name = ((SqlIdentifier) column).getSimple();
      if (storage.columns().stream().noneMatch(c -> c.name().equals(name))) {
        throw DdlExecutor.error("Column '" + name + "' not found in table " + id.asSummaryString(), "42703", column);
      }
      updated.add(name);
    }
    return updated;
  }

  /**
   * Runs {@code SELECT alias.$chunk, alias.$row[, alias.*, values] FROM from WHERE condition} and
   * writes its rows: deletes the located rows and, when {@code updated} is not null, writes them
   * again with the {@code values} of the {@code updated} columns. Returns the count of rows.
   *
   * @param onceEach whether a row located twice is an error (21000), as for MERGE
   */
  long write(ColumnarTable storage, TableVersion version, Executor executor, String aliasName, SqlNode from,
      SqlNode condition, List<String> updated, List<SqlNode> values, boolean onceEach) {
    boolean update = updated != null;
    List<Column> columns = storage.columns();
    SqlParserPos pos = from.getParserPosition();
    SqlNodeList select = new SqlNodeList(pos);
    select.add(new SqlIdentifier(List.of(aliasName, LocatedCopy.CHUNK), pos));
    select.add(new SqlIdentifier(List.of(aliasName, LocatedCopy.ROW), pos));
    if (update) {
      for (Column column : columns) {
        select.add(new SqlIdentifier(List.of(aliasName, column.name()), pos));
      }
      values.forEach(select::add);
    }
    SqlSelect query = new SqlSelect(pos, null, select, from, condition, null, null, null, null, null, null, null);
    PhysicalNode source = env.planner().plan(query).physical();
    List<Expr> refs = new ArrayList<>();
    for (int i = 2; i < source.columns().size(); i++) {
      refs.add(new ColumnRef(i, source.columns().get(i).type()));
    }
    List<Expr> projects = update ? new ArrayList<>(DmlExecutor.newValues(refs, columns, updated,
        env.getConfig().getLocalTimeZone())) : new ArrayList<>();
    List<Column> outputs = new ArrayList<>(update ? TableWriter.nullable(columns) : List.of());
    projects.add(new ColumnRef(0, RowLocator.POSITION));
    projects.add(new ColumnRef(1, RowLocator.POSITION));
    outputs.add(new Column(LocatedCopy.CHUNK, RowLocator.POSITION));
    outputs.add(new Column(LocatedCopy.ROW, RowLocator.POSITION));
    int width = update ? columns.size() : 0;
    Map<Integer, BitSet> deletions = new HashMap<>();
    List<VectorSchemaRoot> newRows = new ArrayList<>();
    long count = 0;
    try (BatchSource rows = executor.calc(source, null, projects, outputs)) {
      for (VectorSchemaRoot batch = rows.next(); batch != null; batch = rows.next()) {
        count += batch.getRowCount();
        newRows.add(DmlExecutor.collect(batch, width, deletions));
      }
      if (onceEach && count > deletions.values().stream().mapToLong(BitSet::cardinality).sum()) {
        throw DdlExecutor.error("MERGE matched a row of the target table with more than one source row",
            "21000", from);
      }
    } catch (RuntimeException e) {
      newRows.forEach(VectorSchemaRoot::close);
      throw e;
    }
    if (!update) {
      newRows.forEach(VectorSchemaRoot::close);
      newRows.clear();
    }
    TableWriter.write(env, env.transaction().transaction(), storage, version, newRows, deletions);
    return count;
  }
}
