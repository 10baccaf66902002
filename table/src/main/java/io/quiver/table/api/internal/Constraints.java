package io.quiver.table.api.internal;

import io.quiver.engine.batch.Vectors;
import io.quiver.engine.error.EngineException;
import io.quiver.engine.exec.BatchSource;
import io.quiver.engine.exec.Executor;
import io.quiver.engine.expr.ColumnRef;
import io.quiver.engine.plan.PhysicalNode;
import io.quiver.engine.plan.TableScan;
import io.quiver.engine.plan.Values;
import io.quiver.engine.store.Chunk;
import io.quiver.engine.store.ColumnarTable;
import io.quiver.engine.store.DeletionMask;
import io.quiver.engine.store.TableChanges;
import io.quiver.engine.store.TableVersion;
import io.quiver.engine.store.Transaction;
import io.quiver.engine.types.ArrowTypes;
import io.quiver.engine.types.Column;
import io.quiver.engine.types.SqlType;
import io.quiver.engine.types.TypeId;
import io.quiver.table.api.ValidationException;
import io.quiver.table.catalog.Catalog;
import io.quiver.table.catalog.CatalogBaseTable;
import io.quiver.table.catalog.CatalogTable;
import io.quiver.table.catalog.ObjectIdentifier;
import io.quiver.table.catalog.ObjectPath;
import io.quiver.table.catalog.ResolvedSchema;
import io.quiver.table.catalog.TableConstraints;
import io.quiver.table.catalog.TableConstraints.Check;
import io.quiver.table.catalog.TableConstraints.ForeignKey;
import io.quiver.table.catalog.TableConstraints.ReferentialAction;
import io.quiver.table.sql.ddl.SqlCreateTable;
import io.quiver.table.sql.ddl.SqlTableConstraint;
import java.math.BigDecimal;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.arrow.vector.VectorSchemaRoot;
import org.apache.calcite.sql.SqlNode;

/**
 * CHECK and FOREIGN KEY constraints: declared by CREATE TABLE and ALTER TABLE, enforced by every
 * statement that writes a table (through {@link TableWriter}), on the transaction's view.
 *
 * <p>A CHECK is planned as {@code SELECT * FROM t WHERE NOT (condition)} and its filter run over
 * the statement's new rows: a row for which the condition is FALSE violates it (23514); NULL
 * passes, as the standard says. A FOREIGN KEY is checked both ways: a new child row's key must be
 * a live key of the referenced table (23503), and when a statement removes a referenced key the
 * referencing rows are refused (NO ACTION, RESTRICT: 23503), deleted (CASCADE), or rewritten with
 * NULL or their default (SET NULL, SET DEFAULT), each rewrite itself a write that is checked the
 * same way. A statement that fails anywhere in this leaves every table as it was. Keys are found
 * by scanning the referenced rows; the index lane's secondary indexes can replace the scans.
 */
final class Constraints {
  /** Foreign keys created in this JVM; while none exists, writes skip looking for referencing tables. */
  private static final AtomicInteger FOREIGN_KEYS = new AtomicInteger();
  /** How deep in cascaded writes this thread is; the outermost write undoes everything on failure. */
  private static final ThreadLocal<int[]> DEPTH = ThreadLocal.withInitial(() -> new int[1]);
  /** The rows the writes of the running cascade delete, so that a cycle of references ends. */
  private static final ThreadLocal<Map<Chunk, BitSet>> PENDING = ThreadLocal.withInitial(IdentityHashMap::new);

  static final String CHECK_VIOLATION = "23514";
  static final String FOREIGN_KEY_VIOLATION = "23503";

  private Constraints() {}

  /** One table of the session's catalogs. */
  record Entry(ObjectIdentifier id, CatalogTable table) {}

  // ---- declaration --------------------------------------------------------------------------

