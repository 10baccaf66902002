package io.quiver.table.api.internal;

import io.quiver.table.api.TableResult;
import io.quiver.table.api.ValidationException;
import io.quiver.table.catalog.Catalog;
import io.quiver.table.catalog.CatalogManager;
import io.quiver.table.catalog.CatalogTable;
import io.quiver.table.catalog.ObjectIdentifier;
import io.quiver.table.catalog.exceptions.CatalogException;
import io.quiver.table.catalog.exceptions.TableAlreadyExistException;
import io.quiver.table.catalog.exceptions.TableNotExistException;
import io.quiver.table.module.CoreModule;
import io.quiver.table.sql.ddl.SqlAlterTable;
import io.quiver.table.sql.ddl.SqlAlterTableOptions;
import io.quiver.table.sql.ddl.SqlAlterTableRename;
import io.quiver.table.sql.ddl.SqlCreateFunction;
import io.quiver.table.sql.ddl.SqlDropFunction;
import io.quiver.table.sql.ddl.SqlLoadModule;
import io.quiver.table.sql.ddl.SqlShowFunctions;
import io.quiver.table.sql.ddl.SqlShowModules;
import io.quiver.table.sql.ddl.SqlUnloadModule;
import io.quiver.types.Row;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.apache.calcite.sql.SqlNode;

/** CREATE/DROP FUNCTION, SHOW FUNCTIONS, LOAD/UNLOAD MODULE, SHOW [FULL] MODULES and ALTER TABLE. */
final class FunctionStatements {
  private final TableEnvironmentImpl env;

  FunctionStatements(TableEnvironmentImpl env) {
    this.env = env;
  }

  /** Runs the statement if it is one of this class's; null otherwise. */
  TableResult tryExecute(SqlNode node) {
    try {
      return execute(node);
    } catch (CatalogException e) {
      throw DdlExecutor.error(e.getMessage(), "42000", node);
    }
  }

  private TableResult execute(SqlNode node) {
    if (node instanceof SqlCreateFunction create) {
      createFunction(create);
    } else if (node instanceof SqlDropFunction drop) {
      dropFunction(drop);
    } else if (node instanceof SqlShowFunctions show) {
      if (show.filter().scope() != null) {
        throw DdlExecutor.error("SHOW FUNCTIONS FROM|IN a database is not supported yet.", "0A000", show.filter().scope());
      }
      return list("function name", java.util.Arrays.stream(show.userOnly() ? env.listUserDefinedFunctions() : env.listFunctions())
          .filter(show.filter()::matches).toArray(String[]::new));
    } else if (node instanceof SqlShowModules show) {
      return show.full() ? fullModules() : list("module name", env.listModules());
    } else if (node instanceof SqlLoadModule load) {
      String name = load.name().getSimple();
      if (!name.equalsIgnoreCase(CoreModule.NAME)) {
        throw DdlExecutor.error("Could not find a module named '" + name + "'; Quiver provides the 'core' module.",
            "42704", load.name());
      }
      env.loadModule(name.toLowerCase(Locale.ROOT), CoreModule.INSTANCE);
    } else if (node instanceof SqlUnloadModule unload) {
      env.unloadModule(unload.name().getSimple());
    } else if (node instanceof SqlAlterTable alter) {
      alterTable(alter);
    } else {
      return null;
    }
    return TableResultImpl.ok(env.database().allocator());
  }

  private void createFunction(SqlCreateFunction create) {
    if (create.language() != null && !create.language().equalsIgnoreCase("JAVA")) {
      throw DdlExecutor.error("Function language " + create.language() + " is not supported; use JAVA.", "0A000",
          create.name());
    }
    List<String> path = create.name().names;
    String className = create.className();
    var functions = env.functionCatalog();
    if (create.system()) {
      if (path.size() > 1) {
        throw DdlExecutor.error("A temporary system function has a simple name, not " + String.join(".", path) + ".",
            "42601", create.name());
      }
      functions.registerTemporarySystemFunction(path.get(0), io.quiver.table.catalog.FunctionCatalog.instantiate(className),
          create.ifNotExists());
    } else if (create.temporary()) {
      functions.registerTemporaryCatalogFunction(path, io.quiver.table.catalog.FunctionCatalog.instantiate(className),
          create.ifNotExists());
    } else {
      // Checks the class now, as Flink does, though the catalog stores only its name.
      io.quiver.table.catalog.FunctionCatalog.instantiate(className);
      functions.registerCatalogFunction(path,
          new io.quiver.table.catalog.CatalogFunction(className, io.quiver.table.catalog.FunctionLanguage.JAVA),
          create.ifNotExists());
    }
  }

