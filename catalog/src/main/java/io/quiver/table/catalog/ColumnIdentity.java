package io.quiver.table.catalog;

import io.quiver.engine.store.Sequence;
import java.util.Objects;

/**
 * A {@code GENERATED {ALWAYS | BY DEFAULT} AS IDENTITY} column: the sequence that numbers its
 * rows, and whether an explicit value may be given (BY DEFAULT) or not (ALWAYS).
 */
public record ColumnIdentity(boolean always, long start, long increment, Sequence sequence) {
  public ColumnIdentity {
    Objects.requireNonNull(sequence, "sequence is null");
  }

  public static ColumnIdentity of(boolean always, long start, long increment) {
    return new ColumnIdentity(always, start, increment, Sequence.startingAt(start, increment));
  }
}