  /** The named constraints of a new table, with the FOREIGN KEYs checked against what they reference. */
  static TableConstraints declared(TableEnvironmentImpl env, ObjectIdentifier id, ResolvedSchema schema,
      SqlCreateTable create) {
    Set<String> names = new HashSet<>();
    String table = id.objectName();
    String primaryKeyName = null;
    List<String> uniqueNames = new ArrayList<>();
    List<Check> checks = new ArrayList<>();
    List<ForeignKey> foreignKeys = new ArrayList<>();
    for (SqlTableConstraint constraint : create.constraints()) {
      switch (constraint.kind()) {
        case PRIMARY_KEY -> primaryKeyName = name(names, constraint, table + "_pkey");
        case UNIQUE -> uniqueNames.add(name(names, constraint, table + "_" + String.join("_", constraint.columns())
            + "_key"));
        case CHECK -> checks.add(check(names, constraint, table, create));
        case FOREIGN_KEY -> foreignKeys.add(foreignKey(env, id, schema, names, constraint, create.primaryKey(),
            create.uniqueKeys()));
      }
    }
    if (!create.primaryKey().isEmpty() && primaryKeyName == null) {
      primaryKeyName = table + "_pkey";
    }
    return new TableConstraints(primaryKeyName, uniqueNames, checks, foreignKeys);
  }

  private static String name(Set<String> names, SqlTableConstraint constraint, String generated) {
    String name = constraint.name();
    if (name != null) {
      if (!names.add(name)) {
        throw DdlExecutor.error("Constraint \"" + name + "\" is declared twice.", "42710", constraint.nameNode());
      }
      return name;
    }
    String unique = generated;
    for (int i = 1; !names.add(unique); i++) {
      unique = generated + i;
    }
    return unique;
  }

  static Check check(Set<String> names, SqlTableConstraint constraint, String table, SqlCreateTable create) {
    String column = null;
    if (create != null) {
      for (var c : create.columns()) {
        if (c.constraints().contains(constraint)) {
          column = c.name().getSimple();
        }
      }
    }
    return check(names, constraint, table, column);
  }

  /** A CHECK written on {@code column} (null: on the table), named as PostgreSQL would name it. */
  static Check check(Set<String> names, SqlTableConstraint constraint, String table, String column) {
    String name = name(names, constraint, table + (column == null ? "" : "_" + column) + "_check");
    return new Check(name, expressionText(constraint.check()));
  }

  /** SQL text of a condition or default, in Quiver's own dialect, for parsing again. */
  static String expressionText(SqlNode expression) {
    return expression.toString();
  }

  static ForeignKey foreignKey(TableEnvironmentImpl env, ObjectIdentifier id, ResolvedSchema schema,
      Set<String> names, SqlTableConstraint constraint, List<String> ownPrimaryKey, List<List<String>> ownUniqueKeys) {
    FOREIGN_KEYS.incrementAndGet();
    ObjectIdentifier referenced = env.catalogManager().qualifyIdentifier(constraint.referencedTable().names);
    boolean self = referenced.equals(id);
    ResolvedSchema referencedSchema;
    List<String> primaryKey;
    List<List<String>> uniqueKeys;
    if (self) {
      referencedSchema = schema;
      primaryKey = ownPrimaryKey;
      uniqueKeys = ownUniqueKeys;
    } else {
      var resolved = env.catalogManager().getTable(referenced).orElseThrow(() -> DdlExecutor.error(
          "Table " + referenced.asSummaryString() + " referenced by a foreign key does not exist.", "42P01",
          constraint.referencedTable()));
      if (!(resolved.table() instanceof CatalogTable parent)) {
        throw DdlExecutor.error("A foreign key must reference a table; " + referenced.asSummaryString()
            + " is a view.", "42809", constraint.referencedTable());
      }
      referencedSchema = parent.getResolvedSchema();
      primaryKey = referencedSchema.primaryKeyColumns();
      uniqueKeys = parent.getUniqueKeys();
    }
    List<String> columns = constraint.columns();
    List<String> referencedColumns = constraint.referencedColumns().isEmpty() ? primaryKey
        : constraint.referencedColumns();
    if (referencedColumns.isEmpty()) {
      throw DdlExecutor.error("Table " + referenced.asSummaryString() + " has no primary key for the foreign key to"
          + " reference; name the referenced columns.", "42830", constraint.referencedTable());
    }
    if (columns.size() != referencedColumns.size()) {
      throw DdlExecutor.error("The foreign key has " + columns.size() + " columns but references "
          + referencedColumns.size() + ".", "42830", constraint);
    }
    Set<String> referencedSet = new HashSet<>(referencedColumns);
    boolean keyed = new HashSet<>(primaryKey).equals(referencedSet)
        || uniqueKeys.stream().anyMatch(k -> new HashSet<>(k).equals(referencedSet));
    if (!keyed) {
      throw DdlExecutor.error("There is no unique constraint matching the referenced columns " + referencedColumns
          + " of table " + referenced.asSummaryString() + ".", "42830", constraint.referencedTable());
    }
    for (int i = 0; i < columns.size(); i++) {
      SqlType own = columnType(schema, columns.get(i), constraint);
      SqlType other = columnType(referencedSchema, referencedColumns.get(i), constraint);
      if (family(own.id()) != family(other.id())) {
        throw DdlExecutor.error("Foreign key column '" + columns.get(i) + "' (" + own + ") and referenced column '"
            + referencedColumns.get(i) + "' (" + other + ") have incompatible types.", "42804", constraint);
      }
    }
    String name = name(names, constraint, id.objectName() + "_" + String.join("_", columns) + "_fkey");
    return new ForeignKey(name, columns, referenced, referencedColumns, action(constraint.onDelete()),
        action(constraint.onUpdate()));
  }

