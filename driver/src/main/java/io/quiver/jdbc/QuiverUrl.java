package io.quiver.jdbc;

import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * A parsed Quiver JDBC URL: {@code jdbc:quiver:mem:[NAME][;key=value...]},
 * {@code jdbc:quiver:file:PATH[;...]} or {@code jdbc:quiver:remote:url=...[;...]}.
 */
record QuiverUrl(Kind kind, String database, Map<String, String> options) {
  static final String PREFIX = "jdbc:quiver:";

  enum Kind { MEM, FILE, REMOTE }

  static boolean accepts(String url) {
    return url != null && url.regionMatches(true, 0, PREFIX, 0, PREFIX.length());
  }

  static QuiverUrl parse(String url) throws SQLException {
    if (!accepts(url)) {
      throw new SQLException("Not a Quiver URL: " + url, "08001");
    }
    String rest = url.substring(PREFIX.length());
    String[] parts = rest.split(";", -1);
    String head = parts[0];
    int colon = head.indexOf(':');
    if (colon < 0) {
      throw new SQLException("Quiver URL needs a kind of database (mem:, file: or remote:): " + url, "08001");
    }
    String kindName = head.substring(0, colon).toLowerCase(Locale.ROOT);
    Kind kind = switch (kindName) {
      case "mem" -> Kind.MEM;
      case "file" -> Kind.FILE;
      case "remote" -> Kind.REMOTE;
      default -> throw new SQLException("Unknown kind of Quiver database '" + kindName
          + "': use mem:, file: or remote:", "08001");
    };
    String database = head.substring(colon + 1);
    Map<String, String> options = new LinkedHashMap<>();
    if (kind == Kind.REMOTE && !database.isEmpty()) {
      // remote:url=http://host:port — the first key=value belongs to the database part.
      addOption(options, database, url);
      database = "";
    }
    for (int i = 1; i < parts.length; i++) {
      if (!parts[i].isBlank()) {
        addOption(options, parts[i], url);
      }
    }
    if (kind == Kind.FILE && database.isEmpty()) {
      throw new SQLException("A file database needs a path: jdbc:quiver:file:PATH", "08001");
    }
    return new QuiverUrl(kind, database, options);
  }

  private static void addOption(Map<String, String> options, String part, String url) throws SQLException {
    int eq = part.indexOf('=');
    if (eq <= 0) {
      throw new SQLException("Malformed option '" + part + "' in " + url + ": expected key=value", "08001");
    }
    options.put(part.substring(0, eq).trim(), part.substring(eq + 1).trim());
  }

  boolean isPrivate() {
    return kind == Kind.MEM && database.isEmpty();
  }
}
