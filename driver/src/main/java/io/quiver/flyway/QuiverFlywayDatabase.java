package io.quiver.flyway;

import org.flywaydb.core.api.configuration.Configuration;
import org.flywaydb.core.internal.database.base.Database;
import org.flywaydb.core.internal.database.base.Table;
import org.flywaydb.core.internal.jdbc.JdbcConnectionFactory;
import org.flywaydb.core.internal.jdbc.StatementInterceptor;

/** A Quiver database as Flyway sees it: its schema history table and how Quiver quotes and commits. */
final class QuiverFlywayDatabase extends Database<QuiverFlywayConnection> {
  QuiverFlywayDatabase(Configuration configuration, JdbcConnectionFactory jdbcConnectionFactory,
      StatementInterceptor statementInterceptor) {
    super(configuration, jdbcConnectionFactory, statementInterceptor);
  }

  @Override
  protected QuiverFlywayConnection doGetConnection(java.sql.Connection connection) {
    return new QuiverFlywayConnection(this, connection);
  }

  @Override
  public void ensureSupported(Configuration configuration) {
    // Every Quiver version this driver speaks to is supported.
  }

  /** DDL changes the catalog at once; only row changes wait for the commit. */
  @Override
  public boolean supportsDdlTransactions() {
    return false;
  }

  @Override
  public String getBooleanTrue() {
    return "TRUE";
  }

  @Override
  public String getBooleanFalse() {
    return "FALSE";
  }

  @Override
  public boolean catalogIsSchema() {
    return false;
  }

  @Override
  public String getRawCreateScript(Table table, boolean baseline) {
    return "CREATE TABLE " + table + " (\n"
        + "    " + quote("installed_rank") + " INT NOT NULL,\n"
        + "    " + quote("version") + " VARCHAR(50),\n"
        + "    " + quote("description") + " VARCHAR(200) NOT NULL,\n"
        + "    " + quote("type") + " VARCHAR(20) NOT NULL,\n"
        + "    " + quote("script") + " VARCHAR(1000) NOT NULL,\n"
        + "    " + quote("checksum") + " INT,\n"
        + "    " + quote("installed_by") + " VARCHAR(100) NOT NULL,\n"
        + "    " + quote("installed_on") + " TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,\n"
        + "    " + quote("execution_time") + " INT NOT NULL,\n"
        + "    " + quote("success") + " BOOLEAN NOT NULL,\n"
        + "    CONSTRAINT " + quote(table.getName() + "_pk") + " PRIMARY KEY (" + quote("installed_rank") + ")\n"
        + ");\n"
        + (baseline ? getBaselineStatement(table) + ";\n" : "")
        + "CREATE INDEX " + quote(table.getName() + "_s_idx") + " ON " + table + " (" + quote("success") + ");";
  }
}