  private void dropFunction(SqlDropFunction drop) {
    List<String> path = drop.name().names;
    var functions = env.functionCatalog();
    boolean dropped;
    if (drop.system()) {
      dropped = functions.dropTemporarySystemFunction(path.get(path.size() - 1));
    } else if (drop.temporary()) {
      dropped = functions.dropTemporaryCatalogFunction(path);
    } else {
      if (functions.hasTemporaryCatalogFunction(path)) {
        throw DdlExecutor.error("Function " + String.join(".", path) + " is a temporary function; use DROP TEMPORARY"
            + " FUNCTION.", "42809", drop.name());
      }
      dropped = functions.dropCatalogFunction(path);
    }
    if (!dropped && !drop.ifExists()) {
      throw DdlExecutor.error("Function " + String.join(".", path) + " does not exist.", "42883", drop.name());
    }
  }

  private void alterTable(SqlAlterTable alter) {
    CatalogManager catalogs = env.catalogManager();
    ObjectIdentifier id = catalogs.qualifyIdentifier(alter.name().names);
    var found = catalogs.getTable(id);
    if (found.isEmpty() && alter.ifExists()) {
      return;
    }
    var resolved = found
        .orElseThrow(() -> DdlExecutor.error("Table " + id.asSummaryString() + " does not exist.", "42P01", alter.name()));
    if (resolved.temporary() || !(resolved.table() instanceof CatalogTable table)) {
      throw DdlExecutor.error("ALTER TABLE applies to permanent tables; " + id.asSummaryString() + " is "
          + (resolved.temporary() ? "temporary." : "a view."), "42809", alter.name());
    }
    Catalog catalog = catalogs.getCatalogOrThrow(id.catalogName());
    try {
      AlterTableExecutor changes = new AlterTableExecutor(env, env.statements());
      if (alter instanceof SqlAlterTableRename rename) {
        String newName = rename.newName().names.get(rename.newName().names.size() - 1);
        catalog.renameTable(id.toObjectPath(), newName, false);
        changes.renamed(id, ObjectIdentifier.of(id.catalogName(), id.databaseName(), newName));
      } else if (alter instanceof SqlAlterTableOptions options) {
        Map<String, String> merged = new HashMap<>(table.getOptions());
        merged.putAll(options.properties());
        var pos = alter.name().getParserPosition();
        catalog.alterTable(id.toObjectPath(), ConnectorTables.attach(table.withOptions(merged), id,
            table.getPartitionKeys(), env.fileAccess(), pos.getLineNum(), pos.getColumnNum()), false);
      } else if (alter instanceof io.quiver.table.sql.ddl.SqlAlterTableAdd add) {
        changes.add(id, table, add);
      } else if (alter instanceof io.quiver.table.sql.ddl.SqlAlterTableChange change) {
        changes.change(id, table, change);
      } else {
        throw DdlExecutor.error("This ALTER TABLE is not supported yet", "0A000", alter.name());
      }
    } catch (TableNotExistException e) {
      throw DdlExecutor.error(e.getMessage(), "42P01", alter.name());
    } catch (TableAlreadyExistException e) {
      throw DdlExecutor.error(e.getMessage(), "42P07", alter.name());
    }
  }

  private TableResult list(String column, String[] values) {
    var schema = io.quiver.table.catalog.ResolvedSchema.fromEngine(
        List.of(new io.quiver.engine.types.Column(column, SqlStatementExecutor.string())));
    return TableResultImpl.ofRows(schema, Arrays.stream(values).map(Row::of).toList(), env.database().allocator());
  }

  private TableResult fullModules() {
    var schema = io.quiver.table.catalog.ResolvedSchema.fromEngine(List.of(
        new io.quiver.engine.types.Column("module name", SqlStatementExecutor.string()),
        new io.quiver.engine.types.Column("used", io.quiver.engine.types.SqlType.of(
            io.quiver.engine.types.TypeId.BOOLEAN))));
    List<Row> rows = env.functionCatalog().moduleManager().listFullModules().stream()
        .map(m -> Row.of(m.name(), m.used())).toList();
    return TableResultImpl.ofRows(schema, rows, env.database().allocator());
  }
}
