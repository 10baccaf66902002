package io.quiver.table.api.internal;

import io.quiver.engine.types.SqlType;
import io.quiver.engine.types.TypeId;
import io.quiver.table.api.TableResult;
import io.quiver.table.api.TableException;
import io.quiver.table.catalog.CatalogManager;
import io.quiver.table.catalog.Column;
import io.quiver.table.catalog.ObjectIdentifier;
import io.quiver.table.catalog.ResolvedSchema;
import io.quiver.table.sql.ddl.SqlReset;
import io.quiver.table.sql.ddl.SqlRichDescribeTable;
import io.quiver.table.sql.ddl.SqlSet;
import io.quiver.table.sql.ddl.SqlShowCatalogs;
import io.quiver.table.sql.ddl.SqlShowCurrentCatalog;
import io.quiver.table.sql.ddl.SqlShowCurrentDatabase;
import io.quiver.table.sql.ddl.SqlShowDatabases;
import io.quiver.table.sql.ddl.SqlShowTables;
import io.quiver.table.sql.ddl.SqlShowViews;
import io.quiver.table.sql.ddl.SqlUseCatalog;
import io.quiver.table.sql.ddl.SqlUseDatabase;
import io.quiver.types.Row;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.apache.calcite.sql.SqlNode;

/** USE, SHOW, DESCRIBE, SET and RESET: statements about the session, with Flink's result layouts. */
final class SessionStatements {
  private final TableEnvironmentImpl env;

  SessionStatements(TableEnvironmentImpl env) {
    this.env = env;
  }

  TableResult tryExecute(SqlNode node) {
    try {
      return execute(node);
    } catch (TableException e) {
      if (e.getLine() == 0 && node.getParserPosition().getLineNum() > 0) {
        throw new io.quiver.table.api.ValidationException(e.getMessage(), e, e.getSqlState(),
            node.getParserPosition().getLineNum(), node.getParserPosition().getColumnNum());
      }
      throw e;
    }
  }

  private TableResult execute(SqlNode node) {
    if (node instanceof SqlUseCatalog use) {
      env.useCatalog(use.name().getSimple());
      return ok();
    }
    if (node instanceof SqlUseDatabase use) {
      List<String> names = use.name().names;
      if (names.size() > 1) {
        env.useCatalog(names.get(0));
      }
      env.useDatabase(names.get(names.size() - 1));
      return ok();
    }
    if (node instanceof io.quiver.table.sql.ddl.SqlSetSchema set) {
      return setSchema(set);
    }
    if (node instanceof SqlShowCatalogs) {
      return list("catalog name", env.listCatalogs());
    }
    if (node instanceof SqlShowDatabases) {
      return list("database name", env.listDatabases());
    }
    if (node instanceof SqlShowTables show) {
      String[] tables = env.listTables();
      if (show.likePattern() != null) {
        java.util.regex.Pattern like = likeRegex(show.likePattern());
        tables = java.util.Arrays.stream(tables).filter(t -> like.matcher(t).matches() != show.notLike())
            .toArray(String[]::new);
      }
      return list("table name", tables);
    }
    if (node instanceof SqlShowViews) {
      return list("view name", env.listViews());
    }
    if (node instanceof SqlShowCurrentCatalog) {
      return list("current catalog name", new String[] {env.getCurrentCatalog()});
    }
    if (node instanceof SqlShowCurrentDatabase) {
      return list("current database name", new String[] {env.getCurrentDatabase()});
    }
    if (node instanceof SqlRichDescribeTable describe) {
      return describe(describe);
    }
    if (node instanceof SqlSet set) {
      if (set.key() == null) {
        return keyValues(env.getConfig().toMap());
      }
      env.getConfig().set(set.key(), set.value());
      return ok();
    }
    if (node instanceof SqlReset reset) {
      env.getConfig().reset(reset.key());
      return ok();
    }
    return null;
  }

