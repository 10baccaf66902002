package io.quiver.table.api.internal;

import io.quiver.table.api.TableResult;
import io.quiver.table.api.ValidationException;
import io.quiver.table.catalog.ObjectIdentifier;
import io.quiver.table.sql.ddl.SqlIgnoredStatement;
import java.util.Locale;
import java.util.Set;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlLiteral;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlSetOption;

/**
 * Statements of pg_dump and mysqldump scripts that have no meaning in Quiver and are accepted as
 * doing nothing (README, "Dump scripts"): {@link SqlIgnoredStatement}s (LOCK TABLES, OWNER TO,
 * ...) after checking the table they name exists, and PostgreSQL's {@code SET name = value} for
 * the session settings pg_dump writes. An unknown setting is 42704, as in PostgreSQL. Also SQLite's
 * and PostgreSQL's REINDEX, ANALYZE and VACUUM, which scripts run after loading data.
 */
final class DumpStatements {
  /** The settings pg_dump (versions 9 to 17) writes at the top of a plain-format dump. */
  private static final Set<String> POSTGRES_SETTINGS = Set.of("statement_timeout", "lock_timeout",
      "idle_in_transaction_session_timeout", "transaction_timeout", "client_encoding", "standard_conforming_strings",
      "check_function_bodies", "xmloption", "client_min_messages", "row_security", "default_tablespace",
      "default_table_access_method", "default_with_oids", "search_path");

  private final TableEnvironmentImpl env;
  private final IndexStatements indexes;

  DumpStatements(TableEnvironmentImpl env, IndexStatements indexes) {
    this.env = env;
    this.indexes = indexes;
  }

  /** Runs the statement if it is one of these; null otherwise. */
  TableResult tryExecute(SqlNode node) {
    if (node instanceof SqlIgnoredStatement ignored) {
      if (ignored.what().equals("COPY")) {
        throw new ValidationException("COPY is not supported: its rows follow in psql's own format, which a JDBC"
            + " statement cannot carry. Dump with pg_dump --inserts (or --column-inserts) to get INSERT statements.",
            null, "0A000", node.getParserPosition().getLineNum(), node.getParserPosition().getColumnNum());
      }
      if (ignored.what().equals("VACUUM INTO")) {
        throw new ValidationException("VACUUM INTO is not supported: Quiver does not write a copy of a database to a"
            + " file.", null, "0A000", node.getParserPosition().getLineNum(), node.getParserPosition().getColumnNum());
      }
      boolean maintenance = ignored.what().equals("REINDEX") || ignored.what().equals("ANALYZE");
      if (ignored.table() != null && maintenance) {
        requireTableOrIndex(ignored.table());
      } else if (ignored.table() != null) {
        requireTable(ignored.table());
      }
      return TableResultImpl.ok(env.database().allocator());
    }
    if (node instanceof SqlSetOption set && set.getScope() == null && set.getValue() != null) {
      setting(set);
      return TableResultImpl.ok(env.database().allocator());
    }
    return null;
  }

  private void requireTable(SqlIdentifier name) {
    ObjectIdentifier id = env.catalogManager().qualifyIdentifier(name.names);
    if (env.catalogManager().getTable(id).isEmpty()) {
      throw DdlExecutor.error("Table " + id.asSummaryString() + " does not exist.", "42P01", name);
    }
  }

  /** REINDEX and ANALYZE name a table or an index (as in SQLite); neither is 42P01. */
  private void requireTableOrIndex(SqlIdentifier name) {
    ObjectIdentifier id = env.catalogManager().qualifyIdentifier(name.names);
    if (env.catalogManager().getTable(id).isEmpty()
        && indexes.findIndex(id.getCatalogName(), id.getDatabaseName(), id.getObjectName()) == null) {
      throw DdlExecutor.error("No table or index named " + id.asSummaryString() + ".", "42P01", name);
    }
  }

  private static void setting(SqlSetOption set) {
    String name = set.getName().toString().toLowerCase(Locale.ROOT);
    if (!POSTGRES_SETTINGS.contains(name)) {
      throw new ValidationException("Unrecognized configuration parameter \"" + name + "\"; Quiver's options are set"
          + " with SET 'key' = 'value'.", null, "42704", set.getParserPosition().getLineNum(),
          set.getParserPosition().getColumnNum());
    }
    // Strings are read as the standard says (a backslash is an ordinary character): what
    // standard_conforming_strings = on asks for, and the only way Quiver reads them.
    if (name.equals("standard_conforming_strings") && !isOn(set.getValue())) {
      throw new ValidationException("standard_conforming_strings = off (backslash escapes in strings) is not"
          + " supported.", null, "0A000", set.getValue().getParserPosition().getLineNum(),
          set.getValue().getParserPosition().getColumnNum());
    }
  }

  private static boolean isOn(SqlNode value) {
    String text = value instanceof SqlLiteral literal ? literal.toValue() : value.toString();
    return text != null && (text.equalsIgnoreCase("on") || text.equalsIgnoreCase("true"));
  }
}
