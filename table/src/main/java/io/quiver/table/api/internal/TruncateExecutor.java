package io.quiver.table.api.internal;

import io.quiver.engine.store.ColumnarTable;
import io.quiver.engine.store.TableChanges;
import io.quiver.engine.store.Transaction;
import io.quiver.table.api.TableResult;
import io.quiver.table.catalog.CatalogTable;
import io.quiver.table.catalog.ColumnIdentity;
import io.quiver.table.catalog.ObjectIdentifier;
import io.quiver.table.catalog.TableConstraints.ForeignKey;
import io.quiver.table.sql.ddl.SqlTruncateTable;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.calcite.sql.SqlDelete;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.parser.SqlParserPos;

/**
 * TRUNCATE: deletes every row of the tables in the session's transaction, as DELETE FROM would,
 * so foreign keys hold throughout: a referenced row is not removed while a table outside the
 * statement still references it (23503, or that key's ON DELETE action), and tables named
 * together are emptied referencing ones first. CASCADE adds every table whose foreign keys reach
 * the named ones. RESTART IDENTITY starts identity columns again from their first value.
 */
final class TruncateExecutor {
  private final TableEnvironmentImpl env;
  private final DmlExecutor dml;

  TruncateExecutor(TableEnvironmentImpl env, DmlExecutor dml) {
    this.env = env;
    this.dml = dml;
  }

  TableResult execute(SqlTruncateTable truncate) {
    Map<ObjectIdentifier, SqlIdentifier> tables = new LinkedHashMap<>();
    for (SqlIdentifier name : truncate.tables()) {
      tables.putIfAbsent(env.catalogManager().qualifyIdentifier(name.names), name);
    }
    List<Constraints.Entry> all = Constraints.allTables(env);
    if (truncate.cascade()) {
      addReferencing(tables, all, truncate.getParserPosition());
    }
    // One statement: if a table cannot be emptied, the ones emptied before it are restored too.
    Transaction transaction = env.transaction().transaction();
    Map<ColumnarTable, TableChanges> before = Constraints.snapshot(transaction, all);
    try {
      for (ObjectIdentifier id : Constraints.referencingFirst(tables.keySet(), all)) {
        dml.tryExecute(new SqlDelete(truncate.getParserPosition(), tables.get(id), null, null, null));
      }
    } catch (RuntimeException | Error e) {
      Constraints.restore(transaction, before);
      throw e;
    }
    if (truncate.restartIdentity()) {
      for (Constraints.Entry entry : all) {
        if (tables.containsKey(entry.id())) {
          restartIdentities(entry.table());
        }
      }
    }
    return TableResultImpl.ok(env.database().allocator());
  }

  private static void addReferencing(Map<ObjectIdentifier, SqlIdentifier> tables, List<Constraints.Entry> all,
      SqlParserPos pos) {
    boolean added = true;
    while (added) {
      added = false;
      for (Constraints.Entry entry : all) {
        if (!tables.containsKey(entry.id()) && references(entry.table(), tables)) {
          ObjectIdentifier id = entry.id();
          tables.put(id, new SqlIdentifier(List.of(id.getCatalogName(), id.getDatabaseName(), id.getObjectName()), pos));
          added = true;
        }
      }
    }
  }

  private static boolean references(CatalogTable table, Map<ObjectIdentifier, ?> targets) {
    for (ForeignKey key : table.getConstraints().foreignKeys()) {
      if (targets.containsKey(key.table())) {
        return true;
      }
    }
    return false;
  }

  private static void restartIdentities(CatalogTable table) {
    for (int i = 0; i < table.getResolvedSchema().getColumnCount(); i++) {
      ColumnIdentity identity = table.getIdentity(i);
      if (identity != null) {
        identity.sequence().setValue(identity.start(), false);
      }
    }
  }
}
