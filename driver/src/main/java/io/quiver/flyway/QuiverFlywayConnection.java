package io.quiver.flyway;

import java.sql.SQLException;
import org.flywaydb.core.internal.database.base.Connection;
import org.flywaydb.core.internal.database.base.Schema;

/** A connection as Flyway uses it; the current schema is the session's current database. */
final class QuiverFlywayConnection extends Connection<QuiverFlywayDatabase> {
  QuiverFlywayConnection(QuiverFlywayDatabase database, java.sql.Connection connection) {
    super(database, connection);
  }

  @Override
  protected String getCurrentSchemaNameOrSearchPath() throws SQLException {
    return getJdbcConnection().getSchema();
  }

  @Override
  protected void doChangeCurrentSchemaOrSearchPathTo(String schema) throws SQLException {
    getJdbcConnection().setSchema(schema);
  }

  @Override
  public Schema getSchema(String name) {
    return new QuiverSchema(getJdbcTemplate(), database, name);
  }
}
