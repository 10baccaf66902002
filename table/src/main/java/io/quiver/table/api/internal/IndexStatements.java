package io.quiver.table.api.internal;

import io.quiver.engine.error.EngineException;
import io.quiver.engine.index.HashIndex;
import io.quiver.engine.index.UniqueChecks;
import io.quiver.engine.store.ColumnarTable;
import io.quiver.engine.store.TableIndex;
import io.quiver.table.api.TableResult;
import io.quiver.table.catalog.CatalogManager;
import io.quiver.table.catalog.CatalogTable;
import io.quiver.table.catalog.ObjectIdentifier;
import io.quiver.table.sql.ddl.SqlCreateIndex;
import io.quiver.table.sql.ddl.SqlDropIndex;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * CREATE [UNIQUE] INDEX and DROP INDEX. An index belongs to its table's storage; its name is unique
 * among the indexes of the tables of one database (as in PostgreSQL), so DROP INDEX finds it
 * without the table. Every index is a hash index ({@link HashIndex}); {@code USING btree} and
 * {@code USING hash} are both accepted, since clients send them without meaning a structure.
 */
final class IndexStatements {
  private static final Set<String> METHODS = Set.of("btree", "hash");

  private final TableEnvironmentImpl env;
  private final InsertExecutor inserts;

  IndexStatements(TableEnvironmentImpl env, InsertExecutor inserts) {
    this.env = env;
    this.inserts = inserts;
  }

  /** Runs the statement if it is CREATE or DROP INDEX; null otherwise. */
  TableResult tryExecute(org.apache.calcite.sql.SqlNode node) {
    if (node instanceof SqlCreateIndex create) {
      create(create);
    } else if (node instanceof SqlDropIndex drop) {
      drop(drop);
    } else {
      return null;
    }
    return TableResultImpl.ok(env.database().allocator());
  }

  /**
   * Creates an index declared inside MySQL's CREATE TABLE ({@code KEY name (c)}). MySQL's index
   * names are the table's own, so a name another table's index already has becomes
   * {@code table_name}; without a name, the index is named as CREATE INDEX names it.
   */
  void createInline(SqlCreateIndex index, ObjectIdentifier tableId) {
    SqlCreateIndex named = index;
    if (index.name() != null
        && findIndex(tableId.getCatalogName(), tableId.getDatabaseName(), index.name().getSimple()) != null) {
      named = new SqlCreateIndex(index.getParserPosition(),
          new org.apache.calcite.sql.SqlIdentifier(tableId.getObjectName() + "_" + index.name().getSimple(),
              index.name().getParserPosition()),
          false, index.unique(), index.table(), columnList(index), index.method());
    }
    create(named);
  }

  private static org.apache.calcite.sql.SqlNodeList columnList(SqlCreateIndex index) {
    List<org.apache.calcite.sql.SqlNode> operands = index.getOperandList();
    return (org.apache.calcite.sql.SqlNodeList) operands.get(operands.size() - 1);
  }

  private void create(SqlCreateIndex create) {
    if (create.method() != null && !METHODS.contains(create.method())) {
      throw DdlExecutor.error("Index method " + create.method() + " is not supported; use btree or hash.", "0A000",
          create);
    }
    CatalogManager catalogs = env.catalogManager();
    ObjectIdentifier tableId = catalogs.qualifyIdentifier(create.table().names);
    CatalogTable table = inserts.managedTable(tableId, create.table());
    ColumnarTable storage = table.storage();
    List<String> columnNames = create.columnNames();
    int[] columns = new int[columnNames.size()];
    List<String> names = table.getResolvedSchema().getColumnNames();
    for (int i = 0; i < columns.length; i++) {
      columns[i] = columnIndex(names, columnNames.get(i));
      if (columns[i] < 0) {
        throw DdlExecutor.error("Column " + columnNames.get(i) + " does not exist in table "
            + tableId.asSummaryString() + ".", "42703", create);
      }
      for (int j = 0; j < i; j++) {
        if (columns[j] == columns[i]) {
          throw DdlExecutor.error("Column " + columnNames.get(i) + " appears twice in the index.", "42701", create);
        }
      }
    }
    String name = create.name() != null ? create.name().getSimple()
        : tableId.getObjectName() + "_" + String.join("_", columnNames) + "_idx";
    if (findIndex(tableId.getCatalogName(), tableId.getDatabaseName(), name) != null) {
      if (create.ifNotExists()) {
        return;
      }
      throw DdlExecutor.error("Index " + name + " already exists.", "42P07", create);
    }
    HashIndex index = new HashIndex(name, storage.columns(), columns, create.unique());
    if (create.unique()) {
      try {
        UniqueChecks.checkExisting(index, storage.snapshot());
      } catch (EngineException e) {
        throw new io.quiver.table.api.ValidationException("Could not create unique index " + name + ": "
            + e.getMessage(), null, e.sqlState(), create.getParserPosition().getLineNum(),
            create.getParserPosition().getColumnNum());
      }
    }
    storage.addIndex(index);
  }

  private void drop(SqlDropIndex drop) {
    CatalogManager catalogs = env.catalogManager();
    ObjectIdentifier indexId = catalogs.qualifyIdentifier(drop.name().names);
    Found found;
    if (drop.table() != null) {
      ObjectIdentifier tableId = catalogs.qualifyIdentifier(drop.table().names);
      ColumnarTable storage = inserts.managedTable(tableId, drop.table()).storage();
      TableIndex index = storage.index(indexId.getObjectName());
      found = index == null ? null : new Found(storage, index);
    } else {
      found = findIndex(indexId.getCatalogName(), indexId.getDatabaseName(), indexId.getObjectName());
    }
    if (found == null) {
      if (drop.ifExists()) {
        return;
      }
      throw DdlExecutor.error("Index " + indexId.getObjectName() + " does not exist.", "42704", drop.name());
    }
    if (isConstraint(found)) {
      throw DdlExecutor.error("Index " + found.index().name() + " enforces a constraint of its table; drop the "
          + "constraint instead.", "2BP01", drop.name());
    }
    found.storage().dropIndex(found.index());
  }

  /** An index and the table storage holding it. */
  record Found(ColumnarTable storage, TableIndex index) {}

  /** The index of that name on any table of the database, or null. */
  Found findIndex(String catalog, String database, String name) {
    CatalogManager catalogs = env.catalogManager();
    for (String tableName : catalogs.listTables(catalog, database)) {
      var resolved = catalogs.getTable(ObjectIdentifier.of(catalog, database, tableName));
      if (resolved.isPresent() && resolved.get().table() instanceof CatalogTable table) {
        TableIndex index = table.storage().index(name);
        if (index != null) {
          return new Found(table.storage(), index);
        }
      }
    }
    return null;
  }

  private static boolean isConstraint(Found found) {
    return found.storage().uniqueKeys().stream().anyMatch(key -> key.name().equals(found.index().name()));
  }

  private static int columnIndex(List<String> names, String name) {
    int exact = names.indexOf(name);
    if (exact >= 0) {
      return exact;
    }
    // Unquoted names match case-insensitively where the dialect folds case; a unique such match is taken.
    int match = -1;
    for (int i = 0; i < names.size(); i++) {
      if (names.get(i).toLowerCase(Locale.ROOT).equals(name.toLowerCase(Locale.ROOT))) {
        if (match >= 0) {
          return -1;
        }
        match = i;
      }
    }
    return match;
  }
}
