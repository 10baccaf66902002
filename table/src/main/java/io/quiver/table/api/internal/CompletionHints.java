package io.quiver.table.api.internal;

import io.quiver.table.catalog.CatalogManager;
import io.quiver.table.catalog.ObjectIdentifier;
import java.util.List;
import java.util.Locale;
import java.util.TreeSet;

/**
 * Completion hints: SQL keywords, catalogs, databases, tables and views of the current database,
 * their columns, and functions whose names start with the word before the cursor, compared
 * case-insensitively, sorted with keywords in upper case.
 */
final class CompletionHints {
  private static final List<String> KEYWORDS = List.of(
      "ALTER", "AND", "AS", "ASC", "BETWEEN", "BY", "CASE", "CAST", "CATALOG", "CATALOGS", "CREATE", "CROSS",
      "DATABASE", "DATABASES", "DELETE", "DESC", "DESCRIBE", "DISTINCT", "DROP", "ELSE", "END", "EXCEPT", "EXISTS",
      "EXPLAIN", "FALSE", "FETCH", "FROM", "FULL", "FUNCTION", "FUNCTIONS", "GROUP", "HAVING", "IF", "IN", "INNER",
      "INSERT", "INTERSECT", "INTO", "IS", "JOIN", "LATERAL", "LEFT", "LIKE", "LIMIT", "LOAD", "MODULE", "MODULES",
      "NOT", "NULL", "OFFSET", "ON", "OR", "ORDER", "OUTER", "OVER", "OVERWRITE", "PARTITION", "RESET", "RIGHT",
      "SELECT", "SET", "SHOW", "TABLE", "TABLES", "TEMPORARY", "THEN", "TRUE", "UNION", "UNLOAD", "USE", "VALUES",
      "VIEW", "VIEWS", "WHEN", "WHERE", "WITH");

  private CompletionHints() {}

  static String[] of(TableEnvironmentImpl env, String statement, int position) {
    int end = Math.max(0, Math.min(position, statement.length()));
    int start = end;
    while (start > 0 && (Character.isLetterOrDigit(statement.charAt(start - 1)) || statement.charAt(start - 1) == '_')) {
      start--;
    }
    String prefix = statement.substring(start, end).toLowerCase(Locale.ROOT);
    TreeSet<String> hints = new TreeSet<>();
    KEYWORDS.stream().filter(k -> k.toLowerCase(Locale.ROOT).startsWith(prefix)).forEach(hints::add);
    CatalogManager catalogs = env.catalogManager();
    for (String name : objectNames(env, catalogs)) {
      if (name.toLowerCase(Locale.ROOT).startsWith(prefix)) {
        hints.add(name);
      }
    }
    return hints.toArray(String[]::new);
  }

  private static TreeSet<String> objectNames(TableEnvironmentImpl env, CatalogManager catalogs) {
    TreeSet<String> names = new TreeSet<>(List.of(env.listCatalogs()));
    names.addAll(List.of(env.listDatabases()));
    names.addAll(List.of(env.listFunctions()));
    for (String table : env.listTables()) {
      names.add(table);
      ObjectIdentifier id = ObjectIdentifier.of(env.getCurrentCatalog(), env.getCurrentDatabase(), table);
      catalogs.getTable(id).ifPresent(t -> names.addAll(t.table().getResolvedSchema().getColumnNames()));
    }
    return names;
  }
}
