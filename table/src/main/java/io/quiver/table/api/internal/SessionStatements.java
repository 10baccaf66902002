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
    } catch (TableException | io.quiver.table.api.ValidationException e) {
      io.quiver.table.api.HasSqlState state = (io.quiver.table.api.HasSqlState) e;
      if (state.getLine() == 0 && node.getParserPosition().getLineNum() > 0) {
        throw new io.quiver.table.api.ValidationException(e.getMessage(), e, state.getSqlState(),
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
    if (node instanceof SqlShowDatabases show) {
      List<String> scope = show.filter().scopeNames();
      String catalog = scope.isEmpty() ? env.getCurrentCatalog() : scope.get(scope.size() - 1);
      if (scope.size() > 1) {
        throw new io.quiver.table.api.ValidationException("Show databases from catalog only supports a catalog name, but got "
            + String.join(".", scope) + ".", null, "42601", 0, 0);
      }
      return list("database name", filtered(env.catalogManager().getCatalogOrThrow(catalog).listDatabases().stream().sorted()
          .toArray(String[]::new), show.filter()));
    }
    if (node instanceof SqlShowTables show) {
      String[] database = scopedDatabase(show.filter());
      String[] tables = env.catalogManager().listTables(database[0], database[1]).stream()
          // the tables of TableDescriptors used inline are not listed, as in Flink
          .filter(n -> !n.startsWith("*anonymous_")).toArray(String[]::new);
      return list("table name", filtered(tables, show.filter()));
    }
    if (node instanceof SqlShowViews) {
      return list("view name", env.listViews());
    }
    if (node instanceof io.quiver.table.sql.ddl.SqlShowJars) {
      return list("jars", new String[0]);
    }
    if (node instanceof io.quiver.table.sql.ddl.SqlShowProcedures) {
      // what Flink's in-memory catalog answers: it does not implement listing procedures
      throw new UnsupportedOperationException("Catalog " + env.getCurrentCatalog() + " has no procedures to list.");
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

  /**
   * SHOW CREATE TABLE and SHOW CREATE VIEW, in the layout of Flink's {@code ShowCreateUtil}: the
   * table's columns with their serializable types, the primary key as a named constraint, the
   * comment, partition keys and options; a view's column names and expanded query.
   */
  TableResult showCreate(io.quiver.table.sql.ddl.SqlShowCreate show) {
    CatalogManager catalogs = env.catalogManager();
    ObjectIdentifier id = catalogs.qualifyIdentifier(show.name().names);
    String kind = show.view() ? "VIEW" : "TABLE";
    CatalogManager.ResolvedTable found = catalogs.getTable(id).orElseThrow(() -> new io.quiver.table.api.ValidationException(
        "Could not execute SHOW CREATE " + kind + ". " + (show.view() ? "View" : "Table") + " with identifier "
            + id.asSerializableString() + " does not exist.", null, "42P01", 0, 0));
    boolean isView = found.table() instanceof io.quiver.table.catalog.CatalogView;
    if (isView != show.view()) {
      throw new TableException("SHOW CREATE " + kind + " is only supported for " + kind.toLowerCase(java.util.Locale.ROOT)
          + "s, but " + id.asSerializableString() + " is a " + (isView ? "view" : "table") + ". Please use SHOW CREATE "
          + (isView ? "VIEW" : "TABLE") + " instead.");
    }
    String prefix = "CREATE " + (found.temporary() ? "TEMPORARY " : "") + kind + " " + id.asSerializableString();
    StringBuilder text = new StringBuilder(prefix);
    if (found.table() instanceof io.quiver.table.catalog.CatalogView view) {
      text.append(view.getResolvedSchema().getColumnNames().stream().map(SessionStatements::quoted)
          .collect(java.util.stream.Collectors.joining(", ", "(", ")")));
      // The expanded query names each table in full and, as Calcite writes it, aliases it by its
      // own name; Flink's leaves that alias out.
      text.append(" as").append(System.lineSeparator()).append(view.getExpandedQuery()
          .replaceAll("(`(?:[^`]|``)+`\\.`(?:[^`]|``)+`\\.`((?:[^`]|``)+)`) AS `\\2`", "$1"));
    } else {
      io.quiver.table.catalog.CatalogTable table = (io.quiver.table.catalog.CatalogTable) found.table();
      ResolvedSchema schema = table.getResolvedSchema();
      List<String> elements = new ArrayList<>();
      for (Column column : schema.getColumns()) {
        String element = "  " + quoted(column.getName()) + " " + column.getDataType().getLogicalType().asSerializableString();
        if (column.getComment().isPresent()) {
          element += " COMMENT '" + column.getComment().get().replace("'", "''") + "'";
        }
        elements.add(element);
      }
      for (io.quiver.table.catalog.WatermarkSpec watermark : schema.getWatermarkSpecs()) {
        elements.add("  WATERMARK FOR " + quoted(watermark.getRowtimeAttribute()) + " AS " + watermark.expressionSql());
      }
      schema.getPrimaryKey().ifPresent(key -> elements.add("  CONSTRAINT " + quoted(key.getName()) + " PRIMARY KEY ("
          + key.getColumns().stream().map(SessionStatements::quoted).collect(java.util.stream.Collectors.joining(", "))
          + ") NOT ENFORCED"));
      text.append(" (\n").append(String.join(",\n", elements)).append("\n) ");
      if (table.getComment() != null && !table.getComment().isEmpty()) {
        text.append("COMMENT '").append(table.getComment().replace("'", "''")).append("'").append(System.lineSeparator());
      }
      if (!table.getPartitionKeys().isEmpty()) {
        text.append("PARTITIONED BY (").append(table.getPartitionKeys().stream().map(SessionStatements::quoted)
            .collect(java.util.stream.Collectors.joining(", "))).append(")\n");
      }
      if (!table.getOptions().isEmpty()) {
        // In the order Flink lists them: its DDL puts the options into a HashMap in the order
        // written, and its in-memory catalog keeps a copy of that map for a permanent table (the
        // copy is sized by the number of options, so its order can differ).
        java.util.Map<String, String> options = new java.util.HashMap<>();
        table.getOptions().forEach(options::put);
        if (!found.temporary()) {
          options = new java.util.HashMap<>(options);
        }
        text.append("WITH (\n").append(options.entrySet().stream()
            .map(e -> "  '" + e.getKey().replace("'", "''") + "' = '" + e.getValue().replace("'", "''") + "'")
            .collect(java.util.stream.Collectors.joining(",\n"))).append("\n)\n");
      }
    }
    return list("result", new String[] {text.toString()});
  }

  private static String quoted(String name) {
    return "`" + name.replace("`", "``") + "`";
  }

  private TableResult describe(SqlRichDescribeTable describe) {
    CatalogManager catalogs = env.catalogManager();
    ObjectIdentifier id = catalogs.qualifyIdentifier(describe.name().names);
    CatalogManager.ResolvedTable table = catalogs.getTable(id)
        .orElseThrow(() -> DdlExecutor.error("Table or view " + id.asSummaryString() + " does not exist.", "42P01",
            describe.name()));
    ResolvedSchema schema = table.table().getResolvedSchema();
    List<Row> rows = new ArrayList<>();
    // as Flink: a comment column only when a column has a comment
    boolean comments = schema.getColumns().stream().anyMatch(c -> c.getComment().isPresent());
    java.util.regex.Pattern like = describe.like() == null ? null : likeRegex(describe.like());
    for (Column column : schema.getColumns()) {
      if (like != null && like.matcher(column.getName()).matches() == describe.notLike()) {
        continue;
      }
      SqlType type = column.getDataType().sqlType();
      String key = schema.primaryKeyColumns().contains(column.getName()) ? "PRI(" + String.join(", ", schema.primaryKeyColumns()) + ")" : null;
      String watermark = schema.getWatermarkSpecs().stream()
          .filter(w -> w.getRowtimeAttribute().equals(column.getName()))
          .map(io.quiver.table.catalog.WatermarkSpec::expressionSql)
          .findFirst().orElse(null);
      Row row = Row.of(column.getName(), io.quiver.table.types.DataType.summary(type.withNullable(true),
          column.getDataType().isLocalTimeZone()), type.nullable(), key, null, watermark);
      rows.add(comments ? Row.join(row, Row.of(column.getComment().orElse(null))) : row);
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
    if (comments) {
      List<io.quiver.engine.types.Column> withComment = new ArrayList<>(resultSchema.toEngineColumns());
      withComment.add(new io.quiver.engine.types.Column("comment", nullableString));
      resultSchema = ResolvedSchema.fromEngine(withComment);
    }
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
  /** The catalog and database a SHOW statement's FROM|IN names, the current ones filling in; it must exist. */
  private String[] scopedDatabase(io.quiver.table.sql.ddl.ShowFilter filter) {
    List<String> scope = filter.scopeNames();
    String catalog = scope.size() > 1 ? scope.get(scope.size() - 2) : env.getCurrentCatalog();
    String database = scope.isEmpty() ? env.getCurrentDatabase() : scope.get(scope.size() - 1);
    if (scope.size() > 2 || !env.catalogManager().getCatalogOrThrow(catalog).databaseExists(database)) {
      throw new io.quiver.table.api.ValidationException("Database `" + catalog + "`.`" + database + "` doesn't exist.",
          null, "3F000", 0, 0);
    }
    return new String[] {catalog, database};
  }

  private static String[] filtered(String[] names, io.quiver.table.sql.ddl.ShowFilter filter) {
    return Arrays.stream(names).filter(filter::matches).toArray(String[]::new);
  }

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
