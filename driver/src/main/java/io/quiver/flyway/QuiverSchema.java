package io.quiver.flyway;

import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import org.flywaydb.core.internal.database.base.Schema;
import org.flywaydb.core.internal.database.base.Table;
import org.flywaydb.core.internal.jdbc.JdbcTemplate;

/** A Flyway schema: a Quiver database, read through {@code DatabaseMetaData}. */
final class QuiverSchema extends Schema<QuiverFlywayDatabase, QuiverTable> {
  QuiverSchema(JdbcTemplate jdbcTemplate, QuiverFlywayDatabase database, String name) {
    super(jdbcTemplate, database, name);
  }

  private DatabaseMetaData metaData() throws SQLException {
    return jdbcTemplate.getConnection().getMetaData();
  }

  private static String escape(String name) {
    return name.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_");
  }

  @Override
  protected boolean doExists() throws SQLException {
    try (ResultSet rs = metaData().getSchemas(null, escape(name))) {
      return rs.next();
    }
  }

  @Override
  protected boolean doEmpty() throws SQLException {
    try (ResultSet rs = metaData().getTables(null, escape(name), "%", null)) {
      return !rs.next();
    }
  }

  @Override
  protected void doCreate() throws SQLException {
    jdbcTemplate.execute("CREATE DATABASE " + database.quote(name));
  }

  @Override
  protected void doDrop() throws SQLException {
    jdbcTemplate.execute("DROP DATABASE " + database.quote(name) + " CASCADE");
  }

  @Override
  protected void doClean() throws SQLException {
    for (String view : names("VIEW")) {
      jdbcTemplate.execute("DROP VIEW " + database.quote(name, view));
    }
    for (QuiverTable table : doAllTables()) {
      table.drop();
    }
    for (String sequence : sequences()) {
      jdbcTemplate.execute("DROP SEQUENCE " + database.quote(name, sequence));
    }
  }

  private List<String> names(String type) throws SQLException {
    List<String> names = new ArrayList<>();
    try (ResultSet rs = metaData().getTables(null, escape(name), "%", new String[] {type})) {
      while (rs.next()) {
        names.add(rs.getString("TABLE_NAME"));
      }
    }
    return names;
  }

  private List<String> sequences() throws SQLException {
    try {
      return names("SEQUENCE");
    } catch (SQLException e) {
      return List.of();
    }
  }

  @Override
  protected QuiverTable[] doAllTables() throws SQLException {
    return names("TABLE").stream().map(t -> new QuiverTable(jdbcTemplate, database, this, t))
        .toArray(QuiverTable[]::new);
  }

  @Override
  public Table getTable(String tableName) {
    return new QuiverTable(jdbcTemplate, database, this, tableName);
  }
}
