package io.quiver.table.catalog;

import io.quiver.engine.types.SqlType;
import io.quiver.table.types.DataType;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The columns of a table or result, with their names and data types, the primary key if any and
 * the watermarks a table declares.
 */
public final class ResolvedSchema {
  private final List<Column> columns;
  private final List<String> primaryKey;
  private final List<WatermarkSpec> watermarkSpecs;

  public ResolvedSchema(List<Column> columns, List<String> primaryKey) {
    this(columns, primaryKey, List.of());
  }

  public ResolvedSchema(List<Column> columns, List<String> primaryKey, List<WatermarkSpec> watermarkSpecs) {
    this.columns = List.copyOf(columns);
    this.primaryKey = List.copyOf(primaryKey);
    this.watermarkSpecs = List.copyOf(watermarkSpecs);
  }

  public static ResolvedSchema of(List<Column> columns) {
    return new ResolvedSchema(columns, List.of());
  }

  public static ResolvedSchema physical(List<String> names, List<DataType> types) {
    List<Column> columns = new ArrayList<>();
    for (int i = 0; i < names.size(); i++) {
      columns.add(Column.physical(names.get(i), types.get(i)));
    }
    return of(columns);
  }

  /** The schema of engine columns. */
  public static ResolvedSchema fromEngine(List<io.quiver.engine.types.Column> engineColumns) {
    return of(engineColumns.stream().map(c -> Column.physical(c.name(), new DataType(c.type()))).toList());
  }

  public List<io.quiver.engine.types.Column> toEngineColumns() {
    return columns.stream()
        .map(c -> new io.quiver.engine.types.Column(c.getName(), c.getDataType().sqlType()))
        .toList();
  }

  public int getColumnCount() {
    return columns.size();
  }

  public List<Column> getColumns() {
    return columns;
  }

  public List<String> getColumnNames() {
    return columns.stream().map(Column::getName).toList();
  }

  public List<DataType> getColumnDataTypes() {
    return columns.stream().map(Column::getDataType).toList();
  }

  public Optional<Column> getColumn(String name) {
    return columns.stream().filter(c -> c.getName().equals(name)).findFirst();
  }

  public Optional<Column> getColumn(int index) {
    return index >= 0 && index < columns.size() ? Optional.of(columns.get(index)) : Optional.empty();
  }

  /** The primary key, named as Flink names a key declared without a name. */
  public Optional<UniqueConstraint> getPrimaryKey() {
    return primaryKey.isEmpty()
        ? Optional.empty()
        : Optional.of(UniqueConstraint.primaryKey(UniqueConstraint.defaultName(primaryKey), primaryKey));
  }

  /** The positions of the primary key's columns, empty without one. */
  public int[] getPrimaryKeyIndexes() {
    List<String> names = getColumnNames();
    return primaryKey.stream().mapToInt(names::indexOf).toArray();
  }

  /** The physical columns as a {@code ROW<...> NOT NULL} type, as Flink's method. */
  public DataType toPhysicalRowDataType() {
    List<Column> physical = columns.stream().filter(Column::isPhysical).toList();
    return new DataType(physical.stream().map(Column::getName).toList(), physical.stream().map(Column::getDataType).toList()).notNull();
  }

  /** The columns a source produces (here the physical ones) as a {@code ROW<...> NOT NULL} type. */
  public DataType toSourceRowDataType() {
    return toPhysicalRowDataType();
  }

  /** The columns a sink consumes (the physical ones) as a {@code ROW<...> NOT NULL} type. */
  public DataType toSinkRowDataType() {
    return toPhysicalRowDataType();
  }

  public List<WatermarkSpec> getWatermarkSpecs() {
    return watermarkSpecs;
  }

  /** The primary key's columns, empty without one. */
  public List<String> primaryKeyColumns() {
    return primaryKey;
  }

  public List<SqlType> logicalTypes() {
    return columns.stream().map(c -> c.getDataType().sqlType()).toList();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof ResolvedSchema s && s.columns.equals(columns) && s.primaryKey.equals(primaryKey)
        && s.watermarkSpecs.equals(watermarkSpecs);
  }

  @Override
  public int hashCode() {
    return Objects.hash(columns, primaryKey, watermarkSpecs);
  }

  /** Flink's layout: one column per line inside parentheses, then the watermarks and the key. */
  @Override
  public String toString() {
    List<Object> parts = new ArrayList<>(columns);
    parts.addAll(watermarkSpecs);
    String body = parts.stream().map(c -> "  " + c).collect(Collectors.joining(",\n"));
    String key = getPrimaryKey().map(k -> ",\n  " + k.asSummaryString()).orElse("");
    return "(\n" + body + key + "\n)";
  }
}
