package io.quiver.table.sql.ddl;

import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import org.apache.calcite.sql.SqlIdentifier;

/**
 * What Flink's {@code SHOW TABLES|VIEWS|DATABASES|FUNCTIONS} may add after the keyword: a scope
 * ({@code FROM|IN [catalog.]database}, or a catalog for databases) and a {@code [NOT] LIKE|ILIKE}
 * pattern on the names.
 */
public record ShowFilter(SqlIdentifier scope, String likePattern, boolean notLike, boolean ignoreCase) {
  public static final ShowFilter NONE = new ShowFilter(null, null, false, false);

  /** The scope's names, or an empty list when the statement names none (the current one). */
  public List<String> scopeNames() {
    return scope == null ? List.of() : scope.names;
  }

  /** Whether a name is listed: it matches the pattern (or, with NOT, does not), or there is none. */
  public boolean matches(String name) {
    if (likePattern == null) {
      return true;
    }
    return likeRegex().matcher(ignoreCase ? name.toLowerCase(Locale.ROOT) : name).matches() != notLike;
  }

  private Pattern likeRegex() {
    String pattern = ignoreCase ? likePattern.toLowerCase(Locale.ROOT) : likePattern;
    StringBuilder regex = new StringBuilder();
    for (char c : pattern.toCharArray()) {
      regex.append(c == '%' ? ".*" : c == '_' ? "." : Pattern.quote(String.valueOf(c)));
    }
    return Pattern.compile(regex.toString(), Pattern.DOTALL);
  }
}
