package io.quiver.table.catalog;

import io.quiver.table.catalog.exceptions.CatalogException;
import io.quiver.table.catalog.exceptions.DatabaseNotExistException;
import io.quiver.table.catalog.exceptions.FunctionAlreadyExistException;
import io.quiver.table.catalog.exceptions.FunctionNotExistException;
import io.quiver.table.functions.FunctionDefinition;
import io.quiver.table.module.ModuleManager;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeSet;

/**
 * The functions one session can call, resolved as Flink resolves them. A simple name is looked
 * up as a temporary system function, then a built-in function of the loaded modules, then a
 * temporary catalog function and finally a catalog function, both in the current catalog and
 * database; a qualified name ({@code cat.db.f}) only as the last two. Function names are
 * case-insensitive: they are kept in lower case.
 */
public final class FunctionCatalog {
  /** A function found by name: the name it was found under and its definition. */
  public record ResolvedFunction(String name, FunctionDefinition definition, boolean builtIn) {}

  private final CatalogManager catalogManager;
  private final ModuleManager moduleManager;
  private final Map<String, FunctionDefinition> temporarySystemFunctions = new LinkedHashMap<>();
  private final Map<ObjectIdentifier, FunctionDefinition> temporaryCatalogFunctions = new LinkedHashMap<>();
  /** Function objects called inline ({@code call(new F(), ...)}): callable, but not listed. */
  private final Map<FunctionDefinition, String> inlineFunctions = new java.util.IdentityHashMap<>();
  private final Map<String, FunctionDefinition> inlineByName = new LinkedHashMap<>();

  public FunctionCatalog(CatalogManager catalogManager, ModuleManager moduleManager) {
    this.catalogManager = Objects.requireNonNull(catalogManager, "catalogManager is null");
    this.moduleManager = Objects.requireNonNull(moduleManager, "moduleManager is null");
  }

  public ModuleManager moduleManager() {
    return moduleManager;
  }

  private static String normalize(String name) {
    return name.toLowerCase(Locale.ROOT);
  }

  /** The identifier of a function path, its object name normalized. */
  public ObjectIdentifier qualify(List<String> path) {
    ObjectIdentifier id = catalogManager.qualifyIdentifier(path);
    return ObjectIdentifier.of(id.catalogName(), id.databaseName(), normalize(id.objectName()));
  }

  /** Registers a temporary system function; returns false when it existed and that is ignored. */
  public boolean registerTemporarySystemFunction(String name, FunctionDefinition function, boolean ignoreIfExists) {
    String key = normalize(name);
    if (temporarySystemFunctions.containsKey(key)) {
      if (ignoreIfExists) {
        return false;
      }
      throw new CatalogException("Could not register temporary system function. A function named '" + name
          + "' does already exist.");
    }
    temporarySystemFunctions.put(key, Objects.requireNonNull(function, "function is null"));
    return true;
  }

  /** The name an inline function object is called by in generated SQL; registers it once. */
  public String registerInlineFunction(FunctionDefinition function) {
    return inlineFunctions.computeIfAbsent(function, f -> {
      String name = "inline$" + inlineByName.size();
      inlineByName.put(name, f);
      return name;
    });
  }

  public boolean dropTemporarySystemFunction(String name) {
    return temporarySystemFunctions.remove(normalize(name)) != null;
  }

  public boolean hasTemporarySystemFunction(String name) {
    return temporarySystemFunctions.containsKey(normalize(name));
  }

  /** Registers a temporary catalog function; it shadows a catalog function of the same path. */
  public boolean registerTemporaryCatalogFunction(List<String> path, FunctionDefinition function, boolean ignoreIfExists) {
    ObjectIdentifier id = qualify(path);
    if (temporaryCatalogFunctions.containsKey(id)) {
      if (ignoreIfExists) {
        return false;
      }
      throw new CatalogException("Could not register temporary catalog function. A function '"
          + id.asSummaryString() + "' does already exist.");
    }
    temporaryCatalogFunctions.put(id, Objects.requireNonNull(function, "function is null"));
    return true;
  }

  public boolean dropTemporaryCatalogFunction(List<String> path) {
    return temporaryCatalogFunctions.remove(qualify(path)) != null;
  }

  public boolean hasTemporaryCatalogFunction(List<String> path) {
    return temporaryCatalogFunctions.containsKey(qualify(path));
  }

  /** Stores a permanent function in its catalog by class name. */
  public boolean registerCatalogFunction(List<String> path, CatalogFunction function, boolean ignoreIfExists) {
    ObjectIdentifier id = qualify(path);
    Catalog catalog = catalogManager.getCatalogOrThrow(id.catalogName());
    if (catalog.functionExists(id.toObjectPath())) {
      if (ignoreIfExists) {
        return false;
      }
      throw new CatalogException("Could not register catalog function. A function '" + id.asSummaryString()
          + "' does already exist.");
    }
    try {
      catalog.createFunction(id.toObjectPath(), function, false);
      return true;
    } catch (FunctionAlreadyExistException | DatabaseNotExistException e) {
      throw new CatalogException(e.getMessage(), e);
    }
  }

