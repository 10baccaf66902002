package io.quiver.table.catalog;

import java.util.List;
import java.util.Objects;

/**
 * The named constraints of a managed table beyond NOT NULL (which is the columns' nullability)
 * and beyond the key columns themselves (the primary key is in the schema, the UNIQUE column
 * lists in the table): the names of the keys, the CHECK conditions and the FOREIGN KEYs.
 * Names are those written with {@code CONSTRAINT name}, or made as PostgreSQL makes them
 * ({@code orders_pkey}, {@code orders_email_key}, {@code orders_qty_check},
 * {@code orders_customer_id_fkey}).
 *
 * @param primaryKeyName the primary key's name, or null when there is no primary key
 * @param uniqueNames one name per UNIQUE constraint, in the table's order
 */
public record TableConstraints(String primaryKeyName, List<String> uniqueNames, List<Check> checks,
    List<ForeignKey> foreignKeys) {
  public static final TableConstraints NONE = new TableConstraints(null, List.of(), List.of(), List.of());

  public TableConstraints {
    uniqueNames = List.copyOf(uniqueNames);
    checks = List.copyOf(checks);
    foreignKeys = List.copyOf(foreignKeys);
  }

  /** {@code CHECK (expression)}; the expression is SQL text over the table's columns. */
  public record Check(String name, String expression) {
    public Check {
      Objects.requireNonNull(name, "name is null");
      Objects.requireNonNull(expression, "expression is null");
    }
  }

  /** What happens to referencing rows when the referenced key goes away or changes. */
  public enum ReferentialAction {
    NO_ACTION("NO ACTION"), RESTRICT("RESTRICT"), CASCADE("CASCADE"), SET_NULL("SET NULL"),
    SET_DEFAULT("SET DEFAULT");

    private final String sql;

    ReferentialAction(String sql) {
      this.sql = sql;
    }

    public String sql() {
      return sql;
    }
  }

  /**
   * {@code FOREIGN KEY (columns) REFERENCES table (referencedColumns)}: the referenced columns are
   * the primary key or a UNIQUE constraint of the referenced table.
   */
  public record ForeignKey(String name, List<String> columns, ObjectIdentifier table, List<String> referencedColumns,
      ReferentialAction onDelete, ReferentialAction onUpdate) {
    public ForeignKey {
      Objects.requireNonNull(name, "name is null");
      Objects.requireNonNull(table, "table is null");
      columns = List.copyOf(columns);
      referencedColumns = List.copyOf(referencedColumns);
    }

    /** The same key referencing {@code newTable}, after that table was renamed. */
    public ForeignKey referencing(ObjectIdentifier newTable) {
      return new ForeignKey(name, columns, newTable, referencedColumns, onDelete, onUpdate);
    }
  }

  /** The name of every constraint, keys first. */
  public List<String> names() {
    List<String> names = new java.util.ArrayList<>();
    if (primaryKeyName != null) {
      names.add(primaryKeyName);
    }
    names.addAll(uniqueNames);
    checks.forEach(c -> names.add(c.name()));
    foreignKeys.forEach(f -> names.add(f.name()));
    return names;
  }

  public TableConstraints withChecks(List<Check> newChecks) {
    return new TableConstraints(primaryKeyName, uniqueNames, newChecks, foreignKeys);
  }

  public TableConstraints withForeignKeys(List<ForeignKey> newKeys) {
    return new TableConstraints(primaryKeyName, uniqueNames, checks, newKeys);
  }
}
