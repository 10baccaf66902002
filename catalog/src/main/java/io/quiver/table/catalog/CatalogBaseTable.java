package io.quiver.table.catalog;

import java.util.Map;
import java.util.Optional;

/** A table or view stored in a catalog. */
public interface CatalogBaseTable {
  enum TableKind { TABLE, VIEW }

  TableKind getTableKind();

  ResolvedSchema getResolvedSchema();

  Map<String, String> getOptions();

  String getComment();

  default Optional<String> getDescription() {
    return Optional.ofNullable(getComment());
  }
}
