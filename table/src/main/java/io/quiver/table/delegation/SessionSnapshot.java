package io.quiver.table.delegation;

import io.quiver.table.catalog.ObjectIdentifier;
import io.quiver.table.catalog.ResolvedSchema;
import io.quiver.types.Row;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What a session has defined when one of its statements runs elsewhere: its options, current
 * catalog and database, and the catalogs' databases, tables, views and functions, in an order in
 * which they can be created (databases, then tables, then functions, then views in creation order).
 */
public record SessionSnapshot(
    Map<String, String> configuration,
    String currentCatalog,
    String currentDatabase,
    List<DatabaseDefinition> databases,
    List<TableDefinition> tables,
    List<FunctionEntry> functions,
    List<ViewDefinition> views) {

  public SessionSnapshot {
    configuration = Map.copyOf(configuration);
    databases = List.copyOf(databases);
    tables = List.copyOf(tables);
    functions = List.copyOf(functions);
    views = List.copyOf(views);
  }

  /** A database of a catalog; {@code defaultDatabase} marks the catalog's default one. */
  public record DatabaseDefinition(String catalog, String database, boolean defaultDatabase) {}

  /**
   * A table: a connector table has its options ({@code connector}, {@code path}, {@code format},
   * ...); a Quiver managed table has no options and its rows through {@code managedRows}.
   */
  public record TableDefinition(ObjectIdentifier identifier, boolean temporary, ResolvedSchema schema,
      Map<String, String> options, List<String> partitionKeys, String comment, ManagedRows managedRows) {
    public TableDefinition {
      options = Map.copyOf(options);
      partitionKeys = List.copyOf(partitionKeys);
    }

    public boolean isManaged() {
      return managedRows != null;
    }
  }

  /** A view with the query it was defined with, as written (or as the Table API rendered it). */
  public record ViewDefinition(ObjectIdentifier identifier, boolean temporary, String query) {}

  /** How a function was registered. */
  public enum FunctionKind { TEMPORARY_SYSTEM, TEMPORARY_CATALOG, CATALOG, INLINE }

  /**
   * A user-defined function: its name (a system or inline function's in {@code name}, a catalog
   * function's in {@code identifier}) and its class, which is what crosses over: the function is
   * instantiated again there from its class, so an instance's own fields do not travel.
   */
  public record FunctionEntry(FunctionKind kind, String name, ObjectIdentifier identifier, String className,
      Class<?> functionClass) {}

  /** The rows of a managed table, read from the session's snapshot on demand. */
  public interface ManagedRows {
    /** The rows, or empty when there are more than {@code limit}. */
    Optional<List<Row>> read(int limit);
  }
}
