package io.quiver.table.api.internal;

import io.quiver.engine.error.EngineException;
import io.quiver.engine.store.ColumnarTable;
import io.quiver.engine.store.DurableStore;
import io.quiver.engine.store.Sequence;
import io.quiver.table.api.EnvironmentSettings;
import io.quiver.table.api.TableResult;
import io.quiver.table.api.config.TableConfigOptions;
import io.quiver.table.catalog.Catalog;
import io.quiver.table.catalog.CatalogBaseTable;
import io.quiver.table.catalog.CatalogTable;
import io.quiver.table.catalog.Column;
import io.quiver.table.catalog.ColumnIdentity;
import io.quiver.table.catalog.ObjectIdentifier;
import io.quiver.table.catalog.ObjectPath;
import io.quiver.table.catalog.ResolvedSchema;
import io.quiver.table.sql.ddl.SqlAlterTable;
import io.quiver.table.sql.ddl.SqlCreateFunction;
import io.quiver.table.sql.ddl.SqlCreateTable;
import io.quiver.table.sql.ddl.SqlCreateView;
import io.quiver.table.sql.ddl.SqlDropObject;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.apache.calcite.sql.SqlCreate;
import org.apache.calcite.sql.SqlDrop;
import org.apache.calcite.sql.SqlNode;

/**
 * The catalog side of a file database. The catalog is persisted as the DDL statements that made
 * it: each successful CREATE, DROP or ALTER is logged with its text and the session context it
 * ran in (catalog, database, dialect), and opening runs them again in order, so whatever a DDL
 * statement puts in the catalog (constraints, options, views, sequences, identity columns, and
 * what later statements add) is persisted with no code of its own here. Table rows never come
 * from a replayed statement: they come from the log and the chunk files.
 */
final class DatabaseFiles implements DurableStore.Catalogs {
  private static final String SQL = "sql";
  private static final String CATALOG = "catalog";
  private static final String DATABASE = "database";
  private static final String DIALECT = "dialect";
  private static final String IDENTITY = "identity:";
  private static final String SEQUENCE = "sequence:";

  private final Database database;
  private final TableEnvironmentImpl replayer;
  private DurableStore store;
  private boolean replaying;
  /** The identity and named sequences already logging their reservations. */
  private final Map<Sequence, Boolean> persisted = new IdentityHashMap<>();

  private DatabaseFiles(Database database) {
    this.database = database;
    this.replayer = (TableEnvironmentImpl) TableEnvironmentImpl.create(EnvironmentSettings.inBatchMode(), database);
  }

  static DatabaseFiles open(Database database, Path directory, DurableStore.Options options) {
    DatabaseFiles files = new DatabaseFiles(database);
    files.replaying = true;
    try {
      files.store = DurableStore.open(directory, options, database.allocator(), database.transactions(), files);
    } finally {
      files.replaying = false;
    }
    if (!options.readOnly()) {
      files.persistSequences();
    }
    return files;
  }

  DurableStore store() {
    return store;
  }

  /** Runs a statement that may be DDL; logs it when it changed the persistent catalog. */
  TableResult ddl(TableEnvironmentImpl env, SqlNode node, String text, Supplier<TableResult> run) {
    if (replaying || !isPersistentDdl(node)) {
      return run.get();
    }
    if (store.isReadOnly()) {
      throw new EngineException("25006", "Cannot run DDL: the database is open read-only (;access=read_only)");
    }
    store.ddlLock().lock();
    try {
      TableResult result = run.get();
      if (result != null) {
        Map<String, String> statement = new LinkedHashMap<>();
        statement.put(SQL, text(env, node, text));
        statement.put(CATALOG, env.getCurrentCatalog());
        statement.put(DATABASE, env.getCurrentDatabase());
        statement.put(DIALECT, env.getConfig().get(TableConfigOptions.TABLE_SQL_DIALECT));
        store.logDdl(statement);
        persistSequences();
      }
      return result;
    } finally {
      store.ddlLock().unlock();
    }
  }

  /** CREATE, DROP and ALTER of anything but temporary objects, which die with their session. */
  private static boolean isPersistentDdl(SqlNode node) {
    if (node instanceof SqlCreateTable create) {
      return !create.temporary();
    }
    if (node instanceof SqlCreateView create) {
      return !create.temporary();
    }
    if (node instanceof SqlCreateFunction create) {
      return !create.temporary();
    }
    if (node instanceof SqlDropObject drop) {
      return !drop.temporary();
    }
    return node instanceof SqlCreate || node instanceof SqlDrop || node instanceof SqlAlterTable
        || node.getClass().getSimpleName().startsWith("SqlAlter");
  }

