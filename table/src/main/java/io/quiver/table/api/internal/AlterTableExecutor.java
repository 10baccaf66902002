package io.quiver.table.api.internal;

import io.quiver.engine.types.SqlType;
import io.quiver.engine.types.TypeId;
import io.quiver.table.catalog.Catalog;
import io.quiver.table.catalog.CatalogTable;
import io.quiver.table.catalog.Column;
import io.quiver.table.catalog.ColumnIdentity;
import io.quiver.table.catalog.ObjectIdentifier;
import io.quiver.table.catalog.ResolvedSchema;
import io.quiver.table.catalog.TableConstraints;
import io.quiver.table.catalog.TableConstraints.Check;
import io.quiver.table.catalog.TableConstraints.ForeignKey;
import io.quiver.table.catalog.exceptions.TableNotExistException;
import io.quiver.table.planner.TypeConversion;
import io.quiver.table.sql.ddl.SqlAlterTableAdd;
import io.quiver.table.sql.ddl.SqlAlterTableChange;
import io.quiver.table.sql.ddl.SqlTableColumn;
import io.quiver.table.sql.ddl.SqlTableConstraint;
import io.quiver.table.types.DataType;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.util.SqlShuttle;

/**
 * ALTER TABLE changes of columns and constraints. Each builds the table anew (schema, defaults,
 * identities, keys, named constraints), copies the rows into it with one query over the old
 * table (renamed columns, casts to a new type, defaults of added columns), checks every constraint
 * over the copy, and only then puts it in the catalog in place of the old one. A change that fails
 * anywhere (a NULL under SET NOT NULL is 23502, a value the new type cannot hold 22xxx, a row
 * that violates an added CHECK 23514) leaves the table as it was.
 */
final class AlterTableExecutor {
  private final TableEnvironmentImpl env;
  private final SqlStatementExecutor statements;

  AlterTableExecutor(TableEnvironmentImpl env, SqlStatementExecutor statements) {
    this.env = env;
    this.statements = statements;
  }

  /** The parts of a table being changed; the source of each column is SQL over the old table. */
  private static final class Shape {
    final List<Column> columns = new ArrayList<>();
    final List<String> sources = new ArrayList<>();
    final List<String> defaults = new ArrayList<>();
    final List<ColumnIdentity> identities = new ArrayList<>();
    List<String> primaryKey;
    String primaryKeyName;
    final List<List<String>> uniqueKeys = new ArrayList<>();
    final List<String> uniqueNames = new ArrayList<>();
    final List<Check> checks = new ArrayList<>();
    final List<ForeignKey> foreignKeys = new ArrayList<>();

    Shape(CatalogTable table) {
      List<Column> old = table.getResolvedSchema().getColumns();
      for (int i = 0; i < old.size(); i++) {
        columns.add(old.get(i));
        sources.add(SqlText.quote(old.get(i).getName()));
        defaults.add(table.getDefault(i));
        identities.add(table.getIdentity(i));
      }
      primaryKey = new ArrayList<>(table.getResolvedSchema().primaryKeyColumns());
      TableConstraints constraints = table.getConstraints();
      primaryKeyName = constraints.primaryKeyName();
      uniqueKeys.addAll(table.getUniqueKeys());
      for (int k = 0; k < uniqueKeys.size(); k++) {
        uniqueNames.add(k < constraints.uniqueNames().size() ? constraints.uniqueNames().get(k)
            : "UNIQUE (" + String.join(", ", uniqueKeys.get(k)) + ")");
      }
      checks.addAll(constraints.checks());
      foreignKeys.addAll(constraints.foreignKeys());
    }

    int indexOf(String name) {
      for (int i = 0; i < columns.size(); i++) {
        if (columns.get(i).getName().equals(name)) {
          return i;
        }
      }
      return -1;
    }

