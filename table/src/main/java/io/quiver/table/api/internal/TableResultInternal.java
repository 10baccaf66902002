package io.quiver.table.api.internal;

import io.quiver.engine.exec.BatchSource;
import io.quiver.table.api.TableResult;
import java.util.OptionalLong;

/** What the JDBC driver reads from a result: Arrow batches and, for DML, the affected rows. */
public interface TableResultInternal extends TableResult {
  /** The result's batches; like {@link #collect()}, the result can be consumed only once. */
  BatchSource openBatches();

  /** For INSERT and other DML: how many rows changed. */
  OptionalLong affectedRowCount();
}
