/**
 * The one way into the engine for the JDBC driver: a {@link io.quiver.table.session.Session}
 * prepares statements ({@link io.quiver.table.session.SessionStatement}: parameter types, result
 * columns, execute with values, cancel, close) whose results are streams of Arrow batches
 * ({@link io.quiver.table.session.StatementResult}).
 */
package io.quiver.table.session;
