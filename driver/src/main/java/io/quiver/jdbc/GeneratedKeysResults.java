package io.quiver.jdbc;

import io.quiver.engine.types.Column;
import io.quiver.table.api.internal.GeneratedKeys;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code Statement.getGeneratedKeys()}: the identity values of the connection's last INSERT (or the
 * columns the statement named: {@code prepareStatement(sql, String[] | int[])}), as a result set
 * with one row per inserted row. It is computed by the engine from a VALUES list, so
 * that it reads like any other result set.
 */
final class GeneratedKeysResults {
  private GeneratedKeysResults() {}

  static ResultSet of(Connection connection) throws SQLException {
    // The same request a remote client sends, so that the session keeps its keys after the query.
    java.sql.Statement keys = connection.createStatement();
    keys.closeOnCompletion();
    return keys.executeQuery(RemoteRequests.GENERATED_KEYS);
  }

  static String sql(GeneratedKeys keys) {
    if (keys.columns().isEmpty()) {
      return "SELECT CAST(NULL AS BIGINT) AS `GENERATED_KEY` FROM (VALUES (1)) AS t(x) WHERE x = 0";
    }
    List<String> rows = new ArrayList<>();
    for (Object[] row : keys.rows()) {
      List<String> values = new ArrayList<>();
      for (int i = 0; i < row.length; i++) {
        values.add(literal(keys.columns().get(i), row[i]));
      }
      rows.add("(" + String.join(", ", values) + ")");
    }
    List<String> names = new ArrayList<>();
    List<String> casts = new ArrayList<>();
    for (int i = 0; i < keys.columns().size(); i++) {
      Column column = keys.columns().get(i);
      names.add("c" + i);
      casts.add("CAST(c" + i + " AS " + typeName(column) + ") AS `" + column.name().replace("`", "``") + "`");
    }
    if (rows.isEmpty()) {
      rows.add("(" + String.join(", ", names.stream().map(n -> "0").toList()) + ")");
      return "SELECT " + String.join(", ", casts) + " FROM (VALUES " + String.join(", ", rows) + ") AS t("
          + String.join(", ", names) + ") WHERE c0 <> c0";
    }
    return "SELECT " + String.join(", ", casts) + " FROM (VALUES " + String.join(", ", rows) + ") AS t("
        + String.join(", ", names) + ")";
  }

  private static String typeName(Column column) {
    return switch (column.type().id()) {
      case TINYINT -> "TINYINT";
      case SMALLINT -> "SMALLINT";
      case INTEGER -> "INTEGER";
      case BIGINT -> "BIGINT";
      case DECIMAL -> "DECIMAL(" + column.type().precision() + ", " + column.type().scale() + ")";
      case VARCHAR -> column.type().precision() == io.quiver.engine.types.SqlType.MAX_VARCHAR_LENGTH ? "STRING"
          : "VARCHAR(" + column.type().precision() + ")";
      case CHAR -> "CHAR(" + column.type().precision() + ")";
      case BOOLEAN -> "BOOLEAN";
      case DOUBLE -> "DOUBLE";
      case REAL -> "REAL";
      case DATE -> "DATE";
      case TIMESTAMP -> "TIMESTAMP(" + column.type().precision() + ")";
      default -> "BIGINT";
    };
  }

  /**
   * A key value as SQL text: numbers as they are, text quoted, a DATE (days since 1970) and a
   * TIMESTAMP (microseconds) as their text, which the CAST to the column's type reads back.
   */
  private static String literal(Column column, Object value) {
    if (value == null) {
      return "NULL";
    }
    return switch (column.type().id()) {
      case VARCHAR, CHAR -> "'" + value.toString().replace("'", "''") + "'";
      case BOOLEAN -> value.toString().toUpperCase(java.util.Locale.ROOT);
      case DATE -> "'" + java.time.LocalDate.ofEpochDay(((Number) value).longValue()) + "'";
      case TIMESTAMP -> "'" + io.quiver.engine.types.TemporalText.formatTimestamp(((Number) value).longValue(),
          column.type().precision()) + "'";
      default -> value.toString();
    };
  }
}
