package io.quiver.jdbc;

import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.util.Properties;
import java.util.TimeZone;
import org.apache.calcite.avatica.AvaticaConnection;
import org.apache.calcite.avatica.AvaticaDatabaseMetaData;
import org.apache.calcite.avatica.AvaticaFactory;
import org.apache.calcite.avatica.AvaticaPreparedStatement;
import org.apache.calcite.avatica.AvaticaResultSet;
import org.apache.calcite.avatica.AvaticaResultSetMetaData;
import org.apache.calcite.avatica.AvaticaSpecificDatabaseMetaData;
import org.apache.calcite.avatica.AvaticaStatement;
import org.apache.calcite.avatica.Meta;
import org.apache.calcite.avatica.QueryState;
import org.apache.calcite.avatica.UnregisteredDriver;

/** Creates Quiver's JDBC objects for Avatica (JDBC 4.1 and later). */
public final class QuiverJdbcFactory implements AvaticaFactory {
  @Override
  public int getJdbcMajorVersion() {
    return 4;
  }

  @Override
  public int getJdbcMinorVersion() {
    return 3;
  }

  @Override
  public AvaticaConnection newConnection(UnregisteredDriver driver, AvaticaFactory factory, String url, Properties info)
      throws SQLException {
    return new QuiverConnection(driver, factory, url, info);
  }

  @Override
  public AvaticaStatement newStatement(AvaticaConnection connection, Meta.StatementHandle h, int resultSetType,
      int resultSetConcurrency, int resultSetHoldability) {
    return new QuiverStatement(connection, h, resultSetType, resultSetConcurrency, resultSetHoldability);
  }

  @Override
  public AvaticaPreparedStatement newPreparedStatement(AvaticaConnection connection, Meta.StatementHandle h,
      Meta.Signature signature, int resultSetType, int resultSetConcurrency, int resultSetHoldability)
      throws SQLException {
    return new QuiverPreparedStatement(connection, h, signature, resultSetType, resultSetConcurrency, resultSetHoldability);
  }

  @Override
  public AvaticaResultSet newResultSet(AvaticaStatement statement, QueryState state, Meta.Signature signature,
      TimeZone timeZone, Meta.Frame firstFrame) throws SQLException {
    ResultSetMetaData metaData = newResultSetMetaData(statement, signature);
    return new QuiverResultSet(statement, state, signature, metaData, timeZone, firstFrame);
  }

  @Override
  public AvaticaSpecificDatabaseMetaData newDatabaseMetaData(AvaticaConnection connection) {
    return MetaDataStates.guard(new QuiverDatabaseMetaData(connection), connection,
        AvaticaSpecificDatabaseMetaData.class);
  }

  @Override
  public ResultSetMetaData newResultSetMetaData(AvaticaStatement statement, Meta.Signature signature) {
    return new AvaticaResultSetMetaData(statement, null, signature);
  }

  /**
   * Avatica's metadata answers (its constructor is reachable only from a subclass), with those
   * about Quiver's SQL from {@link MetaDataAnswers}.
   */
  static final class QuiverDatabaseMetaData extends AvaticaDatabaseMetaData {
    private final QuiverConnection session;

    QuiverDatabaseMetaData(AvaticaConnection connection) {
      super(connection);
      this.session = (QuiverConnection) connection;
    }

    /** The session's SQL dialect, which some answers depend on. */
    private String dialect() {
      return session.quiverMeta().environment().getConfig().getSqlDialect().name();
    }

    /** The user the connection was opened as; "" when none was given (never null, as H2 and PostgreSQL). */
    @Override
    public String getUserName() throws java.sql.SQLException {
      String user = super.getUserName();
      return user == null ? "" : user;
    }

    @Override
    public String getIdentifierQuoteString() {
      return (String) MetaDataAnswers.forDialect("getIdentifierQuoteString", dialect());
    }

    @Override
    public String getSQLKeywords() {
      return (String) MetaDataAnswers.forDialect("getSQLKeywords", dialect());
    }

