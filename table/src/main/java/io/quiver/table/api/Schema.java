package io.quiver.table.api;

import io.quiver.table.expressions.Expression;
import io.quiver.table.planner.functions.DataTypeHints;
import io.quiver.table.types.DataType;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The columns of a table declared through the Table API (Flink's {@code Schema}), e.g. for a
 * {@link TableDescriptor}: {@code Schema.newBuilder().column("id", DataTypes.INT()).build()}.
 * Besides physical columns it holds computed columns (SQL text or a Table API expression), a
 * watermark and a primary key, which take effect when a descriptor is registered as its
 * {@code CREATE TABLE} would.
 */
public final class Schema {
  /** One declared column: physical when it has a data type, computed when it has an expression. */
  public static class UnresolvedColumn {
    private final String name;
    private final DataType dataType;
    private final Object expression;
    /** The type as the program wrote it ({@code column(name, "DECIMAL(5, 2)")}), shown unresolved as Flink shows it. */
    private final String typeText;
    private final String comment;

    UnresolvedColumn(String name, DataType dataType, Object expression) {
      this(name, dataType, expression, null, null);
    }

    private UnresolvedColumn(String name, DataType dataType, Object expression, String typeText, String comment) {
      this.name = Objects.requireNonNull(name, "name is null");
      this.dataType = dataType;
      this.expression = expression;
      this.typeText = typeText;
      this.comment = comment;
    }

    UnresolvedColumn withComment(String comment) {
      return new UnresolvedColumn(name, dataType, expression, typeText, comment);
    }

    public Optional<String> getComment() {
      return Optional.ofNullable(comment);
    }

    public String getName() {
      return name;
    }

    public String name() {
      return name;
    }

    /** The type of a physical column, null for a computed one. */
    public DataType dataType() {
      return dataType;
    }

    public boolean isPhysical() {
      return expression == null;
    }

    /** The expression of a computed column as SQL text. */
    String expressionSql() {
      return expression instanceof ApiExpression e ? e.toSql(null) : (String) expression;
    }

    @Override
    public String toString() {
      String text;
      if (expression == null) {
        text = ApiExpression.quote(name) + " " + (typeText != null ? "[" + typeText + "]" : dataType);
      } else {
        text = ApiExpression.quote(name) + " AS " + (expression instanceof String s ? "[" + s + "]" : expressionSql());
      }
      return comment == null ? text : text + " COMMENT '" + comment.replace("'", "''") + "'";
    }
  }

  /** A declared watermark: the rowtime column and its expression. */
  public static final class UnresolvedWatermarkSpec {
    private final String columnName;
    private final String expression;

    UnresolvedWatermarkSpec(String columnName, String expression) {
      this.columnName = columnName;
      this.expression = expression;
    }

    public String getColumnName() {
      return columnName;
    }

    String expressionSql() {
      return expression;
    }

    @Override
    public String toString() {
      return "WATERMARK FOR " + ApiExpression.quote(columnName) + " AS [" + expression + "]";
    }
  }

  /** A declared primary key. */
  public static final class UnresolvedPrimaryKey {
    private final String constraintName;
    private final List<String> columnNames;

    UnresolvedPrimaryKey(String constraintName, List<String> columnNames) {
      this.constraintName = constraintName;
      this.columnNames = List.copyOf(columnNames);
    }

    public String getConstraintName() {
      return constraintName;
    }

    public List<String> getColumnNames() {
      return columnNames;
    }

    @Override
    public String toString() {
      return "CONSTRAINT " + ApiExpression.quote(constraintName) + " PRIMARY KEY ("
          + columnNames.stream().map(ApiExpression::quote).collect(Collectors.joining(", ")) + ") NOT ENFORCED";
    }
  }

  private final List<UnresolvedColumn> columns;
  private final List<UnresolvedWatermarkSpec> watermarks;
  private final UnresolvedPrimaryKey primaryKey;

  private Schema(List<UnresolvedColumn> columns, List<UnresolvedWatermarkSpec> watermarks, UnresolvedPrimaryKey primaryKey) {
    this.columns = List.copyOf(columns);
    this.watermarks = List.copyOf(watermarks);
    this.primaryKey = primaryKey;
  }

  public static Builder newBuilder() {
    return new Builder();
  }

  public static Schema derived() {
    return new Schema(List.of(), List.of(), null);
  }

  public List<UnresolvedColumn> getColumns() {
    return columns;
  }

  public List<UnresolvedWatermarkSpec> getWatermarkSpecs() {
    return watermarks;
  }

  public Optional<UnresolvedPrimaryKey> getPrimaryKey() {
    return Optional.ofNullable(primaryKey);
  }

  /** The key's column names, or an empty list. */
  public List<String> primaryKeyColumns() {
    return primaryKey == null ? List.of() : primaryKey.getColumnNames();
  }

  /** Whether the schema declares more than physical columns and a key (computed columns, watermarks). */
  public boolean hasComputedParts() {
    return !watermarks.isEmpty() || columns.stream().anyMatch(c -> !c.isPhysical());
  }

  /** The schema as the column list of a {@code CREATE TABLE}. */
  public String toDdlElements() {
    List<String> elements = new ArrayList<>();
    for (UnresolvedColumn c : columns) {
      elements.add(ApiExpression.quote(c.getName()) + " " + (c.isPhysical() ? ApiExpression.typeSql(c.dataType()) : "AS " + c.expressionSql())
          + c.getComment().map(text -> " COMMENT '" + text.replace("'", "''") + "'").orElse(""));
    }
    for (UnresolvedWatermarkSpec w : watermarks) {
      elements.add("WATERMARK FOR " + ApiExpression.quote(w.getColumnName()) + " AS " + w.expressionSql());
    }
    if (primaryKey != null) {
      elements.add("CONSTRAINT " + ApiExpression.quote(primaryKey.getConstraintName()) + " PRIMARY KEY ("
          + primaryKey.getColumnNames().stream().map(ApiExpression::quote).collect(Collectors.joining(", ")) + ") NOT ENFORCED");
    }
    return String.join(", ", elements);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Schema other && other.toString().equals(toString());
  }

  @Override
  public int hashCode() {
    return toString().hashCode();
  }

  /** Flink's text: one element a line between parentheses. */
  @Override
  public String toString() {
    List<Object> elements = new ArrayList<>(columns);
    elements.addAll(watermarks);
    if (primaryKey != null) {
      elements.add(primaryKey);
    }
    return elements.stream().map(e -> "  " + e).collect(Collectors.joining(",\n", "(\n", "\n)"));
  }

  /** Builds a {@link Schema} column by column. */
  public static final class Builder {
    private final List<UnresolvedColumn> columns = new ArrayList<>();
    private final List<UnresolvedWatermarkSpec> watermarks = new ArrayList<>();
    private UnresolvedPrimaryKey primaryKey;

    private Builder() {}

    /** Adopts all columns, watermarks and the key of another schema. */
    public Builder fromSchema(Schema schema) {
      columns.addAll(schema.columns);
      watermarks.addAll(schema.watermarks);
      if (schema.primaryKey != null) {
        primaryKey = schema.primaryKey;
      }
      return this;
    }

    /** Adopts the columns (with their comments) and the primary key of a resolved schema. */
    public Builder fromResolvedSchema(io.quiver.table.catalog.ResolvedSchema resolvedSchema) {
      for (io.quiver.table.catalog.Column column : resolvedSchema.getColumns()) {
        column(column.getName(), column.getDataType());
        column.getComment().ifPresent(this::withComment);
      }
      resolvedSchema.getPrimaryKey().ifPresent(key -> primaryKeyNamed(key.getName(), key.getColumns()));
      return this;
    }

    /** One physical column per field of a ROW type. */
    public Builder fromRowDataType(DataType dataType) {
      if (!dataType.isRow()) {
        throw new ValidationException("Data type of a row expected, but got: " + dataType);
      }
      return fromFields(dataType.getFieldNames(), dataType.getFieldTypes());
    }

    /** Physical columns of the given names and types. */
    public Builder fromFields(String[] fieldNames, DataType[] fieldDataTypes) {
      return fromFields(List.of(fieldNames), List.of(fieldDataTypes));
    }

    public Builder fromFields(List<String> fieldNames, List<DataType> fieldDataTypes) {
      if (fieldNames.size() != fieldDataTypes.size()) {
        throw new ValidationException("Field names and field data types must have the same length.");
      }
      for (int i = 0; i < fieldNames.size(); i++) {
        column(fieldNames.get(i), fieldDataTypes.get(i));
      }
      return this;
    }

    /** Adds a physical column. */
    public Builder column(String name, DataType dataType) {
      columns.add(new UnresolvedColumn(name, Objects.requireNonNull(dataType, "dataType is null"), null));
      return this;
    }

    /** Adds a physical column of a type given as SQL text ({@code "ARRAY<STRING>"}). */
    public Builder column(String name, String serializableTypeString) {
      columns.add(new UnresolvedColumn(name, DataTypeHints.parse(serializableTypeString), null, serializableTypeString, null));
      return this;
    }

    /** Gives the column declared last a comment. */
    public Builder withComment(String comment) {
      if (columns.isEmpty()) {
        throw new IllegalArgumentException("Method 'withComment(...)' must be called after a column definition, "
            + "but there is no preceding column defined.");
      }
      columns.set(columns.size() - 1, columns.get(columns.size() - 1).withComment(comment));
      return this;
    }

    /** Adds a computed column given as SQL text. */
    public Builder columnByExpression(String name, String sqlExpression) {
      columns.add(new UnresolvedColumn(name, null, Objects.requireNonNull(sqlExpression, "sqlExpression is null")));
      return this;
    }

    /** Adds a computed column given as a Table API expression. */
    public Builder columnByExpression(String name, Expression expression) {
      columns.add(new UnresolvedColumn(name, null, ApiExpression.of(expression)));
      return this;
    }

    /** Declares the watermark of a rowtime column, given as SQL text. */
    public Builder watermark(String columnName, String sqlExpression) {
      watermarks.add(new UnresolvedWatermarkSpec(columnName, sqlExpression));
      return this;
    }

    /** Declares the watermark of a rowtime column, given as a Table API expression. */
    public Builder watermark(String columnName, Expression expression) {
      return watermark(columnName, ApiExpression.of(expression).toSql(null));
    }

    /** Declares the primary key (Flink's NOT ENFORCED key of a connector table), named {@code PK_<columns>}. */
    public Builder primaryKey(String... columnNames) {
      return primaryKey(List.of(columnNames));
    }

    public Builder primaryKey(List<String> columnNames) {
      return primaryKeyNamed("PK_" + String.join("_", columnNames), columnNames);
    }

    public Builder primaryKeyNamed(String constraintName, String... columnNames) {
      return primaryKeyNamed(constraintName, List.of(columnNames));
    }

    public Builder primaryKeyNamed(String constraintName, List<String> columnNames) {
      if (primaryKey != null) {
        throw new ValidationException("Multiple primary keys are not supported.");
      }
      if (columnNames.isEmpty()) {
        throw new ValidationException("Primary key constraint must be defined for at least a single column.");
      }
      primaryKey = new UnresolvedPrimaryKey(constraintName, columnNames);
      return this;
    }

    public Schema build() {
      return new Schema(columns, watermarks, primaryKey);
    }
  }
}
