package io.quiver.table.api.internal;

import io.quiver.engine.exec.Executor;
import io.quiver.engine.store.ColumnarTable;
import io.quiver.engine.store.TableChanges;
import io.quiver.engine.store.TableVersion;
import io.quiver.engine.store.Transaction;
import io.quiver.table.api.TableResult;
import io.quiver.table.catalog.ObjectIdentifier;
import io.quiver.table.sql.ddl.SqlQuiverInsert;
import java.util.ArrayList;
import java.util.List;
import org.apache.calcite.sql.JoinConditionType;
import org.apache.calcite.sql.JoinType;
import org.apache.calcite.sql.SqlCall;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlInsert;
import org.apache.calcite.sql.SqlJoin;
import org.apache.calcite.sql.SqlLiteral;
import org.apache.calcite.sql.SqlMerge;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlNodeList;
import org.apache.calcite.sql.SqlSelect;
import org.apache.calcite.sql.SqlUpdate;
import org.apache.calcite.sql.fun.SqlStdOperatorTable;
import org.apache.calcite.sql.parser.SqlParserPos;
import org.apache.calcite.sql.util.SqlShuttle;

/**
 * MERGE on a managed table. Both branches read the table as it was before the statement, through
 * a {@link LocatedCopy}: WHEN MATCHED THEN UPDATE is an update of the copy joined with the source
 * on the condition (a target row matched twice is 21000); WHEN NOT MATCHED THEN INSERT inserts
 * the source rows that match no row of the copy, through the ordinary INSERT (identities,
 * constraints). A failure in either leaves the table as it was before the MERGE.
 */
final class MergeExecutor {
  private final TableEnvironmentImpl env;
  private final SqlStatementExecutor statements;
  private final InsertExecutor inserts;

  MergeExecutor(TableEnvironmentImpl env, SqlStatementExecutor statements, InsertExecutor inserts) {
    this.env = env;
    this.statements = statements;
    this.inserts = inserts;
  }

  TableResult execute(SqlMerge merge) {
    SqlIdentifier target = (SqlIdentifier) merge.getTargetTable();
    ObjectIdentifier id = env.catalogManager().qualifyIdentifier(target.names);
    io.quiver.table.catalog.CatalogTable table = inserts.managedTable(id, target);
    ConnectorTables.rejectRowChanges(table, "MERGE", id);
    ColumnarTable storage = table.storage();
    String alias = merge.getAlias() != null ? merge.getAlias().getSimple() : target.names.get(target.names.size() - 1);
    SqlParserPos pos = merge.getParserPosition();
    TableVersion version = env.transaction().read(storage);
    Transaction transaction = env.transaction().transaction();
    TableChanges before = transaction.changes(storage);
    Executor executor = new Executor(statements.newExecContext());
    long count = 0;
    try (LocatedCopy copy = LocatedCopy.of(env.catalogManager(), executor, env.database().allocator(), id,
        storage.columns(), storage, version)) {
      SqlUpdate update = merge.getUpdateCall();
      if (update != null) {
        SqlNode from = new SqlJoin(pos, copyAs(copy, alias, pos), SqlLiteral.createBoolean(false, pos),
            JoinType.INNER.symbol(pos), deepCopy(merge.getSourceTableRef()), JoinConditionType.ON.symbol(pos),
            deepCopy(merge.getCondition()));
        List<String> updated = SubqueryDml.updatedColumns(id, storage, update.getTargetColumnList());
        // A condition on the update: PostgreSQL's ON CONFLICT ... DO UPDATE ... WHERE (ConflictUpdates).
        count += new SubqueryDml(env, statements).write(storage, version, executor, alias, from,
            deepCopy(update.getCondition()), updated,
            update.getSourceExpressionList().getList(), true);
      }
      SqlInsert insert = merge.getInsertCall();
      if (insert != null) {
        TableResultInternal inserted = (TableResultInternal) inserts.execute(unmatchedRows(merge, insert, copy, alias,
            pos));
        count += inserted.affectedRowCount().orElse(0);
        inserted.openBatches().close();
      }
    } catch (RuntimeException e) {
      undo(transaction, storage, before);
      throw e;
    }
    return TableResultImpl.ofAffectedRows(List.of(id.asSummaryString()), List.of(count), env.database().allocator());
  }

  /** {@code INSERT INTO target (cols) SELECT values FROM source WHERE NOT EXISTS (matching row of the copy)}. */
  private SqlQuiverInsert unmatchedRows(SqlMerge merge, SqlInsert insert, LocatedCopy copy, String alias,
      SqlParserPos pos) {
    SqlCall values = (SqlCall) insert.getSource();
    SqlCall row = values.operand(0);
    SqlNodeList selectList = new SqlNodeList(pos);
    row.getOperandList().forEach(selectList::add);
    SqlNodeList one = new SqlNodeList(List.of(SqlLiteral.createExactNumeric("1", pos)), pos);
    SqlSelect matching = new SqlSelect(pos, null, one, copyAs(copy, alias, pos), deepCopy(merge.getCondition()),
        null, null, null, null, null, null, null);
    SqlNode unmatched = SqlStdOperatorTable.NOT.createCall(pos, SqlStdOperatorTable.EXISTS.createCall(pos, matching));
    SqlSelect source = new SqlSelect(pos, null, selectList, deepCopy(merge.getSourceTableRef()), unmatched, null,
        null, null, null, null, null, null);
    return new SqlQuiverInsert(pos, new SqlNodeList(pos), deepCopy(merge.getTargetTable()), source,
        insert.getTargetColumnList(), false);
  }

  private static SqlNode copyAs(LocatedCopy copy, String alias, SqlParserPos pos) {
    return SqlStdOperatorTable.AS.createCall(pos, new SqlIdentifier(copy.path(), pos), new SqlIdentifier(alias, pos));
  }

  /** Puts back what the transaction had written to the table before the MERGE, freeing what it added since. */
  private static void undo(Transaction transaction, ColumnarTable storage, TableChanges before) {
    TableChanges now = transaction.changes(storage);
    if (now == before) {
      return;
    }
    List<io.quiver.engine.store.Chunk> added = new ArrayList<>(now.added());
    added.removeAll(before.added());
    transaction.write(storage, before);
    TableChanges.NONE.plusChunks(added).discard();
  }

  /** A copy of the node and every call under it: each query planned from it is validated on its own. */
  private static SqlNode deepCopy(SqlNode node) {
    return node == null ? null : node.accept(new SqlShuttle() {
      @Override
      public SqlNode visit(SqlCall call) {
        ArgHandler<SqlNode> handler = new CallCopyingArgHandler(call, true);
        call.getOperator().acceptCall(this, call, false, handler);
        return handler.result();
      }
    });
  }
}