    @Override
    public boolean storesMixedCaseIdentifiers() {
      return MetaDataAnswers.answer("storesMixedCaseIdentifiers");
    }

    @Override
    public boolean storesMixedCaseQuotedIdentifiers() {
      return MetaDataAnswers.answer("storesMixedCaseQuotedIdentifiers");
    }

    @Override
    public boolean supportsMixedCaseIdentifiers() {
      return (Boolean) MetaDataAnswers.forDialect("supportsMixedCaseIdentifiers", dialect());
    }

    @Override
    public boolean supportsMixedCaseQuotedIdentifiers() {
      return (Boolean) MetaDataAnswers.forDialect("supportsMixedCaseQuotedIdentifiers", dialect());
    }

    @Override
    public boolean storesUpperCaseIdentifiers() {
      return MetaDataAnswers.answer("storesUpperCaseIdentifiers");
    }

    @Override
    public boolean storesLowerCaseIdentifiers() {
      return MetaDataAnswers.answer("storesLowerCaseIdentifiers");
    }

    @Override
    public boolean storesUpperCaseQuotedIdentifiers() {
      return MetaDataAnswers.answer("storesUpperCaseQuotedIdentifiers");
    }

    @Override
    public boolean storesLowerCaseQuotedIdentifiers() {
      return MetaDataAnswers.answer("storesLowerCaseQuotedIdentifiers");
    }

    @Override
    public boolean nullsAreSortedHigh() {
      return MetaDataAnswers.answer("nullsAreSortedHigh");
    }

    @Override
    public boolean nullsAreSortedLow() {
      return MetaDataAnswers.answer("nullsAreSortedLow");
    }

    @Override
    public boolean nullsAreSortedAtStart() {
      return MetaDataAnswers.answer("nullsAreSortedAtStart");
    }

    @Override
    public boolean nullsAreSortedAtEnd() {
      return MetaDataAnswers.answer("nullsAreSortedAtEnd");
    }

    @Override
    public String getSearchStringEscape() {
      return MetaDataAnswers.text("getSearchStringEscape");
    }

    @Override
    public String getExtraNameCharacters() {
      return MetaDataAnswers.text("getExtraNameCharacters");
    }

    @Override
    public String getSchemaTerm() {
      return MetaDataAnswers.text("getSchemaTerm");
    }

    @Override
    public String getCatalogTerm() {
      return MetaDataAnswers.text("getCatalogTerm");
    }

    @Override
    public String getProcedureTerm() {
      return MetaDataAnswers.text("getProcedureTerm");
    }

    @Override
    public String getCatalogSeparator() {
      return MetaDataAnswers.text("getCatalogSeparator");
    }

    @Override
    public boolean isCatalogAtStart() {
      return MetaDataAnswers.answer("isCatalogAtStart");
    }

    @Override
    public boolean supportsCatalogsInDataManipulation() {
      return MetaDataAnswers.answer("supportsCatalogsInDataManipulation");
    }

    @Override
    public boolean supportsSchemasInDataManipulation() {
      return MetaDataAnswers.answer("supportsSchemasInDataManipulation");
    }

    @Override
    public boolean supportsCatalogsInTableDefinitions() {
      return MetaDataAnswers.answer("supportsCatalogsInTableDefinitions");
    }

    @Override
    public boolean supportsSchemasInTableDefinitions() {
      return MetaDataAnswers.answer("supportsSchemasInTableDefinitions");
    }

    @Override
    public boolean supportsStoredProcedures() {
      return MetaDataAnswers.answer("supportsStoredProcedures");
    }

    @Override
    public boolean supportsGetGeneratedKeys() {
      return MetaDataAnswers.answer("supportsGetGeneratedKeys");
    }

    @Override
    public boolean supportsMultipleResultSets() {
      return MetaDataAnswers.answer("supportsMultipleResultSets");
    }

    @Override
    public boolean supportsMultipleOpenResults() {
      return MetaDataAnswers.answer("supportsMultipleOpenResults");
    }

