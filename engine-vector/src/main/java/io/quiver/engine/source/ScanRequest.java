package io.quiver.engine.source;

import java.util.BitSet;
import java.util.List;
import java.util.Objects;

/**
 * What a scan needs of an external table: the columns it reads (null: all) and conjuncts of its
 * filter that the table may use to skip files, partitions and row groups.
 */
public record ScanRequest(BitSet columns, List<ColumnPredicate> predicates) {
  public static final ScanRequest ALL = new ScanRequest(null, List.of());

  public ScanRequest {
    columns = columns == null ? null : (BitSet) columns.clone();
    predicates = List.copyOf(Objects.requireNonNull(predicates, "predicates is null"));
  }

  /** Whether the scan reads column {@code index}; the others may be left empty in every batch. */
  public boolean reads(int index) {
    return columns == null || columns.get(index);
  }
}
