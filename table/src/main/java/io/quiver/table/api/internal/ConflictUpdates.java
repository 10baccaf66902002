package io.quiver.table.api.internal;

import io.quiver.table.catalog.CatalogTable;
import io.quiver.table.catalog.ObjectIdentifier;
import io.quiver.table.sql.ddl.SqlQuiverInsert;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.apache.calcite.sql.SqlCall;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlInsert;
import org.apache.calcite.sql.SqlMerge;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlNodeList;
import org.apache.calcite.sql.SqlSelect;
import org.apache.calcite.sql.SqlUpdate;
import org.apache.calcite.sql.fun.SqlStdOperatorTable;
import org.apache.calcite.sql.parser.SqlParserPos;
import org.apache.calcite.sql.util.SqlShuttle;

/**
 * PostgreSQL's {@code INSERT INTO t [(cols)] source ON CONFLICT (key) DO UPDATE SET c = e, ...
 * [WHERE cond]}, run as the MERGE it means: {@code MERGE INTO t USING (source) AS excluded(cols)
 * ON t.key = excluded.key WHEN MATCHED [AND cond] THEN UPDATE SET ... WHEN NOT MATCHED THEN INSERT
 * (cols) VALUES (excluded.cols)}. In SET and WHERE a bare column is the table's (as in PostgreSQL)
 * and {@code EXCLUDED.c} the proposed row's. The count is the rows inserted and updated; a row
 * proposed twice for one key is 21000 (matched twice) or 23505 (inserted twice), where
 * PostgreSQL says 21000 for both.
 */
final class ConflictUpdates {
  static final String EXCLUDED = "excluded";

  private ConflictUpdates() {}

  static SqlMerge merge(TableEnvironmentImpl env, InsertExecutor inserts, SqlQuiverInsert insert) {
    SqlParserPos pos = insert.getParserPosition();
    if (!(insert.getTargetTable() instanceof SqlIdentifier target)) {
      throw DdlExecutor.error("ON CONFLICT DO UPDATE takes a plain table name.", "0A000", insert.getTargetTable());
    }
    if (insert.returning() != null) {
      throw DdlExecutor.error("RETURNING with ON CONFLICT DO UPDATE is not supported yet.", "0A000",
          insert.returning());
    }
    ObjectIdentifier id = env.catalogManager().qualifyIdentifier(target.names);
    CatalogTable table = inserts.managedTable(id, target);
    List<String> names = table.getResolvedSchema().getColumnNames();
    int[] key = InsertConflicts.namedKey(table.storage(), insert.conflictColumns(),
        env.catalogManager().ignoresCase());
    List<SqlNode> columns = new ArrayList<>();
    if (insert.getTargetColumnList() != null) {
      insert.getTargetColumnList().forEach(columns::add);
    } else {
      names.forEach(name -> columns.add(new SqlIdentifier(name, pos)));
    }
    String self = target.names.get(target.names.size() - 1);
    // USING (source) AS excluded(cols)
    List<SqlNode> as = new ArrayList<>();
    as.add(insert.getSource());
    as.add(new SqlIdentifier(EXCLUDED, pos));
    for (SqlNode column : columns) {
      as.add(new SqlIdentifier(((SqlIdentifier) column).getSimple(), pos));
    }
    SqlNode source = SqlStdOperatorTable.AS.createCall(pos, as);
    // ON t.k = excluded.k AND ...: each key column must be one the INSERT gives.
    SqlNode condition = null;
    for (int column : key) {
      String name = names.get(column);
      if (columns.stream().noneMatch(c -> sameName(env, ((SqlIdentifier) c).getSimple(), name))) {
        throw DdlExecutor.error("ON CONFLICT's column \"" + name + "\" must be one the INSERT gives a value.",
            "0A000", insert.conflictColumns() == null ? insert : insert.conflictColumns());
      }
      SqlNode equal = SqlStdOperatorTable.EQUALS.createCall(pos, new SqlIdentifier(List.of(self, name), pos),
          new SqlIdentifier(List.of(EXCLUDED, excludedName(env, columns, name)), pos));
      condition = condition == null ? equal : SqlStdOperatorTable.AND.createCall(pos, condition, equal);
    }
    SqlShuttle qualify = qualifier(self);
    SqlNodeList values = new SqlNodeList(pos);
    for (SqlNode value : insert.updateValues()) {
      values.add(value.accept(qualify));
    }
    SqlNode where = insert.updateCondition() == null ? null : insert.updateCondition().accept(qualify);
    SqlUpdate update = new SqlUpdate(pos, target, insert.updateColumns(), values, where, null, null);
    SqlNodeList row = new SqlNodeList(pos);
    for (SqlNode column : columns) {
      row.add(new SqlIdentifier(List.of(EXCLUDED, ((SqlIdentifier) column).getSimple()), pos));
    }
    SqlNode inserted = SqlStdOperatorTable.VALUES.createCall(pos, SqlStdOperatorTable.ROW.createCall(pos, row.getList()));
    SqlInsert insertCall = new SqlInsert(pos, SqlNodeList.EMPTY, target, inserted, new SqlNodeList(columns, pos));
    return new SqlMerge(pos, target, condition, source, update, insertCall, null, null);
  }

  private static boolean sameName(TableEnvironmentImpl env, String written, String declared) {
    return written.equals(declared) || env.catalogManager().ignoresCase() && written.equalsIgnoreCase(declared);
  }

  private static String excludedName(TableEnvironmentImpl env, List<SqlNode> columns, String declared) {
    for (SqlNode column : columns) {
      if (sameName(env, ((SqlIdentifier) column).getSimple(), declared)) {
        return ((SqlIdentifier) column).getSimple();
      }
    }
    return declared;
  }

  /**
   * Qualifies the bare columns of a SET value or WHERE condition with the table's name and spells
   * {@code EXCLUDED} as the source's alias; subqueries keep their own names.
   */
  private static SqlShuttle qualifier(String self) {
    return new SqlShuttle() {
      @Override
      public SqlNode visit(SqlIdentifier id) {
        if (id.isStar()) {
          return id;
        }
        if (id.names.size() == 1) {
          return new SqlIdentifier(List.of(self, id.getSimple()), id.getParserPosition());
        }
        if (id.names.size() == 2 && id.names.get(0).toLowerCase(Locale.ROOT).equals(EXCLUDED)) {
          return new SqlIdentifier(List.of(EXCLUDED, id.names.get(1)), id.getParserPosition());
        }
        return id;
      }

      @Override
      public SqlNode visit(SqlCall call) {
        return call instanceof SqlSelect ? call : super.visit(call);
      }
    };
  }
}