  private static ReferentialAction action(SqlTableConstraint.Action action) {
    return ReferentialAction.valueOf(action.name());
  }

  private static SqlType columnType(ResolvedSchema schema, String column, SqlNode at) {
    int index = schema.getColumnNames().indexOf(column);
    if (index < 0) {
      throw DdlExecutor.error("Column '" + column + "' of the foreign key does not exist.", "42703", at);
    }
    return schema.getColumns().get(index).getDataType().sqlType();
  }

  /** Types whose values compare as equal keys once normalized. */
  private static int family(TypeId id) {
    return switch (id) {
      case TINYINT, SMALLINT, INTEGER, BIGINT, DECIMAL -> 1;
      case REAL, DOUBLE -> 2;
      case CHAR, VARCHAR -> 3;
      case BINARY, VARBINARY -> 4;
      default -> 10 + id.ordinal();
    };
  }

  /** Plans each CHECK of the table once, so that a condition that does not validate fails its CREATE or ALTER. */
  static void validateChecks(TableEnvironmentImpl env, ObjectIdentifier id, CatalogTable table) {
    for (Check check : table.getConstraints().checks()) {
      checkPlan(env, id, table, check);
    }
  }

  /** Refuses to drop a table that another table's FOREIGN KEY references (2BP01), as RESTRICT does. */
  static void rejectDropOfReferenced(TableEnvironmentImpl env, ObjectIdentifier id, SqlNode at) {
    if (FOREIGN_KEYS.get() == 0) {
      return;
    }
    for (Entry entry : allTables(env)) {
      if (entry.id().equals(id)) {
        continue;
      }
      for (ForeignKey key : entry.table().getConstraints().foreignKeys()) {
        if (key.table().equals(id)) {
          throw DdlExecutor.error("Cannot drop table " + id.asSummaryString() + ": constraint \"" + key.name()
              + "\" of table " + entry.id().asSummaryString() + " references it.", "2BP01", at);
        }
      }
    }
  }

  /**
   * The tables in an order where each comes before the tables among them that it references, so
   * that emptying or dropping them in that order never leaves a reference dangling (a cycle keeps
   * the order given).
   */
  static List<ObjectIdentifier> referencingFirst(java.util.Collection<ObjectIdentifier> tables, List<Entry> all) {
    Map<ObjectIdentifier, List<ObjectIdentifier>> referencedBy = new java.util.LinkedHashMap<>();
    for (ObjectIdentifier id : tables) {
      referencedBy.put(id, new ArrayList<>());
    }
    for (Entry entry : all) {
      if (!referencedBy.containsKey(entry.id())) {
        continue;
      }
      for (ForeignKey key : entry.table().getConstraints().foreignKeys()) {
        if (referencedBy.containsKey(key.table()) && !key.table().equals(entry.id())) {
          referencedBy.get(key.table()).add(entry.id());
        }
      }
    }
    List<ObjectIdentifier> order = new ArrayList<>();
    List<ObjectIdentifier> left = new ArrayList<>(referencedBy.keySet());
    while (!left.isEmpty()) {
      ObjectIdentifier next = left.stream()
          .filter(id -> order.containsAll(referencedBy.get(id)))
          .findFirst().orElse(left.get(0));
      order.add(next);
      left.remove(next);
    }
    return order;
  }