  /**
   * The statement to log. CREATE TABLE ... AS query is logged as the CREATE TABLE of the table it
   * made (its rows are logged with it): replayed, the query could read other data or fail.
   */
  private String text(TableEnvironmentImpl env, SqlNode node, String text) {
    if (node instanceof SqlCreateTable create && create.query() != null) {
      ObjectIdentifier id = env.catalogManager().qualifyIdentifier(create.name().names);
      CatalogBaseTable table = env.catalogManager().getTable(id).orElseThrow().table();
      ResolvedSchema schema = table.getResolvedSchema();
      List<String> columns = new ArrayList<>();
      for (Column column : schema.getColumns()) {
        columns.add(SqlText.quote(column.getName()) + " " + column.getDataType().sqlType());
      }
      StringBuilder sql = new StringBuilder("CREATE TABLE ")
          .append(SqlText.quote(id.getCatalogName())).append('.').append(SqlText.quote(id.getDatabaseName()))
          .append('.').append(SqlText.quote(id.getObjectName())).append(" (").append(String.join(", ", columns))
          .append(')');
      if (table.getComment() != null) {
        sql.append(" COMMENT '").append(table.getComment().replace("'", "''")).append('\'');
      }
      if (!table.getOptions().isEmpty()) {
        List<String> options = new ArrayList<>();
        table.getOptions().forEach((k, v) -> options.add("'" + k.replace("'", "''") + "' = '" + v.replace("'", "''") + "'"));
        sql.append(" WITH (").append(String.join(", ", options)).append(')');
      }
      return sql.toString();
    }
    return text != null ? text : node.toString();
  }

  @Override
  public void replay(Map<String, String> statement) {
    replayer.getConfig().set(TableConfigOptions.TABLE_SQL_DIALECT.key(), statement.get(DIALECT));
    replayer.useCatalog(statement.get(CATALOG));
    replayer.useDatabase(statement.get(DATABASE));
    try {
      replayer.executeSql(statement.get(SQL)).collect().close();
    } catch (RuntimeException e) {
      throw new EngineException("XX001", "Cannot open the database: its logged statement '" + statement.get(SQL)
          + "' fails again: " + e.getMessage(), e);
    }
  }

  @Override
  public Map<String, ColumnarTable> tables() {
    Map<String, ColumnarTable> tables = new LinkedHashMap<>();
    forEachTable((path, table) -> tables.put(path, table.storage()));
    return tables;
  }

  private void forEachTable(java.util.function.BiConsumer<String, CatalogTable> action) {
    for (String catalogName : database.catalogs().names()) {
      Catalog catalog = database.catalogs().get(catalogName).orElse(null);
      if (catalog == null) {
        continue;
      }
      try {
        for (String databaseName : catalog.listDatabases()) {
          for (String tableName : catalog.listTables(databaseName)) {
            CatalogBaseTable table = catalog.getTable(new ObjectPath(databaseName, tableName));
            if (table instanceof CatalogTable managed) {
              action.accept(catalogName + '\0' + databaseName + '\0' + tableName, managed);
            }
          }
        }
      } catch (Exception e) {
        throw new IllegalStateException("cannot list the tables of catalog " + catalogName, e);
      }
    }
  }

  /** The sequences of the database, by the key their reservations are logged under. */
  private Map<String, Sequence> sequences() {
    Map<String, Sequence> sequences = new HashMap<>();
    Map<ColumnarTable, String> ids = new IdentityHashMap<>();
    forEachTable((path, table) -> {
      for (int i = 0; i < table.getResolvedSchema().getColumnCount(); i++) {
        ColumnIdentity identity = table.getIdentity(i);
        if (identity != null) {
          sequences.put(IDENTITY + path + '\0' + i, identity.sequence());
        }
      }
    });
    database.sequences().forEach((id, sequence) -> sequences.put(SEQUENCE + id.asSerializableString(), sequence));
    return sequences;
  }

  @Override
  public void restoreSequence(String key, long upTo) {
    Sequence sequence = sequences().get(key);
    if (sequence != null) {
      sequence.restore(upTo);
    }
  }

  /** Makes every sequence not yet doing so log its reservations. */
  private void persistSequences() {
    for (Map.Entry<String, Sequence> entry : sequences().entrySet()) {
      if (persisted.put(entry.getValue(), Boolean.TRUE) == null) {
        entry.getValue().persistWith(store, entry.getKey());
      }
    }
  }

  void close() {
    store.close();
  }
}
