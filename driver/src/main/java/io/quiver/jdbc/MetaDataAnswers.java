package io.quiver.jdbc;

import java.sql.Connection;
import java.sql.ResultSet;
import java.util.Map;

/**
 * The {@code DatabaseMetaData} answers that describe Quiver's SQL rather than its catalogs, shared
 * by the embedded driver and the remote one (whose Avatica client would otherwise answer from its
 * own defaults). The answers about identifiers depend on the session's SQL dialect
 * ({@link #forDialect}): both dialects accept backticks and double quotes and keep the case names
 * are written in; {@code default} (Flink's) matches names case-sensitively and quotes with
 * backticks, {@code standard} matches them ignoring case and quotes with double quotes.
 */
final class MetaDataAnswers {
  static final Map<String, Object> ANSWERS = Map.ofEntries(
      Map.entry("getDatabaseProductName", DatabaseMetadata.PRODUCT_NAME),
      Map.entry("getDatabaseProductVersion", DatabaseMetadata.VERSION),
      // As the embedded driver's properties say (Avatica's remote client answers 0 for both).
      Map.entry("getDatabaseMajorVersion", 0),
      Map.entry("getDatabaseMinorVersion", 1),
      Map.entry("storesMixedCaseIdentifiers", true),
      Map.entry("storesMixedCaseQuotedIdentifiers", true),
      Map.entry("storesUpperCaseIdentifiers", false),
      Map.entry("storesLowerCaseIdentifiers", false),
      Map.entry("storesUpperCaseQuotedIdentifiers", false),
      Map.entry("storesLowerCaseQuotedIdentifiers", false),
      // NULL sorts as the largest value, as in PostgreSQL.
      Map.entry("nullsAreSortedHigh", true),
      Map.entry("nullsAreSortedLow", false),
      Map.entry("nullsAreSortedAtStart", false),
      Map.entry("nullsAreSortedAtEnd", false),
      Map.entry("getSearchStringEscape", "\\"),
      Map.entry("getExtraNameCharacters", ""),
      Map.entry("getSchemaTerm", "database"),
      Map.entry("getCatalogTerm", "catalog"),
      Map.entry("getProcedureTerm", "procedure"),
      Map.entry("getCatalogSeparator", "."),
      Map.entry("isCatalogAtStart", true),
      Map.entry("supportsCatalogsInDataManipulation", true),
      Map.entry("supportsSchemasInDataManipulation", true),
      Map.entry("supportsCatalogsInTableDefinitions", true),
      Map.entry("supportsSchemasInTableDefinitions", true),
      Map.entry("supportsStoredProcedures", false),
      Map.entry("supportsGetGeneratedKeys", true),
      // Transactions: snapshot isolation, which JDBC (as PostgreSQL) calls REPEATABLE READ.
      Map.entry("supportsTransactions", true),
      Map.entry("supportsMultipleTransactions", true),
      Map.entry("getDefaultTransactionIsolation", Connection.TRANSACTION_REPEATABLE_READ),
      Map.entry("supportsANSI92IntermediateSQL", false),
      Map.entry("supportsANSI92FullSQL", false),
      Map.entry("supportsStoredFunctionsUsingCallSyntax", false),
      Map.entry("supportsMultipleResultSets", false),
      Map.entry("supportsMultipleOpenResults", false),
      Map.entry("supportsNamedParameters", false),
      Map.entry("supportsSavepoints", true),
      Map.entry("supportsBatchUpdates", true),
      Map.entry("supportsLikeEscapeClause", true),
      Map.entry("supportsColumnAliasing", true),
      Map.entry("supportsGroupBy", true),
      Map.entry("supportsUnionAll", true),
      Map.entry("supportsNonNullableColumns", true),
      Map.entry("usesLocalFiles", false),
      Map.entry("usesLocalFilePerTable", false),
      Map.entry("allTablesAreSelectable", true),
      Map.entry("isReadOnly", false),
      Map.entry("getResultSetHoldability", ResultSet.HOLD_CURSORS_OVER_COMMIT));

  private MetaDataAnswers() {}

  /** The answers that depend on the session's SQL dialect. */
  static final java.util.Set<String> DIALECT_METHODS = java.util.Set.of("getIdentifierQuoteString",
      "supportsMixedCaseIdentifiers", "supportsMixedCaseQuotedIdentifiers", "getSQLKeywords");

  /**
   * The answer of a {@link #DIALECT_METHODS} method in a session of {@code dialect}
   * ({@code default} or {@code standard}).
   */
  static Object forDialect(String method, String dialect) {
    boolean standard = "standard".equalsIgnoreCase(dialect);
    return switch (method) {
      case "getIdentifierQuoteString" -> standard ? "\"" : "`";
      // Case-sensitive matching is what JDBC calls supporting mixed case.
      case "supportsMixedCaseIdentifiers", "supportsMixedCaseQuotedIdentifiers" -> !standard;
      case "getSQLKeywords" -> Keywords.TEXT;
      default -> throw new IllegalArgumentException(method);
    };
  }

  /**
   * The grammar's reserved words that SQL:2003 does not reserve, as JDBC asks; one grammar
   * parses both dialects, so the list is theirs alike. A class of its own, so that it is computed
   * at the first {@code getSQLKeywords}: Avatica asks for the holdability at every connection,
   * and the parser's metadata (a pass over all its tokens) costs start-up time.
   */
  private static final class Keywords {
    static final String TEXT = io.quiver.table.sql.parser.QuiverSqlParserImpl.FACTORY
        .getParser(new java.io.StringReader("")).getMetadata().getJdbcKeywords();
  }

  /** Quiver's result sets are forward-only or scroll-insensitive, and read-only. */
  static boolean supportsResultSetType(int type) {
    return type == ResultSet.TYPE_FORWARD_ONLY || type == ResultSet.TYPE_SCROLL_INSENSITIVE;
  }

  static boolean supportsResultSetConcurrency(int type, int concurrency) {
    return supportsResultSetType(type) && concurrency == ResultSet.CONCUR_READ_ONLY;
  }

  static boolean supportsTransactionIsolationLevel(int level) {
    return level == Connection.TRANSACTION_REPEATABLE_READ;
  }

  static boolean supportsResultSetHoldability(int holdability) {
    return holdability == ResultSet.HOLD_CURSORS_OVER_COMMIT;
  }

  /**
   * {@code ownUpdatesAreVisible}, {@code insertsAreDetected} and their kin: a read-only result set,
   * forward-only or scroll-insensitive, sees no changes, its own or others'.
   */
  static final java.util.Set<String> CHANGE_VISIBILITY = java.util.Set.of("ownUpdatesAreVisible",
      "ownDeletesAreVisible", "ownInsertsAreVisible", "othersUpdatesAreVisible", "othersDeletesAreVisible",
      "othersInsertsAreVisible", "updatesAreDetected", "deletesAreDetected", "insertsAreDetected");

  static boolean answer(String method) {
    return (Boolean) ANSWERS.get(method);
  }

  static String text(String method) {
    return (String) ANSWERS.get(method);
  }
}
