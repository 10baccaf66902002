package io.quiver.table.catalog;

import io.quiver.engine.store.ColumnarTable;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A managed table: its schema, options and comment, and the columnar storage holding its rows.
 * Default values are kept as SQL expression text, in schema order (null: no default).
 */
public final class CatalogTable implements CatalogBaseTable {
  private final ResolvedSchema schema;
  private final Map<String, String> options;
  private final String comment;
  private final ColumnarTable storage;
  private final List<String> defaults;

  public CatalogTable(ResolvedSchema schema, Map<String, String> options, String comment, List<String> defaults) {
    this(schema, options, comment, defaults, new ColumnarTable(schema.toEngineColumns()));
  }

  private CatalogTable(ResolvedSchema schema, Map<String, String> options, String comment, List<String> defaults,
      ColumnarTable storage) {
    this.schema = Objects.requireNonNull(schema, "schema is null");
    this.options = Map.copyOf(options);
    this.comment = comment;
    this.defaults = defaults == null ? null : java.util.Collections.unmodifiableList(new java.util.ArrayList<>(defaults));
    this.storage = storage;
  }

  /** The same table (same rows) with new options, for {@code ALTER TABLE ... SET (...)}. */
  public CatalogTable withOptions(Map<String, String> newOptions) {
    return new CatalogTable(schema, newOptions, comment, defaults, storage);
  }

  public static CatalogTable of(ResolvedSchema schema) {
    return new CatalogTable(schema, Map.of(), null, null);
  }

  @Override
  public TableKind getTableKind() {
    return TableKind.TABLE;
  }

  @Override
  public ResolvedSchema getResolvedSchema() {
    return schema;
  }

  @Override
  public Map<String, String> getOptions() {
    return options;
  }

  @Override
  public String getComment() {
    return comment;
  }

  /** The default value expression of column {@code index}, or null. */
  public String getDefault(int index) {
    return defaults == null ? null : defaults.get(index);
  }

  public ColumnarTable storage() {
    return storage;
  }
}