    Set<String> constraintNames() {
      Set<String> names = new HashSet<>();
      if (primaryKeyName != null) {
        names.add(primaryKeyName);
      }
      names.addAll(uniqueNames);
      checks.forEach(c -> names.add(c.name()));
      foreignKeys.forEach(f -> names.add(f.name()));
      return names;
    }

    TableConstraints constraints() {
      return new TableConstraints(primaryKey.isEmpty() ? null : primaryKeyName, uniqueNames, checks, foreignKeys);
    }
  }

  /** ALTER TABLE ... ADD [COLUMN] [IF NOT EXISTS] column, or ADD (column, ...). */
  void add(ObjectIdentifier id, CatalogTable table, SqlAlterTableAdd add) {
    Shape shape = new Shape(table);
    boolean changed = false;
    for (SqlTableColumn column : add.columns()) {
      String name = column.name().getSimple();
      if (shape.indexOf(name) >= 0) {
        if (add.ifNotExists()) {
          continue;
        }
        throw DdlExecutor.error("Column '" + name + "' of table " + id.asSummaryString() + " already exists.", "42701",
            column.name());
      }
      changed = true;
      DataType declared = TypeConversion.toDataType(env.planner().deriveType(column.type()));
      boolean primary = column.primaryKey();
      SqlType type = declared.sqlType().withNullable(column.nullable() && !primary);
      shape.columns.add(Column.physical(name, new DataType(type, declared.isLocalTimeZone())).withComment(column.comment()));
      String defaultText = column.defaultValue() == null ? null : Constraints.expressionText(column.defaultValue());
      shape.defaults.add(defaultText);
      ColumnIdentity identity = null;
      if (column.identity() != null) {
        SqlTableColumn.Identity spec = column.identity();
        identity = ColumnIdentity.of(spec.always(), spec.start(), spec.increment());
      }
      shape.identities.add(identity);
      // Existing rows get the default (NULL when there is none); identity columns number them.
      // (Converted as an INSERT converts: a value too long for the column is 22001, not cut.)
      shape.sources.add(identity != null || defaultText == null ? "CAST(NULL AS " + type.withNullable(true) + ")"
          : defaultText);
      for (SqlTableConstraint constraint : column.constraints()) {
        addConstraint(id, shape, constraint, name);
      }
    }
    if (changed) {
      rebuild(id, table, shape, true);
    }
  }

  /** The other column and constraint changes. */
  void change(ObjectIdentifier id, CatalogTable table, SqlAlterTableChange change) {
    Shape shape = new Shape(table);
    SqlIdentifier item = change.item();
    int index = item == null || change.kind() == SqlAlterTableChange.Kind.DROP_CONSTRAINT ? -1
        : shape.indexOf(item.getSimple());
    if (item != null && change.kind() != SqlAlterTableChange.Kind.DROP_CONSTRAINT && index < 0) {
      if (change.itemIfExists()) {
        return;
      }
      throw DdlExecutor.error("Column '" + item.getSimple() + "' of table " + id.asSummaryString()
          + " does not exist.", "42703", item);
    }
    boolean copy = true;
    switch (change.kind()) {
      case ADD_CONSTRAINT -> addConstraint(id, shape, change.constraint(), null);
      case DROP_CONSTRAINT -> {
        rejectDropOfReferencedKey(id, shape, item);
        if (!dropConstraint(shape, item.getSimple())) {
          if (change.itemIfExists()) {
            return;
          }
          throw DdlExecutor.error("Constraint \"" + item.getSimple() + "\" of table " + id.asSummaryString()
              + " does not exist.", "42704", item);
        }
      }
      case DROP_COLUMN -> dropColumn(id, shape, index, item);
      case RENAME_COLUMN -> renameColumn(id, shape, index, change.newName());
      case SET_NOT_NULL -> setNullable(shape, index, false);
      case DROP_NOT_NULL -> {
        if (shape.primaryKey.contains(item.getSimple())) {
          throw DdlExecutor.error("Column '" + item.getSimple() + "' is in the primary key.", "42P16", item);
        }
        setNullable(shape, index, true);
      }
      case SET_DEFAULT -> {
        ColumnIdentity numbered = Identities.sequenceDefault(env, change.defaultValue(), shape.columns.get(index));
        if (numbered != null) {
          // PostgreSQL's serial columns, as pg_dump writes them: DEFAULT nextval('t_id_seq') numbers
          // the rows from that sequence, as an identity column would (setval moves both).
          shape.identities.set(index, numbered);
          shape.defaults.set(index, null);
        } else {
          shape.defaults.set(index, Constraints.expressionText(change.defaultValue()));
        }
        copy = false;
      }
      case DROP_DEFAULT -> {
        shape.defaults.set(index, null);
        copy = false;
      }
      case SET_TYPE -> {
        DataType declared = TypeConversion.toDataType(env.planner().deriveType(change.type()));
        Column old = shape.columns.get(index);
        SqlType type = declared.sqlType().withNullable(old.getDataType().sqlType().nullable());
        if (shape.identities.get(index) != null && !isInteger(type)) {
          throw DdlExecutor.error("Identity column '" + old.getName() + "' must have an integer type.", "42804",
              change.type());
        }
        shape.columns.set(index, Column.physical(old.getName(), new DataType(type, declared.isLocalTimeZone())));
      }
    }
    rebuild(id, table, shape, copy);
  }