  /** Every managed table the session sees: permanent ones of every catalog, then temporary ones. */
  static List<Entry> allTables(TableEnvironmentImpl env) {
    List<Entry> entries = new ArrayList<>();
    var catalogs = env.catalogManager();
    for (String catalogName : catalogs.listCatalogs()) {
      Catalog catalog = catalogs.getCatalog(catalogName).orElse(null);
      if (catalog == null) {
        continue;
      }
      for (String database : catalog.listDatabases()) {
        try {
          for (String name : catalog.listTables(database)) {
            CatalogBaseTable table = catalog.getTable(new ObjectPath(database, name));
            if (table instanceof CatalogTable managed) {
              entries.add(new Entry(ObjectIdentifier.of(catalogName, database, name), managed));
            }
          }
        } catch (Exception e) {
          // Dropped concurrently: not there.
        }
      }
    }
    catalogs.temporaryTables().forEach((id, table) -> {
      if (table instanceof CatalogTable managed) {
        entries.add(new Entry(id, managed));
      }
    });
    return entries;
  }

  // ---- enforcement ----------------------------------------------------------------------------

  /**
   * Checks a statement's write before {@link TableWriter} hands it to the transaction.
   *
   * @param after the table as the statement leaves it
   * @param added the statement's new chunks
   * @param deleted the rows the statement deletes, per chunk of the version it read
   */
  static void enforce(TableEnvironmentImpl env, Transaction transaction, ColumnarTable storage, TableVersion before,
      TableVersion after, List<Chunk> added, Map<Chunk, DeletionMask> deleted) {
    CatalogTable table = CatalogTable.ofStorage(storage);
    if (table == null || env == null) {
      return;
    }
    TableConstraints constraints = table.getConstraints();
    boolean childChecks = !added.isEmpty() && (!constraints.checks().isEmpty()
        || !constraints.foreignKeys().isEmpty());
    boolean parentChecks = !deleted.isEmpty() && FOREIGN_KEYS.get() > 0;
    if (!childChecks && !parentChecks) {
      return;
    }
    List<Entry> tables = allTables(env);
    ObjectIdentifier id = tables.stream().filter(e -> e.table().storage() == storage).map(Entry::id).findFirst()
        .orElse(null);
    if (id == null) {
      return;
    }
    if (childChecks) {
      for (Check check : constraints.checks()) {
        enforceCheck(env, id, table, check, added);
      }
      for (ForeignKey key : constraints.foreignKeys()) {
        enforceReference(env, transaction, id, table, key, after, added);
      }
    }
    if (parentChecks) {
      enforceReferenced(env, transaction, tables, id, table, before, after, added, deleted);
    }
  }

  /**
   * Checks every row of a table against its CHECKs and FOREIGN KEYs: ALTER TABLE's copy of a
   * table, whose rows were written before the table was in the catalog.
   */
  static void verifyAll(TableEnvironmentImpl env, Transaction transaction, ObjectIdentifier id, CatalogTable table) {
    TableConstraints constraints = table.getConstraints();
    if (constraints.checks().isEmpty() && constraints.foreignKeys().isEmpty()) {
      return;
    }
    TableVersion version = transaction.read(table.storage());
    List<Chunk> live = new ArrayList<>();
    for (int c = 0; c < version.chunks().size(); c++) {
      if (!version.deletions(c).isEmpty()) {
        throw new IllegalStateException("A copied table has deleted rows");
      }
      live.add(version.chunks().get(c));
    }
    if (live.isEmpty()) {
      validateChecks(env, id, table);
      return;
    }
    for (Check check : constraints.checks()) {
      enforceCheck(env, id, table, check, live);
    }
    for (ForeignKey key : constraints.foreignKeys()) {
      enforceReference(env, transaction, id, table, key, version, live);
    }
  }

  private static TableWriterPlan checkPlan(TableEnvironmentImpl env, ObjectIdentifier id, CatalogTable table,
      Check check) {
    String sql = "SELECT * FROM " + SqlText.quote(id.catalogName()) + "." + SqlText.quote(id.databaseName()) + "."
        + SqlText.quote(id.objectName()) + " WHERE NOT (" + check.expression() + ")";
    PhysicalNode plan;
    try {
      plan = env.planner().plan(env.planner().parse(sql)).physical();
    } catch (ValidationException e) {
      throw new ValidationException("CHECK constraint \"" + check.name() + "\": " + e.getMessage(), e,
          e.getSqlState(), 0, 0);
    }
    RowLocator.Source source = RowLocator.sourceOf(plan, table.storage());
    if (source == null && !(plan instanceof Values)) {
      throw new ValidationException("CHECK constraint \"" + check.name() + "\" must be a condition on the row's own"
          + " columns, without subqueries.", null, "0A000", 0, 0);
    }
    return new TableWriterPlan(source);
  }

