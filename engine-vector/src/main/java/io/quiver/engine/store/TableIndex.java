package io.quiver.engine.store;

/**
 * A secondary index that a {@link ColumnarTable} keeps up to date: it hears of every chunk when
 * a commit installs it (so it never holds an uncommitted row), and a unique one checks a commit
 * against the rows committed concurrently. The implementations live in {@code io.quiver.engine.index}.
 */
public interface TableIndex {
  /** The index's name: a constraint's name for PRIMARY KEY and UNIQUE, else CREATE INDEX's. */
  String name();

  /** The indexed columns, as positions in the table. */
  int[] columns();

  /** True when no two live rows may have equal non-NULL keys. */
  boolean unique();

  /**
   * Takes in a chunk that has just been committed (called under the table's lock, in commit order).
   * It must be cheap: it may only note the chunk and read its keys when first looked up.
   */
  void add(Chunk chunk);

  /** Forgets every chunk, for a table whose contents are replaced (a file database that opens). */
  void clear();

  /**
   * Checks, under the commit lock, that no live row of {@code added} has the key of a row that
   * {@code latest} holds in a chunk committed after {@code base} (SQLSTATE 23505).
   */
  void checkConcurrent(TableVersion base, TableVersion latest, TableVersion added);
}