  private static boolean isInteger(SqlType type) {
    TypeId t = type.id();
    return t == TypeId.TINYINT || t == TypeId.SMALLINT || t == TypeId.INTEGER || t == TypeId.BIGINT;
  }

  private static void setNullable(Shape shape, int index, boolean nullable) {
    Column old = shape.columns.get(index);
    DataType type = old.getDataType();
    shape.columns.set(index, Column.physical(old.getName(),
        new DataType(type.sqlType().withNullable(nullable), type.isLocalTimeZone())));
  }

  private void addConstraint(ObjectIdentifier id, Shape shape, SqlTableConstraint constraint, String onColumn) {
    Constraints.canonicalizeColumns(env, id, shape.columns.stream().map(Column::getName).toList(),
        List.of(constraint));
    Set<String> names = shape.constraintNames();
    String table = id.objectName();
    for (String column : constraint.columns()) {
      if (shape.indexOf(column) < 0) {
        throw DdlExecutor.error("Column '" + column + "' of table " + id.asSummaryString() + " does not exist.",
            "42703", constraint);
      }
    }
    switch (constraint.kind()) {
      case PRIMARY_KEY -> {
        if (!shape.primaryKey.isEmpty()) {
          throw DdlExecutor.error("Table " + id.asSummaryString() + " has a primary key already.", "42P16",
              constraint);
        }
        shape.primaryKey = constraint.columns();
        shape.primaryKeyName = uniqueName(names, constraint, table + "_pkey");
        for (String column : constraint.columns()) {
          setNullable(shape, shape.indexOf(column), false);
        }
      }
      case UNIQUE -> {
        shape.uniqueKeys.add(constraint.columns());
        shape.uniqueNames.add(uniqueName(names, constraint, table + "_" + String.join("_", constraint.columns())
            + "_key"));
      }
      case CHECK -> shape.checks.add(Constraints.check(names, constraint, table, onColumn));
      case FOREIGN_KEY -> {
        ResolvedSchema schema = new ResolvedSchema(shape.columns, shape.primaryKey);
        shape.foreignKeys.add(Constraints.foreignKey(env, id, schema, names, constraint, shape.primaryKey,
            shape.uniqueKeys));
      }
    }
  }

  private static String uniqueName(Set<String> names, SqlTableConstraint constraint, String generated) {
    if (constraint.name() != null) {
      if (names.contains(constraint.name())) {
        throw DdlExecutor.error("Constraint \"" + constraint.name() + "\" exists already.", "42710",
            constraint.nameNode());
      }
      return constraint.name();
    }
    String name = generated;
    for (int i = 1; names.contains(name); i++) {
      name = generated + i;
    }
    return name;
  }

