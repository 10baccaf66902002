package io.quiver.flyway;

import java.sql.Connection;
import java.sql.Types;
import org.flywaydb.core.api.ResourceProvider;
import org.flywaydb.core.api.configuration.Configuration;
import org.flywaydb.core.internal.database.base.BaseDatabaseType;
import org.flywaydb.core.internal.database.base.Database;
import org.flywaydb.core.internal.jdbc.JdbcConnectionFactory;
import org.flywaydb.core.internal.jdbc.StatementInterceptor;
import org.flywaydb.core.internal.parser.Parser;
import org.flywaydb.core.internal.parser.ParsingContext;

/**
 * Quiver as a Flyway database type. Flyway refuses a database no type claims ("Unsupported
 * Database"); its own database modules register theirs through {@code ServiceLoader}
 * ({@code META-INF/services/org.flywaydb.core.extensibility.Plugin}), and so does the driver, so
 * that Flyway works with Quiver as soon as the driver is on its class path. Flyway's SQL parser
 * splits the scripts (standard quoting, {@code ;}); schemas are Quiver databases.
 */
public final class QuiverDatabaseType extends BaseDatabaseType {
  @Override
  public String getName() {
    return "Quiver";
  }

  @Override
  public int getNullType() {
    return Types.NULL;
  }

  @Override
  public boolean handlesJDBCUrl(String url) {
    return url.startsWith("jdbc:quiver:");
  }

  @Override
  public String getDriverClass(String url, ClassLoader classLoader) {
    return "io.quiver.jdbc.Driver";
  }

  @Override
  public boolean handlesDatabaseProductNameAndVersion(String databaseProductName, String databaseProductVersion,
      Connection connection) {
    return databaseProductName.startsWith("Quiver");
  }

  @Override
  public Database createDatabase(Configuration configuration, JdbcConnectionFactory jdbcConnectionFactory,
      StatementInterceptor statementInterceptor) {
    return new QuiverFlywayDatabase(configuration, jdbcConnectionFactory, statementInterceptor);
  }

  @Override
  public Parser createParser(Configuration configuration, ResourceProvider resourceProvider,
      ParsingContext parsingContext) {
    return new QuiverParser(configuration, parsingContext);
  }

  /** Flyway's standard SQL parser: single-quoted strings, double-quoted names, {@code ;} between statements. */
  static final class QuiverParser extends Parser {
    QuiverParser(Configuration configuration, ParsingContext parsingContext) {
      super(configuration, parsingContext, 3);
    }

    @Override
    protected char getAlternativeIdentifierQuote() {
      return '`';
    }
  }
}
