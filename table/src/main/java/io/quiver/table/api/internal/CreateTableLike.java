package io.quiver.table.api.internal;

import io.quiver.table.api.ValidationException;
import io.quiver.table.catalog.CatalogManager;
import io.quiver.table.catalog.CatalogTable;
import io.quiver.table.catalog.Column;
import io.quiver.table.catalog.ObjectIdentifier;
import io.quiver.table.catalog.ResolvedSchema;
import io.quiver.table.catalog.WatermarkSpec;
import io.quiver.table.sql.ddl.SqlCreateTable;
import io.quiver.table.sql.ddl.SqlTableColumn;
import io.quiver.table.sql.ddl.SqlTableConstraint;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Flink's {@code CREATE TABLE t (...) WITH (...) LIKE source (options)}: the statement is written
 * out again as a plain CREATE TABLE whose columns, key, watermarks, partition keys and options are
 * the source's merged with its own, as Flink's {@code MergeTableLikeUtil} merges them. The
 * defaults are Flink's: INCLUDING ALL, OVERWRITING OPTIONS. A column of the new table that the
 * source has too is an error, as is a second primary key or watermark, and (with INCLUDING
 * OPTIONS) an option both give.
 */
final class CreateTableLike {
  private CreateTableLike() {}

  private enum Strategy { INCLUDING, EXCLUDING, OVERWRITING }

  static String expand(SqlCreateTable create, CatalogManager catalogs) {
    SqlCreateTable.Like like = create.like();
    ObjectIdentifier sourceId = catalogs.qualifyIdentifier(like.source().names);
    CatalogManager.ResolvedTable found = catalogs.getTable(sourceId).orElseThrow(() -> new ValidationException(
        "Source table '" + sourceId.asSerializableString() + "' of the LIKE clause not found in the catalog, at line "
            + like.source().getParserPosition().getLineNum() + ", column " + like.source().getParserPosition().getColumnNum(),
        null, "42P01", like.source().getParserPosition().getLineNum(), like.source().getParserPosition().getColumnNum()));
    if (!(found.table() instanceof CatalogTable source)) {
      throw new ValidationException("Source table of the LIKE clause can not be a VIEW, at line "
          + like.source().getParserPosition().getLineNum() + ", column " + like.source().getParserPosition().getColumnNum(),
          null, "42809", like.source().getParserPosition().getLineNum(), like.source().getParserPosition().getColumnNum());
    }
    Map<String, Strategy> strategies = new LinkedHashMap<>();
    for (String feature : List.of("CONSTRAINTS", "GENERATED", "METADATA", "OPTIONS", "PARTITIONS", "WATERMARKS")) {
      strategies.put(feature, feature.equals("OPTIONS") ? Strategy.OVERWRITING : Strategy.INCLUDING);
    }
    for (String option : like.options()) {
      String[] parts = option.split(" ");
      Strategy strategy = Strategy.valueOf(parts[0]);
      if (parts[1].equals("ALL")) {
        if (strategy == Strategy.OVERWRITING) {
          throw new ValidationException("Illegal merging strategy 'OVERWRITING' for 'ALL' option.");
        }
        strategies.replaceAll((feature, s) -> strategy);
      } else if (strategies.containsKey(parts[1])) {
        strategies.put(parts[1], strategy);
      } else {
        throw new ValidationException("Unknown LIKE option: " + parts[1]);
      }
    }

    ResolvedSchema schema = source.getResolvedSchema();
    List<String> newNames = create.columns().stream().map(c -> c.name().getSimple()).toList();
    List<String> elements = new ArrayList<>();
    for (Column column : schema.getColumns()) {
      if (newNames.contains(column.getName())) {
        throw new ValidationException("A column named '" + column.getName() + "' already exists in the base table.");
      }
      elements.add(SqlText.quote(column.getName()) + " " + column.getDataType().getLogicalType().asSerializableString());
    }
    boolean newKey = create.primaryKeyConstraint() != null;
    if (schema.getPrimaryKey().isPresent() && strategies.get("CONSTRAINTS") == Strategy.INCLUDING) {
      if (newKey) {
        throw new ValidationException("The base table already has a primary key. You might want to specify "
            + "EXCLUDING CONSTRAINTS.");
      }
      elements.add("PRIMARY KEY (" + schema.getPrimaryKey().get().getColumns().stream().map(SqlText::quote)
          .collect(Collectors.joining(", ")) + ") NOT ENFORCED");
    }
    if (!schema.getWatermarkSpecs().isEmpty() && strategies.get("WATERMARKS") == Strategy.INCLUDING) {
      if (!create.watermarks().isEmpty()) {
        throw new ValidationException("There already exists a watermark spec for column '"
            + schema.getWatermarkSpecs().get(0).getRowtimeAttribute() + "' in the base table. You might want to "
            + "specify EXCLUDING WATERMARKS or OVERWRITING WATERMARKS.");
      }
      for (WatermarkSpec watermark : schema.getWatermarkSpecs()) {
        elements.add("WATERMARK FOR " + SqlText.quote(watermark.getRowtimeAttribute()) + " AS " + watermark.expressionSql());
      }
    }
    for (SqlTableColumn column : create.columns()) {
      elements.add(SqlText.unparse(column));
    }
    for (SqlTableConstraint constraint : create.constraints()) {
      elements.add(SqlText.unparse(constraint));
    }
    for (SqlCreateTable.Watermark watermark : create.watermarks()) {
      elements.add("WATERMARK FOR " + SqlText.unparse(watermark.rowtime()) + " AS " + SqlText.unparse(watermark.expression()));
    }

    Map<String, String> options = new LinkedHashMap<>();
    Strategy optionStrategy = strategies.get("OPTIONS");
    if (optionStrategy != Strategy.EXCLUDING) {
      options.putAll(source.getOptions());
    }
    for (Map.Entry<String, String> option : create.properties().entrySet()) {
      if (optionStrategy == Strategy.INCLUDING && options.containsKey(option.getKey())) {
        throw new ValidationException("There already exists an option ['" + option.getKey() + "' -> '"
            + options.get(option.getKey()) + "']  in the base table. You might want to specify EXCLUDING OPTIONS or "
            + "OVERWRITING OPTIONS.");
      }
      options.put(option.getKey(), option.getValue());
    }
    List<String> partitionKeys = create.partitionKeys();
    if (partitionKeys.isEmpty() && strategies.get("PARTITIONS") == Strategy.INCLUDING) {
      partitionKeys = source.getPartitionKeys();
    }

    StringBuilder sql = new StringBuilder("CREATE ");
    if (create.temporary()) {
      sql.append("TEMPORARY ");
    }
    sql.append("TABLE ");
    if (create.ifNotExists()) {
      sql.append("IF NOT EXISTS ");
    }
    sql.append(SqlText.unparse(create.name())).append(" (").append(String.join(", ", elements)).append(")");
    if (create.comment() != null) {
      sql.append(" COMMENT '").append(create.comment().replace("'", "''")).append("'");
    }
    if (!partitionKeys.isEmpty()) {
      sql.append(" PARTITIONED BY (").append(partitionKeys.stream().map(SqlText::quote).collect(Collectors.joining(", ")))
          .append(")");
    }
    if (!options.isEmpty()) {
      sql.append(" WITH (").append(options.entrySet().stream()
          .map(e -> "'" + e.getKey().replace("'", "''") + "' = '" + e.getValue().replace("'", "''") + "'")
          .collect(Collectors.joining(", "))).append(")");
    }
    return sql.toString();
  }
}