  /** A primary key or UNIQUE constraint another table's FOREIGN KEY references stays (2BP01), as RESTRICT says. */
  private void rejectDropOfReferencedKey(ObjectIdentifier id, Shape shape, SqlIdentifier name) {
    List<String> columns = null;
    if (name.getSimple().equals(shape.primaryKeyName)) {
      columns = shape.primaryKey;
    } else if (shape.uniqueNames.contains(name.getSimple())) {
      columns = shape.uniqueKeys.get(shape.uniqueNames.indexOf(name.getSimple()));
    }
    if (columns == null) {
      return;
    }
    Set<String> key = new HashSet<>(columns);
    for (Constraints.Entry entry : Constraints.allTables(env)) {
      for (ForeignKey foreignKey : entry.table().getConstraints().foreignKeys()) {
        if (foreignKey.table().equals(id) && new HashSet<>(foreignKey.referencedColumns()).equals(key)) {
          throw DdlExecutor.error("Cannot drop constraint \"" + name.getSimple() + "\": constraint \""
              + foreignKey.name() + "\" of table " + entry.id().asSummaryString() + " references it.", "2BP01", name);
        }
      }
    }
  }

  private static boolean dropConstraint(Shape shape, String name) {
    if (name.equals(shape.primaryKeyName) && !shape.primaryKey.isEmpty()) {
      shape.primaryKey = new ArrayList<>();
      shape.primaryKeyName = null;
      return true;
    }
    int unique = shape.uniqueNames.indexOf(name);
    if (unique >= 0) {
      shape.uniqueNames.remove(unique);
      shape.uniqueKeys.remove(unique);
      return true;
    }
    return shape.checks.removeIf(c -> c.name().equals(name)) | shape.foreignKeys.removeIf(f -> f.name().equals(name));
  }

  /**
   * Drops the column and, as PostgreSQL does, the keys, CHECKs and FOREIGN KEYs that use it;
   * refuses (2BP01) while another table's FOREIGN KEY references it.
   */
  private void dropColumn(ObjectIdentifier id, Shape shape, int index, SqlIdentifier at) {
    String name = shape.columns.get(index).getName();
    if (shape.columns.size() == 1) {
      throw DdlExecutor.error("Cannot drop column '" + name + "', the only column of table " + id.asSummaryString()
          + ".", "0A000", at);
    }
    for (Constraints.Entry entry : Constraints.allTables(env)) {
      for (ForeignKey key : entry.table().getConstraints().foreignKeys()) {
        if (key.table().equals(id) && key.referencedColumns().contains(name) && !entry.id().equals(id)) {
          throw DdlExecutor.error("Cannot drop column '" + name + "': constraint \"" + key.name() + "\" of table "
              + entry.id().asSummaryString() + " references it.", "2BP01", at);
        }
      }
    }
    shape.columns.remove(index);
    shape.sources.remove(index);
    shape.defaults.remove(index);
    shape.identities.remove(index);
    if (shape.primaryKey.contains(name)) {
      shape.primaryKey = new ArrayList<>();
      shape.primaryKeyName = null;
    }
    for (int k = shape.uniqueKeys.size() - 1; k >= 0; k--) {
      if (shape.uniqueKeys.get(k).contains(name)) {
        shape.uniqueKeys.remove(k);
        shape.uniqueNames.remove(k);
      }
    }
    shape.foreignKeys.removeIf(f -> f.columns().contains(name) || f.table().equals(id)
        && f.referencedColumns().contains(name));
    shape.checks.removeIf(c -> mentions(c.expression(), name));
  }