  /** The condition a CHECK's violating rows meet; a null source means no row can violate it. */
  private record TableWriterPlan(RowLocator.Source source) {}

  private static void enforceCheck(TableEnvironmentImpl env, ObjectIdentifier id, CatalogTable table, Check check,
      List<Chunk> added) {
    TableWriterPlan plan = checkPlan(env, id, table, check);
    if (plan.source() == null) {
      return;
    }
    ColumnarTable storage = table.storage();
    TableScan scan = new TableScan(id.asSummaryString(), storage, new TableVersion(0, added));
    Column first = storage.columns().get(0);
    try (BatchSource rows = new Executor(env.statements().newExecContext()).calc(scan, plan.source().condition(),
        List.of(new ColumnRef(0, first.type())), List.of(new Column(first.name(), first.type().withNullable(true))))) {
      for (VectorSchemaRoot batch = rows.next(); batch != null; batch = rows.next()) {
        int count = batch.getRowCount();
        batch.close();
        if (count > 0) {
          throw new EngineException(CHECK_VIOLATION, "New row for table \"" + id.objectName()
              + "\" violates check constraint \"" + check.name() + "\"");
        }
      }
    }
  }

  private static void enforceReference(TableEnvironmentImpl env, Transaction transaction, ObjectIdentifier id,
      CatalogTable table, ForeignKey key, TableVersion after, List<Chunk> added) {
    int[] columns = indexes(table, key.columns());
    Set<List<Object>> needed = new LinkedHashSet<>();
    for (Chunk chunk : added) {
      collectKeys(chunk, DeletionMask.NONE, columns, needed, null);
    }
    if (needed.isEmpty()) {
      return;
    }
    CatalogTable parent;
    TableVersion version;
    if (key.table().equals(id)) {
      parent = table;
      version = after;
    } else {
      parent = env.catalogManager().getTable(key.table()).map(r -> r.table())
          .filter(CatalogTable.class::isInstance).map(CatalogTable.class::cast).orElse(null);
      if (parent == null) {
        throw new EngineException(FOREIGN_KEY_VIOLATION, "Table " + key.table().asSummaryString()
            + " referenced by foreign key constraint \"" + key.name() + "\" does not exist");
      }
      version = transaction.read(parent.storage());
    }
    Set<List<Object>> present = liveKeys(version, indexes(parent, key.referencedColumns()), needed);
    for (List<Object> value : needed) {
      if (!present.contains(value)) {
        throw new EngineException(FOREIGN_KEY_VIOLATION, "Insert or update on table \"" + id.objectName()
            + "\" violates foreign key constraint \"" + key.name() + "\": key (" + String.join(", ", key.columns())
            + ")=(" + render(value) + ") is not present in table \"" + key.table().objectName() + "\"");
      }
    }
  }

  private static void enforceReferenced(TableEnvironmentImpl env, Transaction transaction, List<Entry> tables,
      ObjectIdentifier id, CatalogTable table, TableVersion before, TableVersion after, List<Chunk> added,
      Map<Chunk, DeletionMask> deleted) {
    List<Entry> children = new ArrayList<>();
    List<ForeignKey> keys = new ArrayList<>();
    for (Entry entry : tables) {
      for (ForeignKey key : entry.table().getConstraints().foreignKeys()) {
        if (key.table().equals(id)) {
          children.add(entry);
          keys.add(key);
        }
      }
    }
    if (children.isEmpty()) {
      return;
    }
    int[] depth = DEPTH.get();
    Map<ColumnarTable, TableChanges> undo = depth[0] == 0 ? snapshot(transaction, tables) : null;
    depth[0]++;
    Map<Chunk, BitSet> pending = PENDING.get();
    deleted.forEach((chunk, mask) -> {
      BitSet rows = pending.computeIfAbsent(chunk, c -> new BitSet());
      for (int row = 0; row < chunk.rowCount(); row++) {
        if (mask.isDeleted(row)) {
          rows.set(row);
        }
      }
    });
    try {
      for (int i = 0; i < children.size(); i++) {
        Entry child = children.get(i);
        ForeignKey key = keys.get(i);
        int[] referenced = indexes(table, key.referencedColumns());
        Set<List<Object>> removed = new LinkedHashSet<>();
        for (Map.Entry<Chunk, DeletionMask> entry : deleted.entrySet()) {
          collectKeys(entry.getKey(), entry.getValue(), referenced, removed, true);
        }
        removed.removeAll(liveKeys(after, referenced, removed));
        if (removed.isEmpty()) {
          continue;
        }
        boolean update = !added.isEmpty();
        ReferentialAction action = update ? key.onUpdate() : key.onDelete();
        act(env, transaction, id, table, child, key, action, removed, before, added);
      }
    } catch (RuntimeException e) {
      if (undo != null) {
        restore(transaction, undo);
      }
      throw e;
    } finally {
      depth[0]--;
      if (depth[0] == 0) {
        pending.clear();
      }
    }
  }

