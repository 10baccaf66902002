package io.quiver.flyway;

import java.sql.ResultSet;
import java.sql.SQLException;
import org.flywaydb.core.internal.database.base.Table;
import org.flywaydb.core.internal.jdbc.JdbcTemplate;

/**
 * A Flyway table. Flyway locks its schema history table while it migrates; Quiver's
 * {@code SELECT ... FOR UPDATE} makes the rows read count as written by the transaction, so a
 * second migrating client's commit fails with 40001 instead of applying a migration twice.
 */
final class QuiverTable extends Table<QuiverFlywayDatabase, QuiverSchema> {
  QuiverTable(JdbcTemplate jdbcTemplate, QuiverFlywayDatabase database, QuiverSchema schema, String name) {
    super(jdbcTemplate, database, schema, name);
  }

  @Override
  protected boolean doExists() throws SQLException {
    try (ResultSet rs = jdbcTemplate.getConnection().getMetaData().getTables(null,
        schema.getName().replace("_", "\\_"), name.replace("_", "\\_"), null)) {
      return rs.next();
    }
  }

  @Override
  protected void doLock() throws SQLException {
    jdbcTemplate.execute("SELECT * FROM " + this + " FOR UPDATE");
  }

  @Override
  protected void doDrop() throws SQLException {
    jdbcTemplate.execute("DROP TABLE " + this);
  }
}
