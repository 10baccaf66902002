package io.quiver.table.catalog;

import java.util.Map;
import java.util.Objects;

/** A view: a named query, kept as its original text and as the expanded, fully qualified text. */
public final class CatalogView implements CatalogBaseTable {
  private final ResolvedSchema schema;
  private final String originalQuery;
  private final String expandedQuery;
  private final String comment;

  public CatalogView(ResolvedSchema schema, String originalQuery, String expandedQuery, String comment) {
    this.schema = Objects.requireNonNull(schema, "schema is null");
    this.originalQuery = Objects.requireNonNull(originalQuery, "originalQuery is null");
    this.expandedQuery = Objects.requireNonNull(expandedQuery, "expandedQuery is null");
    this.comment = comment;
  }

  @Override
  public TableKind getTableKind() {
    return TableKind.VIEW;
  }

  @Override
  public ResolvedSchema getResolvedSchema() {
    return schema;
  }

  @Override
  public Map<String, String> getOptions() {
    return Map.of();
  }

  @Override
  public String getComment() {
    return comment;
  }

  public String getOriginalQuery() {
    return originalQuery;
  }

  public String getExpandedQuery() {
    return expandedQuery;
  }
}