  private static void act(TableEnvironmentImpl env, Transaction transaction, ObjectIdentifier parentId,
      CatalogTable parent, Entry child, ForeignKey key, ReferentialAction action, Set<List<Object>> removed,
      TableVersion before, List<Chunk> added) {
    ColumnarTable storage = child.table().storage();
    TableVersion version = transaction.read(storage);
    int[] columns = indexes(child.table(), key.columns());
    Map<Integer, BitSet> matches = new HashMap<>();
    List<List<Object>> matchedKeys = new ArrayList<>();
    for (int c = 0; c < version.chunks().size(); c++) {
      VectorSchemaRoot batch = version.chunks().get(c).batch();
      DeletionMask mask = version.deletions(c);
      BitSet pending = PENDING.get().get(version.chunks().get(c));
      for (int row = mask.nextLive(0); row < batch.getRowCount(); row = mask.nextLive(row + 1)) {
        if (pending != null && pending.get(row)) {
          continue;
        }
        List<Object> value = key(batch, row, columns);
        if (value != null && removed.contains(value)) {
          matches.computeIfAbsent(c, x -> new BitSet()).set(row);
          matchedKeys.add(value);
        }
      }
    }
    if (matches.isEmpty()) {
      return;
    }
    Map<Chunk, DeletionMask> deletions = new IdentityHashMap<>();
    Map<Integer, BitSet> byIndex = matches;
    switch (action) {
      case NO_ACTION, RESTRICT -> throw new EngineException(FOREIGN_KEY_VIOLATION, "Update or delete on table \""
          + parentId.objectName() + "\" violates foreign key constraint \"" + key.name() + "\" on table \""
          + child.id().objectName() + "\": key (" + String.join(", ", key.referencedColumns()) + ")=("
          + render(matchedKeys.get(0)) + ") is still referenced");
      case CASCADE -> {
        if (added.isEmpty()) {
          TableWriter.write(env, transaction, storage, version, List.of(), byIndex);
        } else {
          List<Object> newKey = singleNewKey(parent, key, removed, before, added);
          rewrite(env, transaction, child.table(), version, byIndex, columns, newKey);
        }
      }
      case SET_NULL -> rewrite(env, transaction, child.table(), version, byIndex, columns, null);
      case SET_DEFAULT -> rewrite(env, transaction, child.table(), version, byIndex, columns,
          defaults(env, child, columns));
    }
  }

  /**
   * ON UPDATE CASCADE: the one key the statement changed and its new value. A statement that
   * changes several referenced keys at once cannot be paired row by row here (0A000).
   */
  private static List<Object> singleNewKey(CatalogTable parent, ForeignKey key, Set<List<Object>> removed,
      TableVersion before, List<Chunk> added) {
    int[] referenced = indexes(parent, key.referencedColumns());
    Set<List<Object>> newKeys = new LinkedHashSet<>();
    for (Chunk chunk : added) {
      collectKeys(chunk, DeletionMask.NONE, referenced, newKeys, null);
    }
    newKeys.removeAll(liveKeys(before, referenced, newKeys));
    if (removed.size() != 1 || newKeys.size() != 1) {
      throw new EngineException("0A000", "ON UPDATE CASCADE of foreign key constraint \"" + key.name()
          + "\" supports one changed key per statement; this one changes " + removed.size());
    }
    return newKeys.iterator().next();
  }

