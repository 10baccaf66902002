package io.quiver.flink;

import io.quiver.table.api.TableException;
import io.quiver.table.catalog.Column;
import io.quiver.table.catalog.ObjectIdentifier;
import io.quiver.table.catalog.ResolvedSchema;
import io.quiver.table.delegation.SessionSnapshot;
import io.quiver.table.delegation.SessionSnapshot.DatabaseDefinition;
import io.quiver.table.delegation.SessionSnapshot.FunctionEntry;
import io.quiver.table.delegation.SessionSnapshot.TableDefinition;
import io.quiver.table.delegation.SessionSnapshot.ViewDefinition;
import io.quiver.types.Row;
import java.net.InetAddress;
import java.net.URI;
import java.net.URL;
import java.net.UnknownHostException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * What a session defined, as the statements that define it in a fresh Flink {@code
 * TableEnvironment}: catalogs and databases, connector tables with the same names and options,
 * small managed tables as temporary views over VALUES, functions by class, views by their query;
 * then the session's current catalog and database. Also the Flink client's configuration.
 */
final class SessionTranslation {
  /** How many rows of a managed table may travel as VALUES: {@value #DEFAULT_VALUES_ROWS} unless set. */
  static final String VALUES_ROWS = "quiver.flink.values-max-rows";
  static final int DEFAULT_VALUES_ROWS = 10_000;
  /** Set to true when the cluster sees this machine's paths (a shared mount): no check of file paths. */
  static final String SHARED_PATHS = "quiver.flink.shared-paths";

  final List<String[]> steps = new ArrayList<>();
  final Map<String, String> configuration = new LinkedHashMap<>();
  final List<URL> userJars = new ArrayList<>();

  private SessionTranslation() {}

  static SessionTranslation of(SessionSnapshot session, String statement) {
    SessionTranslation t = new SessionTranslation();
    t.configure(session);
    t.define(session, statement);
    return t;
  }

  private void configure(SessionSnapshot session) {
    session.configuration().forEach((key, value) -> {
      // Quiver's own options, and the dialect, whose 'standard' Flink does not have (the
      // statement is sent in Flink's dialect).
      if (!key.startsWith("quiver.") && !key.equals("table.sql-dialect")) {
        configuration.put(key, value);
      }
    });
    FunctionJars.of(session.functions()).ifPresent(jar -> {
      userJars.add(jar);
      String jars = configuration.get("pipeline.jars");
      configuration.put("pipeline.jars", jars == null || jars.isBlank() ? jar.toString() : jars + ";" + jar);
    });
  }

  private void define(SessionSnapshot session, String statement) {
    Set<String> catalogs = new LinkedHashSet<>();
    for (DatabaseDefinition d : session.databases()) {
      if (catalogs.add(d.catalog()) && !d.catalog().equals("default_catalog")) {
        String defaultDatabase = session.databases().stream()
            .filter(x -> x.catalog().equals(d.catalog()) && x.defaultDatabase()).map(DatabaseDefinition::database)
            .findFirst().orElse(d.database());
        sql("CREATE CATALOG " + quote(d.catalog()) + " WITH ('type' = 'generic_in_memory', 'default-database' = "
            + literal(defaultDatabase) + ")");
      }
    }
    for (DatabaseDefinition d : session.databases()) {
      sql("CREATE DATABASE IF NOT EXISTS " + quote(d.catalog()) + "." + quote(d.database()));
    }
    String referenced = statement + "\n" + session.views().stream().map(ViewDefinition::query)
        .collect(Collectors.joining("\n"));
    int valuesRows = Integer.parseInt(session.configuration().getOrDefault(VALUES_ROWS, "" + DEFAULT_VALUES_ROWS));
    for (TableDefinition table : session.tables()) {
      if (table.isManaged()) {
        if (mentions(referenced, table.identifier().objectName())) {
          sql(managedAsValues(table, valuesRows));
        }
      } else {
        sql(createTable(table, session.configuration()));
      }
    }
    for (FunctionEntry f : session.functions()) {
      String name = f.identifier() == null ? f.name() : path(f.identifier());
      String kind = f.kind() == SessionSnapshot.FunctionKind.INLINE ? "TEMPORARY_SYSTEM" : f.kind().name();
      steps.add(new String[] {"function", kind, name, f.className()});
    }
    for (ViewDefinition view : session.views()) {
      // A view's query names objects relative to where it was created: its own catalog and database.
      sql("USE CATALOG " + quote(view.identifier().catalogName()));
      sql("USE " + quote(view.identifier().databaseName()));
      steps.add(new String[] {"sql?", "CREATE " + (view.temporary() ? "TEMPORARY " : "") + "VIEW "
          + path(view.identifier()) + " AS " + view.query()});
    }
    sql("USE CATALOG " + quote(session.currentCatalog()));
    sql("USE " + quote(session.currentDatabase()));
  }

  private void sql(String text) {
    steps.add(new String[] {"sql", text});
  }

  private static boolean mentions(String text, String name) {
    return Pattern.compile("(?i)(?<![\\w$])" + Pattern.quote(name) + "(?![\\w$])").matcher(text).find();
  }

