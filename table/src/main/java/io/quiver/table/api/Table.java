package io.quiver.table.api;

import io.quiver.table.catalog.ResolvedSchema;
import io.quiver.table.expressions.Expression;
import io.quiver.table.operations.QueryOperation;

/**
 * A relational query, not yet executed: the result of {@link TableEnvironment#sqlQuery},
 * {@link TableEnvironment#from}, {@link TableEnvironment#fromValues} or of the operations of this
 * interface. Nothing runs until {@link #execute()} or an insert; each run reads the tables' latest
 * committed versions.
 *
 * <p>The fields of a Table are referenced with {@code $("name")} (see {@link Expressions}).
 * Unnamed expressions of a projection are named {@code _c0}, {@code _c1}, ... by position.
 */
public interface Table extends Explainable<Table>, Executable {
  /** The names and types of the columns. */
  ResolvedSchema getResolvedSchema();

  /** The schema (the older name of {@link #getResolvedSchema()}). */
  @Deprecated
  default ResolvedSchema getSchema() {
    return getResolvedSchema();
  }

  /** Prints the schema to standard output in a tree format. */
  void printSchema();

  /** The logical operation tree behind this table. */
  QueryOperation getQueryOperation();

  /** Performs a selection: the given expressions (with aggregates, a global aggregation). */
  Table select(Expression... fields);

  /** @deprecated use {@link #select(Expression...)}; the string is a SQL select list. */
  @Deprecated
  Table select(String fields);

  /** Renames the columns: {@code tab.as("a", "b")}. */
  Table as(String field, String... fields);

  /** @deprecated use {@link #as(String, String...)}. */
  @Deprecated
  Table as(Expression... fields);

  /** The rows for which the predicate is true, like SQL WHERE. */
  Table filter(Expression predicate);

  /** @deprecated use {@link #filter(Expression)}; the string is a SQL condition. */
  @Deprecated
  Table filter(String predicate);

  /** Same as {@link #filter(Expression)}. */
  Table where(Expression predicate);

  /** @deprecated use {@link #where(Expression)}. */
  @Deprecated
  Table where(String predicate);

  /** Groups the rows by the given keys; follow with {@code select} or {@code aggregate}. */
  GroupedTable groupBy(Expression... fields);

  /** Removes duplicate rows. */
  Table distinct();

  /** An inner join without a condition (add one with {@code where}); field names must not overlap. */
  Table join(Table right);

  /** An inner join on {@code joinPredicate}. */
  Table join(Table right, Expression joinPredicate);

  Table leftOuterJoin(Table right);

  Table leftOuterJoin(Table right, Expression joinPredicate);

  Table rightOuterJoin(Table right, Expression joinPredicate);

  Table fullOuterJoin(Table right, Expression joinPredicate);

  /** Joins each row with the rows a table function produces for it ({@code call("split", $("s"))}). */
  Table joinLateral(Expression tableFunctionCall);

  Table joinLateral(Expression tableFunctionCall, Expression joinPredicate);

  /** Like {@link #joinLateral(Expression)}, keeping rows for which the function produces none. */
  Table leftOuterJoinLateral(Expression tableFunctionCall);

  Table leftOuterJoinLateral(Expression tableFunctionCall, Expression joinPredicate);

  /** Rows in this table but not in {@code right}, without duplicates (SQL EXCEPT). */
  Table minus(Table right);

  Table minusAll(Table right);

  /** Rows of both tables without duplicates. */
  Table union(Table right);

  Table unionAll(Table right);

  Table intersect(Table right);

  Table intersectAll(Table right);

  /** Sorts the rows; expressions without {@code asc()}/{@code desc()} sort ascending. */
  Table orderBy(Expression... fields);

  /** Skips the first {@code offset} rows of a sorted table. */
  Table offset(int offset);

  /** Keeps the first {@code fetch} rows of a sorted table. */
  Table fetch(int fetch);

  /** Keeps the first {@code fetch} rows, of a sorted table or in the order rows come. */
  Table limit(int fetch);

  /** Skips {@code offset} rows and keeps the {@code fetch} after them. */
  Table limit(int offset, int fetch);

  /** Groups rows into windows of a timestamp column; follow with {@code groupBy}. */
  GroupWindowedTable window(GroupWindow groupWindow);

  /** Defines over windows that {@code select} refers to with {@code over($("w"))}. */
  OverWindowedTable window(OverWindow... overWindows);

  /** Adds columns; a name that exists already is an error. */
  Table addColumns(Expression... fields);

  /** Adds columns, replacing existing ones of the same name. */
  Table addOrReplaceColumns(Expression... fields);

  /** Renames columns: {@code renameColumns($("a").as("x"))}. */
  Table renameColumns(Expression... fields);

  /** Drops the named columns. */
  Table dropColumns(Expression... fields);

  /** Applies a scalar function to each row ({@code map(call(f, $("a")))}). */
  Table map(Expression mapFunction);

  /** Applies a table function to each row, keeping only its columns. */
  Table flatMap(Expression tableFunction);

  /** A global aggregation with an aggregate function; follow with {@code select}. */
  AggregatedTable aggregate(Expression aggregateFunction);

  /** A table aggregation; Quiver has no table aggregate functions yet, so this is rejected. */
  Table flatAggregate(Expression tableAggregateFunction);

  /** Runs the query and collects its rows. */
  TableResult execute();

  /** Writes the rows into the table at {@code tablePath}. */
  TableResult executeInsert(String tablePath);

  /** Writes the rows into {@code tablePath}, replacing its contents when {@code overwrite}. */
  TableResult executeInsert(String tablePath, boolean overwrite);

  /** The rows bound for the table at {@code tablePath}: run it with {@link TablePipeline#execute()}. */
  TablePipeline insertInto(String tablePath);

  /** Like {@link #insertInto(String)}, replacing the table's contents when {@code overwrite}. */
  TablePipeline insertInto(String tablePath, boolean overwrite);

  /** Writes this table into an anonymous table the descriptor declares. */
  TableResult executeInsert(TableDescriptor descriptor);

  TableResult executeInsert(TableDescriptor descriptor, boolean overwrite);

  /** A pipeline writing this table into an anonymous table the descriptor declares. */
  TablePipeline insertInto(TableDescriptor descriptor);

  TablePipeline insertInto(TableDescriptor descriptor, boolean overwrite);


  /**
   * Registers the table under a generated unique name and returns that name, so that the table
   * can be used inside SQL text: {@code "SELECT * FROM " + table}.
   */
  @Override
  String toString();
}