  /** The child's DEFAULT values of the key columns, computed once (NULL where a column has none). */
  private static List<Object> defaults(TableEnvironmentImpl env, Entry child, int[] columns) {
    List<Object> values = new ArrayList<>();
    StringBuilder sql = new StringBuilder("SELECT ");
    List<Column> all = child.table().storage().columns();
    for (int i = 0; i < columns.length; i++) {
      String expression = child.table().getDefault(columns[i]);
      sql.append(i == 0 ? "" : ", ").append("CAST(").append(expression == null ? "NULL" : expression).append(" AS ")
          .append(all.get(columns[i]).type().withNullable(true)).append(')');
    }
    PhysicalNode plan = env.planner().plan(env.planner().parse(sql.toString())).physical();
    try (BatchSource rows = new Executor(env.statements().newExecContext()).open(plan)) {
      VectorSchemaRoot batch = rows.next();
      for (int i = 0; i < columns.length; i++) {
        values.add(Vectors.get(batch.getVector(i), 0));
      }
      batch.close();
    }
    return values;
  }

  /** Deletes the matched child rows and writes them again with the key columns set to {@code values} (null: NULL). */
  private static void rewrite(TableEnvironmentImpl env, Transaction transaction, CatalogTable child,
      TableVersion version, Map<Integer, BitSet> rows, int[] columns, List<Object> values) {
    ColumnarTable storage = child.storage();
    List<Column> schema = TableWriter.nullable(storage.columns());
    int count = rows.values().stream().mapToInt(BitSet::cardinality).sum();
    VectorSchemaRoot batch = ArrowTypes.newBatch(schema, env.database().allocator());
    try {
      batch.getFieldVectors().forEach(v -> v.setInitialCapacity(count));
      batch.allocateNew();
      int out = 0;
      for (Map.Entry<Integer, BitSet> entry : rows.entrySet()) {
        VectorSchemaRoot source = version.chunks().get(entry.getKey()).batch();
        BitSet set = entry.getValue();
        for (int row = set.nextSetBit(0); row >= 0; row = set.nextSetBit(row + 1)) {
          for (int c = 0; c < schema.size(); c++) {
            Vectors.set(batch.getVector(c), out, Vectors.get(source.getVector(c), row));
          }
          for (int k = 0; k < columns.length; k++) {
            Vectors.set(batch.getVector(columns[k]), out, values == null ? null : values.get(k));
          }
          out++;
        }
      }
      for (var vector : batch.getFieldVectors()) {
        vector.setValueCount(count);
      }
      batch.setRowCount(count);
    } catch (RuntimeException e) {
      batch.close();
      throw e;
    }
    List<VectorSchemaRoot> batches = new ArrayList<>();
    batches.add(batch);
    TableWriter.write(env, transaction, storage, version, batches, rows);
  }

  /** What the transaction has written to each of the tables so far, for {@link #restore}. */
  static Map<ColumnarTable, TableChanges> snapshot(Transaction transaction, List<Entry> tables) {
    Map<ColumnarTable, TableChanges> changes = new IdentityHashMap<>();
    for (Entry entry : tables) {
      changes.put(entry.table().storage(), transaction.changes(entry.table().storage()));
    }
    return changes;
  }

  /** Puts back what the transaction had written before the statement, freeing what the statement added. */
  static void restore(Transaction transaction, Map<ColumnarTable, TableChanges> before) {
    before.forEach((storage, changes) -> {
      TableChanges now = transaction.changes(storage);
      if (now != changes) {
        List<Chunk> added = new ArrayList<>(now.added());
        added.removeAll(changes.added());
        transaction.write(storage, changes);
        TableChanges.NONE.plusChunks(added).discard();
      }
    });
  }

  // ---- keys -----------------------------------------------------------------------------------

  private static int[] indexes(CatalogTable table, List<String> names) {
    List<String> all = table.getResolvedSchema().getColumnNames();
    int[] indexes = new int[names.size()];
    for (int i = 0; i < indexes.length; i++) {
      indexes[i] = all.indexOf(names.get(i));
    }
    return indexes;
  }