  public boolean dropCatalogFunction(List<String> path) {
    ObjectIdentifier id = qualify(path);
    Catalog catalog = catalogManager.getCatalogOrThrow(id.catalogName());
    if (!catalog.functionExists(id.toObjectPath())) {
      return false;
    }
    try {
      catalog.dropFunction(id.toObjectPath(), false);
      return true;
    } catch (FunctionNotExistException e) {
      return false;
    }
  }

  public boolean hasCatalogFunction(List<String> path) {
    ObjectIdentifier id = qualify(path);
    return catalogManager.getCatalog(id.catalogName()).map(c -> c.functionExists(id.toObjectPath())).orElse(false);
  }

  /** Resolves a function name in the order this class describes. */
  public Optional<ResolvedFunction> lookupFunction(List<String> path) {
    if (path.size() == 1) {
      String name = normalize(path.get(0));
      FunctionDefinition system = temporarySystemFunctions.get(name);
      if (system == null) {
        system = inlineByName.get(name);
      }
      if (system != null) {
        return Optional.of(new ResolvedFunction(name, system, false));
      }
      Optional<FunctionDefinition> builtIn = moduleManager.getFunctionDefinition(name);
      if (builtIn.isPresent()) {
        return Optional.of(new ResolvedFunction(name, builtIn.get(), true));
      }
    }
    ObjectIdentifier id;
    try {
      id = qualify(path);
    } catch (RuntimeException e) {
      return Optional.empty();
    }
    FunctionDefinition temporary = temporaryCatalogFunctions.get(id);
    if (temporary != null) {
      return Optional.of(new ResolvedFunction(id.asSummaryString(), temporary, false));
    }
    Optional<Catalog> catalog = catalogManager.getCatalog(id.catalogName());
    if (catalog.isEmpty() || !catalog.get().functionExists(id.toObjectPath())) {
      return Optional.empty();
    }
    try {
      CatalogFunction stored = catalog.get().getFunction(id.toObjectPath());
      return Optional.of(new ResolvedFunction(id.asSummaryString(), instantiate(stored.className()), false));
    } catch (FunctionNotExistException e) {
      return Optional.empty();
    }
  }

  /** A new instance of a function class by its name, through its public no-argument constructor. */
  public static FunctionDefinition instantiate(String className) {
    try {
      ClassLoader loader = Thread.currentThread().getContextClassLoader();
      Class<?> type = Class.forName(className, true, loader == null ? FunctionCatalog.class.getClassLoader() : loader);
      return instantiate(type);
    } catch (ClassNotFoundException e) {
      throw new CatalogException("Function class '" + className + "' was not found.", e);
    }
  }

  public static FunctionDefinition instantiate(Class<?> type) {
    if (!FunctionDefinition.class.isAssignableFrom(type)) {
      throw new CatalogException("Class '" + type.getName() + "' is not a user-defined function: it must extend "
          + "ScalarFunction, TableFunction or AggregateFunction.");
    }
    try {
      return (FunctionDefinition) type.getDeclaredConstructor().newInstance();
    } catch (ReflectiveOperationException e) {
      throw new CatalogException("Function class '" + type.getName()
          + "' cannot be instantiated: it needs a public no-argument constructor.", e);
    }
  }

  /**
   * The user-defined functions callable by a simple name in the current catalog and database:
   * temporary system, temporary catalog and catalog functions.
   */
  public TreeSet<String> getUserDefinedFunctions() {
    TreeSet<String> names = new TreeSet<>(temporarySystemFunctions.keySet());
    String catalogName = catalogManager.getCurrentCatalog();
    String databaseName = catalogManager.getCurrentDatabase();
    temporaryCatalogFunctions.keySet().stream()
        .filter(id -> id.catalogName().equals(catalogName) && id.databaseName().equals(databaseName))
        .forEach(id -> names.add(id.objectName()));
    catalogManager.getCatalog(catalogName).ifPresent(catalog -> {
      try {
        catalog.listFunctions(databaseName).forEach(n -> names.add(normalize(n)));
      } catch (DatabaseNotExistException e) {
        // The current database was dropped by another session: it has no functions.
      }
    });
    return names;
  }

  // Feature: execution on a Flink cluster (the executor defines the session's functions there)

  /** The temporary system functions by (lower-case) name, in registration order. */
  public Map<String, FunctionDefinition> temporarySystemFunctions() {
    return java.util.Collections.unmodifiableMap(temporarySystemFunctions);
  }

  /** The temporary catalog functions by identifier, in registration order. */
  public Map<ObjectIdentifier, FunctionDefinition> temporaryCatalogFunctions() {
    return java.util.Collections.unmodifiableMap(temporaryCatalogFunctions);
  }

  /** The function objects called inline, by the name generated SQL calls them. */
  public Map<String, FunctionDefinition> inlineFunctions() {
    return java.util.Collections.unmodifiableMap(inlineByName);
  }

  /** All functions callable by a simple name: user-defined ones and those of the loaded modules. */
  public TreeSet<String> getFunctions() {
    TreeSet<String> names = getUserDefinedFunctions();
    names.addAll(moduleManager.listFunctions());
    return names;
  }
}