  private static String createTable(TableDefinition table, Map<String, String> configuration) {
    StringBuilder sb = new StringBuilder("CREATE ").append(table.temporary() ? "TEMPORARY " : "").append("TABLE ")
        .append(path(table.identifier())).append(" (");
    List<String> parts = new ArrayList<>();
    for (Column c : table.schema().getColumns()) {
      parts.add(quote(c.getName()) + " " + c.getDataType());
    }
    if (!table.schema().primaryKeyColumns().isEmpty()) {
      parts.add("PRIMARY KEY (" + table.schema().primaryKeyColumns().stream().map(SessionTranslation::quote)
          .collect(Collectors.joining(", ")) + ") NOT ENFORCED");
    }
    sb.append(String.join(", ", parts)).append(')');
    if (table.comment() != null && !table.comment().isEmpty()) {
      sb.append(" COMMENT ").append(literal(table.comment()));
    }
    if (!table.partitionKeys().isEmpty()) {
      sb.append(" PARTITIONED BY (").append(table.partitionKeys().stream().map(SessionTranslation::quote)
          .collect(Collectors.joining(", "))).append(')');
    }
    Map<String, String> options = new LinkedHashMap<>(table.options());
    String path = options.get("path");
    if (path != null) {
      options.put("path", clusterPath(table.identifier(), path, configuration));
    }
    sb.append(" WITH (").append(options.entrySet().stream().map(e -> literal(e.getKey()) + " = " + literal(e.getValue()))
        .collect(Collectors.joining(", "))).append(')');
    return sb.toString();
  }

  /**
   * The path as the cluster must see it: a relative local path made absolute (the cluster's
   * processes have working directories of their own). A local path is refused when the cluster
   * is on another machine, unless {@value #SHARED_PATHS} says it sees this machine's files.
   */
  static String clusterPath(ObjectIdentifier table, String path, Map<String, String> configuration) {
    URI uri;
    try {
      uri = URI.create(path);
    } catch (IllegalArgumentException e) {
      uri = null;
    }
    boolean local = uri == null || uri.getScheme() == null || uri.getScheme().equals("file")
        || uri.getScheme().length() == 1;
    if (!local) {
      return path;
    }
    String absolute = uri != null && "file".equals(uri.getScheme()) ? path : Path.of(path).toAbsolutePath().toUri().toString();
    String target = configuration.getOrDefault("execution.target", "");
    String host = configuration.getOrDefault("rest.address", configuration.getOrDefault("jobmanager.rpc.address", "localhost"));
    boolean shared = Boolean.parseBoolean(configuration.getOrDefault(SHARED_PATHS, "false"));
    if (!shared && !target.equals("local") && !isThisMachine(host)) {
      throw new TableException("Table " + table.asSummaryString() + " reads '" + path + "', a path on this machine's"
          + " disk, which the Flink cluster at " + host + " cannot see. Use a path every TaskManager can read"
          + " (hdfs://, s3://, or a shared mount; set '" + SHARED_PATHS + "' = 'true' when this path is one).",
          null, "0A000", 0, 0);
    }
    return absolute;
  }

  private static boolean isThisMachine(String host) {
    try {
      InetAddress address = InetAddress.getByName(host);
      return address.isLoopbackAddress() || address.isAnyLocalAddress()
          || java.net.NetworkInterface.getByInetAddress(address) != null;
    } catch (UnknownHostException | java.net.SocketException e) {
      return false;
    }
  }

  /**
   * A managed table as a temporary view of the same name over its rows as VALUES, each value cast
   * to the column's type; more than {@code limit} rows are refused, saying what to do instead.
   */
  private static String managedAsValues(TableDefinition table, int limit) {
    Optional<List<Row>> rows = table.managedRows().read(limit);
    if (rows.isEmpty()) {
      throw new TableException("Table " + table.identifier().asSummaryString() + " is a Quiver in-memory table of more"
          + " than " + limit + " rows, too many to send to the Flink cluster as VALUES ('" + VALUES_ROWS + "'). Write"
          + " it to files the cluster can read: CREATE TABLE ... WITH ('connector' = 'filesystem', 'path' = '...',"
          + " 'format' = 'parquet') and INSERT INTO it SELECT * FROM " + table.identifier().asSummaryString()
          + ", then query that table.", null, "0A000", 0, 0);
    }
    ResolvedSchema schema = table.schema();
    List<String> names = schema.getColumnNames().stream().map(SessionTranslation::quote).toList();
    List<String> types = schema.getColumns().stream().map(c -> c.getDataType().toString().replace(" NOT NULL", ""))
        .toList();
    StringBuilder sb = new StringBuilder("CREATE TEMPORARY VIEW ").append(path(table.identifier())).append(" AS SELECT ");
    for (int i = 0; i < names.size(); i++) {
      sb.append(i == 0 ? "" : ", ").append("CAST(").append(names.get(i)).append(" AS ").append(types.get(i))
          .append(") AS ").append(names.get(i));
    }
    if (rows.get().isEmpty()) {
      sb.append(" FROM (VALUES (").append(String.join(", ", java.util.Collections.nCopies(names.size(), "NULL")))
          .append(")) AS t(").append(String.join(", ", names)).append(") WHERE FALSE");
      return sb.toString();
    }
    sb.append(" FROM (VALUES ");
    boolean first = true;
    for (Row row : rows.get()) {
      sb.append(first ? "(" : ", (");
      first = false;
      for (int i = 0; i < names.size(); i++) {
        sb.append(i == 0 ? "" : ", ").append(FlinkLiterals.of(row.getField(i), types.get(i)));
      }
      sb.append(')');
    }
    return sb.append(") AS t(").append(String.join(", ", names)).append(')').toString();
  }

  static String path(ObjectIdentifier id) {
    return quote(id.catalogName()) + "." + quote(id.databaseName()) + "." + quote(id.objectName());
  }

  static String quote(String name) {
    return "`" + name.replace("`", "``") + "`";
  }

  static String literal(String s) {
    return "'" + s.replace("'", "''") + "'";
  }
}
