package io.quiver.table.api.internal;

import io.quiver.engine.exec.BatchSource;
import io.quiver.engine.exec.Executor;
import io.quiver.engine.expr.Expr;
import io.quiver.engine.plan.Calc;
import io.quiver.engine.plan.IndexLookup;
import io.quiver.engine.plan.PhysicalNode;
import io.quiver.engine.plan.TableScan;
import io.quiver.engine.store.Chunk;
import io.quiver.engine.store.ColumnarTable;
import io.quiver.engine.store.DeletionMask;
import io.quiver.engine.store.TableVersion;
import io.quiver.engine.store.Transaction;
import io.quiver.engine.types.Column;
import io.quiver.table.catalog.CatalogTable;
import io.quiver.table.catalog.ObjectIdentifier;
import io.quiver.table.sql.ddl.SqlLockingQuery;

import java.util.BitSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.arrow.vector.IntVector;
import org.apache.arrow.vector.VectorSchemaRoot;

/**
 * SELECT ... FOR UPDATE and FOR SHARE under snapshot isolation, as PostgreSQL's REPEATABLE READ
 * treats them: the rows read FOR UPDATE count as written by the transaction (a concurrent
 * transaction that changes them, before or after this one commits, gets 40001 at its commit, and
 * so does this one if they were changed first); rows read FOR SHARE only make this transaction's
 * commit fail if another changed them. Nothing ever waits, so NOWAIT changes nothing and SKIP LOCKED
 * skips nothing: a conflict shows at commit instead.
 *
 * <p>Which rows: for each scan of a locked table in the plan, the rows that pass the filter right
 * above it (the query's conditions on that table alone); a scan with no filter locks all its rows.
 * A join therefore locks a table's rows that pass its own conditions, which may be more than the
 * rows the join returns.
 */
final class LockingReads {
  private final TableEnvironmentImpl env;
  private final SqlStatementExecutor statements;

  LockingReads(TableEnvironmentImpl env, SqlStatementExecutor statements) {
    this.env = env;
    this.statements = statements;
  }

  /** Records the locks the clause asks for on the rows {@code physical} reads. */
  void lock(PhysicalNode physical, SqlLockingQuery clause) {
    Set<ColumnarTable> of = tablesOf(clause);
    Transaction transaction = env.transaction().transaction();
    boolean exclusive = clause.strength() == SqlLockingQuery.Strength.UPDATE;
    Map<ColumnarTable, Map<Chunk, DeletionMask>> rows = new IdentityHashMap<>();
    collect(physical, null, of, rows);
    rows.forEach((table, masks) ->
        transaction.write(table, transaction.changes(table).plusLocks(masks, exclusive)));
  }

  /** The tables OF names, or null (every table the query reads) when OF is absent or names none of them. */
  private Set<ColumnarTable> tablesOf(SqlLockingQuery clause) {
    if (clause.tables().isEmpty()) {
      return null;
    }
    Set<ColumnarTable> tables = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
    for (List<String> names : clause.tables()) {
      ObjectIdentifier id = env.catalogManager().qualifyIdentifier(names);
      env.catalogManager().getTable(id).ifPresent(resolved -> {
        if (resolved.table() instanceof CatalogTable table) {
          tables.add(table.storage());
        }
      });
    }
    // OF may name aliases, which do not resolve as tables: then lock every table read.
    return tables.size() == clause.tables().size() ? tables : null;
  }

  private void collect(PhysicalNode node, Calc parent, Set<ColumnarTable> of,
      Map<ColumnarTable, Map<Chunk, DeletionMask>> rows) {
    Expr condition = parent == null ? null : parent.condition();
    if (node instanceof TableScan scan) {
      if (of == null || of.contains(scan.table())) {
        add(rows, scan.table(), scan.version(), locate(scan, null, condition));
      }
      return;
    }
    if (node instanceof IndexLookup lookup) {
      if (of == null || of.contains(lookup.table())) {
        add(rows, lookup.table(), lookup.version(), locate(null, lookup, condition));
      }
      return;
    }
    for (PhysicalNode input : node.inputs()) {
      collect(input, node instanceof Calc calc ? calc : null, of, rows);
    }
  }

  /** The rows of the version that pass the condition, by chunk position. */
  private Map<Integer, BitSet> locate(TableScan scan, IndexLookup lookup, Expr condition) {
    Executor executor = new Executor(statements.newExecContext());
    Map<Integer, BitSet> found = new java.util.HashMap<>();
    List<Column> none = List.of();
    try (BatchSource located = lookup != null ? RowLocator.run(executor, lookup, condition, List.of(), none)
        : RowLocator.run(executor, env.database().allocator(), scan, condition, List.of(), none)) {
      for (VectorSchemaRoot batch = located.next(); batch != null; batch = located.next()) {
        try (VectorSchemaRoot rowsRead = batch) {
          IntVector chunks = (IntVector) rowsRead.getVector(0);
          IntVector positions = (IntVector) rowsRead.getVector(1);
          for (int i = 0; i < rowsRead.getRowCount(); i++) {
            found.computeIfAbsent(chunks.get(i), k -> new BitSet()).set(positions.get(i));
          }
        }
      }
    }
    return found;
  }

  private static void add(Map<ColumnarTable, Map<Chunk, DeletionMask>> rows, ColumnarTable table, TableVersion version,
      Map<Integer, BitSet> found) {
    Map<Chunk, DeletionMask> masks = rows.computeIfAbsent(table, t -> new IdentityHashMap<>());
    found.forEach((position, bits) -> masks.merge(version.chunks().get(position), DeletionMask.of(bits),
        DeletionMask::union));
  }

}
