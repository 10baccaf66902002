package io.quiver.tck.slt;

import java.util.List;

/** One record of a sqllogictest file. */
sealed interface SltRecord permits SltRecord.Statement, SltRecord.Query {
  /** The 1-based line of the record's first line, for messages. */
  int line();

  /** {@code statement ok} or {@code statement error [SQLSTATE]}. */
  record Statement(int line, String sql, boolean expectError, String expectedState) implements SltRecord {}

  /** {@code query <types> [nosort|rowsort|valuesort]}, then the SQL, {@code ----} and the expected values. */
  record Query(int line, String sql, String types, SortMode sort, List<String> expected, boolean expectError,
      String expectedState) implements SltRecord {}

  enum SortMode { NOSORT, ROWSORT, VALUESORT }
}