  private void renameColumn(ObjectIdentifier id, Shape shape, int index, SqlIdentifier newNameNode) {
    String oldName = shape.columns.get(index).getName();
    String newName = newNameNode.getSimple();
    if (shape.indexOf(newName) >= 0) {
      throw DdlExecutor.error("Column '" + newName + "' of table " + id.asSummaryString() + " already exists.",
          "42701", newNameNode);
    }
    shape.columns.set(index, Column.physical(newName, shape.columns.get(index).getDataType()));
    shape.primaryKey = rename(shape.primaryKey, oldName, newName);
    shape.uniqueKeys.replaceAll(key -> rename(key, oldName, newName));
    shape.checks.replaceAll(c -> new Check(c.name(), renamed(c.expression(), oldName, newName)));
    shape.foreignKeys.replaceAll(f -> new ForeignKey(f.name(), rename(f.columns(), oldName, newName), f.table(),
        f.table().equals(id) ? rename(f.referencedColumns(), oldName, newName) : f.referencedColumns(),
        f.onDelete(), f.onUpdate()));
  }

  private static List<String> rename(List<String> names, String from, String to) {
    return new ArrayList<>(names.stream().map(n -> n.equals(from) ? to : n).toList());
  }

  private boolean mentions(String expression, String column) {
    boolean[] found = {false};
    parseExpression(expression).accept(new SqlShuttle() {
      @Override
      public SqlNode visit(SqlIdentifier id) {
        if (id.names.get(id.names.size() - 1).equals(column)) {
          found[0] = true;
        }
        return id;
      }
    });
    return found[0];
  }

  private String renamed(String expression, String from, String to) {
    SqlNode node = parseExpression(expression).accept(new SqlShuttle() {
      @Override
      public SqlNode visit(SqlIdentifier id) {
        if (id.names.size() == 1 && id.names.get(0).equals(from)) {
          return new SqlIdentifier(to, id.getParserPosition());
        }
        return id;
      }
    });
    return Constraints.expressionText(node);
  }

  /** Builds the changed table, copies the rows into it, checks its constraints and puts it in the catalog. */
  private void rebuild(ObjectIdentifier id, CatalogTable old, Shape shape, boolean copy) {
    ResolvedSchema schema = new ResolvedSchema(shape.columns, shape.primaryKey);
    boolean identities = shape.identities.stream().anyMatch(i -> i != null);
    CatalogTable fresh;
    try {
      fresh = !copy ? old.withDefaults(shape.defaults).withIdentities(identities ? shape.identities : null)
          : new CatalogTable(schema, old.getOptions(), old.getComment(), shape.defaults, shape.uniqueKeys,
          identities ? shape.identities : null, shape.constraints());
    } catch (IllegalArgumentException e) {
      throw DdlExecutor.error(e.getMessage(), "42703", null);
    }
    Catalog catalog = env.catalogManager().getCatalogOrThrow(id.catalogName());
    boolean installed = false;
    boolean explicit = copy && !env.transaction().isAutoCommit();
    if (explicit) {
      // As in MySQL and Oracle, a change that rewrites the table commits the open transaction first,
      // and then itself: a later ROLLBACK cannot take the copied rows away from the new table.
      env.transaction().commit();
    }
    try {
      if (copy) {
        String sql = "SELECT " + String.join(", ", shape.sources) + " FROM " + SqlText.quote(id.catalogName()) + "."
            + SqlText.quote(id.databaseName()) + "." + SqlText.quote(id.objectName());
        var planned = env.planner().plan(env.planner().parse(sql));
        new InsertExecutor(env, statements).write(fresh, planned.physical(), false);
        carryIndexes(old, fresh);
      }
      catalog.alterTable(id.toObjectPath(), fresh, false);
      installed = true;
      Constraints.verifyAll(env, env.transaction().transaction(), id, fresh);
      if (explicit) {
        env.transaction().commit();
      }
    } catch (TableNotExistException e) {
      if (explicit) {
        env.transaction().rollback();
      }
      fresh.storage().close();
      throw DdlExecutor.error(e.getMessage(), "42P01", null);
    } catch (RuntimeException e) {
      if (explicit) {
        env.transaction().rollback();
      }
      if (installed) {
        try {
          catalog.alterTable(id.toObjectPath(), old, false);
        } catch (TableNotExistException ignored) {
          // Dropped meanwhile: nothing to put back.
        }
      }
      if (copy) {
        fresh.storage().close();
      }
      throw e;
    }
    if (copy) {
      old.storage().close();
    }
  }