    @Override
    public boolean supportsNamedParameters() {
      return MetaDataAnswers.answer("supportsNamedParameters");
    }

    @Override
    public boolean supportsSavepoints() {
      return MetaDataAnswers.answer("supportsSavepoints");
    }

    @Override
    public boolean supportsBatchUpdates() {
      return MetaDataAnswers.answer("supportsBatchUpdates");
    }

    @Override
    public boolean supportsLikeEscapeClause() {
      return MetaDataAnswers.answer("supportsLikeEscapeClause");
    }

    @Override
    public boolean supportsColumnAliasing() {
      return MetaDataAnswers.answer("supportsColumnAliasing");
    }

    @Override
    public boolean supportsGroupBy() {
      return MetaDataAnswers.answer("supportsGroupBy");
    }

    @Override
    public boolean supportsUnionAll() {
      return MetaDataAnswers.answer("supportsUnionAll");
    }

    @Override
    public boolean supportsNonNullableColumns() {
      return MetaDataAnswers.answer("supportsNonNullableColumns");
    }

    @Override
    public boolean usesLocalFiles() {
      return MetaDataAnswers.answer("usesLocalFiles");
    }

    @Override
    public boolean usesLocalFilePerTable() {
      return MetaDataAnswers.answer("usesLocalFilePerTable");
    }

    @Override
    public boolean allTablesAreSelectable() {
      return MetaDataAnswers.answer("allTablesAreSelectable");
    }

    @Override
    public boolean isReadOnly() {
      return MetaDataAnswers.answer("isReadOnly");
    }

    @Override
    public int getResultSetHoldability() {
      return (Integer) MetaDataAnswers.ANSWERS.get("getResultSetHoldability");
    }

    @Override
    public boolean supportsTransactions() {
      return MetaDataAnswers.answer("supportsTransactions");
    }

    @Override
    public boolean supportsMultipleTransactions() {
      return MetaDataAnswers.answer("supportsMultipleTransactions");
    }

    @Override
    public int getDefaultTransactionIsolation() {
      return (Integer) MetaDataAnswers.ANSWERS.get("getDefaultTransactionIsolation");
    }

    @Override
    public boolean supportsTransactionIsolationLevel(int level) {
      return MetaDataAnswers.supportsTransactionIsolationLevel(level);
    }

    @Override
    public boolean supportsANSI92IntermediateSQL() {
      return MetaDataAnswers.answer("supportsANSI92IntermediateSQL");
    }

    @Override
    public boolean supportsANSI92FullSQL() {
      return MetaDataAnswers.answer("supportsANSI92FullSQL");
    }

    @Override
    public boolean supportsStoredFunctionsUsingCallSyntax() {
      return MetaDataAnswers.answer("supportsStoredFunctionsUsingCallSyntax");
    }

    @Override
    public boolean supportsResultSetHoldability(int holdability) {
      return MetaDataAnswers.supportsResultSetHoldability(holdability);
    }

    @Override
    public boolean ownUpdatesAreVisible(int type) {
      return false;
    }

    @Override
    public boolean ownDeletesAreVisible(int type) {
      return false;
    }

    @Override
    public boolean ownInsertsAreVisible(int type) {
      return false;
    }

    @Override
    public boolean othersUpdatesAreVisible(int type) {
      return false;
    }

    @Override
    public boolean othersDeletesAreVisible(int type) {
      return false;
    }

    @Override
    public boolean othersInsertsAreVisible(int type) {
      return false;
    }

    @Override
    public boolean updatesAreDetected(int type) {
      return false;
    }

    @Override
    public boolean deletesAreDetected(int type) {
      return false;
    }

    @Override
    public boolean insertsAreDetected(int type) {
      return false;
    }

    @Override
    public boolean supportsResultSetType(int type) {
      return MetaDataAnswers.supportsResultSetType(type);
    }

    @Override
    public boolean supportsResultSetConcurrency(int type, int concurrency) {
      return MetaDataAnswers.supportsResultSetConcurrency(type, concurrency);
    }
  }
}
