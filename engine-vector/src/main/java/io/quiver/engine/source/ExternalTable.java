package io.quiver.engine.source;

import io.quiver.engine.types.Column;
import java.util.List;

/**
 * Rows that live outside the engine's own storage (the files of a connector table), read as Arrow
 * batches. A scan asks for {@link #splits} once per query: each split is one morsel (a file, or a
 * row group of one) that the scan reads on its own, so splits may be read in parallel.
 */
public interface ExternalTable {
  /** The columns every batch of every split has, in this order. */
  List<Column> columns();

  /** What EXPLAIN shows of the table, e.g. its connector, path and format. */
  String describe();

  /** Rows the table holds, as far as its metadata tells without reading data; -1 when unknown. */
  long estimatedRowCount();

  /**
   * The splits that hold every row which may pass {@code request}'s predicates. A split may hand
   * out rows that fail them (the scan's own filter still runs); it must not leave out one that
   * passes. The listing is made now, so a query sees the files as they are when it starts.
   */
  List<Split> splits(ScanRequest request);
}
