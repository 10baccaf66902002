package io.quiver.table.catalog;

import io.quiver.engine.index.HashIndex;
import io.quiver.engine.source.ExternalTable;
import io.quiver.engine.store.ColumnarTable;
import io.quiver.engine.store.UniqueKey;
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
  private final List<List<String>> uniqueKeys;
  private final List<ColumnIdentity> identities;
  private final TableConstraints constraints;
  /** Connector tables: the partition columns (Flink's PARTITIONED BY) and the rows' source. */
  private final List<String> partitionKeys;
  private final ExternalTable external;
  /** The catalog table of each storage, so that a write to the storage finds its constraints. */
  private static final java.util.Map<ColumnarTable, CatalogTable> OWNERS =
      java.util.Collections.synchronizedMap(new java.util.WeakHashMap<>());

  public CatalogTable(ResolvedSchema schema, Map<String, String> options, String comment, List<String> defaults) {
    this(schema, options, comment, defaults, List.of(), null);
  }

  /**
   * A table whose storage enforces its primary key and the given UNIQUE constraints.
   *
   * @param identities per column, its identity generation or null; null when no column has one
   */
  public CatalogTable(ResolvedSchema schema, Map<String, String> options, String comment, List<String> defaults,
      List<List<String>> uniqueKeys, List<ColumnIdentity> identities) {
    this(schema, options, comment, defaults, uniqueKeys, identities, TableConstraints.NONE, null, List.of(), null);
  }

  /** A table with named constraints: CHECKs and FOREIGN KEYs are enforced by the statements that write it. */
  public CatalogTable(ResolvedSchema schema, Map<String, String> options, String comment, List<String> defaults,
      List<List<String>> uniqueKeys, List<ColumnIdentity> identities, TableConstraints constraints) {
    this(schema, options, comment, defaults, uniqueKeys, identities, constraints, null, List.of(), null);
  }

  private CatalogTable(ResolvedSchema schema, Map<String, String> options, String comment, List<String> defaults,
      List<List<String>> uniqueKeys, List<ColumnIdentity> identities, TableConstraints constraints,
      ColumnarTable storage, List<String> partitionKeys, ExternalTable external) {
    this.partitionKeys = List.copyOf(partitionKeys);
    this.external = external;
    this.schema = Objects.requireNonNull(schema, "schema is null");
    // In the order given (SHOW CREATE TABLE lists them so), and the same order in every run.
    this.options = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(options));
    this.comment = comment;
    this.defaults = defaults == null ? null : java.util.Collections.unmodifiableList(new java.util.ArrayList<>(defaults));
    this.uniqueKeys = uniqueKeys.stream().map(List::copyOf).toList();
    this.identities = identities == null ? null
        : java.util.Collections.unmodifiableList(new java.util.ArrayList<>(identities));
    this.constraints = constraints == null ? TableConstraints.NONE : constraints;
    this.storage = storage != null ? storage : newStorage(schema, this.uniqueKeys, this.constraints);
    OWNERS.put(this.storage, this);
  }

  /** The catalog table whose storage this is (the latest, when several share it), or null. */
  public static CatalogTable ofStorage(ColumnarTable storage) {
    return OWNERS.get(storage);
  }

  /** The names of the keys, the CHECKs and the FOREIGN KEYs. */
  public TableConstraints getConstraints() {
    return constraints;
  }

  /** The same table (same rows) with other CHECKs and FOREIGN KEYs. */
  public CatalogTable withConstraints(TableConstraints newConstraints) {
    return new CatalogTable(schema, options, comment, defaults, uniqueKeys, identities, newConstraints, storage,
        partitionKeys, external);
  }

  /** The same table (same rows and constraints) with other DEFAULT expressions, in schema order. */
  public CatalogTable withDefaults(List<String> newDefaults) {
    return new CatalogTable(schema, options, comment, newDefaults, uniqueKeys, identities, constraints, storage,
        partitionKeys, external);
  }

  /**
   * The same table (same storage) numbering columns as given: per column its identity or null;
   * null when no column has one. Rows need no rewrite: identities apply to rows inserted later.
   */
  public CatalogTable withIdentities(List<ColumnIdentity> newIdentities) {
    return new CatalogTable(schema, options, comment, defaults, uniqueKeys, newIdentities, constraints, storage,
        partitionKeys, external);
  }

  /** The default expressions in schema order (null entries: none), or null when no column has one. */
  public List<String> getDefaults() {
    return defaults;
  }

  /** The identity generations in schema order, or null when no column has one. */
  public List<ColumnIdentity> getIdentities() {
    return identities;
  }

  /** The table's storage, with a unique hash index for each of its keys (which enforces it). */
  private static ColumnarTable newStorage(ResolvedSchema schema, List<List<String>> uniqueKeys,
      TableConstraints names) {
    List<UniqueKey> keys = constraints(schema, uniqueKeys, names);
    ColumnarTable table = new ColumnarTable(schema.toEngineColumns(), keys);
    for (UniqueKey key : keys) {
      table.addIndex(new HashIndex(key.name(), table.columns(), key.columns(), true));
    }
    return table;
  }

  /** The same table (same rows and constraints) with new options, for {@code ALTER TABLE ... SET (...)}. */
  public CatalogTable withOptions(Map<String, String> newOptions) {
    return new CatalogTable(schema, newOptions, comment, defaults, uniqueKeys, identities, constraints, storage,
        partitionKeys, external);
  }

  /**
   * The same table as a connector table: its rows live in {@code external} (a connector's
   * files), not in {@link #storage()}, which stays empty.
   */
  public CatalogTable withConnector(List<String> partitionKeys, ExternalTable external) {
    return new CatalogTable(schema, options, comment, defaults, uniqueKeys, identities, constraints, storage,
        partitionKeys, Objects.requireNonNull(external, "external is null"));
  }

  /** The partition columns of a connector table (Flink's {@code PARTITIONED BY}); empty otherwise. */
  public List<String> getPartitionKeys() {
    return partitionKeys;
  }

  public boolean isPartitioned() {
    return !partitionKeys.isEmpty();
  }

  /** Where a connector table's rows live; null for a managed table. */
  public ExternalTable external() {
    return external;
  }

  private static List<UniqueKey> constraints(ResolvedSchema schema, List<List<String>> uniqueKeys,
      TableConstraints names) {
    List<UniqueKey> keys = new java.util.ArrayList<>();
    if (!schema.primaryKeyColumns().isEmpty()) {
      keys.add(uniqueKey(names.primaryKeyName() == null ? "PRIMARY KEY" : names.primaryKeyName(), schema,
          schema.primaryKeyColumns()));
    }
    for (int k = 0; k < uniqueKeys.size(); k++) {
      List<String> key = uniqueKeys.get(k);
      String name = k < names.uniqueNames().size() ? names.uniqueNames().get(k)
          : "UNIQUE (" + String.join(", ", key) + ")";
      keys.add(uniqueKey(name, schema, key));
    }
    return keys;
  }

  private static UniqueKey uniqueKey(String name, ResolvedSchema schema, List<String> columns) {
    List<String> names = schema.getColumnNames();
    int[] indexes = new int[columns.size()];
    for (int i = 0; i < indexes.length; i++) {
      indexes[i] = names.indexOf(columns.get(i));
      if (indexes[i] < 0) {
        throw new IllegalArgumentException("Key column '" + columns.get(i) + "' is not a column of the table.");
      }
    }
    return new UniqueKey(name, indexes, columns);
  }

  /** The column lists of the UNIQUE constraints (the primary key is in the schema). */
  public List<List<String>> getUniqueKeys() {
    return uniqueKeys;
  }

  /** An index made by CREATE INDEX: its name, whether it is unique, its columns in order. */
  public record Index(String name, boolean unique, List<String> columns) {}

  /** The indexes made by CREATE INDEX (those of the primary key and UNIQUE constraints are not listed). */
  public List<Index> getCreatedIndexes() {
    java.util.Set<String> constraints = new java.util.HashSet<>();
    storage.uniqueKeys().forEach(key -> constraints.add(key.name()));
    List<String> names = schema.getColumnNames();
    List<Index> indexes = new java.util.ArrayList<>();
    for (io.quiver.engine.store.TableIndex index : storage.indexes()) {
      if (!constraints.contains(index.name())) {
        indexes.add(new Index(index.name(), index.unique(),
            java.util.Arrays.stream(index.columns()).mapToObj(names::get).toList()));
      }
    }
    return indexes;
  }

  /** The identity generation of column {@code index}, or null when it is not an identity column. */
  public ColumnIdentity getIdentity(int index) {
    return identities == null || index >= identities.size() ? null : identities.get(index);
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
    // CREATE TABLE ... AS query declares no columns, so it has no defaults to list.
    return defaults == null || index >= defaults.size() ? null : defaults.get(index);
  }

  public ColumnarTable storage() {
    return storage;
  }
}