  /**
   * The CREATE INDEX indexes of a table that a change rewrote: each one whose columns the new
   * table still has is built again over the copy (the constraints' indexes come with the new
   * table's keys).
   */
  private static void carryIndexes(CatalogTable old, CatalogTable fresh) {
    var oldStorage = old.storage();
    var newStorage = fresh.storage();
    List<String> oldNames = old.getResolvedSchema().getColumnNames();
    List<String> newNames = fresh.getResolvedSchema().getColumnNames();
    for (var index : oldStorage.indexes()) {
      boolean constraint = oldStorage.uniqueKeys().stream().anyMatch(key -> key.name().equals(index.name()));
      if (constraint || newStorage.index(index.name()) != null) {
        continue;
      }
      int[] columns = new int[index.columns().length];
      boolean present = true;
      for (int i = 0; i < columns.length; i++) {
        columns[i] = newNames.indexOf(oldNames.get(index.columns()[i]));
        present &= columns[i] >= 0;
      }
      if (present) {
        newStorage.addIndex(new io.quiver.engine.index.HashIndex(index.name(), newStorage.columns(), columns,
            index.unique()));
      }
    }
  }

  /**
   * Before {@code DROP TABLE ... CASCADE}: the FOREIGN KEYs of the tables that stay which reference
   * a dropped one are dropped, as PostgreSQL does; their rows are left as they are.
   */
  void dropReferencesTo(java.util.Collection<ObjectIdentifier> dropped) {
    for (Constraints.Entry entry : Constraints.allTables(env)) {
      List<ForeignKey> keys = entry.table().getConstraints().foreignKeys();
      if (dropped.contains(entry.id()) || keys.stream().noneMatch(k -> dropped.contains(k.table()))) {
        continue;
      }
      List<ForeignKey> kept = keys.stream().filter(k -> !dropped.contains(k.table())).toList();
      try {
        env.catalogManager().getCatalogOrThrow(entry.id().catalogName()).alterTable(entry.id().toObjectPath(),
            entry.table().withConstraints(entry.table().getConstraints().withForeignKeys(kept)), false);
      } catch (TableNotExistException e) {
        // Dropped meanwhile.
      }
    }
  }

  /** After RENAME TO: the FOREIGN KEYs of other tables (and the table's own self-references) follow the name. */
  void renamed(ObjectIdentifier from, ObjectIdentifier to) {
    for (Constraints.Entry entry : Constraints.allTables(env)) {
      List<ForeignKey> keys = entry.table().getConstraints().foreignKeys();
      if (keys.stream().noneMatch(k -> k.table().equals(from))) {
        continue;
      }
      List<ForeignKey> updated = new ArrayList<>(keys.stream().map(k -> k.table().equals(from) ? k.referencing(to) : k)
          .toList());
      try {
        env.catalogManager().getCatalogOrThrow(entry.id().catalogName()).alterTable(entry.id().toObjectPath(),
            entry.table().withConstraints(entry.table().getConstraints().withForeignKeys(updated)), false);
      } catch (TableNotExistException e) {
        // Dropped meanwhile.
      }
    }
  }

  private static SqlNode parseExpression(String expression) {
    try {
      return org.apache.calcite.sql.parser.SqlParser.create(expression, io.quiver.table.planner.QuiverPlanner.parserConfig())
          .parseExpression();
    } catch (org.apache.calcite.sql.parser.SqlParseException e) {
      throw io.quiver.table.planner.SqlErrors.parse(e);
    }
  }
}
