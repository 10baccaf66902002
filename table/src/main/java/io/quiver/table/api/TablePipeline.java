package io.quiver.table.api;

import io.quiver.table.catalog.ObjectIdentifier;
import java.util.Optional;

/**
 * A table's rows bound for a sink table, not yet run: what {@link Table#insertInto(String)}
 * returns. {@link #execute()} writes the rows; {@link #explain} shows the plan of the INSERT.
 */
public interface TablePipeline extends Explainable<TablePipeline>, Executable {
  /** The sink table, or empty when it is an anonymous table of a {@link TableDescriptor}. */
  Optional<ObjectIdentifier> getSinkIdentifier();
}