  private TableResult describe(SqlRichDescribeTable describe) {
    CatalogManager catalogs = env.catalogManager();
    ObjectIdentifier id = catalogs.qualifyIdentifier(describe.name().names);
    CatalogManager.ResolvedTable table = catalogs.getTable(id)
        .orElseThrow(() -> DdlExecutor.error("Table or view " + id.asSummaryString() + " does not exist.", "42P01",
            describe.name()));
    ResolvedSchema schema = table.table().getResolvedSchema();
    List<Row> rows = new ArrayList<>();
    for (Column column : schema.getColumns()) {
      SqlType type = column.getDataType().sqlType();
      String key = schema.primaryKeyColumns().contains(column.getName()) ? "PRI(" + String.join(", ", schema.primaryKeyColumns()) + ")" : null;
      String watermark = schema.getWatermarkSpecs().stream()
          .filter(w -> w.getRowtimeAttribute().equals(column.getName()))
          .map(io.quiver.table.catalog.WatermarkSpec::expressionSql)
          .findFirst().orElse(null);
      rows.add(Row.of(column.getName(), io.quiver.table.types.DataType.summary(type.withNullable(true),
          column.getDataType().isLocalTimeZone()), type.nullable(), key, null, watermark));
    }
    SqlType string = SqlStatementExecutor.string();
    SqlType nullableString = string.withNullable(true);
    ResolvedSchema resultSchema = ResolvedSchema.fromEngine(List.of(
        new io.quiver.engine.types.Column("name", string),
        new io.quiver.engine.types.Column("type", string),
        new io.quiver.engine.types.Column("null", SqlType.of(TypeId.BOOLEAN)),
        new io.quiver.engine.types.Column("key", nullableString),
        new io.quiver.engine.types.Column("extras", nullableString),
        new io.quiver.engine.types.Column("watermark", nullableString)));
    return TableResultImpl.ofRows(resultSchema, rows, env.database().allocator());
  }

  private TableResult list(String column, String[] values) {
    ResolvedSchema schema = ResolvedSchema.fromEngine(
        List.of(new io.quiver.engine.types.Column(column, SqlStatementExecutor.string())));
    List<Row> rows = Arrays.stream(values).map(Row::of).toList();
    return TableResultImpl.ofRows(schema, rows, env.database().allocator());
  }

  private TableResult keyValues(Map<String, String> values) {
    ResolvedSchema schema = ResolvedSchema.fromEngine(List.of(
        new io.quiver.engine.types.Column("key", SqlStatementExecutor.string()),
        new io.quiver.engine.types.Column("value", SqlStatementExecutor.string())));
    List<Row> rows = values.entrySet().stream().map(e -> Row.of(e.getKey(), e.getValue())).toList();
    return TableResultImpl.ofRows(schema, rows, env.database().allocator());
  }

  private TableResult ok() {
    return TableResultImpl.ok(env.database().allocator());
  }

  /** A SQL LIKE pattern ({@code %} any run, {@code _} one character, no escape) as a regex. */
  private static java.util.regex.Pattern likeRegex(String pattern) {
    StringBuilder regex = new StringBuilder();
    for (char c : pattern.toCharArray()) {
      regex.append(c == '%' ? ".*" : c == '_' ? "." : java.util.regex.Pattern.quote(String.valueOf(c)));
    }
    return java.util.regex.Pattern.compile(regex.toString(), java.util.regex.Pattern.DOTALL);
  }

  /**
   * SET SCHEMA name (the standard: the schema must exist, 3F000) and PostgreSQL's SET search_path
   * (the first listed schema that exists becomes current; the others, and "$user", pg_catalog
   * and a "public" that is no database, are passed over as PostgreSQL passes over missing ones).
   */
  private TableResult setSchema(io.quiver.table.sql.ddl.SqlSetSchema set) {
    for (List<String> schema : set.schemas()) {
      String catalog = schema.size() > 1 ? schema.get(schema.size() - 2) : env.getCurrentCatalog();
      String database = existingDatabase(catalog, schema.get(schema.size() - 1));
      if (database != null) {
        if (!catalog.equals(env.getCurrentCatalog())) {
          env.useCatalog(catalog);
        }
        env.useDatabase(database);
        return ok();
      }
      if (!set.searchPath()) {
        throw new io.quiver.table.api.ValidationException("Schema " + String.join(".", schema) + " does not exist.",
            null, "3F000", set.getParserPosition().getLineNum(), set.getParserPosition().getColumnNum());
      }
    }
    return ok();
  }

  /** The database of that name in the catalog, ignoring case in the standard dialect; null when none. */
  private String existingDatabase(String catalog, String name) {
    if (!java.util.Arrays.asList(env.listCatalogs()).contains(catalog)) {
      return null;
    }
    List<String> databases = env.catalogManager().getCatalogOrThrow(catalog).listDatabases();
    if (databases.contains(name)) {
      return name;
    }
    boolean ignoreCase = env.getConfig().getSqlDialect() == io.quiver.table.api.SqlDialect.STANDARD;
    return ignoreCase ? databases.stream().filter(d -> d.equalsIgnoreCase(name)).findFirst().orElse(null) : null;
  }
}
