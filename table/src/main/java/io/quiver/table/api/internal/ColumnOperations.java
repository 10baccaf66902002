package io.quiver.table.api.internal;

import io.quiver.table.api.ApiExpression;
import io.quiver.table.api.Table;
import io.quiver.table.api.ValidationException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** {@code addColumns}, {@code addOrReplaceColumns}, {@code renameColumns} and {@code dropColumns}. */
final class ColumnOperations {
  private ColumnOperations() {}

  static Table add(TableImpl table, List<ApiExpression> fields, boolean replace) {
    List<String> existing = table.getResolvedSchema().getColumnNames();
    Map<String, String> added = new LinkedHashMap<>();
    for (ApiExpression field : fields) {
      String name = field.outputName();
      if (name == null) {
        // as Flink's projection names an unnamed expression: by its position among the columns
        name = field.castOfFieldName() != null ? field.castOfFieldName() : "_c" + (existing.size() + added.size());
      }
      if (!replace && existing.contains(name)) {
        throw new ValidationException("Column " + name + " already exists; use addOrReplaceColumns to replace it.");
      }
      added.put(name, field.unaliased().toSql(table.context()) + " AS " + ApiExpression.quote(name));
    }
    List<String> items = new ArrayList<>();
    for (String name : existing) {
      String replacement = added.remove(name);
      items.add(replacement != null ? replacement : ApiExpression.quote(name));
    }
    items.addAll(added.values());
    return table.project(items);
  }

  static Table rename(TableImpl table, List<ApiExpression> fields) {
    Map<String, String> renames = new LinkedHashMap<>();
    List<String> existing = table.getResolvedSchema().getColumnNames();
    for (ApiExpression field : fields) {
      String from = field.unaliased().fieldName();
      if (from == null || field.aliasNames().isEmpty()) {
        throw new ValidationException("renameColumns takes fields with new names: $(\"a\").as(\"b\").");
      }
      if (!existing.contains(from)) {
        throw new ValidationException("Column " + from + " does not exist; the columns are " + existing + ".");
      }
      renames.put(from, field.aliasNames().get(0));
    }
    java.util.Set<String> names = new java.util.HashSet<>();
    for (String name : existing) {
      String renamed = renames.getOrDefault(name, name);
      if (!names.add(renamed)) {
        // as Flink: a rename must not give two columns one name
        throw new ValidationException("Ambiguous column name: " + renamed);
      }
    }
    List<String> items = existing.stream()
        .map(name -> renames.containsKey(name)
            ? ApiExpression.quote(name) + " AS " + ApiExpression.quote(renames.get(name))
            : ApiExpression.quote(name))
        .toList();
    return table.project(items);
  }

  static Table drop(TableImpl table, List<ApiExpression> fields) {
    List<String> existing = table.getResolvedSchema().getColumnNames();
    List<String> dropped = new ArrayList<>();
    for (ApiExpression field : fields) {
      String name = field.fieldName();
      if (name == null || !existing.contains(name)) {
        throw new ValidationException("Column " + field + " does not exist; the columns are " + existing + ".");
      }
      dropped.add(name);
    }
    List<String> items = existing.stream().filter(n -> !dropped.contains(n)).map(ApiExpression::quote).toList();
    if (items.isEmpty()) {
      throw new ValidationException("dropColumns would drop every column.");
    }
    return table.project(items);
  }
}
