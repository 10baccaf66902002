/**
 * Where a statement runs, as in Flink's {@code org.apache.flink.table.delegation}: a
 * {@code TableEnvironment} plans with Quiver's planner and, when Flink's option
 * {@code execution.target} is set, hands queries and INSERTs to an {@link
 * io.quiver.table.delegation.Executor} found through {@link java.util.ServiceLoader} (the
 * {@code quiver-flink-executor} jar provides one that runs them on an Apache Flink cluster), so
 * that this module depends on no Flink class.
 */
package io.quiver.table.delegation;