  /** The key of a row, normalized so that equal SQL values are equal; null when a key column is NULL. */
  static List<Object> key(VectorSchemaRoot batch, int row, int[] columns) {
    Object[] key = new Object[columns.length];
    for (int k = 0; k < columns.length; k++) {
      Object value = Vectors.get(batch.getVector(columns[k]), row);
      if (value == null) {
        return null;
      }
      key[k] = normalize(value);
    }
    return List.of(key);
  }

  static Object normalize(Object value) {
    if (value instanceof Byte || value instanceof Short || value instanceof Integer || value instanceof Long) {
      return BigDecimal.valueOf(((Number) value).longValue());
    }
    if (value instanceof BigDecimal decimal) {
      return decimal.signum() == 0 ? BigDecimal.ZERO : decimal.stripTrailingZeros();
    }
    if (value instanceof Float f) {
      return f.doubleValue();
    }
    if (value instanceof byte[] bytes) {
      return ByteBuffer.wrap(bytes.clone());
    }
    if (value instanceof org.apache.arrow.vector.util.Text text) {
      return text.toString();
    }
    return value;
  }

  /**
   * Adds the keys of the chunk's rows: with {@code deletedOnly} null, its live rows; true, the
   * rows the mask deletes.
   */
  private static void collectKeys(Chunk chunk, DeletionMask mask, int[] columns, Set<List<Object>> into,
      Boolean deletedOnly) {
    VectorSchemaRoot batch = chunk.batch();
    for (int row = 0; row < batch.getRowCount(); row++) {
      boolean isDeleted = mask.isDeleted(row);
      if (deletedOnly == null ? isDeleted : !isDeleted) {
        continue;
      }
      List<Object> key = key(batch, row, columns);
      if (key != null) {
        into.add(key);
      }
    }
  }

  /** The keys among {@code wanted} that a live row of the version has. */
  private static Set<List<Object>> liveKeys(TableVersion version, int[] columns, Set<List<Object>> wanted) {
    Set<List<Object>> found = new HashSet<>();
    for (int c = 0; c < version.chunks().size(); c++) {
      VectorSchemaRoot batch = version.chunks().get(c).batch();
      DeletionMask mask = version.deletions(c);
      for (int row = mask.nextLive(0); row < batch.getRowCount(); row = mask.nextLive(row + 1)) {
        List<Object> key = key(batch, row, columns);
        if (key != null && wanted.contains(key)) {
          found.add(key);
        }
      }
    }
    return found;
  }

  private static String render(List<Object> key) {
    List<String> parts = new ArrayList<>();
    for (Object value : key) {
      parts.add(value instanceof BigDecimal d ? d.toPlainString() : String.valueOf(value));
    }
    return String.join(", ", parts);
  }

  /**
   * In the standard dialect, names in constraint column lists match the table's columns ignoring
   * case (as everywhere else in that dialect): {@code PRIMARY KEY (ID)} over a column {@code id}.
   * Rewrites each list to the declared spelling; a name that matches nothing, or two columns, is
   * left for the usual error. {@code declared} are the columns of the table being defined,
   * {@code self} its name, for a foreign key that references its own table.
   */
  static void canonicalizeColumns(TableEnvironmentImpl env, ObjectIdentifier self, List<String> declared,
      List<SqlTableConstraint> constraints) {
    if (env.getConfig().getSqlDialect() != io.quiver.table.api.SqlDialect.STANDARD) {
      return;
    }
    for (SqlTableConstraint constraint : constraints) {
      List<String> referenced = declared;
      if (constraint.referencedTable() != null) {
        ObjectIdentifier target = env.catalogManager().qualifyIdentifier(constraint.referencedTable().names);
        if (!target.equals(self)) {
          referenced = env.catalogManager().getTable(target)
              .map(t -> t.table().getResolvedSchema().getColumnNames()).orElse(List.of());
        }
      }
      List<String> targets = referenced;
      constraint.canonicalizeColumns(name -> spelling(declared, name), name -> spelling(targets, name));
    }
  }

  /** The one name of {@code names} equal to {@code name}, or else equal ignoring case; else {@code name}. */
  static String spelling(List<String> names, String name) {
    if (names.contains(name)) {
      return name;
    }
    String match = null;
    for (String candidate : names) {
      if (candidate.equalsIgnoreCase(name)) {
        if (match != null) {
          return name;
        }
        match = candidate;
      }
    }
    return match == null ? name : match;
  }
}
